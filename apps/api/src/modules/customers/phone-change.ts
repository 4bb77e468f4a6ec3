// A logged-in customer's codes (decision 0019): one sent to a new number moves the account to it, verified; one sent to
// their own number verifies it, and confirms what a password confirms for an account without one (a new e-mail or
// password, erasure). Every such code is bound to the account (purpose change_number): no other account can use it.
//
// Asking for a code answers the same whether or not another account holds the number: the code goes to the number, so
// only its owner learns, at the move, that it belongs to another account.
import type { Language } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { latestConsent } from './channels.ts';
import { queueCode } from './otp.ts';
import { checkCode, issueCode, lockNumber, useCode, wrongCode } from './otp-codes.ts';

type Account = { phone: string; language: Language | null };

/**
 * Whether the account confirms a change that matters (e-mail, password, erasure) with a code sent to its own number
 * rather than a password: it has no password, or no e-mail address to log in with one.
 */
export const confirmsWithCode = (account: { email: string | null; passwordHash: string | null }) =>
  account.email === null || account.passwordHash === null;

async function liveAccount(tx: Tx, customerId: string): Promise<Account> {
  const [me] = await tx
    .select({ phone: customers.phone, language: customers.language })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!me) throw new HttpError(401, say('pleaseLogIn'));
  return me;
}

/**
 * A code bound to the account, to `phone` (its new number or its own), by SMS, and on WhatsApp too when it is their own
 * number and they have WhatsApp on; the number's limits are the login code's (otp-codes.ts), 429 past them.
 */
export async function sendPhoneCode(
  app: FastifyInstance,
  customerId: string,
  phone: string,
  language: Language,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const me = await liveAccount(tx, customerId);
    const target = { phone, purpose: 'change_number' as const, customerId };
    const code = await issueCode(tx, app.config.sessionSecret, target, app.now());
    const whatsapp = me.phone === phone && (await latestConsent(tx, customerId, 'whatsapp')) === true;
    await queueCode(tx, { phone, customerId, language: me.language ?? language, code, whatsapp });
  });
}

/**
 * Checks and uses up a code the account asked for to `phone`, in the caller's transaction, under the number's lock.
 * False for a wrong, used, expired or dead code; a wrong try is counted, so the caller commits before refusing.
 */
export async function useAccountCode(
  tx: Tx,
  app: FastifyInstance,
  target: { customerId: string; phone: string },
  code: string,
): Promise<boolean> {
  const now = app.now();
  await lockNumber(tx, target.phone);
  const check = await checkCode(
    tx,
    app.config.sessionSecret,
    { phone: target.phone, purpose: 'change_number', customerId: target.customerId },
    code,
    now,
  );
  return check.outcome === 'right' && (await useCode(tx, check.id, now));
}

const numberTaken = () => new HttpError(409, say('numberTaken'), { mobile: say('numberTaken') });

/**
 * Moves the account to `phone` with the code sent there, verified (its own number: verifies it). A number another live
 * account holds verified is refused with 409 once the code proved the number is the caller's, and the code stays
 * unused; a wrong code is 400 after its try is counted.
 */
export async function changePhone(
  app: FastifyInstance,
  customerId: string,
  phone: string,
  code: string,
): Promise<{ phone: string; same: boolean }> {
  const now = app.now();
  type Outcome = { moved: { phone: string; same: boolean } } | { refusal: HttpError };
  try {
    // A refusal is returned, not thrown: a wrong try's count must commit.
    const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
      const me = await liveAccount(tx, customerId);
      const target = { phone, purpose: 'change_number' as const, customerId };
      await lockNumber(tx, phone);
      const check = await checkCode(tx, app.config.sessionSecret, target, code, now);
      if (check.outcome !== 'right') return { refusal: wrongCode() };
      const [holder] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.phone, phone),
            isNotNull(customers.phoneVerifiedAt),
            isNull(customers.deletedAt),
            ne(customers.id, customerId),
          ),
        );
      if (holder) return { refusal: numberTaken() };
      if (!(await useCode(tx, check.id, now))) return { refusal: wrongCode() };
      await tx
        .update(customers)
        .set({ phone, phoneVerifiedAt: now, updatedAt: now })
        .where(eq(customers.id, customerId));
      return { moved: { phone, same: me.phone === phone } };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.moved;
  } catch (err) {
    // Another account verified the number between the check and the write (its login holds the same lock, so only a
    // path that does not take it could): the unique index on a verified number refuses it.
    if (isUniqueViolation(err, 'customers_phone_verified')) throw numberTaken();
    throw err;
  }
}
