import { z } from 'zod';
import { DATE, isCalendarDate } from '../booking-rules';

const day = (what: string) =>
  z
    .string()
    .regex(DATE, `${what} is a date written YYYY-MM-DD`)
    .refine(isCalendarDate, `${what} is not a date on the calendar`);

/** GET /api/admin/reports: the bookings requested from `from` to `to` (Miami days, both included), at most a year and a day apart. */
export const reportQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'A report covers at most a year',
    path: ['to'],
  });

const count = z.number().int();
export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per week (starting Monday, YYYY-MM-DD): requests made, and how many of them were ever confirmed. */
  weeks: z.array(z.object({ week: z.string(), requested: count, confirmed: count })),
  /** Requests that were asked for the deposit, and how many of those paid it. */
  deposits: z.object({ asked: count, paid: count }),
  /** Per month of request (YYYY-MM): the total of the requests that are confirmed now, in dollars as a decimal string. */
  revenue: z.array(z.object({ month: z.string(), confirmedTotal: z.string() })),
  /** The ten performers with the most requests, with their confirmed line totals. */
  topPerformers: z.array(z.object({ name: z.string(), bookings: count, confirmedTotal: z.string() })),
});
export type Report = z.infer<typeof reportSchema>;

const moneyRow = z.object({
  month: z.string(),
  deposits: z.number(),
  balances: z.number(),
  refunds: z.number(),
  payouts: z.number(),
  /** By money moved: what came in less refunds and payouts; by event: each held event's price less its performers' shares. */
  commissionKept: z.number(),
});
/** GET /api/admin/reports/money (owners): money by the month it moved and by the month of the event, and per performer. */
export const moneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  byReceived: z.array(moneyRow),
  byEvent: z.array(moneyRow),
  performers: z.array(z.object({ name: z.string(), earned: z.number(), paidOut: z.number(), owed: z.number() })),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
