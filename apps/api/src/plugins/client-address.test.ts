// Whom the per-address limits count: behind one proxy (TRUST_PROXY=1) a client cannot pick its
// address with X-Forwarded-For; an IPv6 client counts by its /64 in the rate limits and the log-in lock-out alike;
// TRUST_PROXY=true in production is warned of at start.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { MAX_FAILURES_PER_ADDRESS } from '../modules/customers/throttle.ts';
import { json } from '../testing/customers.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { addressKey, trustProxyWarning } from './client-address.ts';

describe('the key an address counts under', () => {
  it('is an IPv4 address itself, also written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    for (const ip of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::a%eth0']) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

const limits = (change: Partial<Config['rateLimits']>): Partial<Config> => ({
  // A secret of its own: the keys are new, whatever ran before.
  sessionSecret: randomBytes(32).toString('hex'),
  rateLimits: { ...testConfig().rateLimits, ...change },
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1, ...limits({ passwordResetPerHour: 10 }) }, { seed: false });
  });
  afterAll(() => t?.close());

  /** A request through the proxy: what the client wrote in X-Forwarded-For, then the address the proxy saw. */
  const forgot = (client: string, written?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/password/forgot',
      headers: { ...json, 'x-forwarded-for': written ? `${written}, ${client}` : client },
      remoteAddress: '10.0.0.2',
      payload: { email: `someone.${randomBytes(4).toString('hex')}@example.in` },
    });

  it('holds the "Forgot password?" limit of 10 however the client writes X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await forgot('198.51.100.9', `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(30).fill(429)]);
    // Another client behind the same proxy has its own count.
    expect((await forgot('198.51.100.10', '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts two IPv6 addresses of one /64 together, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await forgot(`2001:db8:77:1::${i.toString(16)}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await forgot('2001:db8:77:1:abcd:1234:5678:9')).statusCode).toBe(429);
    expect((await forgot('2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('locks out failed log-ins from one /64 together', async () => {
    const login = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        headers: { ...json, 'x-forwarded-for': client },
        remoteAddress: '10.0.0.2',
        // Another account each time: the lock-out per account (5) never comes into it.
        payload: { email: `nobody.${randomBytes(4).toString('hex')}@example.in`, password: 'Wrong#Pass1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      statuses.push((await login(`2001:db8:88:1::${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(MAX_FAILURES_PER_ADDRESS).fill(401));
    expect((await login('2001:db8:88:1:ffff::1')).statusCode).toBe(429);
    expect((await login('2001:db8:88:2::1')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY=true', () => {
  it('is warned of when a production shop starts, and only then', async () => {
    expect(trustProxyWarning({ env: 'production', trustProxy: 1 })).toBeNull();
    expect(trustProxyWarning({ env: 'development', trustProxy: true })).toBeNull();
    const { lines, sink } = logLines();
    const t = await createTestApp({ trustProxy: true, logLevel: 'info' }, { seed: false, logStream: sink });
    try {
      const shop = await buildApp({ ...t.config, env: 'production' }, { database: t.database, logStream: sink });
      await shop.ready();
      await shop.close();
    } finally {
      await t.close();
    }
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => /TRUST_PROXY=true/.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40 });
    expect(warnings[0].msg).toContain('Set TRUST_PROXY to the number of proxies');
  });
});
