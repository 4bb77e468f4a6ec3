// Test fixtures for logging in with a mobile number and a code: asking for one, reading it where a developer does (the
// outbox's SMS), and giving it back.

import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { as, cookieFrom, json } from './customers.ts';
import type { TestAppOnClock } from './test-app.ts';

let next = 0;
/** A fresh mobile number per call, as the customer types it (10 digits). */
export function newMobile(): string {
  next++;
  return `7${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(next % 10_000).padStart(4, '0')}`;
}

export const e164 = (mobile: string) => `+91${mobile.replace(/^\+91/, '')}`;

export function requestCode(
  app: FastifyInstance,
  mobile: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/customer/otp/request',
    headers: { ...json, ...options.headers },
    payload: { mobile },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function verifyCode(
  app: FastifyInstance,
  body: { mobile: string; code: string; name?: string; whatsapp?: boolean },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/customer/otp/verify',
    headers: { ...json, ...headers },
    payload: body,
  });
}

/** The code last sent to a number by SMS, read from the outbox as a developer would. */
export async function lastCode(db: Db, mobile: string): Promise<string> {
  const [row] = await db
    .select({ variables: outbox.variables })
    .from(outbox)
    .where(and(eq(outbox.toAddress, e164(mobile)), eq(outbox.channel, 'sms'), eq(outbox.template, 'login_code')))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  const code = (row?.variables as string[] | undefined)?.[0];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** A code that is not `code` (for a wrong try). */
export const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * An account made with a mobile number and a code (a minute after the last, so the number's pace never refuses it):
 * no e-mail, no password, the number verified; `whatsapp` as the sign-up form's box.
 */
export async function mobileAccount(
  t: Pick<TestAppOnClock, 'app' | 'database' | 'tick'>,
  name: string,
  options: { whatsapp?: boolean } = {},
): Promise<{ cookie: string; id: string; mobile: string }> {
  const mobile = newMobile();
  t.tick(60);
  await requestCode(t.app, mobile);
  const code = await lastCode(t.database.db, mobile);
  const made = await verifyCode(t.app, { mobile, code, name, ...options });
  if (made.statusCode !== 200) throw new Error(`sign-up: ${made.statusCode} ${made.body}`);
  const cookie = cookieFrom(made);
  const me = await as(t.app, { cookie }, { method: 'GET', url: '/api/customer/fetch/single' });
  return { cookie, id: me.json().customer._id, mobile };
}
