import { addDays } from '../../../../shared/event-time';

/*
 * Date arithmetic for the staff calendar, on YYYY-MM-DD strings (calendar days in Miami; no
 * time zone enters). Weeks start on Sunday, as US calendars do.
 */

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (at: Date) => at.toISOString().slice(0, 10);

/** The first day of the month `months` away from the one `date` is in. */
export function addMonths(date: string, months: number): string {
  const at = toUtc(`${date.slice(0, 7)}-01`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return fromUtc(at);
}

/** The Sunday that starts the week `date` is in. */
export const weekStart = (date: string) => addDays(date, -toUtc(date).getUTCDay());

/** The seven days of the week `date` is in, Sunday first. */
export const weekOf = (date: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

/** The weeks a month view shows for the month `date` is in: whole weeks, Sunday first, covering every day of it. */
export function monthWeeks(date: string): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) weeks.push(weekOf(start));
  return weeks;
}
