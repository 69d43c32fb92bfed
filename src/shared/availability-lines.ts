type Schedule = {
  eveningOnly: boolean;
  weekendsOnly: boolean;
  unavailableDates: readonly string[];
  /** The staff's descriptive "Availability" attribute: 'Weekend only', 'Weekdays available', 'Flexible schedule'. */
  availability: string | null;
};

export type ScheduleKind = 'eveningsWeekends' | 'evenings' | 'weekends' | 'weekdays' | 'any';

/**
 * When a performer works, from the same flags the booking rules enforce (availability.ts); the
 * profile says it in words (features/profile/schedule-lines.ts). The descriptive attribute never
 * contradicts the flags: "flexible" is not said of an evening-only or weekends-only performer,
 * nor "weekdays" of a weekends-only one.
 */
export function scheduleOf(p: Schedule): ScheduleKind {
  const weekends = p.weekendsOnly || p.availability === 'Weekend only';
  if (p.eveningOnly && weekends) return 'eveningsWeekends';
  if (p.eveningOnly) return 'evenings';
  if (weekends) return 'weekends';
  if (p.availability === 'Weekdays available') return 'weekdays';
  return 'any';
}

/** The coming dates a performer cannot work: the first few (YYYY-MM-DD), and how many more. */
export function comingUnavailable(p: Schedule, today: string): { named: string[]; more: number } {
  const coming = [...new Set(p.unavailableDates.filter((d) => d >= today))].sort();
  const named = coming.slice(0, NAMED_DATES);
  return { named, more: coming.length - named.length };
}

/** How many blocked dates a profile names before "and N more". */
const NAMED_DATES = 3;
