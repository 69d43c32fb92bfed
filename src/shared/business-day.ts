/** The business runs on South Florida time: "today" and "tonight" are days there. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

let formatter: Intl.DateTimeFormat | undefined;

/** Today's date (YYYY-MM-DD) in the business's time zone, and whether weekends-only performers work today (Fri-Sun). */
export function businessDay(now: Date): { date: string; isWeekend: boolean } {
  // Building a formatter costs far more than using one, and this runs on every cached request.
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    isWeekend: ['Fri', 'Sat', 'Sun'].includes(part('weekday')),
  };
}
