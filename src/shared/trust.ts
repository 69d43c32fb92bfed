import type { TermsWords } from './business';
import { businessDay } from './business-day';
import { dateInWords, monthInWords } from './date-words';
import type { Locale } from './locale';

/*
 * Trust facts (issue 31): what the profile and the confirmation say of checks staff recorded, and
 * the business's own words on travel and tips.
 */

/** A gallery verified longer ago than this is no longer said to be: she is asked to verify again. */
const PHOTO_VERIFICATION_MONTHS = 6;

/** The business's words in a language: the Spanish when written, else the English; null when none. */
export function termsIn(words: TermsWords | null, locale: Locale): string | null {
  if (!words) return null;
  return locale === 'es' ? (words.es ?? words.en) : words.en;
}

/** The date a check was recorded, as South Florida reads it: "November 3, 2026" / "3 de noviembre de 2026". */
export function checkedOn(iso: string, locale: Locale): string {
  return dateInWords(businessDay(new Date(iso)).date, { weekday: false, locale });
}

/** "November 2026" / "noviembre de 2026", in South Florida's calendar. */
export function monthYearOf(iso: string, locale: Locale): string {
  return monthInWords(businessDay(new Date(iso)).date, locale);
}

/** True while a photo verification still stands: recorded, and less than six months ago. */
export function photosStillVerified(verifiedAt: string | null, now: Date): boolean {
  if (verifiedAt === null) return false;
  const expires = new Date(verifiedAt);
  expires.setUTCMonth(expires.getUTCMonth() + PHOTO_VERIFICATION_MONTHS);
  return now < expires;
}
