import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_AREAS, CATALOG_SOURCES } from './src/shared/catalog-areas';

/**
 * The site's texts (decision 026). The source language is English: the texts in the code are the
 * spec's own. `npm run i18n:extract` adds new ones to src/locales/{locale}.po; `npm run
 * i18n:compile` writes the compiled catalogs (git-ignored) that the app imports, and with
 * --strict fails on any message without a Spanish translation (it runs in `npm run check`).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    // The texts every public page may show (layout, shared components): loaded with every page.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/client', '<rootDir>/src/shared'],
      exclude: [
        '**/*.test.*',
        '**/features/admin/**',
        '**/features/auth/**',
        ...CATALOG_AREAS.flatMap((area) => CATALOG_SOURCES[area].include.map((path) => `<rootDir>/${path}/**`)),
        ...CATALOG_AREAS.flatMap((area) => CATALOG_SOURCES[area].include.map((path) => `<rootDir>/${path}`)),
      ],
    },
    // Each page feature's own texts, loaded with its pages only (src/client/lib/i18n.ts).
    ...CATALOG_AREAS.map((area) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: CATALOG_SOURCES[area].include.map((path) => `<rootDir>/${path}`),
      exclude: ['**/*.test.*', ...CATALOG_SOURCES[area].exclude],
    })),
    // The client's e-mails: the server's alone, so they add nothing to the pages.
    {
      path: '<rootDir>/src/locales/email/{locale}',
      include: ['<rootDir>/src/server/features/messages'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The macros call the site's own small runtime, not @lingui/react's (decision 051).
  runtimeConfigModule: { Trans: ['#i18n-react', 'Trans'], useLingui: ['#i18n-react', 'useLingui'] },
});
