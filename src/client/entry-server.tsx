import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { type PageCollector, PageContextProvider } from './lib/page-context';
import { createQueryClient } from './lib/query-client';
import { matchPageRoute, pageRoutes } from './routes';
import type { RenderInput, RenderResult } from './ssr-contract';

/**
 * Server render of one page: load its code and data, render it, hand back the cache for hydration.
 * renderToString (not streaming): everything is loaded first, so the HTML is complete and needs no
 * inline script to reveal parts of it.
 */
export async function render({ url, transport, business }: RenderInput): Promise<RenderResult> {
  // This request's own transport, bound to this request's QueryClient: concurrent renders never share one.
  const queryClient = createQueryClient(transport);
  const [path = '/', search = ''] = url.split('?');
  const match = matchPageRoute(path);
  await Promise.all([
    match?.route.preload?.(),
    match?.route.prefetch?.(queryClient, match.params, new URLSearchParams(search)),
  ]);
  const collector: PageCollector = {};
  const html = renderToString(
    <PageContextProvider value={collector}>
      <App queryClient={queryClient} business={business} ssrPath={path} ssrSearch={search} />
    </PageContextProvider>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  const modules = match?.route.module ? [match.route.module] : [];
  return { html, head: collector.head, status: collector.status ?? 200, state, modules };
}

/** Every lazy page's source module: the server checks them against the build manifest at start. */
export const lazyModules: string[] = pageRoutes.flatMap((route) => (route.module ? [route.module] : []));
