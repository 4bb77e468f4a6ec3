// GET /metrics: Prometheus' text for a scraper with the token, nothing for anyone else, and no such address without
// METRICS_TOKEN. Latency is counted by route pattern, and the outbox's oldest unsent message by channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { newMobile, requestCode } from '../testing/phone-codes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'a-metrics-token-for-tests';
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  [t, bare] = await Promise.all([createTestApp({ metricsToken: TOKEN }), createTestApp({}, { seed: false })]);
});

afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(bare, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('refuses a scraper without the token, or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t, header);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("counts each request by its route's pattern, never by the path typed", async () => {
    await t.app.inject({ method: 'GET', url: '/api/products/allproducts' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/for/metrics-123' });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/allproducts",status="200"\} [1-9]/,
    );
    expect(res.body).toMatch(/route="unmatched",status="404"/);
    expect(res.body).not.toContain('metrics-123');
    for (const name of [
      'messages_sent_total',
      'messages_failed_total',
      'otp_codes_requested_total',
      'otp_codes_refused_total',
      'webhook_signature_failures_total',
      'process_cpu_seconds_total',
    ]) {
      expect(res.body).toContain(`# TYPE ${name}`);
    }
  });

  it('counts the codes asked for, and those refused by their reason', async () => {
    const counts = async () => {
      const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
      const value = (series: string) => Number(body.match(new RegExp(`^${series} (\\d+)$`, 'm'))?.[1] ?? 0);
      return [value('otp_codes_requested_total'), value('otp_codes_refused_total\\{reason="too_soon"\\}')];
    };
    const [asked = 0, tooSoon = 0] = await counts();
    const mobile = newMobile();
    expect((await requestCode(t.app, mobile)).statusCode).toBe(200);
    expect((await requestCode(t.app, mobile)).statusCode).toBe(429);
    expect(await counts()).toEqual([asked + 1, tooSoon + 1]);
  });

  it('tells how long the oldest unsent message has waited, per channel', async () => {
    await t.database.db.insert(outbox).values({
      channel: 'sms',
      toAddress: '+919876543210',
      subject: 'Login code',
      body: '—',
      createdAt: new Date(Date.now() - 300_000),
    });
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const age = Number(/outbox_oldest_pending_seconds\{channel="sms"\} ([\d.]+)/.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(300);
    expect(body).toMatch(/outbox_oldest_pending_seconds\{channel="whatsapp"\} 0/);
  });
});
