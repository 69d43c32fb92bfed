import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LOCALE_COOKIE, preferredLocale } from '../../../shared/locale';
import { useLocale } from '../../lib/i18n';
import { buttonClass } from '../ui/button';
import { X } from '../ui/icons';
import { isStaffPath, rememberLocale, useOtherLanguageHref } from './language-switcher';

const hasLocaleCookie = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LOCALE_COOKIE}=`));

/**
 * On an English page, a browser that asks for Spanish first is offered the Spanish page: a
 * banner, never a redirect, so crawlers and shared links always get the page they asked for.
 * Decided in the browser after the page is live (the server's HTML and its cache are the same for
 * everyone); fixed to the bottom, so showing it moves nothing. Either answer is remembered.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const hrefOf = useOtherLanguageHref();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(
      locale === 'en' && !isStaffPath(path) && !hasLocaleCookie() && preferredLocale(navigator.languages) === 'es',
    );
  }, [locale, path]);
  if (!open) return null;
  // Written in Spanish on purpose: it speaks to a reader of Spanish on an English page.
  return (
    <section
      lang="es"
      aria-label="Idioma"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl items-center gap-3 rounded-lg border border-zinc-700 bg-zinc-900 p-3 text-sm text-zinc-100 shadow-xl"
    >
      <p className="flex-1">¿Prefiere ver el sitio en español?</p>
      <a href={hrefOf('es')} hrefLang="es" onClick={() => rememberLocale('es')} className={buttonClass({ size: 'sm' })}>
        Ver en español
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale('en');
          setOpen(false);
        }}
        className="inline-flex size-9 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">No, gracias (seguir en inglés)</span>
      </button>
    </section>
  );
}
