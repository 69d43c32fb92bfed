import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { LOCALE_BASE, type Locale } from '../../../shared/locale';
import { routerBase, useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { readMe } from './api';

/**
 * The portal's web app manifest and service worker, per language (public/portal/ and
 * public/es/portal/): a worker looks after the pages under its own folder only, so the Spanish
 * pages have theirs (the same code). Linked from portal pages only.
 */
function useInstallable() {
  const base = routerBase(useLocale());
  useEffect(() => {
    const manifest = `${base}/portal/manifest.webmanifest`;
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = manifest;
    if ('serviceWorker' in navigator && window.isSecureContext)
      navigator.serviceWorker.register(`${base}/portal/sw.js`, { scope: `${base}/portal/` }).catch(() => {
        // Without the worker the portal still works online; nothing to tell her.
      });
    return () => {
      if (added) link.remove();
    };
  }, [base]);
}

/** Whether a portal page was shown already: the first one leaves the focus where the browser puts it. */
let pageShown = false;

/**
 * A portal page: its head (never indexed), its heading, which takes the focus when she moves
 * from one portal page to another (a screen reader then reads where she is), and the app's parts.
 */
export function PortalPage({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  usePage({ title, noindex: true });
  useInstallable();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageShown) ref.current?.focus();
    pageShown = true;
  }, []);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {heading ?? title}
      </h1>
      {children}
    </div>
  );
}

/*
 * The token is in the link's fragment (#…): it never reaches a server log or a Referer header.
 * The server cannot see it, so it renders the page as still loading (null), like the browser's
 * first render, which then reads it.
 */
const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
export const useTokenInAddress = () =>
  useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.replace(/^#/, ''),
    () => null,
  );

/** A link's token as the server makes them (shared/schemas/portal.ts): anything else was cut short. */
export const isWholeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Leaves a page opened from an e-mail link for the portal's home in her own language (the one
 * staff keep for her; the page's when it cannot be read), replacing it in the history so the used
 * token is not kept there. A full load: the service worker then looks after the page.
 */
export async function goHome(fallback: Locale) {
  const language = await readMe().then(
    (me) => me.language,
    () => fallback,
  );
  window.location.replace(`${LOCALE_BASE[language]}/portal/`);
}
