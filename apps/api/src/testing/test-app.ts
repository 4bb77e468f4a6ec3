// Builds the real app over a fresh, migrated, seeded database for one test file: in-memory PGlite or a new PostgreSQL database.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, testConfig, testDatabaseTarget } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';

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
  const name = `mm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 20 },
    drop: async () => {
      const c = new pg.Client({ connectionString: target.adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { seed?: boolean; onRoute?: BuildOptions['onRoute'] } = {},
): Promise<TestApp> {
  const fresh = await createTestDatabase();
  const config = testConfig({ database: fresh.config, ...overrides });
  const database = await openDatabase(config.database);
  await database.migrate();
  if (opts.seed !== false) await seedDemoData(database.db);
  const app = await buildApp(config, { database, ...(opts.onRoute ? { onRoute: opts.onRoute } : {}) });
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
