import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '../shared/locale';
import { App } from './app';
import { businessFromPage } from './lib/business';
import { createI18n } from './lib/i18n';
import { ResourceStore } from './lib/resource';
import { rememberTypedBeforeHydration } from './lib/typed-before-hydration';
import { matchPageRoute } from './routes';
import { QUERY_STATE_ELEMENT_ID } from './ssr-contract';

// An in-app link opens the next page at its top, as a page load would, before its code or data
// arrive (else the footer rises into view while it loads: issue 31's CLS per navigation). Back and
// Forward leave the scroll to the browser; a new query or #fragment on the same page keeps it.
let shownPath = location.pathname;
const onPageChange = (event: Event) => {
  if (event.type !== 'popstate' && location.pathname !== shownPath) scrollTo(0, 0);
  shownPath = location.pathname;
};
for (const type of ['pushState', 'replaceState', 'popstate']) addEventListener(type, onPageChange);

const store = new ResourceStore();
const stateElement = document.getElementById(QUERY_STATE_ELEMENT_ID);
if (stateElement?.textContent) store.hydrate(JSON.parse(stateElement.textContent));

// A lazy page's code must be here before hydration, or React would throw away the server's markup.
const root = document.getElementById('root');
const { locale, path } = localeOfPath(window.location.pathname);
const route = matchPageRoute(path, locale)?.route;
const preload = route?.preload;
// In a transition, hydration yields to the browser between components instead of holding the main
// thread for the whole page (a tap during it is not kept waiting; decision 025).
Promise.all([createI18n(locale, route?.catalog), preload?.(locale, path).catch(() => undefined)]).then(([i18n]) => {
  if (!root) return;
  rememberTypedBeforeHydration(root);
  startTransition(() => {
    hydrateRoot(root, <App store={store} business={businessFromPage()} i18n={i18n} />);
  });
});
