import { use } from 'react';
import type { CatalogArea } from '../../shared/catalog-areas';
import { compileSource, type Messages, setupI18n, type Texts } from '../../shared/i18n-runtime';
import { LOCALE_BASE, type Locale } from '../../shared/locale';
import { useLingui } from './i18n-react';

/*
 * The page's language (decision 026). Its words come in compiled catalogs, each its own chunk:
 * the common one (layout, shared components) and the page feature's (lingui.config.ts), in the
 * page's language only. The server makes one i18n instance per request, the browser one for the
 * page, both with the page's catalogs loaded before rendering, so server and browser render the
 * same words; a client-side navigation to another feature's page loads its catalog first.
 */

type Catalog = () => Promise<{ messages: Messages }>;

const COMMON: Record<Locale, Catalog> = {
  en: () => import('../../locales/en'),
  es: () => import('../../locales/es'),
};
const AREAS: Record<CatalogArea, Record<Locale, Catalog>> = {
  gallery: { en: () => import('../../locales/gallery/en'), es: () => import('../../locales/gallery/es') },
  booking: { en: () => import('../../locales/booking/en'), es: () => import('../../locales/booking/es') },
  confirmation: {
    en: () => import('../../locales/confirmation/en'),
    es: () => import('../../locales/confirmation/es'),
  },
  profile: { en: () => import('../../locales/profile/en'), es: () => import('../../locales/profile/es') },
  cities: { en: () => import('../../locales/cities/en'), es: () => import('../../locales/cities/es') },
  'static-pages': {
    en: () => import('../../locales/static-pages/en'),
    es: () => import('../../locales/static-pages/es'),
  },
  portal: { en: () => import('../../locales/portal/en'), es: () => import('../../locales/portal/es') },
  reviews: { en: () => import('../../locales/reviews/en'), es: () => import('../../locales/reviews/es') },
};

/** The catalogs' source modules (build-manifest keys) of a page: the server preloads them. */
export function catalogModules(locale: Locale, area: CatalogArea | undefined): string[] {
  return [`src/locales/${locale}.ts`, ...(area ? [`src/locales/${area}/${locale}.ts`] : [])];
}

/** Every catalog module: the server checks them against the build manifest at start. */
export const ALL_CATALOG_MODULES: string[] = (['en', 'es'] as const).flatMap((locale) => [
  `src/locales/${locale}.ts`,
  ...Object.keys(AREAS).map((area) => `src/locales/${area}/${locale}.ts`),
]);

/* The areas whose catalog an i18n instance holds, and those on their way, kept on the instance. */
const AREAS_LOADED = Symbol('catalog areas loaded');
const AREAS_LOADING = Symbol('catalog areas loading');
type WithAreas = Texts & {
  [AREAS_LOADED]?: Set<CatalogArea>;
  [AREAS_LOADING]?: Map<CatalogArea, Promise<void>>;
};

async function loadArea(i18n: WithAreas, area: CatalogArea): Promise<void> {
  const locale = i18n.locale as Locale;
  const { messages } = await AREAS[area][locale]();
  i18n.load(locale, messages);
  i18n[AREAS_LOADED] ??= new Set();
  i18n[AREAS_LOADED].add(area);
}

/** An i18n instance for a page: its language's common catalog and its feature's. */
export async function createI18n(locale: Locale, area?: CatalogArea): Promise<Texts> {
  const { messages } = await COMMON[locale]();
  // Outside production builds the macros keep the source texts: a text not yet in a catalog shows.
  const compile = import.meta.env.DEV ? compileSource : undefined;
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, compile });
  if (area) await loadArea(i18n, area);
  return i18n;
}

/**
 * Makes sure a feature's catalog is loaded before its page renders: already so after a server
 * render or at hydration; on a client-side navigation the page suspends until it is.
 */
export function useCatalog(area: CatalogArea | undefined): void {
  const i18n: WithAreas = useLingui().i18n;
  if (!area || i18n[AREAS_LOADED]?.has(area)) return;
  i18n[AREAS_LOADING] ??= new Map();
  const pending = i18n[AREAS_LOADING];
  let promise = pending.get(area);
  if (!promise) {
    promise = loadArea(i18n, area);
    pending.set(area, promise);
  }
  use(promise);
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** The router's base for a language: wouter then resolves every link and route inside it. */
export const routerBase = (locale: Locale) => LOCALE_BASE[locale];

/**
 * One of two texts, already translated, by a count: `byCount(n, t`${n} review`, t`${n} reviews`)`.
 * Public pages choose so instead of Lingui's `plural()`, which formats its number with
 * `Intl.NumberFormat` on every call (even without `#`): a page's first one loads ICU's number data,
 * a 150–250 ms task on a slow phone (docs/performance.md, "Intl on the main thread"). English and
 * Spanish both take the singular for exactly one.
 */
export const byCount = (count: number, one: string, other: string): string => (count === 1 ? one : other);
