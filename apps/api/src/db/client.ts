// The one database client: a pg pool, on the embedded PostgreSQL in DATA_DIR when no DATABASE_URL is set.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type EmbeddedCluster, startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
  /** Told when the pool loses an idle connection (it replaces it); the app logs it. */
  onConnectionError(listener: (err: Error) => void): void;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Opens the configured database. The embedded one is started first (and stopped on close); `join` lets a command-line
 * tool use the cluster of a server that already runs on the same DATA_DIR.
 */
export async function openDatabase(config: Config['database'], opts: { join?: boolean } = {}): Promise<Database> {
  let cluster: EmbeddedCluster | null = null;
  let connection: pg.PoolConfig;
  if (config.kind === 'embedded') {
    cluster = await startEmbeddedPostgres(config.dataDir, {
      // The pool, plus room for a command-line tool joining a running server.
      maxConnections: config.poolSize + 10,
      ...(opts.join ? { join: true } : {}),
    });
    connection = cluster.connection();
  } else connection = { connectionString: config.url };
  const pool = new pg.Pool({ ...connection, max: config.poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it. Listeners hear of it.
  const listeners = new Set<(err: Error) => void>();
  pool.on('error', (err) => {
    for (const listener of listeners) listener(err);
  });
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: config.kind,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: async () => {
      await pool.end();
      await cluster?.stop();
    },
    onConnectionError: (listener) => {
      listeners.add(listener);
    },
  };
}
