import type { ProposalFacts } from '../do-not-book';
import { renderEmail } from './compose';
import { emailI18n } from './email-i18n';
import { inert } from './inert-text';
import { type ComposeContext, oneLine } from './message-plans';
import type { NewMessage } from './repository';

const TAG_WORDS: Record<ProposalFacts['tags'][number], string> = {
  unsafe: 'unsafe',
  touching: 'touching',
  'unpaid-balance': 'unpaid balance',
  'underage-guests': 'underage guests',
  'not-as-described': 'not as described',
};

/**
 * To the owners (decision 037): a performer's low rating of a client proposes a do-not-book entry,
 * to accept or dismiss on /admin/do-not-book. In English, like the team's e-mails; her note inert.
 */
export async function composeProposalEmail(p: ProposalFacts, ctx: ComposeContext): Promise<NewMessage> {
  const tags = p.tags.map((t) => TAG_WORDS[t]).join(', ') || 'no tags';
  const title = `Do-not-book proposal for booking ${p.reference}`;
  const { html, text } = await renderEmail(
    {
      preview: `${p.performerName} rated the client ${p.stars}/5 (${tags})`,
      heading: title,
      paragraphs: [
        `${p.performerName} rated the client of booking ${p.reference} ${p.stars} out of 5 (${tags}). This proposes putting the client on the do-not-book list.`,
        'Accept it (choose the phone, e-mail or address) or dismiss it on the do-not-book page. The client is never told.',
      ],
      details: [{ label: 'Her note', value: p.note ? inert(p.note) : 'None' }],
      button: { label: 'Open the do-not-book list', href: `${ctx.publicUrl}/admin/do-not-book` },
    },
    ctx,
    emailI18n('en'),
  );
  return {
    idempotencyKey: `staff-do-not-book-proposal:${p.proposalId}`,
    channel: 'email',
    kind: 'staff-do-not-book-proposal',
    bookingId: p.bookingId,
    bookingReference: p.reference,
    recipient: p.owners.join(', '),
    subject: oneLine(title),
    html,
    text,
    attachments: [],
  };
}
