// Failed log-in throttling per account and per client address, kept in the database so every API instance agrees.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Minutes until the caller may try again, or 0 when not locked out. */
export async function lockedOutMinutes(db: Db, keys: { key: string; max: number }[]): Promise<number> {
  let minutes = 0;
  for (const { key, max } of keys) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (!row) continue;
    const left = row.windowStart.getTime() + THROTTLE_WINDOW_MS - Date.now();
    if (left > 0 && row.failures >= max) minutes = Math.max(minutes, Math.ceil(left / 60_000));
  }
  return minutes;
}

/** Counts a failure; a window that has passed starts again at 1. Returns the account's failures in the window. */
export async function recordFailure(db: Db, keys: string[]): Promise<number> {
  let first = 0;
  for (const [i, key] of keys.entries()) {
    const windowStart = sql`${new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStart} then now() else ${loginThrottle.windowStart} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (i === 0) first = row?.failures ?? 0;
  }
  return first;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
