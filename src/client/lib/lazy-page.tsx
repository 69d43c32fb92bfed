import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CatalogArea } from '../../shared/catalog-areas';
import type { Locale } from '../../shared/locale';
import { useCatalog, useLocale } from './i18n';

/** `path` (inside the language's base) is given when the page is loaded for a first render, not on navigation. */
type Load = (locale: Locale, path?: string) => Promise<{ default: ComponentType }>;

/**
 * A page whose code loads on demand (to keep heavy libraries off other pages) yet renders
 * without a loading state on the server and at hydration: both call `preload` before rendering,
 * after which the page renders synchronously. Client-side navigation to it suspends briefly.
 * `module` is the page's source path from the project root (the key of Vite's build manifest):
 * the server links its chunk as a modulepreload, and fails loudly if the path is wrong.
 * `load` gets the page's language, so a page can also load content written for it (a city's
 * Spanish texts) and nothing of the other language. `catalog` is the feature whose messages the
 * page shows (lib/i18n.ts): loaded with the page.
 */
export function lazyPage(load: Load, module: string, catalog?: CatalogArea) {
  const loaded = new Map<Locale, ComponentType>();
  const deferred = new Map<Locale, LazyExoticComponent<ComponentType>>();
  const preload = async (locale: Locale, path?: string) => {
    loaded.set(locale, (await load(locale, path)).default);
  };
  const deferredFor = (locale: Locale) => {
    let Deferred = deferred.get(locale);
    if (!Deferred) {
      Deferred = lazy(() => load(locale));
      deferred.set(locale, Deferred);
    }
    return Deferred;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during render
  function Page() {
    useCatalog(catalog);
    const locale = useLocale();
    const Loaded = loaded.get(locale) ?? deferredFor(locale);
    return <Loaded />;
  }
  return { component: Page, preload, module, catalog };
}
