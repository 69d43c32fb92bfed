import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { eventStart } from '../../../shared/event-time';
import type { LedgerKind, PaymentMethod } from '../../../shared/ledger';
import type { LedgerEntry } from '../../../shared/schemas/ledger';
import type { Database } from '../../db/client';
import type { StatusChange } from '../../db/schema';
import { bookingPerformers, bookings, ledgerEntries } from '../../db/schema';

/** What the ledger needs of its booking, read under a row lock so two recordings take turns. */
export type LedgerBooking = {
  id: string;
  status: string;
  paymentStatus: string;
  depositAmount: string;
  totalAmount: string;
  statusHistory: StatusChange[];
  /** What the performers' lines cost, before adjustments. */
  basePrice: number;
};

export async function lockBooking(tx: Database, bookingId: string): Promise<LedgerBooking | null> {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      depositAmount: bookings.depositAmount,
      totalAmount: bookings.totalAmount,
      statusHistory: bookings.statusHistory,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!row) return null;
  const [lines] = await tx
    .select({ sum: sql<string>`coalesce(sum(${bookingPerformers.price}), 0)` })
    .from(bookingPerformers)
    .where(eq(bookingPerformers.bookingId, bookingId));
  return { ...row, basePrice: Number(lines?.sum ?? 0) };
}

type Row = typeof ledgerEntries.$inferSelect;
const toEntry = (row: Row, reversedById: string | null): LedgerEntry => ({
  id: row.id,
  bookingId: row.bookingId,
  kind: row.kind,
  amount: Number(row.amount),
  method: row.method,
  reference: row.reference,
  note: row.note,
  reversesId: row.reversesId,
  reversedById,
  occurredAt: row.occurredAt.toISOString(),
  recordedAt: row.recordedAt.toISOString(),
  recordedBy: row.recordedBy,
});

/** A booking's entries in the order they were written, each with the reversal that undid it. */
export async function entriesOf(db: Database, bookingId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.recordedAt), asc(ledgerEntries.id));
  const reversals = new Map(rows.filter((r) => r.reversesId).map((r) => [r.reversesId, r.id]));
  return rows.map((r) => toEntry(r, reversals.get(r.id) ?? null));
}

export async function findEntry(db: Database, id: string) {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).limit(1);
  return row ?? null;
}

export async function insertEntry(
  tx: Database,
  entry: {
    bookingId: string;
    kind: LedgerKind;
    amount: number;
    method: PaymentMethod | null;
    reference: string | null;
    note: string | null;
    reversesId: string | null;
    occurredAt: Date;
    recordedAt: Date;
    recordedById: string | null;
    recordedBy: string;
  },
): Promise<LedgerEntry> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ...entry, amount: entry.amount.toFixed(2) })
    .returning();
  if (!row) throw new Error('The ledger entry was not stored');
  return toEntry(row, null);
}

/**
 * Whether money with this reference is already on record (standing, on any booking). The caller
 * holds the reference's advisory lock, so two staff typing the same Cash App id take turns.
 */
export async function referenceTaken(tx: Database, reference: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger-reference:${reference.toLowerCase()}`}))`);
  const rows = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        sql`lower(${ledgerEntries.reference}) = ${reference.toLowerCase()}`,
        inArray(ledgerEntries.kind, ['deposit', 'balance']),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_id = ${ledgerEntries.id})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The booking's money columns as the ledger says they stand (the row itself stays the one source for status). */
export async function updateBookingMoney(
  tx: Database,
  bookingId: string,
  money: { paymentStatus: string; total: number; deposit: number; at: Date },
) {
  await tx
    .update(bookings)
    .set({
      paymentStatus: money.paymentStatus,
      totalAmount: money.total.toFixed(2),
      remainingAmount: Math.max(0, money.total - money.deposit).toFixed(2),
      updatedAt: money.at,
    })
    .where(eq(bookings.id, bookingId));
}

/** Cents the standing adjustments add to the performers' prices (a discount is negative). */
export async function adjustmentCents(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.bookingId, bookingId),
        eq(ledgerEntries.kind, 'adjustment'),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_id = ${ledgerEntries.id})`,
      ),
    );
  return Math.round(Number(row?.sum ?? 0) * 100);
}

/** The booking's status, start and end when this performer is on it, else null (another's is not found). */
export async function performerBookingTimes(db: Database, performerId: string, bookingId: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      eventDuration: bookings.eventDuration,
    })
    .from(bookingPerformers)
    .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
    .where(and(eq(bookingPerformers.bookingId, bookingId), eq(bookingPerformers.performerId, performerId)))
    .limit(1);
  if (!row?.eventDate) return null;
  const start = eventStart(row.eventDate, row.eventTime);
  return { status: row.status, start, end: new Date(start.getTime() + row.eventDuration * 60_000) };
}
