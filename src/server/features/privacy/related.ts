import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { ERASED } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { auditLog, bookingNotes, ledgerEntries, messages, offers, paymentReceipts, reviews } from '../../db/schema';

/*
 * Which outbox and audit rows concern a client (decision 046): those about their bookings, and
 * those naming one of their e-mail addresses; and how a snapshot is cleaned of what it holds.
 */

const contains = (column: SQL, text: string) => sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`}`;

const none = sql`false`;

/** Messages about the bookings, or sent to one of the addresses. */
export function messagesOf(ids: string[], emails: string[]): SQL {
  const conditions = [
    ...(ids.length > 0 ? [inArray(messages.bookingId, ids)] : []),
    ...emails.map((e) => contains(sql`${messages.recipient}`, e)),
  ];
  return or(...conditions) ?? none;
}

/**
 * Audit rows about the bookings or what hangs off them (by entity: the booking, its notes, ledger
 * entries, reviews, receipts, offers), with a booking's id in a snapshot, or naming an address.
 */
export function auditOf(ids: string[], emails: string[], entityIds: string[] = []): SQL {
  const snapshots = sql`(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, ''))`;
  const entities = [...ids, ...entityIds];
  const conditions = [
    ...(entities.length > 0 ? [inArray(auditLog.entityId, entities)] : []),
    ...ids.map((id) => contains(snapshots, id)),
    ...emails.map((e) => contains(snapshots, e)),
  ];
  return or(...conditions) ?? none;
}

/** Snapshot fields that hold a client's details whatever their value. */
const CLIENT_FIELDS = new Set([
  'clientName',
  'clientEmail',
  'clientPhone',
  'eventLocation',
  'specialRequests',
  'client_name',
  'client_email',
  'client_phone',
  'event_location',
  'special_requests',
]);

/** What a snapshot's strings are compared with: the erased values, in lower case, and phones by digits. */
export type Erasable = { texts: string[]; phoneDigits: string[] };

export function erasableOf(values: (string | null | undefined)[], phones: (string | null | undefined)[]): Erasable {
  const texts = values.map((v) => (v ?? '').trim().toLowerCase()).filter((v) => v.length >= 4 && v !== ERASED);
  const phoneDigits = phones.map((p) => (p ?? '').replace(/\D/g, '').slice(-10)).filter((d) => d.length >= 7);
  return { texts: [...new Set(texts)], phoneDigits: [...new Set(phoneDigits)] };
}

function holds(value: string, erasable: Erasable): boolean {
  const lower = value.toLowerCase();
  if (erasable.texts.some((t) => lower.includes(t))) return true;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && erasable.phoneDigits.some((d) => digits.includes(d));
}

/** A copy of a snapshot with the client's fields, and every string holding an erased value, replaced. */
export function redactSnapshot(value: unknown, erasable: Erasable): unknown {
  if (typeof value === 'string') return holds(value, erasable) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => redactSnapshot(item, erasable));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      CLIENT_FIELDS.has(key) && v !== null && v !== '' ? ERASED : redactSnapshot(v, erasable),
    ]),
  );
}

/** The ids of the rows that hang off the bookings and have audit rows of their own. */
export async function entityIdsOf(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const lists = await Promise.all([
    db.select({ id: bookingNotes.id }).from(bookingNotes).where(inArray(bookingNotes.bookingId, ids)),
    db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(inArray(ledgerEntries.bookingId, ids)),
    db.select({ id: reviews.id }).from(reviews).where(inArray(reviews.bookingId, ids)),
    db.select({ id: paymentReceipts.id }).from(paymentReceipts).where(inArray(paymentReceipts.bookingId, ids)),
    db.select({ id: offers.id }).from(offers).where(inArray(offers.bookingId, ids)),
  ]);
  return lists.flat().map((r) => r.id);
}
