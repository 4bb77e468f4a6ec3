// The console's outbox lists every channel's messages (decision 0019): each says its channel and what its provider
// last said of its delivery, when, and why it failed. Through the real API over the test database.
import { OutboxResponseSchema } from '@motomitra/domain/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  op = await loginOperator(t);
});
afterAll(() => t?.close());

describe('GET /api/ops/outbox on every channel', () => {
  it('says each message’s channel and its delivery as the provider reported it', async () => {
    const at = new Date('2026-11-27T05:00:00Z');
    const base = { subject: 'Vehicle picked up', body: 'Hello', status: 'sent' as const, sentAt: at };
    await t.database.db.insert(outbox).values([
      { ...base, channel: 'email', toAddress: 'asha@example.in' },
      { ...base, channel: 'whatsapp', toAddress: '+919876543210', providerMessageId: 'wamid.1' },
      { ...base, channel: 'whatsapp', toAddress: '+919876543211', providerMessageId: 'wamid.2' },
      { ...base, channel: 'sms', toAddress: '+919876543212', providerMessageId: 'req-1' },
    ]);
    await t.database.db
      .update(outbox)
      .set({ deliveryStatus: 'read', deliveryAt: at })
      .where(eq(outbox.providerMessageId, 'wamid.1'));
    await t.database.db
      .update(outbox)
      .set({ deliveryStatus: 'failed', deliveryAt: at, deliveryError: '131026 Message undeliverable' })
      .where(eq(outbox.providerMessageId, 'wamid.2'));

    const res = await as(t.app, op, { method: 'GET', url: '/api/ops/outbox' });
    expect(res.statusCode, res.body).toBe(200);
    const byTo = new Map(OutboxResponseSchema.parse(res.json()).messages.map((m) => [m.to, m]));
    expect(byTo.get('asha@example.in')).toMatchObject({ channel: 'email', deliveryStatus: null, deliveryAt: null });
    expect(byTo.get('+919876543210')).toMatchObject({
      channel: 'whatsapp',
      deliveryStatus: 'read',
      deliveryAt: at.toISOString(),
      deliveryError: null,
    });
    expect(byTo.get('+919876543211')).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: '131026 Message undeliverable',
    });
    expect(byTo.get('+919876543212')).toMatchObject({ channel: 'sms', deliveryStatus: null });
  });
});
