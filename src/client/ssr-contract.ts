import type { BusinessIdentity } from '../shared/business';
import type { Locale } from '../shared/locale';
import type { Transport } from './lib/http';
import type { DehydratedResources } from './lib/resource';

/**
 * What the server may import from the client: the shapes of a server render and the id of the
 * script holding its state. Everything else in src/client is the browser's (biome.json enforces it).
 */

/** A page's head tags, as the page declares them (usePage) and the server writes them. */
export type PageHead = {
  title: string;
  description?: string;
  /** Path of the canonical URL (the server prefixes PUBLIC_URL). */
  canonicalPath?: string;
  /** Structured data, serialised into a JSON-LD script by the server. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
};

/** The app's code (build-manifest key), imported by entry-client.tsx once the page has painted. */
export const HYDRATE_MODULE = 'src/client/hydrate.tsx';

/**
 * The error beacon (build-manifest key and, in development, its path): an entry of its own, which
 * the server adds to a page only when ERROR_REPORTING_DSN is set (decision 047).
 */
export const ERROR_BEACON_MODULE = 'src/client/report-errors.ts';

/** The elementtiming name of a page's main photo(s): entry-client.tsx starts the app once one has painted. */
export const MAIN_PHOTO_TIMING = 'main-photo';

/** The id of the JSON script listing the script files the page's app needs (entry-client.tsx preloads them). */
export const APP_FILES_ELEMENT_ID = '__APP_FILES__';

/** The id of the JSON script holding the server render's reads (lib/resource.ts). */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__';

/** The id of the JSON script holding the business identity of the settings (lib/business.tsx). */
export const BUSINESS_ELEMENT_ID = '__BUSINESS__';

export type RenderInput = { url: string; transport: Transport; business: BusinessIdentity };
export type RenderResult = {
  html: string;
  head: PageHead | undefined;
  status: number;
  state: DehydratedResources;
  /** Source modules of the lazy page rendered and of its language's catalog, whose chunks the HTML preloads. */
  modules: string[];
  /** The page's language: `<html lang>`, and the catalog the browser loads. */
  locale: Locale;
};
