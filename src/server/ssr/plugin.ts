import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyVite, { type FastifyViteOptions } from '@fastify/vite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_BEACON_MODULE, HYDRATE_MODULE, type RenderInput, type RenderResult } from '../../client/ssr-contract';
import type { BusinessIdentity } from '../../shared/business';
import { isPrivatePath } from '../../shared/private-routes';
import { maxAgeOf } from '../http/catalog-cache';
import { projectRoot } from '../project-root';
import { compileTemplate, type HtmlTemplate } from './html';
import { entryImports, modulePreloads, moduleStylesheets, PAGE_ENTRY, type ViteManifest } from './module-preload';
import { createPageCache, FILTERED_PAGE_BOUNDS, NOT_FOUND_PAGE_BOUNDS } from './page-cache';
import { pageCacheUrl } from './page-key';

type ServerEntry = { render(input: RenderInput): Promise<RenderResult>; lazyModules?: string[] };

function serverEntryOf(client: Record<string, unknown>): ServerEntry {
  if (typeof client.render !== 'function') throw new Error('The SSR bundle does not export render()');
  return client as ServerEntry;
}

const clientDist = join(projectRoot, 'dist', 'client');

/**
 * The entry's stylesheet (the public one, styles.css) goes inline: on a phone the first paint then
 * waits for no second request (the CSS is small and every public page needs all of it). The CSP
 * allows inline styles. Staff and portal pages link staff.css besides (html.ts, decision 054).
 */
function inlineStylesheets(source: string): string {
  return source.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (tag, href: string) => {
    const path = join(clientDist, href);
    if (!existsSync(path)) return tag;
    const css = readFileSync(path, 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style>`;
  });
}

/**
 * The entry script and its own imports, as Vite links them, download at low priority: they only
 * start the app once the main photo has shown (entry-client.tsx), so they must not compete with
 * it or with the text for a slow phone's bandwidth. Decision 025.
 */
function lowPriorityEntry(source: string): string {
  return source.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    '<$1 fetchpriority="low" crossorigin ',
  );
}

/**
 * Links the entry's own imports right after the entry's script, as Vite's index.html would with
 * module preloading on: they then download beside the entry instead of after it.
 */
function linkEntryImports(source: string, manifest: ViteManifest): string {
  const script = `<script type="module" crossorigin src="/${manifest[PAGE_ENTRY]?.file}"></script>`;
  const at = source.indexOf(script);
  if (at < 0) throw new Error('The built index.html does not load its entry script: rebuild (npm run build)');
  const links = entryImports(manifest).map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`);
  const end = at + script.length;
  return source.slice(0, end) + links.join('') + source.slice(end);
}

function readManifest(): ViteManifest {
  return JSON.parse(readFileSync(join(clientDist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Per list of lazy modules, the script files the app needs beyond the entry: its own code
 * (HYDRATE_MODULE) and the page's chunks; computed once per page kind.
 */
function appFilesFrom(manifest: ViteManifest) {
  return perPageKind((modules) => modulePreloads(manifest, [HYDRATE_MODULE, ...modules]));
}

/** Per list of lazy modules, the stylesheets the page links (staff.css on staff and portal pages). */
function stylesheetsFrom(manifest: ViteManifest) {
  return perPageKind((modules) => moduleStylesheets(manifest, modules));
}

/** Computes a list once per list of lazy modules (a page kind), then answers it from memory. */
function perPageKind(compute: (modules: readonly string[]) => string[]) {
  const known = new Map<string, string[]>();
  return (modules: readonly string[]) => {
    const key = modules.join(' ');
    let files = known.get(key);
    if (!files) {
      files = compute(modules);
      known.set(key, files);
    }
    return files;
  };
}

/** The built error beacon's script (decision 047); a build without it stops the server at start. */
function beaconFile(manifest: ViteManifest): string {
  const file = manifest[ERROR_BEACON_MODULE]?.file;
  if (!file) throw new Error(`${ERROR_BEACON_MODULE} is not in the build manifest: rebuild (npm run build)`);
  return `/${file}`;
}

/** Paths that belong to the API or to stored files: never rendered as pages. */
const NOT_PAGES = /^\/(api|objects|assets)(\/|$)/;

export type SsrCacheOptions = {
  /** The catalogue version (db/catalog-version.ts). */
  version: () => Promise<number>;
  /** Only visitors without a session (a well-formed session cookie) get cached pages. */
  isAnonymous: (req: FastifyRequest) => boolean;
  /** Date-dependent filters ("available tonight", "new") change at midnight: part of the key. */
  day: () => string;
};

export async function registerSsr(
  app: FastifyInstance,
  {
    dev,
    publicUrl,
    business,
    cache,
    now,
    errorBeacon,
  }: {
    dev: boolean;
    publicUrl: string;
    business: BusinessIdentity;
    cache?: SsrCacheOptions;
    now: () => Date;
    /** Pages carry the error beacon (ERROR_REPORTING_DSN is set; decision 047). */
    errorBeacon: boolean;
  },
) {
  const clock = () => now().getTime();
  // Plain pages; filtered gallery views and 404s apart, each bounded on its own (page-cache.ts).
  const pages = createPageCache({ now: clock });
  const filteredPages = createPageCache({ ...FILTERED_PAGE_BOUNDS, now: clock });
  const notFoundPages = createPageCache({ ...NOT_FOUND_PAGE_BOUNDS, now: clock });
  // The build manifest, read once (production only: Vite's dev server has none).
  let manifest: ViteManifest | undefined;
  const buildManifest = () => {
    manifest ??= readManifest();
    return manifest;
  };
  // Set by createHtmlFunction: once from dist/client/index.html, or per request from Vite in dev.
  let template: HtmlTemplate = () => {
    throw new Error('index.html template not loaded yet');
  };
  const options: FastifyViteOptions = {
    root: projectRoot,
    dev,
    fastifyStaticOptions: {
      // Built assets carry a content hash in their name, so they never change.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    },
    async createRenderFunction(clientModule) {
      const client = serverEntryOf(clientModule);
      // A lazy page whose module path is wrong stops the server here, not as a 500 on its page.
      if (!dev) modulePreloads(buildManifest(), client.lazyModules ?? []);
      return async function render(this: FastifyReply, ctx?: Record<string, unknown>) {
        const server = this.server;
        return client.render({
          url: String(ctx?.url ?? '/'),
          business,
          transport: async (path, init) => {
            const res = await server.inject({
              method: (init?.method ?? 'GET') as 'GET',
              url: path,
              headers: { accept: 'application/json', 'x-ssr': '1' },
            });
            return {
              ok: res.statusCode >= 200 && res.statusCode < 300,
              status: res.statusCode,
              statusText: res.statusMessage,
              header: (name: string) => {
                const value = res.headers[name.toLowerCase()];
                return value === undefined ? null : String(value);
              },
              text: async () => res.body,
            };
          },
        });
      };
    },
    createHtmlFunction(source: string) {
      template = dev
        ? compileTemplate(source, {
            publicUrl,
            business,
            errorBeacon: errorBeacon ? `/${ERROR_BEACON_MODULE}` : undefined,
          })
        : compileTemplate(lowPriorityEntry(linkEntryImports(inlineStylesheets(source), buildManifest())), {
            publicUrl,
            business,
            appFiles: appFilesFrom(buildManifest()),
            stylesheets: stylesheetsFrom(buildManifest()),
            errorBeacon: errorBeacon ? beaconFile(buildManifest()) : undefined,
          });
      return function html(this: FastifyReply, ctx?: Record<string, unknown>) {
        // Only our render function produces ctx, so it is a RenderResult.
        const page = ctx as RenderResult;
        return this.code(page.status).type('text/html; charset=utf-8').send(template(page));
      };
    },
  };
  await app.register(fastifyVite, options);
  await app.vite.ready();

  /**
   * Server rendering through @fastify/vite: Vite's dev server as middleware with --dev, the built
   * client and SSR bundles otherwise. Every GET that no other route takes is a page. Private
   * pages (shared/private-routes.ts) and visitors with a session are never served from the cache.
   */
  app.get('/*', async (req, reply) => {
    if (NOT_PAGES.test(req.url)) return reply.callNotFound();
    // The Spanish home page has one address: '/es/' (where a link to '/' inside /es leads) is '/es'.
    if (req.url === '/es/' || req.url.startsWith('/es/?')) return reply.redirect(`/es${req.url.slice(4)}`, 301);
    const cacheable = cache !== undefined && !dev && cache.isAnonymous(req) && !isPrivatePath(req.url);
    // A cacheable page is rendered from its cache address (page-key.ts), so its HTML is the same
    // for every address that shares the entry.
    const { url, filtered } = cacheable ? pageCacheUrl(req.url) : { url: req.url, filtered: false };
    const key = cacheable ? `${cache.day()} ${url}` : '';
    const kept = filtered ? filteredPages : pages;
    const before = cacheable ? await cache.version() : 0;
    if (cacheable) {
      const hit = kept.get(key, before) ?? notFoundPages.get(key, before);
      if (hit)
        return reply.code(hit.status).type('text/html; charset=utf-8').header('x-page-cache', 'hit').send(hit.html);
    }
    // @fastify/vite types these decorations loosely; the render function above fixes their shapes.
    const page = (await reply.render({ url })) as RenderResult;
    // Kept only if the catalogue did not change while rendering: a page never mixes two versions.
    const html = template(page);
    if (cacheable && (page.status === 200 || page.status === 404) && (await cache.version()) === before) {
      const entry = { status: page.status, html: Buffer.from(html) };
      (page.status === 404 ? notFoundPages : kept).set(key, before, entry, maxAgeOf(url));
    }
    return reply.code(page.status).type('text/html; charset=utf-8').send(html);
  });
}
