// A stop is not a lost database: a Ctrl-C reaches the embedded PostgreSQL as well as the shop,
// and PostgreSQL ends the pool's connections while the shop closes; that was logged at level 50 as "database connection
// lost". Once the app is closing, a connection ending is logged at info; while it runs, a loss is still an error
// (plugins/hardening.test.ts "say when the database ends a connection").
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());

/** Ends every other connection to the test database from the server's side, as PostgreSQL's fast shutdown does. */
async function endConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
  await admin.connect();
  try {
    const result = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('connections the database ends while the shop stops', () => {
  it('are logged at info as ended by the stop, never as a lost database', async () => {
    const { lines, sink } = logLines();
    const shop = await buildApp({ ...t.config, logLevel: 'info' }, { database: t.database, logStream: sink });
    // The database ends the connections during the stop; the stop waits until the pool has heard of each one.
    let heard = 0;
    let ended = Number.POSITIVE_INFINITY;
    let allHeard: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    t.database.onConnectionError(() => {
      if (++heard >= ended) allHeard();
    });
    shop.addHook('onClose', async () => {
      ended = await endConnections();
      if (heard >= ended) allHeard();
      await done;
    });
    // Connections the pool keeps idle, as a shop that has served requests has.
    await shop.ready();
    const pool = t.database.db.$client;
    await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.01)')));
    expect(pool.idleCount).toBeGreaterThan(0);
    await shop.close();

    expect(ended).toBeGreaterThan(0);
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; code?: string });
    expect(logged.filter((l) => l.msg === 'database connection lost')).toEqual([]);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    const stopped = logged.filter((l) => l.msg === 'database connection ended by the stop');
    expect(stopped).toHaveLength(ended);
    expect(stopped[0]).toMatchObject({ level: 30, code: '57P01' });
  });
});
