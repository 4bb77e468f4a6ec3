// Builds the real app over a fresh, migrated, seeded database for one test file: in-memory PGlite or a new PostgreSQL database.
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, testConfig, testDatabaseTarget } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/** A fresh database: a new PostgreSQL database per call when testing on PostgreSQL, else in-memory PGlite. */
export async function createTestDatabase(): Promise<{ config: Config['database']; drop(): Promise<void> }> {
  const target = testDatabaseTarget();
  if (target.kind === 'pglite') return { config: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const scratch = await createScratchDatabase(target.adminUrl, 'mm_test');
  return { config: { kind: 'postgres', url: scratch.url, poolSize: 20 }, drop: scratch.drop };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { seed?: boolean; onRoute?: BuildOptions['onRoute']; logStream?: BuildOptions['logStream'] } = {},
): Promise<TestApp> {
  const fresh = await createTestDatabase();
  const config = testConfig({ database: fresh.config, ...overrides });
  const database = await openDatabase(config.database);
  await database.migrate();
  if (opts.seed !== false) await seedDemoData(database.db);
  const app = await buildApp(config, {
    database,
    ...(opts.onRoute ? { onRoute: opts.onRoute } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
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
    },
  };
}
