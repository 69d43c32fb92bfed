import { and, gte, inArray, lt } from 'drizzle-orm';
import { businessDay } from '../../../shared/business-day';
import { storedAmount } from '../../../shared/money';
import { toCents } from '../../../shared/pricing';
import type { Report } from '../../../shared/schemas/report';
import type { Database } from '../../db/client';
import { bookingPerformers, bookings, type StatusChange } from '../../db/schema';

const DAY = 86_400_000;
const cents = (amount: string) => toCents(Number(amount));
const dollars = (c: number) => storedAmount(c / 100);

/** The Monday (YYYY-MM-DD) of the week a day is in. */
function mondayOf(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

const reached = (history: StatusChange[], status: string) => history.some((h) => h.to === status);

/**
 * The dashboard's figures for the bookings requested in a period (Miami days). Read in one pass:
 * a year holds thousands of bookings, not millions, and days in Miami time are simplest in code.
 */
export async function buildReport(db: Database, from: string, to: string): Promise<Report> {
  // A day's margin on both sides covers any time zone; each row is then placed by its Miami day.
  const rows = await db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalAmount: bookings.totalAmount,
      statusHistory: bookings.statusHistory,
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.createdAt, new Date(Date.parse(from) - DAY)),
        lt(bookings.createdAt, new Date(Date.parse(to) + 2 * DAY)),
      ),
    );
  const inPeriod = rows
    .map((r) => ({ ...r, day: businessDay(new Date(r.createdAt)).date }))
    .filter((r) => r.day >= from && r.day <= to);

  const weeks = new Map<string, { requested: number; confirmed: number }>();
  const months = new Map<string, number>();
  const deposits = { asked: 0, paid: 0 };
  const confirmedNow = new Set<string>();
  for (const r of inPeriod) {
    const week = weeks.get(mondayOf(r.day)) ?? { requested: 0, confirmed: 0 };
    week.requested += 1;
    if (reached(r.statusHistory, 'confirmed')) week.confirmed += 1;
    weeks.set(mondayOf(r.day), week);
    const month = r.day.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + (r.status === 'confirmed' ? cents(r.totalAmount) : 0));
    if (r.status === 'confirmed') confirmedNow.add(r.id);
    if (reached(r.statusHistory, 'depositPending')) {
      deposits.asked += 1;
      if (r.paymentStatus === 'depositPaid' || r.paymentStatus === 'fullPaid') deposits.paid += 1;
    }
  }

  const performers = new Map<string, { bookings: number; confirmed: number }>();
  const ids = inPeriod.map((r) => r.id);
  for (let start = 0; start < ids.length; start += 1000) {
    const lines = await db
      .select({
        bookingId: bookingPerformers.bookingId,
        name: bookingPerformers.performerName,
        price: bookingPerformers.price,
      })
      .from(bookingPerformers)
      .where(inArray(bookingPerformers.bookingId, ids.slice(start, start + 1000)));
    for (const line of lines) {
      const p = performers.get(line.name) ?? { bookings: 0, confirmed: 0 };
      p.bookings += 1;
      if (confirmedNow.has(line.bookingId)) p.confirmed += cents(line.price);
      performers.set(line.name, p);
    }
  }

  return {
    from,
    to,
    weeks: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, w]) => ({ week, ...w })),
    deposits,
    revenue: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, c]) => ({ month, confirmedTotal: dollars(c) })),
    topPerformers: [...performers]
      .sort(([an, a], [bn, b]) => b.bookings - a.bookings || b.confirmed - a.confirmed || an.localeCompare(bn))
      .slice(0, 10)
      .map(([name, p]) => ({ name, bookings: p.bookings, confirmedTotal: dollars(p.confirmed) })),
  };
}
