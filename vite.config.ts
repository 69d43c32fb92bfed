import viteFastify from '@fastify/vite/plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Code every public page runs (React, the router, the store of reads, the layout, the shared rules and
 * the performer photo) goes into one "public" chunk next to the entry, instead of the dozen small
 * shared chunks automatic splitting makes: a phone on a slow link pays a round trip per file.
 * Safe by default (decision 031): only the packages and files named here go into it. A file not
 * named, such as a new staff or performer-portal module, is split by where it is imported, so it
 * loads only on the pages that use it. e2e/public-bundle.spec.ts fails when a public page loads
 * staff or portal code (isStaffOrPortal, below) or goes over its budget.
 */
const PUBLIC_PACKAGES = ['react', 'react-dom', 'scheduler', 'wouter', 'regexparam'];
/** Our own modules in the public chunk, by path from the project's root. */
const PUBLIC_MODULES = new Set([
  'src/client/components/layout/contact-links.tsx',
  'src/client/components/layout/language-suggestion.tsx',
  'src/client/components/layout/language-switcher.tsx',
  'src/client/components/layout/route-error-boundary.tsx',
  'src/client/components/layout/site-footer.tsx',
  'src/client/components/layout/site-header.tsx',
  'src/client/components/ui/button.tsx',
  'src/client/components/ui/icons.tsx',
  'src/client/components/ui/load-error.tsx',
  'src/client/components/ui/toast.tsx',
  'src/client/components/ui/toaster.tsx',
  'src/client/features/booking/api.ts',
  'src/client/features/catalog/api.ts',
  'src/client/features/cities/api.ts',
  'src/client/features/cities/routes.tsx',
  'src/client/features/not-found/index.ts',
  'src/client/features/not-found/not-found-page.tsx',
  'src/client/features/performers/api.ts',
  'src/client/lib/business.tsx',
  'src/client/lib/cn.ts',
  'src/client/lib/http.ts',
  'src/client/lib/hydration-marker.tsx',
  'src/client/lib/i18n-react.tsx',
  'src/client/lib/i18n.ts',
  'src/client/lib/lazy-page.tsx',
  'src/client/lib/page-context.tsx',
  'src/client/lib/query-keys.ts',
  'src/client/lib/resource.ts',
  'src/client/lib/typed-before-hydration.ts',
  'src/shared/business.ts',
  'src/shared/cities.ts',
  'src/shared/i18n-runtime.ts',
  'src/shared/locale.ts',
]);
/**
 * Modules the catalogue's pages (gallery, profile, city pages, booking) share, and no other page
 * needs: one file for them all, rather than the one file per module automatic splitting makes.
 */
const CATALOG_MODULES = new Set([
  'src/client/components/ui/badge.tsx',
  'src/client/features/performers/index.ts',
  'src/client/features/performers/performer-photo.tsx',
  'src/client/features/performers/rating-label.tsx',
  'src/client/lib/attribute-words.ts',
  'src/shared/filter-options.ts',
  'src/shared/money.ts',
  'src/shared/performer-attributes.ts',
  'src/shared/pricing.ts',
]);
/** The booking rules the wizard and the find-booking form check as the visitor types: one file. */
const BOOKING_RULES =
  /^src\/(shared\/(booking-rules|control-chars|availability)\.ts|client\/features\/booking\/rule-messages\.ts)$/;
/** What the gallery's page and its lazy parts (the filter sheet) share: one file. */
const GALLERY_PARTS =
  /^src\/client\/(features\/gallery\/filter-state\.ts|lib\/use-media-query\.ts|components\/ui\/skeleton\.tsx)$/;

/**
 * Code only staff (the desk, sign-in) or, later, performers (/portal) run: never on a public page.
 * Matched against module paths from the project's root (e2e/public-bundle.spec.ts). TanStack Query
 * is the staff pages' (lib/staff-query-client.tsx); public pages read through lib/resource.ts
 * (decision 032).
 */
const STAFF_OR_PORTAL =
  /^src\/client\/features\/(admin|auth|staff|portal)\/|^src\/client\/lib\/staff-query-client\.tsx$|^src\/shared\/(schemas\/|performer-csv|passkey-name)|node_modules\/(zod|@simplewebauthn|@tanstack)\//;
/**
 * What of those a public page may load, by name: each staff feature's route entries (a path and a
 * lazy import, so that the route table knows every page; the performer portal's too), and the profile's check whether staff
 * is looking (the 'Add to Featured' button itself loads only for staff; decision 021).
 */
const STAFF_DOORS = new Set([
  'src/client/features/admin/shell/routes.ts',
  'src/client/features/auth/routes.ts',
  'src/client/features/admin/index.ts',
  'src/client/features/admin/performers/featured-toggle.tsx',
  'src/client/features/auth/api.ts',
  'src/client/features/portal/routes.ts',
]);
/** Whether a module (path from the project's root) is staff or portal code no public page may load. */
export const isStaffOrPortal = (id: string) => STAFF_OR_PORTAL.test(id) && !STAFF_DOORS.has(id);

const fromRoot = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1).replaceAll('\\', '/') : id);
const packageOf = (id: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/');
const isPublicShared = (id: string) => {
  const pkg = packageOf(id);
  if (pkg) return PUBLIC_PACKAGES.includes(pkg);
  return PUBLIC_MODULES.has(fromRoot(id));
};

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`) become message lookups at build time (decision 026),
 * only in files that import them. Babel, not the Lingui Vite plugin's native transform: the plugin
 * needs Node 22, and the unit tests (vitest.config.ts) also run on the machine's Node 20.
 */
export const linguiMacros = () =>
  babel({
    presets: [
      {
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  });

/**
 * Writes `.vite/chunk-modules.json` next to the client manifest: each chunk's modules with their
 * rendered size, for `scripts/bundle-modules.ts` and the public-bundle test (e2e/public-bundle.spec.ts).
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    const chunks: Record<string, { name: string; modules: Record<string, number> }> = {};
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      const modules: Record<string, number> = {};
      for (const [id, info] of Object.entries(item.modules)) {
        modules[fromRoot(id)] = info.renderedLength;
      }
      chunks[item.fileName] = { name: item.name, modules };
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
  },
});

/**
 * The error beacon (src/client/report-errors.ts) is an entry of its own in the client build: the
 * server adds it to a page, before the app's entry, only when ERROR_REPORTING_DSN is set, so a page
 * without it loads not a byte more (decision 047). It imports nothing the app shares.
 */
const errorBeacon = (): Plugin => ({
  name: 'error-beacon',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildStart() {
    this.emitFile({ type: 'chunk', id: '/src/client/report-errors.ts', name: 'report-errors' });
  },
});

export default defineConfig(({ command }) => ({
  plugins: [
    viteFastify({ clientModule: '/src/client/entry-server.tsx' }),
    linguiMacros(),
    react(),
    tailwindcss(),
    chunkModules(),
    errorBeacon(),
  ],
  resolve: {
    // wouter reads useSyncExternalStore through the package's shim for React 17; React 19 has it.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  // The server-render bundle carries its packages (React, the router, Lingui, React Query…) so that a
  // release installs none of them, nor what they bring (decision 044). Only when building: Vite's
  // development server loads those CommonJS packages through Node instead.
  ssr: { noExternal: command === 'build' ? true : undefined },
  environments: {
    // @fastify/vite looks for the SSR bundle under the entry module's own name.
    ssr: { build: { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } } },
  },
  build: {
    // No preload lists in the code: a first load gets its files' <link rel="modulepreload"> from
    // the server (the build manifest), and the lists for every lazy import (the route table's
    // above all) cost each page about 1 KB gzip (issue 27). An in-app link then fetches a page's
    // chunk and, once it is parsed, the shared chunks not yet loaded (one round trip, often none:
    // the catalogue pages share what the first page loaded). Without the polyfill, browsers
    // lacking modulepreload (Safari before 17) load the first page's files as they import them.
    modulePreload: false,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself needs (the helper for import(), the page contract's ids): kept out
            // of "public", which must not load before the main photo has painted (entry-client.tsx).
            { name: 'entry-deps', test: /vite[\\/]preload-helper|src[\\/]client[\\/]ssr-contract\.ts$/, priority: 1 },
            // React on its own: entry-client.tsx evaluates it in a task before the rest of the app, so
            // that neither evaluation is one long task on a slow phone.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'public', test: isPublicShared },
            { name: 'catalog', test: (id) => CATALOG_MODULES.has(fromRoot(id)) },
            { name: 'booking-rules', test: (id) => BOOKING_RULES.test(fromRoot(id)) },
            { name: 'gallery-parts', test: (id) => GALLERY_PARTS.test(fromRoot(id)) },
          ],
        },
      },
    },
  },
}));
