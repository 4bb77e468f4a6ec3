// Builds the real app over a fresh, migrated, seeded database for one test file, on the embedded PostgreSQL of the
// test run or on the server TEST_DATABASE_URL names.
// The global setup's provide() types what inject() reads here, in every project that imports this file.
/// <reference path="./embedded-setup.ts" />
/// <reference path="./database-templates.ts" />
import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, testConfig, testDatabaseTarget } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { DatabaseTemplates } from './database-templates.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * A fresh database per call: empty, migrated, or migrated and seeded with the demo data (a copy of the run's template,
 * database-templates.ts).
 */
export async function createTestDatabase(from: 'empty' | keyof DatabaseTemplates = 'empty'): Promise<{
  config: Extract<Config['database'], { kind: 'postgres' }>;
  drop(): Promise<void>;
}> {
  const target = testDatabaseTarget();
  const adminUrl = target.kind === 'postgres' ? target.adminUrl : inject('embeddedAdminUrl');
  const scratch = await createScratchDatabase(
    adminUrl,
    'mm_test',
    from === 'empty' ? undefined : inject('databaseTemplates')[from],
  );
  return { config: { kind: 'postgres', url: scratch.url, poolSize: 20 }, drop: scratch.drop };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    seed?: boolean;
    onRoute?: BuildOptions['onRoute'];
    logStream?: BuildOptions['logStream'];
    web?: BuildOptions['web'];
    clock?: BuildOptions['clock'];
  } = {},
): Promise<TestApp> {
  const fresh = await createTestDatabase(opts.seed === false ? 'migrated' : 'seeded');
  const config = testConfig({ database: fresh.config, ...overrides });
  const database = await openDatabase(config.database);
  // Nothing to do on a template's copy; it keeps the schema right should the template ever be behind.
  await database.migrate();
  const app = await buildApp(config, {
    database,
    ...(opts.onRoute ? { onRoute: opts.onRoute } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.web ? { web: opts.web } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
      // The photos the file's tests stored on disk (testConfig puts them under the system's temporary directory).
      if (config.photos.kind === 'disk' && config.photos.dir.startsWith(os.tmpdir()))
        fs.rmSync(config.photos.dir, { recursive: true, force: true });
    },
  };
}

/** The app of one test file on a clock the test moves, with no demo data; started and closed by the file's hooks. */
export type TestAppOnClock = Omit<TestApp, 'close'> & {
  /** The app's time now. */
  readonly now: Date;
  /** Moves the app's clock on by `seconds`. */
  tick(seconds: number): void;
};

/** Registers the hooks that start the app (clock at `start`) before the file's tests and close it after. */
export function testAppOnClock(start: string): TestAppOnClock {
  let now = new Date(start);
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false, clock: () => now });
  });
  afterAll(async () => {
    await t?.close();
  });
  const started = () => {
    if (!t) throw new Error('the test app starts in beforeAll');
    return t;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    get now() {
      return now;
    },
    tick(seconds) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}
