import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config';

/**
 * Three tiers, named by file: *.test.ts(x) unit, *.integration.test.ts against a real database
 * (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), e2e/*.spec.ts in Chromium.
 */
const integration = (name: string, env: Record<string, string>, groupOrder: number, ui = false) => ({
  test: {
    name,
    // Projects with their own worker count run in a group of their own, after the unit and e2e
    // tiers (vitest refuses to mix worker counts in one group); PGlite first, then PostgreSQL, so
    // a worker that keeps its modules (isolate: false) never switches database kind.
    sequence: { groupOrder },
    // The staff pages' tests (src/client) render React into a DOM of their own against the real
    // app: they run in their own projects, each file in a fresh module registry (isolate), since
    // Testing Library and Radix keep the first file's window at module level.
    include: [ui ? 'src/client/**/*.integration.test.ts' : 'src/**/*.integration.test.ts'],
    exclude: ui ? [] : ['src/client/**/*.integration.test.ts'],
    environment: 'node',
    env,
    // Migrates one database that each test file then copies (test/global-setup-database.ts).
    globalSetup: ['test/global-setup-database.ts'],
    // Vitest's default is one worker per core but one, which on a 2-core machine runs the files one
    // after another; much of an integration file is waiting (job polling, child processes, sockets).
    maxWorkers: 2,
    // A worker loads the app's modules once for all its files instead of once per file (about
    // 2 s each). Safe because every file builds its own app on its own database, closes them,
    // and src/server keeps no per-app state at module level (the folder-lock set in db/lock.ts is
    // per process by design); no test mocks modules.
    isolate: ui,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// In CI the PostgreSQL suite is required: a missing database must fail the run, not skip it.
if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI needs TEST_DATABASE_URL: the integration tests run on PostgreSQL as well as PGlite');
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacros()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      integration('integration', { TEST_DB_KIND: 'pglite' }, 1),
      integration('integration-ui', { TEST_DB_KIND: 'pglite' }, 1, true),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration-pg', { TEST_DB_KIND: 'postgres' }, 2),
            integration('integration-ui-pg', { TEST_DB_KIND: 'postgres' }, 2, true),
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          // A shared, busy machine can take more than the default second to show a change.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
