import viteFastify from '@fastify/vite/plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Code every public page runs (React, the router, the query cache, the layout, the shared rules and
 * the performer photo) goes into one "public" chunk next to the entry, instead of the dozen small
 * shared chunks automatic splitting makes: a phone on a slow link pays a round trip per file.
 * Admin-only, sign-in-only and load-on-first-use code (zod schemas, dialogs, the calendar, passkeys,
 * toasts) stays out, so it never loads on a public page. Decision 025.
 */
const PUBLIC_SHARED = [
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|lucide-react|clsx|tailwind-merge|use-sync-external-store)[\\/]/,
  /src[\\/]shared[\\/][^\\/]+\.ts$/,
  /src[\\/]client[\\/](lib|components[\\/]layout)[\\/]/,
  /src[\\/]client[\\/]components[\\/]ui[\\/](badge|button|field|skeleton|toast|toaster)\.tsx$/,
  /src[\\/]client[\\/]features[\\/](performers|catalog|cities|not-found)[\\/]/,
  /src[\\/]client[\\/]features[\\/]gallery[\\/]filter-state\.ts$/,
  /src[\\/]client[\\/]features[\\/]booking[\\/]api\.ts$/,
];
const NEVER_PUBLIC =
  /src[\\/]shared[\\/](schemas|performer-csv|passkey-name|cities-es|city-pages|city-areas|booking-labels|control-chars)|[\\/]features[\\/](admin|auth)[\\/]|-page\.tsx$/;
const isPublicShared = (id: string) => PUBLIC_SHARED.some((re) => re.test(id)) && !NEVER_PUBLIC.test(id);

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

export default defineConfig({
  plugins: [viteFastify({ clientModule: '/src/client/entry-server.tsx' }), linguiMacros(), react(), tailwindcss()],
  environments: {
    // @fastify/vite looks for the SSR bundle under the entry module's own name.
    ssr: { build: { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } } },
  },
  build: {
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
          ],
        },
      },
    },
  },
});
