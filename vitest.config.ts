import { defineConfig } from 'vitest/config';

/**
 * API, server unit and web unit tests. The suite runs on the embedded database (PGlite) always, and a second time on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const shared = {
  include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      { test: { ...shared, name: 'pglite', env: { TEST_DB_KIND: 'pglite' }, globalSetup: ['apps/server/src/test/global-setup.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                include: ['apps/server/src/**/*.test.ts'],
                name: 'postgres',
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
