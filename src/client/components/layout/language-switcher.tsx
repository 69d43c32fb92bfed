import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { LOCALE_COOKIE, LOCALES, type Locale, localizedPath } from '../../../shared/locale';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';

/** Staff pages are English only: they have no Spanish page to switch to. */
export const isStaffPath = (path: string) => /^\/(admin|login)(\/|$)/.test(path);

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (the suggestion banner asks nothing once it is set). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain, non-secret preference; the Cookie Store API is not everywhere yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The same page and filters in the other language: '/es/miami-exotic-dancers?q=x' ↔ '/miami-exotic-dancers?q=x'. */
export function useOtherLanguageHref(): (locale: Locale) => string {
  // Inside the router's base: the path without /es.
  const [path] = useLocation();
  const search = useSearch();
  return (locale) => localizedPath(locale, path) + (search ? `?${search}` : '');
}

/**
 * EN | ES on every public page. A full page load, not a client-side navigation: the other
 * language's catalog and server-rendered page come with it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useLingui();
  const current = useLocale();
  const hrefOf = useOtherLanguageHref();
  const [path] = useLocation();
  if (isStaffPath(path)) return null;
  return (
    <ul aria-label={t`Language`} className={cn('flex items-center text-xs font-semibold', className)}>
      {LOCALES.map((locale, i) => (
        <li key={locale} className="flex items-center">
          {i > 0 && (
            <span aria-hidden="true" className="px-0.5 text-zinc-500">
              |
            </span>
          )}
          {locale === current ? (
            <span aria-current="true" className="rounded px-1.5 py-2 text-amber-300">
              <span className="sr-only">{locale === 'en' ? 'English' : 'Español'}</span>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
            </span>
          ) : (
            <a
              href={hrefOf(locale)}
              hrefLang={locale}
              lang={locale}
              onClick={() => rememberLocale(locale)}
              className="rounded px-1.5 py-2 text-zinc-300 underline-offset-4 hover:text-white hover:underline"
            >
              <span className="sr-only">{locale === 'en' ? 'English' : 'Español'}</span>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
