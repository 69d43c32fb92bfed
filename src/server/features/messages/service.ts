import { businessDay } from '../../../shared/business-day';
import { addDays, eventStart, eventWhenInWords } from '../../../shared/event-time';
import type { StaffRole } from '../../../shared/schemas/auth';
import type { AdminMessage, MessageKind, MessageStatus } from '../../../shared/schemas/message';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { JobQueue, Tx } from '../../jobs/queue';
import type { Audit } from '../audit';
import { findBookingConflicts } from '../bookings';
import { doNotBookMatchesOf, type ProposalFacts } from '../do-not-book';
import { accountsOnBooking, type ClosedOfferFacts, type OfferMailFacts } from '../offers';
import type { OwnerAlertNote } from '../owner-alerts';
import type { PerformerLinkFacts } from '../portal';
import { ownerSubscriptions, staffSubscriptions, subscriptionsOfBooking, subscriptionsOfPerformers } from '../push';
import type { ReceiptNote } from '../receipts';
import type { ReviewInvitationFacts } from '../reviews';
import type { AlarmNote, MissedCheckinFacts } from '../safety';
import {
  composeEmail,
  composeSignInAlert,
  composeStaffInvitation,
  composeWebhook,
  type SignInAlertFacts,
  type StaffInvitationFacts,
  type WebhookEvent,
} from './compose';
import { composeProposalEmail } from './compose-do-not-book';
import { mailRestoredEmail, ownerAlertPushNote } from './compose-owner-alerts';
import {
  bookingNoteEmail,
  closedOfferEmail,
  closedOfferNote,
  composePerformerInvitation,
  composePerformerOffer,
  composePerformerSignInLink,
  offerExpiringEmail,
  offerExpiringNote,
  offerPushNote,
} from './compose-portal';
import { type BookingNoteKind, bookingNote, bookingPushNotes, pushDrafts } from './compose-push';
import { receiptEmail, receiptPushNote } from './compose-receipts';
import { composeReviewInvitation } from './compose-review';
import { alarmEmail, alarmPushNote, checkinMissedNote } from './compose-safety';
import { type Courier, RecipientGone } from './deliver';
import { type ComposeContext, deskSearchLink, performerNames } from './message-plans';
import {
  type BookingFacts,
  countClientMails,
  findAdminMessage,
  findBookingFacts,
  findBookingFactsByStatus,
  findBookingIdByReference,
  findMessage,
  insertMessages,
  listMessages,
  lockMailboxes,
  lookupMailTimes,
  type NewMessage,
  recordAttempt,
  requeueFailed,
} from './repository';

export const DELIVER_QUEUE = 'deliver-message';
export const REMINDER_QUEUE = 'sweep-reminders';
export const LOOKUP_QUEUE = 'booking-lookup';
export const COMPOSE_QUEUE = 'compose-messages';

/** What happened to a booking, as queued in the transaction that did it; the messages are composed from it. */
export type BookingEvent =
  | { event: 'created'; bookingId: string }
  | { event: 'moved'; bookingId: string; from: string; to: string; at: string; step?: number }
  | { event: 'performers-changed'; bookingId: string; at: string }
  | { event: 'details-changed'; bookingId: string; at: string; changes: string[] };
/** What an audit row keeps of a message: its delivery state (the rendered message has its own row). */
const deliveryState = ({ kind, channel, status, tries, lastError }: AdminMessage) => ({
  kind,
  channel,
  status,
  tries,
  lastError,
});
const DAY = 24 * 3600_000;

/** "Find my booking" e-mails: one per booking and per address every 15 minutes, three a day. */
const LOOKUP_LIMITS = { gapMs: 15 * 60_000, perDay: 3 };
const dailyLimitReached = (perDay: number) =>
  `Not sent: ${perDay} e-mails already went to this address in the last 24 hours`;
const isClientMail = (m: NewMessage) => m.channel === 'email' && m.kind.startsWith('client-');

/**
 * A staff invitation's e-mail holds a link that makes an account: only owners read it (an agent
 * could otherwise make themselves a second account, or an owner's). Everyone sees that it was sent.
 */
const HIDDEN_LINK = 'This invitation holds a sign-up link: only owners can read it.';
/** A performer's sign-in link signs in as her: no member of staff reads it (decision 033). */
const HIDDEN_SIGN_IN = "This e-mail holds a performer's sign-in link: nobody on the staff can read it.";
/**
 * The client's "Confirm your e-mail" link (decision 037) is the client's to click: staff read the
 * e-mail without its token, so nobody on the desk confirms an address by opening it.
 */
const CONFIRM_TOKEN = /(#confirm-email=)[A-Za-z0-9_-]{43}/g;
const withoutConfirmToken = (text: string) => text.replace(CONFIRM_TOKEN, '$1(hidden)');
/** The client's review link (decision 040) is theirs alone: staff read the e-mail without its token. */
const REVIEW_TOKEN = /(\/review#)[A-Za-z0-9_-]{43}/g;
const withoutReviewToken = (text: string) => text.replace(REVIEW_TOKEN, '$1(hidden)');
export function forViewer(m: AdminMessage, viewer: { role: StaffRole }): AdminMessage {
  if (m.kind === 'performer-sign-in-link') return { ...m, text: HIDDEN_SIGN_IN, html: null };
  if (m.kind === 'client-received')
    return { ...m, text: m.text && withoutConfirmToken(m.text), html: m.html && withoutConfirmToken(m.html) };
  if (m.kind === 'review-invitation')
    return { ...m, text: m.text && withoutReviewToken(m.text), html: m.html && withoutReviewToken(m.html) };
  if ((m.kind !== 'staff-invitation' && m.kind !== 'performer-invitation') || viewer.role === 'owner') return m;
  return { ...m, text: HIDDEN_LINK, html: null };
}

/** The status a reminder still needs when it comes due; without it the reminder is skipped. */
const REMINDER_NEEDS: Partial<Record<MessageKind, string>> = {
  'client-deposit-reminder': 'depositPending',
  'client-event-reminder': 'confirmed',
  'team-event-reminder': 'confirmed',
};

/**
 * The client's e-mail for a status move; archiving tells the client nothing. Confirming from
 * pending is Confirm Deposit Received for a client who paid at once: it says what confirming the
 * deposit says, never "please pay". A paid booking reopens at depositPaid.
 */
function kindForMove(from: string, to: string): MessageKind | null {
  if (to === 'depositPending') return 'client-deposit-requested';
  if (to === 'confirmed') return from === 'depositPaid' ? 'client-booking-confirmed' : 'client-deposit-confirmed';
  if (to === 'cancelled') return 'client-cancelled';
  if (from === 'cancelled' && (to === 'pending' || to === 'depositPaid')) return 'client-reopened';
  return null;
}

export type Messaging = ReturnType<typeof createMessaging>;

type MessagingDeps = {
  db: Database;
  queue: JobQueue;
  courier: Courier;
  context: ComposeContext;
  now: () => Date;
  /** CLIENT_EMAILS_PER_DAY: e-mails one client address may get in 24 hours (docs/product.md, Messages). */
  clientEmailsPerDay: number;
};

/**
 * Stores messages with their delivery jobs, in the caller's transaction (see `outbox`). A higher
 * `priority` is delivered before the jobs already waiting (the owners' alerts, when the queue is behind).
 */
type Enqueue = (tx: Tx, drafts: NewMessage[], options?: { priority?: number }) => Promise<number>;

/**
 * Stores the messages not stored yet and queues a delivery job for each, in the caller's
 * transaction. A client e-mail past its address's daily allowance is kept, marked skipped, and
 * not sent: whoever types a stranger's address into the booking form cannot make us flood it.
 */
function outbox({ queue, now, clientEmailsPerDay }: MessagingDeps): Enqueue {
  return async (tx, drafts, options = {}) => {
    const at = now();
    const rows = await withinDailyAllowance(tx, drafts, at, clientEmailsPerDay);
    const stored = await insertMessages(
      tx,
      rows.map((m) => ({ ...m, createdAt: at })),
    );
    const queued = stored.filter((m) => m.status === 'queued');
    for (const { id } of queued) await queue.send(tx, DELIVER_QUEUE, { messageId: id }, options);
    return queued.length;
  };
}

/** Marks the client e-mails that would pass the daily allowance of their address as skipped. */
async function withinDailyAllowance(
  tx: Tx,
  drafts: NewMessage[],
  at: Date,
  clientEmailsPerDay: number,
): Promise<NewMessage[]> {
  const toClients = drafts.filter(isClientMail);
  if (toClients.length === 0) return drafts;
  await lockMailboxes(
    tx,
    toClients.map((m) => m.recipient),
  );
  const since = new Date(at.getTime() - DAY);
  const sent = new Map<string, number>();
  const out: NewMessage[] = [];
  for (const m of drafts) {
    if (!isClientMail(m)) {
      out.push(m);
      continue;
    }
    const address = m.recipient.toLowerCase();
    const before = sent.get(address) ?? (await countClientMails(tx, address, since));
    if (before >= clientEmailsPerDay) {
      out.push({ ...m, status: 'skipped', lastError: dailyLimitReached(clientEmailsPerDay) });
      continue;
    }
    sent.set(address, before + 1);
    out.push(m);
  }
  return out;
}

function webhook(
  context: ComposeContext,
  event: WebhookEvent,
  f: BookingFacts,
  change: { from: string | null; to: string; at: string },
  key: string,
): NewMessage[] {
  return context.webhook ? [composeWebhook(event, f, { ...context, webhook: context.webhook }, change, key)] : [];
}

/** The messages one booking event causes, composed from the booking as it is now. */
async function draftsFor(deps: MessagingDeps, e: BookingEvent, f: BookingFacts): Promise<NewMessage[]> {
  const { db, context } = deps;
  if (e.event === 'created') {
    const confirmedOverlaps = (await findBookingConflicts(db, f.id)).filter((c) => c.status === 'confirmed');
    // The team hears of a do-not-book match (decision 037); the client's e-mail says nothing of it.
    const doNotBookMatch = (await doNotBookMatchesOf(db, [f.id])).get(f.id) ?? null;
    const withOverlaps = { ...f, confirmedOverlaps, doNotBookMatch };
    return [
      // Staff who turned notifications on hear of a new request at once (English, like the team's e-mails).
      ...pushDrafts(await staffSubscriptions(db), {
        kind: 'staff-new-booking',
        key: `staff-new-booking:${f.id}`,
        title: `New booking ${f.reference}`,
        body: `${eventWhenInWords(f.eventDate, f.eventTime)}: ${performerNames(f)}`,
        url: deskSearchLink(context, f.reference),
        bookingId: f.id,
        bookingReference: f.reference,
      }),
      await composeEmail('team-new-booking', withOverlaps, context, `team-new-booking:${f.id}`),
      await composeEmail('client-received', f, context, `client-received:${f.id}`),
      ...webhook(
        context,
        'booking.created',
        withOverlaps,
        { from: null, to: 'pending', at: f.createdAt },
        `webhook:created:${f.id}`,
      ),
    ];
  }
  const moment = `${f.id}:${e.at}`;
  /** Her booking's news, on her phone and by e-mail (the fallback), in her language. */
  const toPerformers = async (kind: BookingNoteKind) => [
    ...bookingPushNotes(await subscriptionsOfBooking(db, f.id), kind, f, e.at, context.publicUrl),
    ...(await Promise.all(
      (
        await accountsOnBooking(db, f.id)
      ).map((to) => bookingNoteEmail(bookingNote(kind, f, e.at, context.publicUrl, to.language), to, context)),
    )),
  ];
  if (e.event === 'details-changed') {
    return [
      await composeEmail(
        'client-booking-changed',
        { ...f, changes: e.changes },
        context,
        `client-booking-changed:${moment}`,
        {
          sequence: f.statusTimes.length + f.revision,
          // Only a confirmed booking is in the client's calendar: the update goes with its e-mail.
          inCalendar: f.status === 'confirmed',
        },
      ),
      ...(await toPerformers('performer-booking-changed')),
    ];
  }
  if (e.event === 'performers-changed') {
    return [
      await composeEmail('client-performers-changed', f, context, `client-performers-changed:${moment}`),
      ...(await toPerformers('performer-booking-changed')),
    ];
  }
  const kind = kindForMove(e.from, e.to);
  const performerKind =
    e.to === 'confirmed' ? 'performer-booking-confirmed' : e.to === 'cancelled' ? 'performer-booking-cancelled' : null;
  return [
    ...(performerKind ? await toPerformers(performerKind) : []),
    ...(kind
      ? [
          await composeEmail(kind, f, context, `${kind}:${moment}`, {
            // The calendar's SEQUENCE: this move's place in the history (older jobs: the history so far).
            sequence: (e.step ?? f.statusTimes.length) + f.revision,
            // The client's calendar holds the event from its confirmation until it is cancelled.
            inCalendar: e.from === 'confirmed',
          }),
        ]
      : []),
    ...webhook(context, 'booking.status_changed', f, e, `webhook:${e.to}:${moment}`),
  ];
}

type DeliveryJob = { data: { messageId: string }; retryCount: number; retryLimit: number };

/** A delivery job: sends the message once; records every try so staff can see it. */
async function deliver(deps: MessagingDeps, enqueue: Enqueue, job: DeliveryJob): Promise<void> {
  const { db, courier, now } = deps;
  const m = await findMessage(db, job.data.messageId);
  if (!m || m.status === 'sent' || m.status === 'logged' || m.status === 'skipped') return;
  const at = now();
  const needs = REMINDER_NEEDS[m.kind as MessageKind];
  if (needs) {
    const booking = m.bookingId ? await findBookingFacts(db, m.bookingId) : null;
    if (booking?.status !== needs) {
      await recordAttempt(db, m.id, {
        status: 'skipped',
        error: 'The booking moved on before the reminder was due',
        at,
      });
      return;
    }
  }
  const missing = courier.notConfigured(m);
  if (missing) {
    await recordAttempt(db, m.id, { status: 'logged', error: missing, at });
    return;
  }
  try {
    await courier.send(m);
  } catch (err) {
    if (err instanceof RecipientGone) {
      await recordAttempt(db, m.id, { status: 'skipped', error: err.message, at });
      return;
    }
    const last = job.retryCount >= job.retryLimit;
    const reason = err instanceof Error ? err.message : String(err);
    await recordAttempt(db, m.id, { status: last ? 'failed' : 'queued', error: reason.slice(0, 1000), at });
    // Staff who turned notifications on hear of a message that failed for good (never of a failed
    // push itself: a browser that takes no notifications would otherwise be asked again).
    if (last && m.channel !== 'push') {
      const subs = await staffSubscriptions(db);
      await db.transaction((tx) =>
        enqueue(
          tx,
          pushDrafts(subs, {
            kind: 'staff-message-failed',
            key: `staff-message-failed:${m.id}`,
            title: 'A message could not be sent',
            body: `${m.channel === 'email' ? 'E-mail' : 'Webhook'} to ${m.recipient}${m.bookingReference ? ` (booking ${m.bookingReference})` : ''}: ${reason.slice(0, 120)}`,
            url: `${deps.context.publicUrl}/admin/messages`,
            bookingId: m.bookingId,
            bookingReference: m.bookingReference,
          }),
        ),
      );
    }
    throw err;
  }
  await recordAttempt(db, m.id, { status: 'sent', error: null, at });
}

/**
 * Queues the reminders that are due at `now`: the deposit reminder a day after Request Deposit,
 * and the client's and the team's a day before a confirmed event. Idempotency keys make each
 * one once per reason, however often the sweep runs and on however many instances.
 */
async function sweepReminders({ db, context, now }: MessagingDeps, enqueue: Enqueue): Promise<number> {
  const at = now();
  const drafts: NewMessage[] = [];
  for (const f of await findBookingFactsByStatus(db, ['depositPending'])) {
    if (at.getTime() - Date.parse(f.statusChangedAt) < DAY) continue;
    drafts.push(
      await composeEmail('client-deposit-reminder', f, context, `client-deposit-reminder:${f.id}:${f.statusChangedAt}`),
    );
  }
  const today = businessDay(at).date;
  for (const f of await findBookingFactsByStatus(db, ['confirmed'], { from: today, to: addDays(today, 2) })) {
    if (!f.eventDate) continue;
    const untilStart = eventStart(f.eventDate, f.eventTime).getTime() - at.getTime();
    if (untilStart <= 0 || untilStart > DAY) continue;
    const slot = `${f.id}:${f.eventDate}T${f.eventTime ?? ''}`;
    drafts.push(await composeEmail('client-event-reminder', f, context, `client-event-reminder:${slot}`));
    drafts.push(await composeEmail('team-event-reminder', f, context, `team-event-reminder:${slot}`));
  }
  if (drafts.length === 0) return 0;
  return db.transaction((tx) => enqueue(tx, drafts));
}

/**
 * Sends the link when the address and reference match, at most once per booking and per
 * address every 15 minutes and three times a day (LOOKUP_LIMITS): asking again and again
 * sends nothing more, and the call answers alike either way.
 */
async function sendBookingLink(
  { db, context, now }: MessagingDeps,
  enqueue: Enqueue,
  job: { id: string; data: { email: string; reference: string } },
): Promise<void> {
  const id = await findBookingIdByReference(db, job.data.email, job.data.reference);
  if (!id) return;
  const f = await findBookingFacts(db, id);
  if (!f) return;
  const link = await composeEmail('client-booking-link', f, context, `client-booking-link:${job.id}`);
  await db.transaction(async (tx) => {
    await lockMailboxes(tx, [f.clientEmail]);
    const at = now();
    const recent = await lookupMailTimes(tx, f.id, f.clientEmail, new Date(at.getTime() - DAY));
    const last = recent[0];
    if (recent.length >= LOOKUP_LIMITS.perDay || (last && at.getTime() - last.getTime() < LOOKUP_LIMITS.gapMs)) {
      return;
    }
    await enqueue(tx, [link]);
  });
}

/** Staff retry a failed message: it goes back in the queue with a fresh set of tries, audited with it. */
async function retryMessage({ db, queue }: MessagingDeps, id: string, audit: Audit) {
  const before = isUuid(id) ? await findAdminMessage(db, id) : null;
  if (!before) throw notFound('Message not found');
  return db.transaction(async (tx) => {
    if (!(await requeueFailed(tx, id))) throw new HttpError(409, 'Only a failed message can be retried', 'NOT_FAILED');
    await queue.send(tx, DELIVER_QUEUE, { messageId: id });
    const after = await findAdminMessage(tx, id);
    if (!after) throw notFound('Message not found');
    await audit.record(tx, {
      entityType: 'messages',
      entityId: id,
      before: deliveryState(before),
      after: deliveryState(after),
    });
    return after;
  });
}

/**
 * Every message the product sends: composed and stored in the transaction of the change that
 * causes it, with a job that delivers it (at-least-once, retried with backoff; docs/decisions/015).
 */
export function createMessaging(deps: MessagingDeps) {
  const { db, queue, context } = deps;
  const enqueue = outbox(deps);

  return {
    /**
     * A booking was stored: queues, in its transaction, the job that composes the messages to
     * the team, the client and the webhook. Rendering happens in the worker, off the request.
     */
    async bookingCreated(tx: Tx, bookingId: string): Promise<void> {
      await queue.send(tx, COMPOSE_QUEUE, { event: 'created', bookingId } satisfies BookingEvent);
    },

    /** A booking moved from one status to another at `at`: likewise, the job that composes its messages. */
    async statusChanged(tx: Tx, bookingId: string, from: string, to: string, at: Date, step: number): Promise<void> {
      const e: BookingEvent = { event: 'moved', bookingId, from, to, at: at.toISOString(), step };
      await queue.send(tx, COMPOSE_QUEUE, e);
    },

    /** Staff changed the event itself: likewise, the job that composes the client's e-mail and the performers' notes. */
    async detailsChanged(tx: Tx, bookingId: string, changes: string[], at: Date): Promise<void> {
      const e: BookingEvent = { event: 'details-changed', bookingId, at: at.toISOString(), changes };
      await queue.send(tx, COMPOSE_QUEUE, e);
    },

    /** Staff replaced a performer on the booking: likewise, the job that composes the client's e-mail. */
    async performersChanged(tx: Tx, bookingId: string, at: Date): Promise<void> {
      const e: BookingEvent = { event: 'performers-changed', bookingId, at: at.toISOString() };
      await queue.send(tx, COMPOSE_QUEUE, e);
    },

    /**
     * A booking is about to be deleted, in the transaction that deletes it: the webhook hears of
     * it (composed now, while the booking can still be read), so a bridge drops its copy.
     */
    async bookingDeleted(tx: Tx, bookingId: string, at: Date): Promise<void> {
      if (!context.webhook) return;
      const f = await findBookingFacts(tx, bookingId);
      if (!f) return;
      const when = at.toISOString();
      const change = { from: f.status, to: 'deleted', at: when };
      await enqueue(tx, webhook(context, 'booking.deleted', f, change, `webhook:deleted:${f.id}`));
    },

    /** A compose job: stores each message of the event once (idempotency keys) with its delivery job. */
    async composeJob(job: { data: BookingEvent }): Promise<void> {
      const f = await findBookingFacts(db, job.data.bookingId);
      // Deleted before its messages were composed: there is nobody left to tell about it.
      if (!f) return;
      const drafts = await draftsFor(deps, job.data, f);
      await db.transaction((tx) => enqueue(tx, drafts));
    },

    /** An owner invited someone to the staff: the e-mail with the link, queued in the invitation's transaction. */
    async staffInvited(tx: Tx, invitation: StaffInvitationFacts): Promise<void> {
      await enqueue(tx, [await composeStaffInvitation(invitation, context)]);
    },

    /** A performer's portal invitation, queued in the transaction that made its token. */
    async performerInvited(tx: Tx, facts: PerformerLinkFacts): Promise<void> {
      await enqueue(tx, [await composePerformerInvitation(facts, context)]);
    },
    /** A booking offered to a performer, queued by the offers' job. */
    async performerOffer(tx: Tx, facts: OfferMailFacts): Promise<void> {
      const { email } = facts;
      const subs = await subscriptionsOfPerformers(tx, [facts.performerId]);
      await enqueue(tx, [
        ...(email ? [await composePerformerOffer({ ...facts, email }, context)] : []),
        ...pushDrafts(subs, offerPushNote(facts, context)),
      ]);
    },

    /** Her offer ends within 30 minutes and she has not answered: a push reminder, once per offer. */
    async offerExpiring(tx: Tx, facts: OfferMailFacts): Promise<void> {
      const subs = await subscriptionsOfPerformers(tx, [facts.performerId]);
      const { email } = facts;
      await enqueue(tx, [
        ...pushDrafts(subs, offerExpiringNote(facts, context)),
        ...(email ? [await offerExpiringEmail({ ...facts, email }, context)] : []),
      ]);
    },

    /**
     * A performer declined an offer, or let it expire: staff who turned notifications on hear of it
     * at once (the booking is in the desk's Needs action for everyone).
     */
    async offerClosed(tx: Tx, closed: ClosedOfferFacts): Promise<void> {
      const teamEmail = await closedOfferEmail(closed, context);
      await enqueue(tx, [
        ...pushDrafts(await staffSubscriptions(tx), closedOfferNote(closed, context)),
        ...(teamEmail ? [teamEmail] : []),
      ]);
    },
    /** The payments mailbox matched a receipt, or left one for staff: the desk hears of it (push and TEAM_EMAILS). */
    async paymentReceipt(tx: Tx, note: ReceiptNote): Promise<void> {
      const email = await receiptEmail(note, context);
      await enqueue(tx, [
        ...pushDrafts(await staffSubscriptions(tx), receiptPushNote(note, context)),
        ...(email ? [email] : []),
      ]);
    },
    /** Her check-in is late: "Are you OK?" on her phones and by e-mail (the fallback), once per miss (the key names it). */
    async checkinMissed(tx: Tx, facts: MissedCheckinFacts): Promise<void> {
      const note = checkinMissedNote(facts, context);
      const { email, language } = facts;
      await enqueue(tx, [
        ...pushDrafts(await subscriptionsOfPerformers(tx, [facts.performerId]), note),
        ...(email ? [await bookingNoteEmail(note, { email, language }, context)] : []),
      ]);
    },
    /** A safety alarm's push: to staff who opted in when raised, to the owners when nobody acknowledged it. */
    async alarmPush(tx: Tx, note: AlarmNote): Promise<void> {
      const subs = note.step === 'escalated' ? await ownerSubscriptions(tx) : await staffSubscriptions(tx);
      await enqueue(tx, pushDrafts(subs, alarmPushNote(note, context)));
    },
    /** A safety alarm's e-mail: TEAM_EMAILS when raised, the owners (with her emergency contact) when escalated. */
    async alarmEmail(tx: Tx, note: AlarmNote): Promise<void> {
      const email = await alarmEmail(note, context);
      if (email) await enqueue(tx, [email]);
    },
    /**
     * An owners' alert raised or cleared (decision 047), in the transaction that changed its state:
     * a push to the owners' browsers (mail may be what is down), but "e-mail works again" by e-mail.
     * Delivered ahead of the jobs waiting, which may be what is behind.
     */
    async ownerAlert(tx: Tx, note: OwnerAlertNote): Promise<void> {
      const drafts =
        note.kind === 'mail-failing' && note.step === 'cleared'
          ? [await mailRestoredEmail(note, context)].filter((m) => m !== null)
          : pushDrafts(await ownerSubscriptions(tx), ownerAlertPushNote(note, context));
      await enqueue(tx, drafts, { priority: 10 });
    },
    /** A performer's low rating of a client proposes a do-not-book entry: the owners' e-mail, in its transaction. */
    async doNotBookProposed(tx: Tx, facts: ProposalFacts): Promise<void> {
      await enqueue(tx, [await composeProposalEmail(facts, context)]);
    },
    /** The review link of a booking that took place (decision 040), queued in the transaction that made its token. */
    async reviewInvited(tx: Tx, facts: ReviewInvitationFacts): Promise<void> {
      await enqueue(tx, [await composeReviewInvitation(facts, context)]);
    },
    /** A performer's sign-in link, queued in the transaction that made its token. */
    async performerSignInLink(tx: Tx, facts: PerformerLinkFacts): Promise<void> {
      await enqueue(tx, [await composePerformerSignInLink(facts, context)]);
    },

    /** A code step ended after wrong codes: the owners' alert, queued in the transaction that ended it. */
    async signInAlert(tx: Tx, alert: SignInAlertFacts): Promise<void> {
      await enqueue(tx, [await composeSignInAlert(alert, context)]);
    },

    /** The address an invitation's link opens; the token is in the fragment, so no server log or Referer holds it. */
    invitationLink: (token: string) => `${context.publicUrl}/invitation#${token}`,

    /**
     * "Find my booking": queued as a job, so the request takes the same time whether or not a
     * booking matches; the job e-mails the link when the address and reference match.
     */
    async lookup(email: string, reference: string): Promise<void> {
      await db.transaction((tx) => queue.send(tx, LOOKUP_QUEUE, { email, reference }));
    },

    lookupJob: (job: { id: string; data: { email: string; reference: string } }) => sendBookingLink(deps, enqueue, job),

    list: (filter: { bookingId?: string; status?: MessageStatus; limit: number }) =>
      filter.bookingId !== undefined && !isUuid(filter.bookingId) ? Promise.resolve([]) : listMessages(db, filter),

    retry: (id: string, audit: Audit) => retryMessage(deps, id, audit),
    deliver: (job: DeliveryJob) => deliver(deps, enqueue, job),
    sweepReminders: () => sweepReminders(deps, enqueue),
  };
}
