// Unit and API tests. API suites run on the embedded PostgreSQL the run starts, and again on the PostgreSQL server
// TEST_DATABASE_URL names when it is set; every test file gets a fresh database, a copy of a template the project's
// global setup makes once on each (apps/api/src/testing/database-templates.ts).
import { defineConfig } from 'vitest/config';

const apiInclude = ['apps/api/src/**/*.test.ts'];
// These replace a module of the app with vi.mock: they get a module graph of their own (isolated), as every file did
// before; the other API files share their worker's, since they share no state but the database, which is their own.
const mocking = ['apps/api/src/modules/webhooks/webhooks.test.ts', 'apps/api/src/plugins/answer-reworded.test.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// These do not touch the test database, or start their own servers on both: once, on the embedded one, is enough.
const embeddedOnly = [
  'apps/api/src/config.test.ts',
  'apps/api/src/db/embedded.test.ts',
  'apps/api/src/production-start.test.ts',
  // Starts its own servers, on the embedded database and (TEST_DATABASE_URL) on PostgreSQL.
  'apps/api/src/crash-safety.test.ts',
  // About Redis (TEST_REDIS_URL), not the database.
  'apps/api/src/plugins/shared-rate-limits.test.ts',
];

/** The API's files (`include`, but for `exclude`) on one database: the embedded one, or TEST_DATABASE_URL's. */
function api(name: string, db: 'embedded' | 'postgres', include: string[], exclude: string[], isolate: boolean) {
  return {
    test: {
      name,
      include,
      exclude,
      isolate,
      globalSetup: [`apps/api/src/testing/${db}-setup.ts`],
      // The fuzz sends FUZZ_RUNS requests on the embedded database (10,000 in `npm test`), 1,500 on the server.
      env: db === 'embedded' ? { MM_TEST_DB: db } : { MM_TEST_DB: db, FUZZ_RUNS: '1500' },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one to itself): the API files spend much of their time waiting on PostgreSQL.
    maxWorkers: 2,
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
      // Checks of the whole repository (every source's size, the typecheck's projects): seconds of work, more on a
      // busy machine, which Vitest's default 5 s limit counted as a failure.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      api('api', 'embedded', apiInclude, mocking, false),
      api('api-mocks', 'embedded', mocking, [], true),
      ...(postgres
        ? [
            api('api-postgres', 'postgres', apiInclude, [...embeddedOnly, ...mocking], false),
            api('api-postgres-mocks', 'postgres', mocking, [], true),
          ]
        : []),
    ],
  },
});
