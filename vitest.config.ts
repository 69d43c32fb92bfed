import { defineConfig } from 'vitest/config';

/**
 * Three tiers, named by file: *.test.ts(x) unit, *.integration.test.ts against a real database
 * (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), e2e/*.spec.ts in Chromium.
 */
const integration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['src/**/*.integration.test.ts'],
    environment: 'node',
    env,
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
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      integration('integration', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-pg', { TEST_DB_KIND: 'postgres' })] : []),
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
