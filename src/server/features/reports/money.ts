import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { businessDay } from '../../../shared/business-day';
import { bookingReference } from '../../../shared/event-time';
import { toCents, toDollars } from '../../../shared/ledger';
import type { MoneyReport } from '../../../shared/schemas/report';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  ledgerEntries,
  offers,
  payoutBookings,
  performerContacts,
  performerPayouts,
  performers,
} from '../../db/schema';
import { toCsv } from '../../http/csv';
import { shareColumns, shareOf } from '../payouts';

const DAY = 86_400_000;
const monthOf = (at: Date) => businessDay(at).date.slice(0, 7);
/** Bookings whose event counts as held: confirmed, or archived without having been cancelled. */
const held = sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'archived' and ${bookings.statusHistory}->-1->>'from' is distinct from 'cancelled'))`;

type Row = { deposits: number; balances: number; refunds: number; payouts: number; commissionKept: number };
const empty = (): Row => ({ deposits: 0, balances: 0, refunds: 0, payouts: 0, commissionKept: 0 });
const inDollars = (months: Map<string, Row>) =>
  [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, r]) => ({
      month,
      deposits: toDollars(r.deposits),
      balances: toDollars(r.balances),
      refunds: toDollars(r.refunds),
      payouts: toDollars(r.payouts),
      commissionKept: toDollars(r.commissionKept),
    }));

/** The standing entries (none reversed, no reversal) whose money moved in the period, with their booking's event date. */
async function standingEntries(db: Database, from: string, to: string) {
  return db
    .select({
      bookingId: ledgerEntries.bookingId,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      occurredAt: ledgerEntries.occurredAt,
      eventDate: bookings.eventDate,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .where(
      and(
        gte(ledgerEntries.occurredAt, new Date(Date.parse(from) - DAY)),
        lt(ledgerEntries.occurredAt, new Date(Date.parse(to) + 2 * DAY)),
        sql`${ledgerEntries.kind} <> 'reversal'`,
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_id = ${ledgerEntries.id})`,
      ),
    );
}

/**
 * Money for owners (decision 035), for Miami days `from` to `to`: by the month money moved
 * (received, refunded, paid out; what the business kept is what came in less refunds and payouts)
 * and by the month of the event (each held event's commission: its price less its performers'
 * shares), and per performer what she earned and was paid.
 */
export async function buildMoneyReport(
  db: Database,
  from: string,
  to: string,
  commissionPercent: number,
): Promise<MoneyReport> {
  const inRange = (at: Date) => {
    const day = businessDay(at).date;
    return day >= from && day <= to;
  };
  const byReceived = new Map<string, Row>();
  const byEvent = new Map<string, Row>();
  const add = (map: Map<string, Row>, month: string, key: keyof Row, cents: number) => {
    const row = map.get(month) ?? empty();
    row[key] += cents;
    map.set(month, row);
  };
  for (const e of await standingEntries(db, from, to)) {
    if (!inRange(e.occurredAt) || e.kind === 'adjustment' || e.kind === 'reversal') continue;
    const key = e.kind === 'deposit' ? 'deposits' : e.kind === 'balance' ? 'balances' : 'refunds';
    add(byReceived, monthOf(e.occurredAt), key, toCents(e.amount));
    if (e.eventDate) add(byEvent, e.eventDate.slice(0, 7), key, toCents(e.amount));
  }
  const payoutRows = await db
    .select({ amount: performerPayouts.amount, paidAt: performerPayouts.paidAt })
    .from(performerPayouts)
    .where(
      and(
        gte(performerPayouts.paidAt, new Date(Date.parse(from) - DAY)),
        lt(performerPayouts.paidAt, new Date(Date.parse(to) + 2 * DAY)),
      ),
    );
  for (const p of payoutRows) if (inRange(p.paidAt)) add(byReceived, monthOf(p.paidAt), 'payouts', toCents(p.amount));
  for (const row of byReceived.values()) row.commissionKept = row.deposits + row.balances - row.refunds - row.payouts;

  // Held events in the period: their price less their performers' shares, and who earned what.
  const lines = await db
    .select({
      bookingId: bookings.id,
      eventDate: bookings.eventDate,
      totalAmount: bookings.totalAmount,
      performerId: bookingPerformers.performerId,
      name: bookingPerformers.performerName,
      ...shareColumns,
    })
    .from(bookingPerformers)
    .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, bookingPerformers.performerId))
    .where(and(gte(bookings.eventDate, from), sql`${bookings.eventDate} <= ${to}`, held));
  const perBooking = new Map<string, { month: string; total: number; shares: number }>();
  const perPerformer = new Map<string, { name: string; earned: number; paidOut: number }>();
  for (const l of lines) {
    const share = toCents(shareOf(l, commissionPercent));
    const b = perBooking.get(l.bookingId) ?? {
      month: (l.eventDate ?? '').slice(0, 7),
      total: toCents(l.totalAmount),
      shares: 0,
    };
    b.shares += share;
    perBooking.set(l.bookingId, b);
    const key = l.performerId ?? l.name;
    const p = perPerformer.get(key) ?? { name: l.name, earned: 0, paidOut: 0 };
    p.earned += share;
    p.paidOut += toCents(l.paidOut);
    perPerformer.set(key, p);
  }
  for (const b of perBooking.values()) add(byEvent, b.month, 'commissionKept', b.total - b.shares);

  return {
    from,
    to,
    byReceived: inDollars(byReceived),
    byEvent: inDollars(byEvent),
    performers: [...perPerformer.values()]
      .sort((a, b) => b.earned - a.earned || a.name.localeCompare(b.name))
      .map((p) => ({
        name: p.name,
        earned: toDollars(p.earned),
        paidOut: toDollars(p.paidOut),
        owed: toDollars(Math.max(0, p.earned - p.paidOut)),
      })),
  };
}

/** The ledger for the accountant: every entry and payout whose money moved in the period, formulas neutralised. */
export async function ledgerCsv(db: Database, from: string, to: string): Promise<string> {
  const start = new Date(Date.parse(from) - DAY);
  const end = new Date(Date.parse(to) + 2 * DAY);
  const inRange = (at: Date) => {
    const day = businessDay(at).date;
    return day >= from && day <= to;
  };
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.occurredAt, start), lt(ledgerEntries.occurredAt, end)))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.recordedAt));
  const payouts = await db
    .select({ payout: performerPayouts, name: performers.name })
    .from(performerPayouts)
    .innerJoin(performers, eq(performers.id, performerPayouts.performerId))
    .where(and(gte(performerPayouts.paidAt, start), lt(performerPayouts.paidAt, end)));
  // A reversal moves money the other way from the entry it undoes (read even when that is older).
  const undone = entries.flatMap((e) => (e.reversesId ? [e.reversesId] : []));
  const originals = new Map(
    (undone.length
      ? await db
          .select({ id: ledgerEntries.id, kind: ledgerEntries.kind })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.id, undone))
      : []
    ).map((o) => [o.id, o.kind]),
  );
  const sign = (kind: string, amount: number) => (kind === 'refund' ? -amount : amount);
  const signed = (e: (typeof entries)[number]) =>
    e.kind === 'reversal'
      ? -sign(originals.get(e.reversesId ?? '') ?? 'deposit', Number(e.amount))
      : sign(e.kind, Number(e.amount));
  const covered = payouts.length
    ? await db
        .select()
        .from(payoutBookings)
        .where(
          inArray(
            payoutBookings.payoutId,
            payouts.map((p) => p.payout.id),
          ),
        )
    : [];
  const rows = [
    ...entries
      .filter((e) => inRange(e.occurredAt))
      .map((e) => [
        e.occurredAt.toISOString(),
        e.recordedAt.toISOString(),
        bookingReference(e.bookingId),
        e.kind,
        signed(e),
        e.method,
        e.reference,
        e.note,
        e.reversesId ? e.reversesId.slice(0, 8).toUpperCase() : null,
        e.recordedBy,
        null,
      ]),
    ...payouts
      .filter((p) => inRange(p.payout.paidAt))
      .map(({ payout: p, name }) => [
        p.paidAt.toISOString(),
        p.recordedAt.toISOString(),
        covered
          .filter((c) => c.payoutId === p.id)
          .map((c) => bookingReference(c.bookingId))
          .join(' '),
        'payout',
        -Number(p.amount),
        p.method,
        p.reference,
        null,
        null,
        p.recordedBy,
        name,
      ]),
  ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return toCsv(
    [
      'Occurred',
      'Recorded',
      'Booking',
      'Kind',
      'Amount',
      'Method',
      'Reference',
      'Note',
      'Reverses',
      'Recorded by',
      'Performer',
    ],
    rows.map((r) => r.map((v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : (v ?? null)))),
  );
}

/** One performer's engagements for her records: each offer (sent, answered, state), the booking's date and her share. */
export async function performerRecordsCsv(db: Database, performerId: string): Promise<string | null> {
  const [performer] = await db.select({ name: performers.name }).from(performers).where(eq(performers.id, performerId));
  if (!performer) return null;
  const rows = await db
    .select({
      bookingId: offers.bookingId,
      state: offers.state,
      sentAt: offers.sentAt,
      answeredAt: offers.answeredAt,
      share: offers.shareAmount,
      commission: offers.commissionPercent,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      status: bookings.status,
    })
    .from(offers)
    .innerJoin(bookings, eq(bookings.id, offers.bookingId))
    .where(eq(offers.performerId, performerId))
    .orderBy(asc(offers.sentAt));
  return toCsv(
    [
      'Performer',
      'Booking',
      'Event date',
      'Event time',
      'Offered',
      'Answered',
      'Offer',
      'Booking status',
      'Share',
      'Commission %',
    ],
    rows.map((r) => [
      performer.name,
      bookingReference(r.bookingId),
      r.eventDate,
      r.eventTime,
      r.sentAt.toISOString(),
      r.answeredAt?.toISOString() ?? null,
      r.state,
      r.status,
      Number(r.share).toFixed(2),
      r.commission,
    ]),
  );
}
