// A number's codes under concurrency, with two API instances on one PostgreSQL and real parallel HTTP requests: the
// hourly cap holds whichever instance each request reaches, because each counts the number's codes under a lock on the
// number (pg_advisory_xact_lock) held until it has written its own; without it, every racer would count the same 4 and
// send. The per-address limit is counted in Redis (TEST_REDIS_URL), so two instances share it too.
import { randomBytes } from 'node:crypto';
import { OTP_PER_HOUR } from '@motomitra/domain/phone-login';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { otpCodes, outbox } from '../../db/schema.ts';
import { type Hold, hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { e164, newMobile } from '../../testing/phone-codes.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

let setup: TwoInstances;
let instances: [Instance, Instance];
beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances } = setup);
});
afterAll(async () => {
  await setup?.close();
});

const db = () => setup.t.database.db;

/** Asks for a code over real HTTP through instance `i % 2`. */
async function ask(i: number, mobile: string): Promise<number> {
  const res = await fetch(`${(instances[i % 2] as Instance).url}/api/customer/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A number that was sent OTP_PER_HOUR - 1 codes in the last hour, the latest 4 minutes ago. */
async function numberOneShortOfTheCap(): Promise<string> {
  const mobile = newMobile();
  const now = Date.now();
  await db()
    .insert(otpCodes)
    .values(
      Array.from({ length: OTP_PER_HOUR - 1 }, (_, i) => ({
        phone: e164(mobile),
        purpose: 'login' as const,
        codeHash: `earlier-${i}`,
        createdAt: new Date(now - (10 - 2 * i) * 60_000),
        expiresAt: new Date(now - (5 - 2 * i) * 60_000),
      })),
    );
  return mobile;
}

const sent = async (mobile: string) => ({
  codes: (
    await db()
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(mobile)))
  ).length,
  messages: (
    await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(mobile)))
  ).length,
});
/** Another session holding the number's lock, as a request in flight does, until release(). */
const holdNumber = (mobile: string) =>
  hold(setup.fresh.config.url, 'select pg_advisory_xact_lock(hashtext($1))', [`otp:${e164(mobile)}`]);
afterEach(releaseHolds);

/** Returns once `n` sessions wait behind the held lock; fails the test when they do not within 5 seconds. */
const untilBlocked = (held: Hold, n: number) => untilBlockedBy(db(), held, n, "requests waited for the number's lock");

describe("a number's hourly cap (two instances, one PostgreSQL)", () => {
  it('12 requests at once for a number one code short of the cap send exactly one; the others get 429', async () => {
    const mobile = await numberOneShortOfTheCap();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(i, mobile)));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 11 });
    expect(await sent(mobile)).toEqual({ codes: OTP_PER_HOUR, messages: 1 });
  });

  it('two requests that arrive while another holds the number wait for it, and only one sends', async () => {
    const mobile = await numberOneShortOfTheCap();
    const held = await holdNumber(mobile);
    const racing = Promise.all([ask(0, mobile), ask(1, mobile)]);
    // Both are inside their transactions, waiting for the number: neither has counted yet.
    await untilBlocked(held, 2);
    await held.release();
    expect(statuses(await racing)).toEqual({ 200: 1, 429: 1 });
    expect(await sent(mobile)).toEqual({ codes: OTP_PER_HOUR, messages: 1 });
  });
});

describe.runIf(REDIS_URL)('the per-address limit with REDIS_URL (two instances)', () => {
  const LIMIT = 3;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts one address over both instances, whatever the numbers, and not another address', async () => {
    // A secret of its own per run: the address's key in Redis is new, so no earlier run's count interferes.
    const config = {
      ...setup.t.config,
      redisUrl: REDIS_URL ?? null,
      sessionSecret: randomBytes(32).toString('hex'),
      rateLimits: { ...setup.t.config.rateLimits, otpPerHour: LIMIT },
    };
    for (const _ of [1, 2]) {
      const app = await buildApp(config, { database: setup.t.database });
      await app.ready();
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ask = (app: FastifyInstance, remoteAddress = '203.0.113.50') =>
      app.inject({
        method: 'POST',
        url: '/api/customer/otp/request',
        headers: { 'content-type': 'application/json' },
        payload: { mobile: newMobile() },
        remoteAddress,
      });
    const answers = [await ask(a), await ask(b), await ask(a), await ask(b), await ask(a)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]?.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect((await ask(b, '198.51.100.9')).statusCode).toBe(200);
  });
});
