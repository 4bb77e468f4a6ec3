// End-to-end tests in Debian's Chromium (never downloaded) against the shop started as `npm start` would (free port,
// fresh database; the worker-scoped `shop` fixture in fixtures.ts). Every spec runs on the embedded database; with
// E2E_POSTGRES=true and TEST_DATABASE_URL the booking journey runs again on a fresh PostgreSQL database (project
// e2e-postgres). CI leaves that out to stay within its 20 minutes: the API suites run on that server, and
// crash-safety.test.ts starts the shop's server on it and places orders.
// `npm run build` first (`npm run test:e2e` does): the shop runs the built API and serves the built web app.
import { defineConfig } from '@playwright/test';
import type { DatabaseKind } from './shop.ts';
import { BROWSER_ARGS, CHROMIUM, PHONE } from './support.ts';

const postgres = process.env.E2E_POSTGRES === 'true' && Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig<{ database: DatabaseKind }>({
  testDir: './specs',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  // Two workers, each with its own shop (the shop fixture is worker-scoped) and browser; a spec file's tests run in
  // order on one worker, since they share its shop's data. One worker took the whole run past CI's 20 minutes.
  fullyParallel: false,
  workers: 2,
  // A test that fails now and then is a failing test.
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // A guard against a walk that hangs, not a measure of speed (`npm run bench` measures that): a long walk (every
  // public page in three languages, a booking from sign-up to invoice) takes 40 to 70 s here on two busy cores.
  timeout: 180_000,
  // Web-first assertions retry until this; the machine has two cores and may be busy with other work.
  expect: { timeout: 10_000 },
  use: {
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: BROWSER_ARGS },
    viewport: PHONE,
    reducedMotion: 'no-preference',
    // Every test's new context installed the service worker, which fetched and stored every built file (some 150)
    // while the walk went on. The service worker has its own walk (delivery.e2e.ts, in a browser profile of its own,
    // which this does not touch); the others walk the pages without it.
    serviceWorkers: 'block',
    // A failed test keeps its trace: every action, the page before and after it, the console and the network
    // (test-results/<test>/trace.zip; `npx playwright show-trace <file>` opens it). A passing test's is dropped. The
    // page is kept as DOM snapshots, not as a film of screenshots, which every walk paid for in encoding time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    { name: 'e2e', use: { database: 'embedded' } },
    ...(postgres
      ? [
          {
            name: 'e2e-postgres',
            testMatch: ['booking.e2e.ts'],
            use: { database: 'postgres' as const },
          },
        ]
      : []),
  ],
});
