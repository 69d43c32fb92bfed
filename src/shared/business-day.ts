/** The business runs on South Florida time: "today" and "tonight" are days there. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The instant (ms) of the n-th Sunday of a month (0-based) at an hour UTC. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1), utcHour);
}

/**
 * Minutes South Florida is ahead of UTC at an instant: -240 in daylight saving time, -300 otherwise,
 * by the US rule in force since 2007 (the second Sunday of March at 2 a.m. to the first Sunday of
 * November at 2 a.m.; the business has no dates before it). Written out rather than asked of
 * `Intl.DateTimeFormat`: a page's first one loads ICU's data, a 150–200 ms task on a slow phone, and
 * the profile and the wizard need "today" while they hydrate (docs/performance.md, "Intl on the
 * main thread"). Tested against ICU's time-zone data to 2099: a change of the law fails that test.
 */
export function southFloridaOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const daylight = instant >= nthSunday(year, 2, 2, 7) && instant < nthSunday(year, 10, 1, 6);
  return daylight ? -240 : -300;
}

/** South Florida's wall clock at `now`, as a UTC date (read it with getUTC… and toISOString). */
function wallClock(now: Date): Date {
  const instant = Math.floor(now.getTime() / 1000) * 1000;
  return new Date(instant + southFloridaOffsetMinutes(instant) * 60_000);
}

/** Today's date (YYYY-MM-DD) in the business's time zone, and whether weekends-only performers work today (Fri-Sun). */
export function businessDay(now: Date): { date: string; isWeekend: boolean } {
  const wall = wallClock(now);
  return { date: wall.toISOString().slice(0, 10), isWeekend: [5, 6, 0].includes(wall.getUTCDay()) };
}

/** The wall-clock time (HH:MM, 24-hour) in South Florida at `now`: the earliest time still open today. */
export function businessTime(now: Date): string {
  return wallClock(now).toISOString().slice(11, 16);
}
