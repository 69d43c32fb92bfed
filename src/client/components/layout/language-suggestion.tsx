import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LOCALE_COOKIE, preferredLocale } from '../../../shared/locale';
import { useLocale } from '../../lib/i18n';
import { isStaffPath, useOtherLanguageHref } from './language-switcher';

const LanguageBanner = lazy(() => import('./language-banner').then((m) => ({ default: m.LanguageBanner })));

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
  // The banner's code loads only for the few it is shown to, not with every page.
  return (
    <Suspense fallback={null}>
      <LanguageBanner href={hrefOf('es')} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
