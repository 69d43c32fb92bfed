import { BUSINESS_TIME_ZONE } from '../../../shared/business-day';
import type { OwnerAlertNote } from '../owner-alerts';
import { renderEmail } from './compose';
import type { PushNote } from './compose-push';
import { emailI18n } from './email-i18n';
import type { ComposeContext } from './message-plans';
import type { NewMessage } from './repository';

const clock = (at: Date) =>
  at.toLocaleString('en-US', { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short', dateStyle: 'medium' });

/** What each alert says on the owners' phones (English, like every staff message). */
const WORDS = {
  'mail-failing': {
    raised: {
      kind: 'owner-mail-failing',
      title: 'E-mail is failing',
      advice: 'Clients and the team get no e-mail until it works: check the mail server (SMTP_URL).',
      page: '/admin/messages',
    },
    cleared: {
      kind: 'owner-mail-restored',
      title: 'E-mail works again',
      advice: 'The e-mails that waited are going out now.',
      page: '/admin/messages',
    },
  },
  'queue-behind': {
    raised: {
      kind: 'owner-queue-behind',
      title: 'Jobs are running behind',
      advice: 'E-mails, offers and reminders wait: check that a worker (RUN_JOBS) is running.',
      page: '/admin/messages',
    },
    cleared: {
      kind: 'owner-queue-caught-up',
      title: 'Jobs caught up',
      advice: 'E-mails, offers and reminders go out on time again.',
      page: '/admin/messages',
    },
  },
} as const;

/** The owners' push: keyed by the incident, so each browser gets each step of it once. */
export function ownerAlertPushNote(n: OwnerAlertNote, ctx: ComposeContext): PushNote {
  const w = WORDS[n.kind][n.step];
  return {
    kind: w.kind,
    key: `${w.kind}:${n.incident}`,
    title: w.title,
    body: `${n.detail} ${w.advice}`,
    url: `${ctx.publicUrl}${w.page}`,
  };
}

/** "E-mail works again", to every owner: how long it was down, and where to see what failed. None without owners. */
export async function mailRestoredEmail(n: OwnerAlertNote, ctx: ComposeContext): Promise<NewMessage | null> {
  if (n.owners.length === 0) return null;
  const note = ownerAlertPushNote(n, ctx);
  const { html, text } = await renderEmail(
    {
      preview: `E-mail was failing from ${clock(n.raisedAt)} and works again.`,
      heading: note.title,
      paragraphs: [
        `E-mail was failing from ${clock(n.raisedAt)} (South Florida time) until ${clock(n.clearedAt ?? n.raisedAt)}. You had a notification when it started.`,
        'The e-mails that waited are being sent now. Any that used all their retries are marked Failed on the Messages page: retry them there.',
      ],
      details: [],
      button: { label: 'Open Messages', href: note.url },
    },
    ctx,
    emailI18n('en'),
  );
  return {
    idempotencyKey: note.key,
    channel: 'email',
    kind: note.kind,
    bookingId: null,
    bookingReference: null,
    recipient: n.owners.join(', '),
    subject: note.title,
    html,
    text,
    attachments: [],
  };
}
