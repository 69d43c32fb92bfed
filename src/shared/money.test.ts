import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, type Locale } from './locale';
import { formatCount, formatMoney, storedAmount } from './money';

const LOCALES: Locale[] = ['en', 'es'];
const intlMoney = (n: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(n);

describe('money', () => {
  it('stores amounts with two decimals, and no amount as null', () => {
    expect(storedAmount(250)).toBe('250.00');
    expect(storedAmount(99.5)).toBe('99.50');
    expect(storedAmount(0)).toBe('0.00');
    expect(storedAmount(null)).toBeNull();
    expect(storedAmount(undefined)).toBeNull();
  });
  it('shows amounts as dollars with cents, or N/A', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney('x')).toBe('N/A');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'es')).toBe('N/D');
  });
  it('rounds half away from zero on the written decimal, as Intl does', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.675)).toBe('$2.68');
    expect(formatMoney(160.025)).toBe('$160.03');
    expect(formatMoney(-12.345)).toBe('-$12.35');
    expect(formatMoney(0.004)).toBe('$0.00');
  });
  it('writes every amount as Intl.NumberFormat does, in both languages', () => {
    const edges = [0, -0, 0.005, -0.001, 0.995, 999.995, 1e-7, 1e21, 99_999_999.99, 1_000_000, -1234.5];
    for (const locale of LOCALES)
      for (const n of edges) expect(formatMoney(n, locale), `${n}`).toBe(intlMoney(n, locale));
    const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((c) => c / 100);
    const anyAmount = fc.double({ min: -1e12, max: 1e12, noNaN: true });
    const thirds = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 1000);
    fc.assert(
      fc.property(fc.oneof(cents, anyAmount, thirds), fc.constantFrom(...LOCALES), (n, locale) => {
        expect(formatMoney(n, locale)).toBe(intlMoney(n, locale));
        expect(formatMoney(String(n), locale)).toBe(intlMoney(Number(String(n)), locale));
      }),
      { numRuns: 5000 },
    );
  });
  it('writes counts as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...LOCALES), (n, locale) => {
        expect(formatCount(n)).toBe(new Intl.NumberFormat(INTL_LOCALE[locale]).format(n));
      }),
      { numRuns: 2000 },
    );
  });
});
