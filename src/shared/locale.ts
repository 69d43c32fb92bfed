/**
 * The site's two languages (issue 17, decision 026). English pages keep their paths; each public
 * page is also under /es. The language of a page is its path's, never a header's: a shared link
 * or a crawler always gets the same page.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale for dates, times, numbers and money. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The path prefix of a language's pages ('' for English). */
export const LOCALE_BASE: Record<Locale, string> = { en: '', es: '/es' };

/** The language's name in English, for the admin (which is in English). */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The cookie remembering a visitor's choice of language (set by the switcher and the suggestion banner). */
export const LOCALE_COOKIE = 'lang';

/** Splits '/es/faq' into es and '/faq'; '/faq' is English. '/es' itself is the Spanish home page. */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  if (path === '/es' || path.startsWith('/es/')) return { locale: 'es', path: path.slice(3) || '/' };
  return { locale: 'en', path };
}

/** The path of a page in a language: localizedPath('es', '/') is '/es', localizedPath('es', '/faq') '/es/faq'. */
export function localizedPath(locale: Locale, path: string): string {
  const base = LOCALE_BASE[locale];
  if (!base) return path;
  return path === '/' ? base : base + path;
}

/**
 * The best of our languages for an Accept-Language header or navigator.languages, or null when
 * neither is asked for. Only Spanish is ever suggested (English is the default).
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary === 'en' || primary === 'es') return primary;
  }
  return null;
}
