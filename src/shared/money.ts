import { INTL_LOCALE, type Locale } from './locale';

const NO_AMOUNT: Record<Locale, string> = { en: 'N/A', es: 'N/D' };
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Money as the spec shows it: "$1,234.50" (the same in US Spanish), or "N/A" when there is no amount. */
export function formatMoney(amount: string | number | null | undefined, locale: Locale = 'en'): string {
  const n = typeof amount === 'number' ? amount : amount ? Number(amount) : Number.NaN;
  if (!Number.isFinite(n)) return NO_AMOUNT[locale];
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' });
    moneyFormats.set(locale, format);
  }
  return format.format(n);
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
