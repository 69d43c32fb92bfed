import { and, desc, eq, gt, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Conflict } from '../../../shared/conflicts';
import { bookingReference } from '../../../shared/event-time';
import type { Locale } from '../../../shared/locale';
import type { AdminMessage, MessageStatus } from '../../../shared/schemas/message';
import { bookingLinesJson } from '../../db/booking-lines';
import type { Database } from '../../db/client';
import { bookingCancellations, bookings, eventTypes, messages, serviceAreas } from '../../db/schema';
import type { DoNotBookMatch } from '../do-not-book';

/** Everything a message about a booking may say, read inside the transaction that changed it. */
export type BookingFacts = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  /** The client's language: their messages are written in it. */
  locale: Locale;
  serviceType: string;
  eventDate: string | null;
  eventTime: string | null;
  /** Minutes. */
  eventDuration: number;
  eventLocation: string;
  serviceArea: string | null;
  eventType: string | null;
  estimatedGuests: number;
  specialRequests: string;
  performers: { name: string; price: string }[];
  totalAmount: string;
  depositAmount: string;
  remainingAmount: string;
  cashAppLink: string;
  /** The cancellation policy's words stored with the booking, in its language (null before policies were stored). */
  cancellationPolicyText: string | null;
  /** The party rules' version the client accepted (decision 037); null when not accepted. */
  rulesVersion: number | null;
  /** The do-not-book entry the request matched, when the message is about a new request (the team's e-mail). */
  doNotBookMatch?: DoNotBookMatch | null;
  /** When the booking last changed status (the deposit reminder counts from Request Deposit). */
  statusChangedAt: string;
  /** When each status change happened, oldest first (a calendar invitation's SEQUENCE counts them). */
  statusTimes: string[];
  /** Confirmed bookings this one overlaps, when the message is about a new request. */
  confirmedOverlaps?: Conflict[];
  /** Staff's changes to the event so far (the calendar file's SEQUENCE adds them to the moves). */
  revision: number;
  /**
   * The refund its cancellation gives, while it is cancelled and money had been paid (decision
   * 034); null otherwise.
   */
  cancellationRefund?: string | null;
  /** What a change of the event changed, when the message is about one (field names). */
  changes?: string[];
  createdAt: string;
};

function selectFacts(db: Database) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      clientPhone: bookings.clientPhone,
      locale: bookings.locale,
      serviceType: bookings.serviceType,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      eventDuration: bookings.eventDuration,
      eventLocation: bookings.eventLocation,
      serviceArea: serviceAreas.name,
      eventType: eventTypes.name,
      estimatedGuests: bookings.estimatedGuests,
      specialRequests: bookings.specialRequests,
      performers: bookingLinesJson,
      totalAmount: bookings.totalAmount,
      depositAmount: bookings.depositAmount,
      remainingAmount: bookings.remainingAmount,
      cashAppLink: bookings.cashAppLink,
      cancellationPolicyText: bookings.cancellationPolicyText,
      rulesVersion: bookings.rulesVersion,
      statusHistory: bookings.statusHistory,
      revision: bookings.revision,
      cancellationRefund: sql<
        string | null
      >`case when ${bookings.status} = 'cancelled' and ${bookings.paymentStatus} in ('depositPaid', 'fullPaid') then ${bookingCancellations.refundAmount} end`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .leftJoin(bookingCancellations, eq(bookingCancellations.bookingId, bookings.id));
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof selectFacts>['execute']>>[number];
function toFacts({ statusHistory, createdAt, ...row }: FactsRow): BookingFacts {
  return {
    ...row,
    createdAt: new Date(createdAt).toISOString(),
    reference: bookingReference(row.id),
    eventDate: row.eventDate === null ? null : String(row.eventDate),
    statusChangedAt: statusHistory.at(-1)?.at ?? new Date(createdAt).toISOString(),
    statusTimes: statusHistory.map((h) => h.at),
  };
}

export async function findBookingFacts(db: Database, id: string): Promise<BookingFacts | null> {
  const [row] = await selectFacts(db).where(eq(bookings.id, id)).limit(1);
  return row ? toFacts(row) : null;
}

/** Bookings in the given statuses whose event falls between two dates (inclusive). */
export async function findBookingFactsByStatus(
  db: Database,
  statuses: string[],
  eventDates?: { from: string; to: string },
): Promise<BookingFacts[]> {
  const byStatus = inArray(bookings.status, statuses);
  const where = eventDates
    ? and(byStatus, sql`${bookings.eventDate} between ${eventDates.from} and ${eventDates.to}`)
    : byStatus;
  return (await selectFacts(db).where(where)).map(toFacts);
}

/** The booking with this e-mail address and reference, if there is one. */
export async function findBookingIdByReference(db: Database, email: string, reference: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.clientEmail}) = lower(${email})`,
        sql`upper(left(${bookings.id}::text, 8)) = ${reference}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export type NewMessage = typeof messages.$inferInsert;

/** Inserts the messages not already stored (by channel and idempotency key); answers the new rows' ids and statuses. */
export async function insertMessages(db: Database, rows: NewMessage[]): Promise<{ id: string; status: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: [messages.channel, messages.idempotencyKey] })
    .returning({ id: messages.id, status: messages.status });
}

/** The advisory-lock namespace of one mailbox's e-mail allowance (any fixed number unused elsewhere). */
const MAILBOX_LOCK = 260_026;

/**
 * Holds one address's e-mail allowance until the transaction ends, so two workers (or instances)
 * never both see room for one more e-mail. Addresses are compared in lower case.
 */
export async function lockMailboxes(tx: Database, addresses: string[]): Promise<void> {
  // Always in the same order: two transactions locking the same addresses never wait on each other.
  const keys = [...new Set(addresses.map((a) => a.toLowerCase()))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${MAILBOX_LOCK}, hashtext(${key}))`);
}

/** Client e-mails to this address stored since `since` that went out or will (not skipped). */
export async function countClientMails(db: Database, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.channel, 'email'),
        like(messages.kind, 'client-%'),
        ne(messages.status, 'skipped'),
        sql`lower(${messages.recipient}) = lower(${address})`,
        gt(messages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** When look-up e-mails ("find my booking") went to this booking or this address since `since`, newest first. */
export async function lookupMailTimes(db: Database, bookingId: string, address: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.kind, 'client-booking-link'),
        or(eq(messages.bookingId, bookingId), sql`lower(${messages.recipient}) = lower(${address})`),
        gt(messages.createdAt, since),
      ),
    )
    .orderBy(desc(messages.createdAt));
  return rows.map((r) => new Date(r.at));
}

export async function findMessage(db: Database, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ?? null;
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export async function recordAttempt(
  db: Database,
  id: string,
  outcome: { status: MessageStatus; error: string | null; at: Date },
): Promise<void> {
  await db
    .update(messages)
    .set({
      status: outcome.status,
      tries: sql`${messages.tries} + 1`,
      lastError: outcome.error,
      sentAt: outcome.status === 'sent' ? outcome.at : undefined,
    })
    .where(eq(messages.id, id));
}

/** Puts a failed message back in the queue; false when it was not failed. */
export async function requeueFailed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status: 'queued' })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
    .returning({ id: messages.id });
  return rows.length === 1;
}

function toAdmin(row: MessageRow): AdminMessage {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    status: row.status,
    tries: row.tries,
    lastError: row.lastError,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

export async function listMessages(
  db: Database,
  filter: { bookingId?: string; status?: MessageStatus; limit: number },
): Promise<AdminMessage[]> {
  const conditions = [
    filter.bookingId ? eq(messages.bookingId, filter.bookingId) : undefined,
    filter.status ? eq(messages.status, filter.status) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(messages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(filter.limit);
  return rows.map(toAdmin);
}

export async function findAdminMessage(db: Database, id: string): Promise<AdminMessage | null> {
  const row = await findMessage(db, id);
  return row ? toAdmin(row) : null;
}
