// Logging in: the password checked under the lock-out (at most so many failures per account and per address in a
// window, however the requests are timed), each failure in a row answered a little later.
import type { Language } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { verifyPassword } from './passwords.ts';
import { findLogin } from './service.ts';
import { forgetPastWindows, takeGuess } from './throttle.ts';

/**
 * The customer these credentials log in, with the language they chose (null: never chose), or the 429 (locked out) or
 * 401 (wrong) to answer.
 */
export async function logIn(
  db: Db,
  email: string,
  password: string,
  ip: string,
): Promise<{ id: string; language: Language | null }> {
  const guess = await takeGuess(db, email, ip, 'tooManyLogins');
  const account = await findLogin(db, email);
  const ok = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !ok) {
    await forgetPastWindows(db);
    // Each failure in a row answers a little later: guessing gets slower before it is refused.
    await new Promise((r) => setTimeout(r, Math.min(guess.failuresBefore + 1, 5) * 100));
    throw new HttpError(401, say('loginFailed'));
  }
  await guess.right();
  // Said only after the right password: a switched-off member of staff learns why, a guesser learns nothing.
  if (!account.active) throw new HttpError(403, say('staffSwitchedOff'));
  return { id: account.id, language: account.language };
}
