// Sign-in details (product decisions, "Accounts, continued"): a forgotten password is reset through an e-mailed
// single-use link valid 30 minutes, stored only as its HMAC; a new password ends every session of the account.
// The current password, asked again before a change that matters, is checked here (sign-in-change.ts,
// my-data-erasure.ts).

import { randomBytes } from 'node:crypto';
import { type Language, localizedPath } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { customers, passwordResets, sessions } from '../../db/schema.ts';
import { badRequest } from '../../http-error.ts';
import { hashId } from '../../plugins/sessions.ts';
import { passwordChangedEmail, passwordResetEmail, RESET_LINK_MINUTES } from '../notifications/account-emails.ts';
import { enqueueEmail } from '../notifications/outbox-queue.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { accountKey, forgetKey, takeAttempt, takeGuess } from './throttle.ts';

/** Links e-mailed to one address per 15 minutes; more requests answer the same, and send nothing. */
export const RESET_MAILS_PER_WINDOW = 3;

/**
 * The reset page, in the customer's language (/mr/reset-password), reads the token from the link's fragment: a
 * fragment never reaches a server, its logs or a Referer.
 */
export function resetLink(publicUrl: string, token: string, language: Language = 'en'): string {
  return `${publicUrl}${localizedPath('/reset-password', language)}#token=${token}`;
}

/**
 * Queues a reset link for the account of this e-mail, if there is one. The route answers before it runs (after the
 * reply, app.afterReply), the same whether or not the address has an account: neither the answer nor its time says
 * which. The message carries the link's HMAC, so the outbox does not send it once the link no longer works.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const attempt = await takeAttempt(app.db, [{ key: `reset:${email}`, max: RESET_MAILS_PER_WINDOW }]);
  if (!attempt.allowed) return;
  const [account] = await app.db
    .select({ id: customers.id, name: customers.name, email: customers.email, language: customers.language })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`);
  if (!account) return;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashId(app.config.sessionSecret, token);
  const language = account.language ?? undefined;
  await app.db.transaction(async (tx) => {
    // Links that have passed are forgotten here, on the path that makes new ones.
    await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
    await tx.insert(passwordResets).values({
      tokenHash,
      customerId: account.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    await enqueueEmail(tx, {
      orderId: null,
      to: account.email,
      secret: true,
      resetTokenHash: tokenHash,
      ...passwordResetEmail(
        account.name,
        resetLink(app.config.publicUrl, token, language),
        app.config.brandName,
        language,
      ),
    });
  });
}

/**
 * Sets a new password with a link's token: the token is used up in the same statement that checks it (two tries at
 * once cannot both pass), every session and every other link of the account ends, and the account is told.
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const tokenHash = hashId(app.config.sessionSecret, token);
  const done = await app.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (!used) return false;
    const [account] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, used.customerId))
      .returning({ id: customers.id, name: customers.name, email: customers.email, language: customers.language });
    if (!account) return false;
    await endEverySession(tx, account.id);
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, account.id));
    await enqueueEmail(tx, {
      orderId: null,
      to: account.email,
      ...passwordChangedEmail(account.name, app.config.brandName, account.language ?? undefined),
    });
    return account.email;
  });
  if (done === false) throw badRequest(say('resetLinkInvalid'), { token: say('resetLinkInvalid') });
  // Whoever set the password can log in at once, even if guesses had locked the account.
  if (done !== null) await forgetKey(app.db, accountKey(done));
}

/**
 * The account's current password, asked again before a change that matters (e-mail, password, erasure): a wrong one
 * counts against the account's log-in lock-out like any other guess, and is said beside `field`.
 */
export async function requirePassword(
  db: Db,
  account: { email: string | null; passwordHash: string | null },
  password: string,
  ip: string,
  field: string,
): Promise<void> {
  // An account made with a mobile number may have no password (nor e-mail) to confirm a change with.
  if (account.email === null || account.passwordHash === null) {
    throw badRequest(say('currentPasswordWrong'), { [field]: say('currentPasswordWrong') });
  }
  const guess = await takeGuess(db, account.email, ip, 'tooManyWrongPasswords');
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw badRequest(say('currentPasswordWrong'), { [field]: say('currentPasswordWrong') });
  }
  await guess.right();
}

/** Ends every session of the account but `keep` (the one that made the change), and its unused reset links. */
export async function endEverySession(tx: Tx | Db, customerId: string, keep?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.customerId, customerId), ne(sessions.idHash, keep)) : eq(sessions.customerId, customerId),
    );
}
