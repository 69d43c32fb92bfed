import type { AdminMessage, MessageChannel, MessageKind, MessageStatus } from '../../../../shared/schemas/message';
import type { BadgeTone } from '../../../components/ui/badge';

const KIND_WORDS: Record<MessageKind, string> = {
  'team-new-booking': 'New booking request (to the team)',
  'client-received': 'Request received (to the client)',
  'client-deposit-requested': 'Deposit requested',
  'client-deposit-confirmed': 'Deposit received, booking confirmed',
  'client-booking-confirmed': 'Booking confirmed',
  'client-cancelled': 'Booking cancelled',
  'client-reopened': 'Booking reopened',
  'client-performers-changed': 'Change of performer (to the client)',
  'client-booking-changed': 'Booking changed (to the client)',
  'client-deposit-reminder': 'Deposit reminder',
  'client-event-reminder': 'Event reminder (to the client)',
  'team-event-reminder': 'Event reminder (to the team)',
  'client-booking-link': 'Link to the booking (to the client)',
  'staff-invitation': 'Staff invitation',
  'staff-sign-in-alert': 'Wrong sign-in codes (to the owners)',
  'performer-invitation': 'Portal invitation (to a performer)',
  'performer-sign-in-link': 'Portal sign-in link (to a performer)',
  'performer-offer': 'Booking offer (to a performer)',
  'performer-offer-expiring': 'Offer ending soon (to a performer)',
  'staff-offer-declined': 'Offer declined (to staff)',
  'staff-offer-expired': 'Offer expired (to staff)',
  'staff-new-booking': 'New booking (to staff)',
  'staff-message-failed': 'Message failed (to staff)',
  'staff-payment-matched': 'Cash App payment recorded (to staff)',
  'staff-payment-unmatched': 'Cash App payment to assign (to staff)',
  'performer-booking-confirmed': 'Booking confirmed (to a performer)',
  'performer-booking-changed': 'Booking changed (to a performer)',
  'performer-booking-cancelled': 'Booking cancelled (to a performer)',
  'performer-checkin-missed': '"Are you OK?" after a late check-in (to a performer)',
  'staff-safety-alarm': 'Safety alarm (to staff)',
  'staff-safety-escalation': 'Unanswered safety alarm (to the owners)',
  'staff-do-not-book-proposal': 'Do-not-book proposal (to the owners)',
  'review-invitation': 'Review link (to the client)',
  'owner-mail-failing': 'E-mail failing (to the owners)',
  'owner-queue-behind': 'Job queue behind (to the owners)',
  'owner-mail-restored': 'E-mail works again (to the owners)',
  'owner-queue-caught-up': 'Job queue caught up (to the owners)',
  webhook: 'Webhook call',
};

/** What a message is about, in words; a kind this client does not know yet is shown as it is. */
export function kindInWords(kind: string): string {
  return Object.hasOwn(KIND_WORDS, kind) ? KIND_WORDS[kind as MessageKind] : kind;
}

/** Each channel in words, and what "not configured" means for it (a new channel fails `tsc` until named here). */
const CHANNELS: Record<MessageChannel, { name: string; notConfigured: string }> = {
  email: { name: 'E-mail', notConfigured: 'Not sent: no mail server configured (SMTP_URL)' },
  webhook: { name: 'Webhook', notConfigured: 'Not sent: no webhook configured (TEAM_WEBHOOK_URL)' },
  push: { name: 'Push notification', notConfigured: 'Not sent: the browser no longer takes notifications' },
};

export const channelInWords = (channel: MessageChannel) => CHANNELS[channel].name;

const STATUS: Record<MessageStatus, { label: string; tone: BadgeTone; note: string | null }> = {
  queued: { label: 'Queued', tone: 'yellow', note: null },
  sent: { label: 'Sent', tone: 'green', note: null },
  failed: { label: 'Failed', tone: 'red', note: null },
  // Said per channel (CHANNELS): what is not configured depends on how the message goes out.
  logged: { label: 'Not sent', tone: 'gray', note: null },
  skipped: { label: 'Skipped', tone: 'gray', note: 'Not sent: the booking had moved on when it came due' },
};

/** The status filters of /admin/messages, in the order shown ('all' sends no filter). */
export const MESSAGE_FILTERS = ['all', 'queued', 'sent', 'failed', 'logged', 'skipped'] as const;
export type MessageFilterValue = (typeof MESSAGE_FILTERS)[number];

export const filterLabel = (f: MessageFilterValue) => (f === 'all' ? 'All' : STATUS[f].label);

/** A status filter read from the address bar; anything unknown means all. */
export function parseMessageFilter(value: string | null): MessageFilterValue {
  return (MESSAGE_FILTERS as readonly string[]).includes(value ?? '') ? (value as MessageFilterValue) : 'all';
}

/** The daily allowance's reason (messages/service.ts): said as the server recorded it. */
const DAILY_LIMIT = /^Not sent: \d+ e-mails already went to this address/;

/** The status badge, and for a message that was never meant to go out, why, in plain words. */
export function messageStatus(m: Pick<AdminMessage, 'channel' | 'status' | 'lastError'>): {
  label: string;
  tone: BadgeTone;
  note: string | null;
} {
  const shown = STATUS[m.status];
  if (m.status === 'logged') return { ...shown, note: CHANNELS[m.channel].notConfigured };
  // A client e-mail past its address's daily allowance is skipped too, for its own reason.
  return m.status === 'skipped' && DAILY_LIMIT.test(m.lastError ?? '') ? { ...shown, note: m.lastError } : shown;
}

/** Where it went; the server may record no address (e.g. no team address configured). */
export const recipientInWords = (recipient: string) => recipient.trim() || 'No address';

/** The error worth showing: the last try's, for messages still trying or given up (others explain themselves). */
export function shownError(m: Pick<AdminMessage, 'status' | 'lastError'>): string | null {
  return m.status === 'failed' || m.status === 'queued' ? m.lastError : null;
}

/** A webhook's JSON body, indented for reading; text that is not JSON is shown as it is. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
