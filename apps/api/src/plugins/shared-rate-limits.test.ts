// Rate limits with REDIS_URL: two instances of the shop count one address's requests together (on the Redis that
// TEST_REDIS_URL names; CI starts one), Redis never holds the address itself, and an unreachable Redis leaves each
// instance counting on its own instead of failing requests or letting them all through.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { REDIS_NAMESPACE } from './rate-limits.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const LIMIT = 4;
const CUSTOMER_IP = '203.0.113.77';

let t: TestApp;
const others: FastifyInstance[] = [];
const { lines, sink } = logLines();

/** One more instance of the shop on the same database, as a second server behind the load balancer. */
async function instance(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.config, ...overrides }, { database: t.database, logStream: sink });
  await app.ready();
  others.push(app);
  return app;
}

const search = (app: FastifyInstance, remoteAddress = CUSTOMER_IP) =>
  app.inject({ method: 'GET', url: '/api/places/search?q=Sitabuldi&city=Nagpur', remoteAddress });

async function statuses(app: FastifyInstance, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await search(app)).statusCode);
  return out;
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

// A secret of its own per run: the keys (a keyed hash of the address) are new, so no earlier run's counts interfere.
const limited = (redisUrl: string | null): Partial<Config> => ({
  sessionSecret: randomBytes(32).toString('hex'),
  redisUrl,
  places: { ...t.config.places, rateLimitPerMinute: LIMIT },
});

describe('rate limits across instances', () => {
  it('without Redis, each instance counts on its own', async () => {
    const config = limited(null);
    const a = await instance(config);
    const b = await instance(config);
    expect(await statuses(a, LIMIT)).toEqual(Array(LIMIT).fill(200));
    // The same address gets its whole allowance again on the other instance.
    expect(await statuses(b, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await search(a)).statusCode).toBe(429);
  });

  it.runIf(REDIS_URL)('with REDIS_URL, two instances share one count, and Redis holds no address', async () => {
    const config = limited(REDIS_URL ?? null);
    const a = await instance(config);
    const b = await instance(config);
    expect(await statuses(a, 2)).toEqual([200, 200]);
    expect(await statuses(b, 2)).toEqual([200, 200]);
    const refused = await search(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
    });
    expect((await search(b)).statusCode).toBe(429);
    // Another address is not held back by this one.
    expect((await search(b, '198.51.100.4')).statusCode).toBe(200);

    const redis = new Redis(REDIS_URL as string);
    try {
      const keys = await redis.keys(`${REDIS_NAMESPACE}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join('\n')).not.toContain(CUSTOMER_IP);
      // Counts expire with their window: Redis does not keep them.
      for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('with Redis unreachable, answers without waiting, counts per instance, and says so once without the address', async () => {
    lines.length = 0;
    // Nothing listens on port 1.
    const config = { ...limited('redis://127.0.0.1:1'), logLevel: 'info' as const };
    const a = await instance(config);
    const b = await instance(config);
    const started = Date.now();
    expect(await statuses(a, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(await statuses(b, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await search(a)).statusCode).toBe(429);
    // No request waited for a connection timeout (one second each): the limiter did not queue for Redis.
    expect(Date.now() - started).toBeLessThan(LIMIT * 1000);
    const warnings = lines.filter((l) => l.includes('Redis unreachable'));
    // One per instance, however many requests fell back.
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
    expect(lines.join('')).not.toContain(CUSTOMER_IP);
  });
});
