import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { BusinessIdentity } from '../shared/business';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { Toaster } from './components/ui/toaster';
import { NotFoundPage } from './features/not-found/not-found-page';
import { BusinessProvider } from './lib/business';
import { HydrationMarker } from './lib/hydration-marker';
import { pageRoutes } from './routes';

type Props = { queryClient: QueryClient; business: BusinessIdentity; ssrPath?: string; ssrSearch?: string };

export function App({ queryClient, business, ssrPath, ssrSearch }: Props) {
  return (
    <BusinessProvider value={business}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <div className="flex min-h-screen flex-col bg-zinc-950 text-zinc-50">
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-amber-400 focus:px-3 focus:py-2 focus:text-zinc-950"
            >
              Skip to content
            </a>
            <SiteHeader />
            <main id="main" className="flex-1">
              {/* Lazy pages load their code on client-side navigation; first renders preload it (lib/lazy-page.tsx). */}
              <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-12">Loading...</p>}>
                <Switch>
                  {pageRoutes.map((r) => (
                    <Route key={r.path} path={r.path} component={r.component} />
                  ))}
                  <Route component={NotFoundPage} />
                </Switch>
                <HydrationMarker />
              </Suspense>
            </main>
            <SiteFooter />
            <Toaster />
          </div>
        </Router>
      </QueryClientProvider>
    </BusinessProvider>
  );
}
