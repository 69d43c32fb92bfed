/** When a performer can work (docs/product.md, Prices and limits): used by the wizard's calendar and by the server's checks. */
export type AvailabilityRules = {
  name: string;
  unavailableDates: readonly string[];
  weekendsOnly: boolean;
  eveningOnly: boolean;
};

/** Day of the week of a YYYY-MM-DD date, 0 = Sunday; the date is a calendar day, so no time zone applies. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Weekends only means Friday to Sunday. */
export const isWeekendDay = (date: string) => [5, 6, 0].includes(weekdayOf(date));

/** Evening only means a start between 6 PM and 2 AM. */
export function isEveningTime(time: string): boolean {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = h * 60 + m;
  return minutes >= 18 * 60 || minutes <= 2 * 60;
}

/** Why this performer cannot work on this date, or null when they can. */
export function dateConflict(p: AvailabilityRules, date: string): string | null {
  if (p.unavailableDates.includes(date)) return `${p.name} is unavailable on this date`;
  if (p.weekendsOnly && !isWeekendDay(date)) return `${p.name} performs on weekends only (Friday to Sunday)`;
  return null;
}

/** Why this performer cannot start at this time, or null when they can. */
export function timeConflict(p: AvailabilityRules, time: string): string | null {
  return p.eveningOnly && !isEveningTime(time) ? `${p.name} performs in the evening only (6 PM to 2 AM)` : null;
}
