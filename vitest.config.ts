// Unit and API tests. API suites run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config';

const apiInclude = ['apps/api/src/**/*.test.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api-pglite',
          include: apiInclude,
          exclude: ['**/*.pg.test.ts'],
          env: { MM_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiInclude,
                // These two do not touch the configured database; once (on PGlite) is enough.
                exclude: ['apps/api/src/config.test.ts', 'apps/api/src/db/client.test.ts'],
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
