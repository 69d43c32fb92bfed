import { dateInWords } from './event-time';

type Schedule = {
  eveningOnly: boolean;
  weekendsOnly: boolean;
  unavailableDates: readonly string[];
  /** The staff's descriptive "Availability" attribute: 'Weekend only', 'Weekdays available', 'Flexible schedule'. */
  availability: string | null;
};

/** How many blocked dates a profile names before "and N more". */
const NAMED_DATES = 3;

/**
 * When a performer works, in words, from the same flags the booking rules enforce
 * (availability.ts): the first line is the schedule, then the coming dates they cannot work.
 * The descriptive attribute never contradicts the flags: "flexible" is not said of an
 * evening-only or weekends-only performer, nor "weekdays" of a weekends-only one.
 */
export function availabilityLines(p: Schedule, today: string): string[] {
  const weekends = p.weekendsOnly || p.availability === 'Weekend only';
  let schedule: string;
  if (p.eveningOnly && weekends) schedule = 'Evenings only (6 PM to 2 AM), Friday to Sunday';
  else if (p.eveningOnly) schedule = 'Evenings only (6 PM to 2 AM), any day of the week';
  else if (weekends) schedule = 'Weekends only (Friday to Sunday), day or night';
  else if (p.availability === 'Weekdays available') schedule = 'Any day including weekdays, day or night';
  else schedule = 'Any day, day or night';
  const coming = [...new Set(p.unavailableDates.filter((d) => d >= today))].sort();
  if (coming.length === 0) return [schedule];
  const named = coming.slice(0, NAMED_DATES).map((d) => dateInWords(d));
  const more = coming.length - named.length;
  return [
    schedule,
    `Not available on ${named.join('; ')}${more > 0 ? `; and ${more} more date${more === 1 ? '' : 's'}` : ''}`,
  ];
}
