// End-to-end tests: a server started as `npm start` would (free port, fresh database), Chromium via playwright-core.
// Every spec runs on the embedded database; with TEST_DATABASE_URL the booking and garage journeys run again, after
// them, on PostgreSQL.
import { defineConfig } from 'vitest/config';

const common = {
  root: import.meta.dirname,
  globalSetup: ['./global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...common, name: 'e2e', include: ['specs/**/*.e2e.ts'], sequence: { groupOrder: 0 } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...common,
                name: 'e2e-postgres',
                include: ['specs/booking.e2e.ts', 'specs/ops.e2e.ts'],
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
