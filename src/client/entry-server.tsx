import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app';
import { setTransport } from './lib/http';
import { type PageCollector, PageContextProvider } from './lib/page-context';
import { createQueryClient } from './lib/query-client';
import { matchPageRoute } from './routes';
import type { RenderInput, RenderResult } from './ssr-contract';

/** Renders to a string once everything, lazy-loaded pages included, is ready. */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}

/** Server render of one page: prefetch its data, render it, and hand back the cache for hydration. */
export async function render({ url, transport }: RenderInput): Promise<RenderResult> {
  setTransport(transport);
  const queryClient = createQueryClient();
  const [path = '/', search = ''] = url.split('?');
  const match = matchPageRoute(path);
  if (match?.route.prefetch) {
    await match.route.prefetch(queryClient, match.params, new URLSearchParams(search));
  }
  const collector: PageCollector = {};
  const html = await renderComplete(
    <PageContextProvider value={collector}>
      <App queryClient={queryClient} ssrPath={path} ssrSearch={search} />
    </PageContextProvider>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, head: collector.head, status: collector.status ?? 200, state };
}
