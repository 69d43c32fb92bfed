import { msg } from '@lingui/core/macro';
import { comingUnavailable, type ScheduleKind, scheduleOf } from '../../../shared/availability-lines';
import { dateInWords } from '../../../shared/date-words';
import type { I18n } from '../../../shared/i18n-runtime';
import type { Locale } from '../../../shared/locale';
import { formatCount } from '../../../shared/money';
import { byCount } from '../../lib/i18n';

const SCHEDULE_WORDS = {
  eveningsWeekends: msg`Evenings only (6 PM to 2 AM), Friday to Sunday`,
  evenings: msg`Evenings only (6 PM to 2 AM), any day of the week`,
  weekends: msg`Weekends only (Friday to Sunday), day or night`,
  weekdays: msg`Any day including weekdays, day or night`,
  any: msg`Any day, day or night`,
} satisfies Record<ScheduleKind, unknown>;

type Schedule = Parameters<typeof scheduleOf>[0];

/**
 * When a performer works, in the page's language: the first line is the schedule (never
 * "flexible" for an evening-only or weekends-only performer), then the coming dates they cannot work.
 */
export function scheduleLines(i18n: I18n, p: Schedule, today: string): string[] {
  const schedule = i18n._(SCHEDULE_WORDS[scheduleOf(p)]);
  const { named, more } = comingUnavailable(p, today);
  if (named.length === 0) return [schedule];
  const count = formatCount(more);
  const dates = named.map((d) => dateInWords(d, { locale: i18n.locale as Locale })).join('; ');
  const line =
    more > 0
      ? byCount(
          more,
          i18n._(msg`Not available on ${dates}; and ${count} more date`),
          i18n._(msg`Not available on ${dates}; and ${count} more dates`),
        )
      : i18n._(msg`Not available on ${dates}`);
  return [schedule, line];
}
