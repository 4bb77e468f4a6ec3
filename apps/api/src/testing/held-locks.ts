// For the concurrency tests over two instances: another PostgreSQL session holding a lock, as a request in flight does,
// until the test releases it; a wait until the racing requests queue behind it; and the count of the racers' answers.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** Another session, in a transaction that holds the locks of what it ran, until release() commits. */
export type Hold = { pid: number; release(): Promise<void> };
const holds = new Set<Hold>();

/** Runs `statement` in another session's open transaction on the database at `url`. */
export async function hold(url: string, statement: string, params: unknown[]): Promise<Hold> {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query('begin');
  await other.query(statement, params);
  const { rows } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
  const held: Hold = {
    pid: rows[0]?.pid ?? 0,
    release: async () => {
      if (!holds.delete(held)) return;
      await other.query('commit');
      await other.end();
    },
  };
  holds.add(held);
  return held;
}

/** Releases what a test still holds (for afterEach: a test that fails before its release() is cleaned up after). */
export async function releaseHolds(): Promise<void> {
  for (const held of [...holds]) await held.release();
}

/**
 * Returns once `n` sessions wait for a lock `held` has, directly or queued behind another waiter for it; fails the
 * test, saying that fewer than `n` `waiters`, when they do not within 5 seconds.
 */
export async function untilBlockedBy(db: Db, held: Hold, n: number, waiters: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const waiting = (await db.execute(
      sql`with recursive blocked(pid) as (
          select pid from pg_stat_activity where ${held.pid}::int = any(pg_blocking_pids(pid))
          union
          select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid)))
        select count(*)::int as n from blocked`,
    )) as unknown as { rows: { n: number }[] };
    if ((waiting.rows[0]?.n ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} ${waiters}`);
}

/** How many answers had each status: { 200: 1, 429: 11 }. */
export function statuses(list: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of list) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
