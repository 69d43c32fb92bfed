import type { Locale } from './locale';

const NO_AMOUNT: Record<Locale, string> = { en: 'N/A', es: 'N/D' };

/**
 * A whole number with thousands separators, as `Intl.NumberFormat('en-US')` and `'es-US'` write it
 * ("1,234"). By hand on purpose: a page's first `Intl.NumberFormat` loads ICU's number data, a
 * 150–250 ms task on a slow phone (4x CPU), and public pages format a price or a count while they
 * hydrate (docs/performance.md, "Intl on the main thread"). Tested against Intl.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count as a page shows it: "7", "1,234" (the same in US Spanish). */
export function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? groupThousands(String(n)) : String(n);
}

/**
 * Cents of a non-negative amount, rounded half away from zero on its shortest decimal form (1.005 →
 * 101, 2.675 → 268), as ICU rounds: not on the binary value, as `toFixed` does (1.005 → "1.00").
 */
function centsOf(abs: number): bigint {
  const text = String(abs);
  // Exponent forms: below 1e-6 (no cents) or from 1e21 (a whole number).
  if (text.includes('e')) return abs < 1 ? 0n : BigInt(abs) * 100n;
  const [whole = '0', fraction = ''] = text.split('.');
  const padded = fraction.padEnd(3, '0');
  return BigInt(whole + padded.slice(0, 2)) + ((padded[2] ?? '0') >= '5' ? 1n : 0n);
}

/**
 * Money as the spec shows it: "$1,234.50" (the same in US Spanish), "-$12.35", or "N/A" when there
 * is no amount. The same text as `Intl.NumberFormat(…, { style: 'currency', currency: 'USD' })`,
 * written by hand for the reason `groupThousands` gives.
 */
export function formatMoney(amount: string | number | null | undefined, locale: Locale = 'en'): string {
  const n = typeof amount === 'number' ? amount : amount ? Number(amount) : Number.NaN;
  if (!Number.isFinite(n)) return NO_AMOUNT[locale];
  const cents = centsOf(Math.abs(n));
  const dollars = groupThousands(String(cents / 100n));
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100n).padStart(2, '0')}`;
}

/**
 * An amount as a numeric(10,2) column stores it and the API answers it: 250 → "250.00", and no
 * amount stays null.
 */
export function storedAmount(amount: number): string;
export function storedAmount(amount: number | null | undefined): string | null;
export function storedAmount(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined ? null : amount.toFixed(2);
}
