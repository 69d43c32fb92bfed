import { formatMoney } from '../../../shared/money';
import { RECEIPT_REASON_WORDS } from '../../../shared/receipts';
import type { ReceiptNote } from '../receipts';
import { renderEmail } from './compose';
import type { PushNote } from './compose-push';
import { emailI18n } from './email-i18n';
import { inert } from './inert-text';
import { type ComposeContext, deskSearchLink, oneLine } from './message-plans';
import type { NewMessage } from './repository';

/** The payer as the desk reads it: inert, so a name or note cannot become a link. */
const payer = (sender: string | null) => (sender ? inert(sender) : 'someone');

/** A receipt the mailbox matched (the booking is confirmed), or one staff must assign by hand. */
export function receiptPushNote(n: ReceiptNote, ctx: ComposeContext): PushNote {
  const amount = n.amount === null ? 'A payment' : formatMoney(n.amount);
  if (n.state === 'matched') {
    return {
      kind: 'staff-payment-matched',
      key: `staff-payment-matched:${n.receiptId}`,
      title: `${amount} received for ${n.bookingReference}`,
      body: `Cash App from ${payer(n.sender)}: the ${n.kind} is recorded${n.kind === 'deposit' ? ' and the booking confirmed' : ''}.`,
      url: deskSearchLink(ctx, n.bookingReference),
      bookingId: n.bookingId,
      bookingReference: n.bookingReference,
    };
  }
  return {
    kind: 'staff-payment-unmatched',
    key: `staff-payment-unmatched:${n.receiptId}`,
    title: `${amount} from ${payer(n.sender)} needs a booking`,
    body: `Not matched: ${RECEIPT_REASON_WORDS[n.reason]}. Assign it on the Unmatched payments page.`,
    url: `${ctx.publicUrl}/admin/payments`,
  };
}

/** The same note as an e-mail to TEAM_EMAILS; none when no team address is set. */
export async function receiptEmail(n: ReceiptNote, ctx: ComposeContext): Promise<NewMessage | null> {
  if (ctx.teamEmails.length === 0) return null;
  const note = receiptPushNote(n, ctx);
  const { html, text } = await renderEmail(
    {
      preview: note.body,
      heading: note.title,
      paragraphs: [note.body],
      details: [],
      button: { label: n.state === 'matched' ? 'Open the booking' : 'Open Unmatched payments', href: note.url },
    },
    ctx,
    emailI18n('en'),
  );
  return {
    idempotencyKey: note.key,
    channel: 'email',
    kind: note.kind,
    bookingId: note.bookingId ?? null,
    bookingReference: note.bookingReference ?? null,
    recipient: ctx.teamEmails.join(', '),
    subject: oneLine(note.title),
    html,
    text,
    attachments: [],
  };
}
