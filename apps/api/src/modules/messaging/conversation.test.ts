// The console's side of a customer's WhatsApp conversation (decision 0019): operators only; an answer goes as a free
// text inside WhatsApp's 24-hour window and as the garage_reply template outside it, each beside its outbox message,
// whose delivery the thread shows. Through the real API over the test database.
import { randomUUID } from 'node:crypto';
import { ConversationReplyResponseSchema, ConversationResponseSchema } from '@motomitra/domain/conversation';
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, conversationMessages, customers, outbox } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { handleInbound } from './inbound.ts';

const now = new Date('2026-11-27T06:00:00Z');
let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  op = await loginOperator(t);
  asha = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const HOUR = 60 * 60 * 1000;
const url = (orderId: string) => `/api/ops/orders/${orderId}/conversation`;

async function numberOf(customerId: string) {
  const [row] = await db().select({ phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  return row?.phone ?? '';
}

const write = async (customerId: string, text: string, at: Date) =>
  handleInbound(t.app, {
    providerMessageId: `wamid.${randomUUID()}`,
    from: await numberOf(customerId),
    at,
    kind: 'text',
    text,
    payload: null,
    contextId: null,
  });

const reply = (orderId: string, payload: Record<string, unknown>, who = op) =>
  as(t.app, who, { method: 'POST', url: url(orderId), payload });

const consent = (customerId: string, granted: boolean) =>
  db().insert(consents).values({ customerId, channel: 'whatsapp', granted, source: 'account', at: now });

describe('the conversation on an order', () => {
  it('is the garage’s: 401 without a session and 403 for a customer, on reading and on answering', async () => {
    const o = await insertOrder(db(), asha.id);
    expect((await t.app.inject({ method: 'GET', url: url(o.id) })).statusCode).toBe(401);
    expect((await as(t.app, asha, { method: 'GET', url: url(o.id) })).statusCode).toBe(403);
    expect((await reply(o.id, { text: 'Hello' }, asha)).statusCode).toBe(403);
    const before = await db().select().from(outbox);
    expect((await t.app.inject({ method: 'POST', url: url(o.id), payload: { text: 'Hello' } })).statusCode).toBe(401);
    expect(await db().select().from(outbox)).toHaveLength(before.length);
  });

  it('answers inside the 24-hour window with the text itself, kept with its operator and outbox message', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService' });
    await write(asha.id, 'Is the bike ready?', new Date(now.getTime() - 23 * HOUR));
    const seen = ConversationResponseSchema.parse((await as(t.app, op, { method: 'GET', url: url(o.id) })).json());
    expect(seen.conversation).toMatchObject({ windowOpen: true, phone: await numberOf(asha.id) });
    expect(seen.conversation.messages).toMatchObject([{ direction: 'in', text: 'Is the bike ready?', delivery: null }]);

    const res = await reply(o.id, { text: '  By 5 pm today.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ConversationReplyResponseSchema.parse(res.json());
    expect(answer.sentAs).toBe('text');
    const out = answer.conversation.messages.at(-1);
    expect(out).toMatchObject({ direction: 'out', kind: 'text', text: 'By 5 pm today.', operatorName: 'Garage Desk' });
    expect(out).toMatchObject({ queue: 'pending', delivery: null });
    const [row] = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      template: null,
      body: 'By 5 pm today.',
      toAddress: await numberOf(asha.id),
    });

    // What WhatsApp later says of it shows on the thread.
    await db()
      .update(outbox)
      .set({ status: 'sent', deliveryStatus: 'read' })
      .where(eq(outbox.id, row?.id ?? ''));
    const again = ConversationResponseSchema.parse((await as(t.app, op, { method: 'GET', url: url(o.id) })).json());
    expect(again.conversation.messages.at(-1)).toMatchObject({ queue: 'sent', delivery: 'read' });
    // And the order's page lists it among the messages sent about the order.
    const page = OpsOrderResponseSchema.parse(
      (await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${o.id}` })).json(),
    );
    expect(page.order.messages).toMatchObject([
      { channel: 'whatsapp', subject: 'Reply from the garage', status: 'sent', deliveryStatus: 'read' },
    ]);
  });

  it('outside the window asks the customer to reply with the template, in their language, and says so', async () => {
    const ravi = await registerCustomer(t.app);
    await db().update(customers).set({ language: 'mr' }).where(eq(customers.id, ravi.id));
    await consent(ravi.id, true);
    const o = await insertOrder(db(), ravi.id, { status: 'inService' });
    await write(ravi.id, 'Thanks', new Date(now.getTime() - 25 * HOUR));
    const res = await reply(o.id, { text: 'Your bike is ready.' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ConversationReplyResponseSchema.parse(res.json());
    expect(answer.sentAs).toBe('template');
    expect(answer.message).toContain('24 hours');
    expect(answer.conversation.windowOpen).toBe(false);
    const [row] = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
    expect(row).toMatchObject({ channel: 'whatsapp', template: 'garage_reply', language: 'mr' });
    expect(row?.variables?.[1]).toBe(o.oid);
    expect(row?.body).toContain('कृपया या मेसेजला उत्तर द्या');
    const [kept] = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.outboxId, row?.id ?? ''));
    expect(kept).toMatchObject({ direction: 'out', kind: 'template', text: row?.body });
  });

  it('refuses outside the window without a consent, and always after STOP, changing nothing', async () => {
    const sunil = await registerCustomer(t.app);
    const o = await insertOrder(db(), sunil.id);
    expect((await reply(o.id, { text: 'Hello' })).statusCode).toBe(409);
    await write(sunil.id, 'STOP', now);
    await consent(sunil.id, false);
    expect((await reply(o.id, { text: 'Hello' })).statusCode).toBe(409);
    expect(await db().select().from(outbox).where(eq(outbox.orderId, o.id))).toEqual([]);
  });

  it('validates the text (1 to 1,000 characters) and the order, changing nothing', async () => {
    const o = await insertOrder(db(), asha.id);
    const count = async () => (await db().select().from(conversationMessages)).length;
    const before = await count();
    for (const payload of [{}, { text: '' }, { text: '   ' }, { text: 42 }, { text: 'x'.repeat(1001) }]) {
      const res = await reply(o.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await reply(randomUUID(), { text: 'Hello' })).statusCode).toBe(404);
    expect((await as(t.app, op, { method: 'GET', url: url('nope') })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await db().select().from(outbox).where(eq(outbox.orderId, o.id))).toEqual([]);
    // Asha wrote within the day: the longest reply goes as it is.
    expect((await reply(o.id, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
  });
});
