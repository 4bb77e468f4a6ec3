// A customer's WhatsApp messages to the garage (decision 0019): kept once however often Meta repeats its webhook, on
// the sender's open order, and extra work decided by its reply buttons as the customer's answer, once, only from the
// number on the order and only while the item still waits. Through the real app over the test database.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, customers, jobItems, orderEvents, orders } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { handleInbound, type InboundMessage } from './inbound.ts';

let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer & { number: string };

beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  asha = await withNumber(await registerCustomer(t.app));
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function withNumber(c: TestCustomer) {
  const [row] = await db().select({ phone: customers.phone }).from(customers).where(eq(customers.id, c.id));
  return { ...c, number: row?.phone ?? '' };
}

const message = (from: string, over: Partial<InboundMessage> = {}): InboundMessage => ({
  providerMessageId: `wamid.${randomUUID()}`,
  from,
  at: new Date(),
  kind: 'text',
  text: 'When will my bike be ready?',
  payload: null,
  contextId: null,
  ...over,
});

const tap = (from: string, verb: 'approve' | 'decline', ids: string[]) =>
  message(from, {
    kind: 'button',
    text: verb === 'approve' ? 'Approve' : 'Decline',
    payload: `extra-work:${verb}:${ids.join(',')}`,
  });

const kept = (providerMessageId: string) =>
  db().select().from(conversationMessages).where(eq(conversationMessages.providerMessageId, providerMessageId));

async function propose(orderId: string, name: string, unitPrice: number) {
  const res = await as(t.app, op, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/items`,
    payload: { name, quantity: 1, unitPrice },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items: { _id: string; name: string }[] = res.json().order.items;
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error('no item proposed');
  return item._id;
}

const itemOf = async (id: string) => (await db().select().from(jobItems).where(eq(jobItems.id, id)))[0];
const finalOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.finalTotalPaise;

describe('a WhatsApp message from a customer', () => {
  it('is kept once however often the webhook repeats it, on their open order rather than a delivered one', async () => {
    const done = await insertOrder(db(), asha.id, { status: 'delivered', paymentStatus: 'paid' });
    const open = await insertOrder(db(), asha.id, { status: 'pickedUp' });
    const m = message(asha.number);
    await handleInbound(t.app, m);
    await handleInbound(t.app, m);
    await Promise.all([handleInbound(t.app, m), handleInbound(t.app, m)]);
    const rows = await kept(m.providerMessageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ direction: 'in', kind: 'text', customerId: asha.id, orderId: open.id });
    expect(rows[0]?.orderId).not.toBe(done.id);
  });

  it('lands on the latest order when none is open, and without a customer from an unknown number', async () => {
    const ravi = await withNumber(await registerCustomer(t.app));
    const last = await insertOrder(db(), ravi.id, { status: 'cancelled', cancelReason: 'Changed plans' });
    const fromRavi = message(ravi.number);
    await handleInbound(t.app, fromRavi);
    expect((await kept(fromRavi.providerMessageId))[0]).toMatchObject({ customerId: ravi.id, orderId: last.id });

    const stranger = message('+919000000001', { kind: 'button', payload: `extra-work:approve:${randomUUID()}` });
    await expect(handleInbound(t.app, stranger)).resolves.toBeUndefined();
    expect((await kept(stranger.providerMessageId))[0]).toMatchObject({ customerId: null, orderId: null });
  });

  it('never throws, even for a payload that names nothing of ours', async () => {
    for (const payload of ['extra-work:approve:not-an-id', 'extra-work:maybe:x', 'hello', '']) {
      await expect(handleInbound(t.app, message(asha.number, { kind: 'button', payload }))).resolves.toBeUndefined();
    }
  });
});

describe('extra work decided by its reply buttons', () => {
  it('approves the items once, as the customer on WhatsApp: the final amount and the timeline follow', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService', subtotalPaise: 100_000, totalPaise: 100_000 });
    const pads = await propose(o.id, 'Brake pads', 850);
    const chain = await propose(o.id, 'Chain set', 1200);
    const m = tap(asha.number, 'approve', [pads, chain]);
    await handleInbound(t.app, m);
    await handleInbound(t.app, m);
    expect(await itemOf(pads)).toMatchObject({ decision: 'approved', decidedVia: 'whatsapp', decidedBy: null });
    expect(await itemOf(chain)).toMatchObject({ decision: 'approved', decidedVia: 'whatsapp' });
    expect(await finalOf(o.id)).toBe(100_000 + 85_000 + 120_000);
    const notes = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).map((e) => e.note);
    expect(notes.filter((n) => n.startsWith('Approved'))).toEqual([
      'Approved 1 × Brake pads (₹850) on WhatsApp',
      'Approved 1 × Chain set (₹1,200) on WhatsApp',
    ]);
    expect((await kept(m.providerMessageId))[0]).toMatchObject({ kind: 'button', orderId: o.id });
  });

  it('decides once when the customer taps twice at the same moment (two messages, one order lock)', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService', subtotalPaise: 100_000, totalPaise: 100_000 });
    const pads = await propose(o.id, 'Brake pads', 850);
    await Promise.all([
      handleInbound(t.app, tap(asha.number, 'approve', [pads])),
      handleInbound(t.app, tap(asha.number, 'decline', [pads])),
    ]);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.kind, 'job')));
    expect(events.map((e) => e.note).filter((n) => !n.startsWith('Proposed'))).toHaveLength(1);
    const item = await itemOf(pads);
    expect(await finalOf(o.id)).toBe(item?.decision === 'approved' ? 185_000 : 100_000);
  });

  it('is kept but decides nothing from another number than the order’s', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService' });
    const pads = await propose(o.id, 'Brake pads', 850);
    // The account's own number moved after booking: the order keeps the one it was booked with.
    await db().update(orders).set({ customerPhone: '+919111111111' }).where(eq(orders.id, o.id));
    const m = tap(asha.number, 'approve', [pads]);
    await handleInbound(t.app, m);
    expect(await itemOf(pads)).toMatchObject({ decision: 'proposed', decidedVia: null });
    expect(await kept(m.providerMessageId)).toHaveLength(1);

    const other = await withNumber(await registerCustomer(t.app));
    await db().update(orders).set({ customerPhone: asha.number }).where(eq(orders.id, o.id));
    await handleInbound(t.app, tap(other.number, 'approve', [pads]));
    expect(await itemOf(pads)).toMatchObject({ decision: 'proposed' });
  });

  it('changes nothing once the item was decided in the app, and decides only what still waits', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService', subtotalPaise: 100_000, totalPaise: 100_000 });
    const pads = await propose(o.id, 'Brake pads', 850);
    const chain = await propose(o.id, 'Chain set', 1200);
    const inApp = await as(t.app, asha, {
      method: 'POST',
      url: `/api/orders/${o.id}/items/${pads}/decision`,
      payload: { approve: false },
    });
    expect(inApp.statusCode, inApp.body).toBe(200);
    await handleInbound(t.app, tap(asha.number, 'approve', [pads, chain]));
    expect(await itemOf(pads)).toMatchObject({ decision: 'declined', decidedVia: 'customer' });
    expect(await itemOf(chain)).toMatchObject({ decision: 'approved', decidedVia: 'whatsapp' });
    expect(await finalOf(o.id)).toBe(100_000 + 120_000);
  });

  it('declines with the Decline button, and not once payment was requested', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService' });
    const pads = await propose(o.id, 'Brake pads', 850);
    await handleInbound(t.app, tap(asha.number, 'decline', [pads]));
    expect(await itemOf(pads)).toMatchObject({ decision: 'declined', decidedVia: 'whatsapp' });

    const late = await insertOrder(db(), asha.id, { status: 'inService' });
    const oil = await propose(late.id, 'Engine oil', 400);
    await db().update(orders).set({ paymentStatus: 'requested' }).where(eq(orders.id, late.id));
    await handleInbound(t.app, tap(asha.number, 'approve', [oil]));
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, late.id), eq(orderEvents.kind, 'job')));
    expect(await itemOf(oil)).toMatchObject({ decision: 'proposed' });
    expect(events.map((e) => e.note)).toEqual(['Proposed 1 × Engine oil (₹400)']);
  });
});
