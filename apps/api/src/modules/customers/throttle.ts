// Log-in throttling per account and per client address, kept in the database so every API instance agrees. An attempt
// takes its place in each window before its password is checked (one atomic upsert per key), so however many arrive
// at once, at most the limit of them are checked; a right password gives its place back.
import { say } from '@motomitra/domain/say';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { addressKey } from '../../plugins/client-address.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type Attempt = { allowed: true; failuresBefore: number } | { allowed: false; waitMinutes: number };

/**
 * Counts an attempt against each key; allowed only while every key is within its limit. A window that has passed
 * starts again at 1. `failuresBefore` is the first key's count before this attempt (the account's).
 */
export async function takeAttempt(db: Db, keys: { key: string; max: number }[]): Promise<Attempt> {
  const windowStart = sql`${new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString()}::timestamptz`;
  let wait = 0;
  let failuresBefore = 0;
  for (const [i, { key, max }] of keys.entries()) {
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
      .returning({ failures: loginThrottle.failures, windowStart: loginThrottle.windowStart });
    if (!row) continue;
    if (i === 0) failuresBefore = row.failures - 1;
    if (row.failures > max) {
      const left = row.windowStart.getTime() + THROTTLE_WINDOW_MS - Date.now();
      wait = Math.max(wait, Math.max(1, Math.ceil(left / 60_000)));
    }
  }
  return wait > 0 ? { allowed: false, waitMinutes: wait } : { allowed: true, failuresBefore };
}

/**
 * A right password: the account starts afresh, and the address gets back the place this attempt took (a shared
 * office address must not lock itself out by logging in).
 */
export async function forgiveAttempt(db: Db, accountKey: string, addressKey: string): Promise<void> {
  await forgetKey(db, accountKey);
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, addressKey));
}

/** The key starts afresh (an account whose password was just reset by its owner). */
export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Windows that have passed are forgotten (the table would otherwise keep every key ever tried). */
export async function forgetPastWindows(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/** The lock-out key of an account, by its e-mail (as it is typed, in any case). */
export const accountKey = (email: string) => `email:${email.toLowerCase()}`;

/**
 * A password guess for an account from an address (logging in, or the password asked again before a change): it
 * takes its place in both windows first, and a full window answers 429 with the text `lockedOut` names, its `{wait}`
 * filled. `failuresBefore` is the account's failures before this guess; `right()` forgives the guess once the password
 * proved right.
 */
export async function takeGuess(
  db: Db,
  email: string,
  ip: string,
  lockedOut: 'tooManyLogins' | 'tooManyWrongPasswords',
): Promise<{ failuresBefore: number; right(): Promise<void> }> {
  const account = accountKey(email);
  // An IPv6 client by its /64, as every per-address limit counts (client-address.ts).
  const address = `ip:${addressKey(ip)}`;
  const attempt = await takeAttempt(db, [
    { key: account, max: MAX_FAILURES_PER_ACCOUNT },
    { key: address, max: MAX_FAILURES_PER_ADDRESS },
  ]);
  if (!attempt.allowed) {
    const wait = attempt.waitMinutes;
    throw new HttpError(429, say(lockedOut, { wait: say(wait === 1 ? 'waitMinute' : 'waitMinutes', { n: wait }) }));
  }
  return { failuresBefore: attempt.failuresBefore, right: () => forgiveAttempt(db, account, address) };
}
