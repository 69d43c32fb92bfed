import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
    // The site's texts: the browser loads the page's language's catalog.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/client', '<rootDir>/src/shared'],
      exclude: ['**/*.test.*', '**/features/admin/**', '**/features/auth/**'],
    },
    // The client's e-mails: the server's alone, so they add nothing to the pages.
    {
      path: '<rootDir>/src/locales/email/{locale}',
      include: ['<rootDir>/src/server/features/messages'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
