// Logging in and signing up with a mobile number and a code (decision 0019). A code goes to any valid number, by SMS
// always and on WhatsApp too when the number's account has it on: the request does the same work and gets the same
// answer whether or not the number has an account. A right code logs into the account holding the number verified,
// else the oldest live customer account that gave it (which becomes verified), else, given a name, a new account.
import type { Language } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { customers, type Role } from '../../db/schema.ts';
import { badRequest, type HttpError } from '../../http-error.ts';
import { queuePhoneMessages } from '../messaging/queue.ts';
import { latestConsent, recordConsent } from './channels.ts';
import { checkCode, issueCode, lockNumber, useCode, wrongCode } from './otp-codes.ts';

/** Stands for "no account" where a query needs an id: no row has it. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

type Holder = { id: string; role: Role; language: Language | null; verified: boolean };

/**
 * The account a right code for `phone` logs into: the one holding the number verified (an operator's included, so
 * that it is refused rather than passed over), else the oldest live customer account that gave the number.
 */
async function holderOf(tx: Tx, phone: string): Promise<Holder | null> {
  const columns = { id: customers.id, role: customers.role, language: customers.language };
  const [verified] = await tx
    .select(columns)
    .from(customers)
    .where(and(eq(customers.phone, phone), isNotNull(customers.phoneVerifiedAt), isNull(customers.deletedAt)));
  if (verified) return { ...verified, verified: true };
  const [oldest] = await tx
    .select(columns)
    .from(customers)
    .where(and(eq(customers.phone, phone), eq(customers.role, 'customer'), isNull(customers.deletedAt)))
    .orderBy(asc(customers.createdAt), asc(customers.number))
    .limit(1);
  return oldest ? { ...oldest, verified: false } : null;
}

/** Queues a code to a number: on WhatsApp when `whatsapp`, and by SMS always (a code is essential). */
export async function queueCode(
  tx: Tx,
  message: { phone: string; customerId: string | null; language: Language; code: string; whatsapp: boolean },
): Promise<void> {
  const base = {
    to: message.phone,
    customerId: message.customerId,
    orderId: null,
    template: 'login_code' as const,
    language: message.language,
    values: [message.code],
    secret: true,
  };
  await queuePhoneMessages(tx, [
    ...(message.whatsapp ? [{ ...base, channel: 'whatsapp' as const }] : []),
    { ...base, channel: 'sms' as const },
  ]);
}

/**
 * A login code for `phone`, in its account's language (else the request's `language`); 429 when the number had one
 * too recently or too often. The same statements run for a number with an account and one without.
 */
export async function requestLoginCode(app: FastifyInstance, phone: string, language: Language): Promise<void> {
  await app.db.transaction(async (tx) => {
    const code = await issueCode(
      tx,
      app.config.sessionSecret,
      { phone, purpose: 'login', customerId: null },
      app.now(),
    );
    const holder = await holderOf(tx, phone);
    const customer = holder?.role === 'customer' ? holder : null;
    const whatsapp = await latestConsent(tx, customer?.id ?? NO_ACCOUNT, 'whatsapp');
    await queueCode(tx, {
      phone,
      customerId: customer?.id ?? null,
      language: customer?.language ?? language,
      code,
      whatsapp: whatsapp === true,
    });
  });
}

export type CodeLogin = { id: string; language: Language | null; created: boolean };
type Outcome = { login: CodeLogin } | { refusal: HttpError };

/**
 * The account a right code logs into (or makes, given a name), with the code used up; a wrong, used, expired or dead
 * code refused with 400 after its try is counted. Without a name for a number without an account, 400 and the code
 * stays usable for the retry with one.
 */
export async function verifyLoginCode(
  app: FastifyInstance,
  body: { mobile: string; code: string; name?: string | undefined; whatsapp?: boolean | undefined },
  language: Language,
): Promise<CodeLogin> {
  const now = app.now();
  const phone = body.mobile;
  // A refusal is returned, not thrown: a wrong try's count must commit.
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    await lockNumber(tx, phone);
    const target = { phone, purpose: 'login' as const, customerId: null };
    const check = await checkCode(tx, app.config.sessionSecret, target, body.code, now);
    if (check.outcome !== 'right') return { refusal: wrongCode() };
    const holder = await holderOf(tx, phone);
    // An operator never logs in by code: the console stays behind its password.
    if (holder?.role === 'operator') return { refusal: wrongCode() };
    if (!holder && !body.name) return { refusal: badRequest(say('otpNameNeeded'), { name: say('otpNameNeeded') }) };
    if (!(await useCode(tx, check.id, now))) return { refusal: wrongCode() };
    if (holder) {
      if (!holder.verified) {
        await tx.update(customers).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(customers.id, holder.id));
      }
      return { login: { id: holder.id, language: holder.language, created: false } };
    }
    const [made] = await tx
      .insert(customers)
      .values({ name: body.name ?? '', email: null, phone, passwordHash: null, phoneVerifiedAt: now, language })
      .returning({ id: customers.id });
    if (!made) throw new Error('insert returned nothing');
    if (body.whatsapp !== undefined) await recordConsent(tx, made.id, 'whatsapp', body.whatsapp, 'signup');
    return { login: { id: made.id, language: null, created: true } };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.login;
}
