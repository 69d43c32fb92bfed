import { describe, expect, it } from 'vitest';
import { testI18n } from '../../lib/test-i18n';
import { scheduleLines } from './schedule-lines';

const i18n = testI18n();
const availabilityLines = (p: Parameters<typeof scheduleLines>[1], today: string) => scheduleLines(i18n, p, today);

const base = { eveningOnly: false, weekendsOnly: false, unavailableDates: [], availability: null };
const TODAY = '2026-11-23';

describe('scheduleLines', () => {
  it('says "day or night" only of a performer with no evening or weekend limit', () => {
    expect(availabilityLines(base, TODAY)).toEqual(['Any day, day or night']);
    expect(availabilityLines({ ...base, availability: 'Flexible schedule' }, TODAY)).toEqual(['Any day, day or night']);
  });

  it('never calls an evening-only or weekends-only performer flexible', () => {
    for (const availability of [null, 'Flexible schedule', 'Weekdays available', 'Weekend only']) {
      for (const flags of [
        { eveningOnly: true, weekendsOnly: false },
        { eveningOnly: false, weekendsOnly: true },
        { eveningOnly: true, weekendsOnly: true },
      ]) {
        const [line = ''] = availabilityLines({ ...base, ...flags, availability }, TODAY);
        expect(line, `${availability} ${JSON.stringify(flags)}`).not.toMatch(/flexib|any day,|weekdays/i);
        if (flags.eveningOnly) expect(line).toMatch(/^Evenings only \(6 PM to 2 AM\)/);
        if (flags.weekendsOnly) expect(line).toMatch(/Friday to Sunday/);
      }
    }
  });

  it('reads the staff attribute when it agrees with the flags', () => {
    expect(availabilityLines({ ...base, availability: 'Weekend only' }, TODAY)).toEqual([
      'Weekends only (Friday to Sunday), day or night',
    ]);
    expect(availabilityLines({ ...base, availability: 'Weekdays available' }, TODAY)[0]).toBe(
      'Any day including weekdays, day or night',
    );
  });

  it('names the coming dates they cannot work, in words, skipping past ones', () => {
    const dates = ['2026-11-01', '2026-12-05', '2026-11-28', '2026-12-24', '2027-01-01', '2026-12-05'];
    expect(availabilityLines({ ...base, unavailableDates: dates }, TODAY)).toEqual([
      'Any day, day or night',
      'Not available on Saturday, November 28, 2026; Saturday, December 5, 2026; Thursday, December 24, 2026; and 1 more date',
    ]);
    expect(availabilityLines({ ...base, unavailableDates: ['2026-11-01'] }, TODAY)).toHaveLength(1);
  });
});
