import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { BusinessIdentity } from '../shared/business';
import type { Texts } from '../shared/i18n-runtime';
import type { Locale } from '../shared/locale';
import { LanguageSuggestion } from './components/layout/language-suggestion';
import { RouteErrorBoundary } from './components/layout/route-error-boundary';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { Toaster } from './components/ui/toaster';
import { NotFoundPage } from './features/not-found/not-found-page';
import { BusinessProvider } from './lib/business';
import { HydrationMarker } from './lib/hydration-marker';
import { routerBase } from './lib/i18n';
import { I18nProvider } from './lib/i18n-react';
import { ResourceProvider, type ResourceStore } from './lib/resource';
import { routesOf } from './routes';

type Props = { store: ResourceStore; business: BusinessIdentity; i18n: Texts; ssrPath?: string; ssrSearch?: string };

/** The whole page. Inside a Spanish page the router's base is /es, so every link and route stays in it. */
export function App({ store, business, i18n, ssrPath, ssrSearch }: Props) {
  const locale = i18n.locale as Locale;
  return (
    <I18nProvider i18n={i18n}>
      <BusinessProvider value={business}>
        <ResourceProvider value={store}>
          <Router base={routerBase(locale)} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <div className="flex min-h-screen flex-col bg-zinc-950 text-zinc-50">
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-amber-400 focus:px-3 focus:py-2 focus:text-zinc-950"
              >
                <Trans>Skip to content</Trans>
              </a>
              <SiteHeader />
              {/*
                At least a screen tall: while a page's code or data loads after an in-app link, the
                footer stays below the fold instead of jumping up and back (issue 31: CLS per navigation).
              */}
              <main id="main" className="min-h-dvh flex-1">
                {/* A page that fails (its code after a deploy, a render error) shows an error with a way out. */}
                <RouteErrorBoundary notFound={<NotFoundPage />}>
                  {/* Lazy pages load their code on client-side navigation; first renders preload it (lib/lazy-page.tsx). */}
                  <Suspense
                    fallback={
                      <p className="mx-auto max-w-6xl px-4 py-12">
                        <Trans>Loading...</Trans>
                      </p>
                    }
                  >
                    <Switch>
                      {routesOf(locale).map((r) => (
                        <Route key={r.path} path={r.path} component={r.component} />
                      ))}
                      <Route component={NotFoundPage} />
                    </Switch>
                    <HydrationMarker />
                  </Suspense>
                </RouteErrorBoundary>
              </main>
              <SiteFooter />
              <Toaster />
              <LanguageSuggestion />
            </div>
          </Router>
        </ResourceProvider>
      </BusinessProvider>
    </I18nProvider>
  );
}
