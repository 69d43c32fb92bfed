import { describe, expect, it } from 'vitest';
import { checkedOn, monthYearOf, photosStillVerified, termsIn } from './trust';

describe('trust facts', () => {
  it("answers the business's words in the page's language, the English when no Spanish was written", () => {
    expect(termsIn(null, 'es')).toBeNull();
    expect(termsIn({ en: 'Tips go to her.', es: null }, 'es')).toBe('Tips go to her.');
    expect(termsIn({ en: 'Tips go to her.', es: 'Las propinas son para ella.' }, 'es')).toBe(
      'Las propinas son para ella.',
    );
    expect(termsIn({ en: 'Tips go to her.', es: 'Las propinas son para ella.' }, 'en')).toBe('Tips go to her.');
  });

  it('dates a check in South Florida: 1 a.m. UTC is still the evening before in Miami', () => {
    expect(checkedOn('2026-11-04T01:00:00.000Z', 'en')).toBe('November 3, 2026');
    expect(checkedOn('2026-11-04T01:00:00.000Z', 'es')).toBe('3 de noviembre de 2026');
    expect(monthYearOf('2026-12-01T03:00:00.000Z', 'en')).toBe('November 2026');
    expect(monthYearOf('2026-11-15T12:00:00.000Z', 'es')).toBe('noviembre de 2026');
  });

  it('keeps photos verified for six months, then no longer', () => {
    const at = '2026-05-28T12:00:00.000Z';
    expect(photosStillVerified(null, new Date('2026-05-29T00:00:00Z'))).toBe(false);
    expect(photosStillVerified(at, new Date('2026-11-28T11:59:00Z'))).toBe(true);
    expect(photosStillVerified(at, new Date('2026-11-28T12:00:00Z'))).toBe(false);
  });
});
