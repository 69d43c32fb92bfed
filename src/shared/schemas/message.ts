import { z } from 'zod';

/** What a message is about; subjects and templates follow from it (docs/product.md, "Messages"). */
export const MESSAGE_KINDS = [
  'team-new-booking',
  'client-received',
  'client-deposit-requested',
  'client-deposit-confirmed',
  'client-booking-confirmed',
  'client-cancelled',
  'client-reopened',
  /** Staff replaced a performer: who comes now, and the new amounts. */
  'client-performers-changed',
  /** Staff changed the event (date, time, duration, place, guests or price): what changed, the new amounts. */
  'client-booking-changed',
  'client-deposit-reminder',
  'client-event-reminder',
  'team-event-reminder',
  'client-booking-link',
  /** An owner's invitation to join the staff: its link is shown to owners only. */
  'staff-invitation',
  /** To the owners: a staff account's sign-in code step ended after repeated wrong codes. */
  'staff-sign-in-alert',
  /** Staff invite a performer to the portal: its link is shown to owners only. */
  'performer-invitation',
  /** The sign-in link a performer asked for: its link is never shown to staff. */
  'performer-sign-in-link',
  /** A booking offered to a performer, with her share and the deadline to answer. */
  'performer-offer',
  /** Push: her unanswered offer ends within 30 minutes. */
  'performer-offer-expiring',
  /** To staff who turned notifications on: a performer declined an offer, or let it expire. */
  'staff-offer-declined',
  'staff-offer-expired',
  /** Push: to staff who turned notifications on, a message that failed for good. */
  'staff-message-failed',
  /** Push: to staff who turned notifications on, a new booking request. */
  'staff-new-booking',
  /** To the desk (push and TEAM_EMAILS): a Cash App receipt matched and recorded, or left for staff. */
  'staff-payment-matched',
  'staff-payment-unmatched',
  /** Push: to the booked performers, their booking confirmed, changed or cancelled. */
  'performer-booking-confirmed',
  'performer-booking-changed',
  'performer-booking-cancelled',
  /** Push: her check-in is late, "Are you OK?" (issue 30). */
  'performer-checkin-missed',
  /** To the desk (push to staff who opted in, and TEAM_EMAILS): a safety alarm was raised. */
  'staff-safety-alarm',
  /** To every owner (push and e-mail, with her emergency contact to call): an alarm nobody acknowledged in 5 minutes. */
  'staff-safety-escalation',
  /** To the owners: a performer's low rating of a client proposes a do-not-book entry (decision 037). */
  'staff-do-not-book-proposal',
  /** To the client, the day after a booking took place: the single-use review link (decision 040). */
  'review-invitation',
  /** Push to the owners (decision 047): e-mail has failed for 15 minutes, or the job queue is 5 minutes behind. */
  'owner-mail-failing',
  'owner-queue-behind',
  /** To the owners: e-mail works again (by e-mail), the queue caught up (push). */
  'owner-mail-restored',
  'owner-queue-caught-up',
  'webhook',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * How a message goes out, defined once: the outbox's rows, the courier's switch
 * (features/messages/deliver.ts) and the staff page's words are keyed by it, so a new channel
 * fails `tsc` until each of them handles it (docs/decisions/015).
 */
export const MESSAGE_CHANNELS = ['email', 'webhook', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for its first try or a retry. sent: accepted by the SMTP server (or a 2xx from
 * the webhook). failed: every retry used; staff may retry it. logged: not sent because its
 * channel is not configured (e-mail: no SMTP_URL, or no TEAM_EMAILS for a team e-mail); it was
 * composed and kept here, and its last error names the missing setting. skipped: a reminder whose reason was gone when it came
 * due (the booking moved on or was deleted).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'logged', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** GET /api/admin/messages: one e-mail or webhook call as the booking team sees it. */
export const adminMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.string(),
  recipient: z.string(),
  /** E-mail only; null for channels without one (webhook). */
  subject: z.string().nullable(),
  bookingId: z.string().nullable(),
  bookingReference: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  /** The plain-text part of an e-mail, or the JSON body of a webhook call. */
  text: z.string(),
  /** The HTML part of an e-mail (null for webhooks); shown in a sandboxed frame. */
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListSchema = z.array(adminMessageSchema);

export const messageListQuerySchema = z.object({
  bookingId: z.string().max(64).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
