import { renderToString } from 'react-dom/server';
import { localeOfPath } from '../shared/locale';
import { App } from './app';
import { ALL_CATALOG_MODULES, catalogModules, createI18n } from './lib/i18n';
import { type PageCollector, PageContextProvider } from './lib/page-context';
import { ResourceStore } from './lib/resource';
import { matchPageRoute, pageRoutes } from './routes';
import type { RenderInput, RenderResult } from './ssr-contract';

/**
 * Server render of one page: load its code and data, render it, hand back its reads for hydration.
 * renderToString (not streaming): everything is loaded first, so the HTML is complete and needs no
 * inline script to reveal parts of it.
 */
export async function render({ url, transport, business }: RenderInput): Promise<RenderResult> {
  // This request's own transport, bound to this request's store: concurrent renders never share one.
  const store = new ResourceStore({ transport, forgetAfterMs: Number.POSITIVE_INFINITY });
  const [fullPath = '/', search = ''] = url.split('?');
  const { locale, path } = localeOfPath(fullPath);
  const match = matchPageRoute(path, locale);
  // This request's own i18n instance: concurrent renders in two languages never share one.
  const [i18n] = await Promise.all([
    createI18n(locale, match?.route.catalog),
    match?.route.preload?.(locale, path),
    // A read that fails (the API answering 503 while the server closes, say) does not fail the
    // page: the store keeps the error, only successes are handed to the browser, which reads again.
    Promise.resolve(match?.route.prefetch?.(store, match.params, new URLSearchParams(search))).catch(() => undefined),
  ]);
  const collector: PageCollector = {};
  const html = renderToString(
    <PageContextProvider value={collector}>
      <App store={store} business={business} i18n={i18n} ssrPath={fullPath} ssrSearch={search} />
    </PageContextProvider>,
  );
  const state = store.dehydrate();
  store.clear();
  const modules = [
    ...catalogModules(locale, match?.route.catalog),
    ...(match?.route.module ? [match.route.module] : []),
  ];
  return { html, head: collector.head, status: collector.status ?? 200, state, modules, locale };
}

/** Every lazy page's source module: the server checks them against the build manifest at start. */
export const lazyModules: string[] = [
  ...ALL_CATALOG_MODULES,
  ...pageRoutes.flatMap((route) => (route.module ? [route.module] : [])),
];
