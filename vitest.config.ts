// Unit and API tests. API suites run on the embedded PostgreSQL the run starts, and again on the PostgreSQL server
// TEST_DATABASE_URL names when it is set; every test file gets a fresh database.
import { defineConfig } from 'vitest/config';

const apiInclude = ['apps/api/src/**/*.test.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // Screens in a DOM, against the real API over a fresh database of the embedded PostgreSQL (apps/web/test).
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'happy-dom',
          globalSetup: ['apps/api/src/testing/embedded-setup.ts'],
          env: { MM_TEST_DB: 'embedded' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: apiInclude,
          globalSetup: ['apps/api/src/testing/embedded-setup.ts'],
          env: { MM_TEST_DB: 'embedded' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiInclude,
                // These do not touch the test database; once is enough.
                exclude: [
                  'apps/api/src/config.test.ts',
                  'apps/api/src/db/embedded.test.ts',
                  'apps/api/src/production-start.test.ts',
                  // Starts its own servers, on the embedded database and (TEST_DATABASE_URL) on PostgreSQL.
                  'apps/api/src/crash-safety.test.ts',
                  // About Redis (TEST_REDIS_URL), not the database.
                  'apps/api/src/plugins/shared-rate-limits.test.ts',
                ],
                env: { MM_TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
