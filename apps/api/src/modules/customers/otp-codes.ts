// One-time codes (decision 0019): six digits from crypto.randomInt, kept only as an HMAC of number and code under the
// session secret, valid OTP_VALID_MINUTES, used once, dead after OTP_MAX_TRIES wrong tries. A number gets a new code
// no sooner than OTP_RESEND_SECONDS after its last and at most OTP_PER_HOUR an hour, counted from the rows under a
// lock on the number held to the end of the transaction, so that every instance of the shop agrees.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@motomitra/domain/channels';
import { OTP_MAX_TRIES, OTP_PER_HOUR, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@motomitra/domain/phone-login';
import { say, waitText } from '@motomitra/domain/say';
import { and, count, desc, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { metrics } from '../../plugins/metrics.ts';
import { hashId } from '../../plugins/sessions.ts';

const HOUR = 60 * 60 * 1000;

/** Whom a code is for: a number, what for, and (a change of number) the one account that may use it. */
export type CodeTarget = { phone: string; purpose: OtpPurpose; customerId: string | null };

/** The code's HMAC, bound to its number: a code sent to one number proves nothing about another. */
export const codeHash = (secret: string, phone: string, code: string) => hashId(secret, `${phone}:${code}`);

/** Six digits, each of the million equally likely. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Takes the number's lock until the transaction ends: every instance's requests and checks of this number's codes
 * wait for each other, so two cannot both count the same hour (nor both claim the number for a new account).
 */
export async function lockNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/**
 * A new code for `target`, kept hashed, in the caller's transaction; 429 when the number had one less than
 * OTP_RESEND_SECONDS ago or OTP_PER_HOUR in the last hour (whatever they were for).
 */
export async function issueCode(tx: Tx, secret: string, target: CodeTarget, now: Date): Promise<string> {
  await lockNumber(tx, target.phone);
  const hourAgo = new Date(now.getTime() - HOUR);
  const [sent] = await tx
    .select({ n: count(), first: min(otpCodes.createdAt), last: max(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, target.phone), gt(otpCodes.createdAt, hourAgo)));
  const sinceLast = sent?.last ? now.getTime() - sent.last.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < OTP_RESEND_SECONDS * 1000) {
    metrics.otpRefused.inc({ reason: 'too_soon' });
    throw new HttpError(429, say('otpTooSoon', { wait: waitText(OTP_RESEND_SECONDS - sinceLast / 1000) }));
  }
  if ((sent?.n ?? 0) >= OTP_PER_HOUR && sent?.first) {
    metrics.otpRefused.inc({ reason: 'hourly_cap' });
    const left = sent.first.getTime() + HOUR - now.getTime();
    throw new HttpError(429, say('otpTooMany', { wait: waitText(left / 1000) }));
  }
  // Codes older than the hour count for nothing: they are forgotten here, on the path that makes new ones.
  await tx.delete(otpCodes).where(lt(otpCodes.createdAt, hourAgo));
  const code = newCode();
  await tx.insert(otpCodes).values({
    phone: target.phone,
    purpose: target.purpose,
    customerId: target.customerId,
    codeHash: codeHash(secret, target.phone, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
  });
  metrics.otpRequested.inc();
  return code;
}

/** Whether two HMACs are the same, in time that does not depend on where they differ. */
function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'base64url');
  const b = Buffer.from(given, 'base64url');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type CodeCheck = { outcome: 'right'; id: string } | { outcome: 'wrong' | 'dead' };

/**
 * Checks `code` against the latest live code for `target` (a newer code replaces the older ones). A wrong one counts
 * against it, atomically; at OTP_MAX_TRIES it is dead. The caller holds the number's lock and commits the count
 * even when it answers 400.
 */
export async function checkCode(tx: Tx, secret: string, target: CodeTarget, code: string, now: Date) {
  const [row] = await tx
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash, failedTries: otpCodes.failedTries })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, target.phone),
        eq(otpCodes.purpose, target.purpose),
        target.customerId === null ? isNull(otpCodes.customerId) : eq(otpCodes.customerId, target.customerId),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) return refused('wrong');
  if (row.failedTries >= OTP_MAX_TRIES) return refused('dead');
  if (!sameHash(row.codeHash, codeHash(secret, target.phone, code))) {
    await tx
      .update(otpCodes)
      .set({ failedTries: sql`${otpCodes.failedTries} + 1` })
      .where(eq(otpCodes.id, row.id));
    return refused('wrong');
  }
  return { outcome: 'right', id: row.id } as CodeCheck;
}

function refused(outcome: 'wrong' | 'dead'): CodeCheck {
  metrics.otpRefused.inc({ reason: outcome === 'wrong' ? 'wrong_code' : 'dead_code' });
  return { outcome };
}

/**
 * Uses the code up, in the statement that checks it is still unused, live and not dead: of two uses at once, one
 * alone gets its row back.
 */
export async function useCode(tx: Tx, id: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(otpCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.failedTries, OTP_MAX_TRIES),
      ),
    )
    .returning({ id: otpCodes.id });
  return used.length === 1;
}

/** A code check's refusal as the answer: 400, said beside the code. */
export const wrongCode = (field = 'code') => new HttpError(400, say('otpWrong'), { [field]: say('otpWrong') });
