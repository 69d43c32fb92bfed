import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config';

/**
 * Four tiers, named by file: *.test.ts(x) unit; *.integration.test.ts, the app in the test's own
 * process against a real database (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set);
 * *.process.test.ts, the built server run as a process of its own (start-up, signals, crashes and
 * restarts, several instances, the backup commands), on the same databases; e2e/*.spec.ts in
 * Chromium (decision 055).
 */
const integration = (
  name: string,
  env: Record<string, string>,
  groupOrder: number,
  tier: 'api' | 'ui' | 'process' = 'api',
) => ({
  test: {
    name,
    // Projects with their own worker count run in a group of their own, after the unit and e2e
    // tiers (vitest refuses to mix worker counts in one group); PGlite first, then PostgreSQL, so
    // a worker that keeps its modules (isolate: false) never switches database kind.
    sequence: { groupOrder },
    // The staff pages' tests (src/client) render React into a DOM of their own against the real
    // app: they run in their own projects, each file in a fresh module registry (isolate), since
    // Testing Library and Radix keep the first file's window at module level.
    include: [
      {
        api: 'src/**/*.integration.test.ts',
        ui: 'src/client/**/*.integration.test.ts',
        process: 'src/**/*.process.test.ts',
      }[tier],
    ],
    exclude: tier === 'api' ? ['src/client/**/*.integration.test.ts'] : [],
    environment: 'node',
    env,
    // Migrates one database that each test file then copies (test/global-setup-database.ts).
    globalSetup: ['test/global-setup-database.ts'],
    // The demo catalogue's art from an earlier run (the staff pages' tests seed no catalogue).
    setupFiles: tier === 'ui' ? [] : ['test/setup-integration.ts'],
    // Vitest's default is one worker per core but one, which on a 2-core machine runs the files one
    // after another; much of an integration file is waiting (job polling, child processes, sockets).
    maxWorkers: 2,
    // A worker loads the app's modules once for all its files instead of once per file (about
    // 2 s each). Safe because every file builds its own app on its own database, closes them,
    // and src/server keeps no per-app state at module level (the folder-lock set in db/lock.ts is
    // per process by design); no test mocks modules.
    isolate: tier === 'ui',
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
          exclude: ['src/**/*.integration.test.ts', 'src/**/*.process.test.ts'],
          environment: 'node',
        },
      },
      integration('integration', { TEST_DB_KIND: 'pglite' }, 1),
      integration('integration-ui', { TEST_DB_KIND: 'pglite' }, 1, 'ui'),
      integration('process', { TEST_DB_KIND: 'pglite' }, 1, 'process'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration-pg', { TEST_DB_KIND: 'postgres' }, 2),
            integration('integration-ui-pg', { TEST_DB_KIND: 'postgres' }, 2, 'ui'),
            integration('process-pg', { TEST_DB_KIND: 'postgres' }, 2, 'process'),
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
