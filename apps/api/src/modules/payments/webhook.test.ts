// Paid by the gateway's webhook, against a fake Razorpay that signs its webhooks as Razorpay does: the order is paid,
// its invoice issued and the customer told exactly once, however often, in whatever order and however many at once the
// webhook comes; a wrong amount, a wrong reference, an unknown link or a forged signature change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox } from '../../db/schema.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import {
  askLink,
  awaitingPayment,
  deliver,
  paymentState,
  RAZORPAY_KEYS,
  startPaymentsApp,
} from '../../testing/payments.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
});
afterAll(() => close());

/** An order with its open link, ready to be paid. */
async function linked(amountPaise = 99_900) {
  const order = await awaitingPayment(t, amountPaise);
  await askLink(t.app, order.shopper, order.id);
  const { links } = await paymentState(t.database.db, order.id);
  return { ...order, linkId: links[0]?.gatewayLinkId ?? '' };
}

/** The messages that tell the customer of the payment: those that name its invoice. */
async function paidMessages(orderId: string) {
  const { invoices } = await paymentState(t.database.db, orderId);
  const number = invoices[0]?.number ?? 'no invoice';
  const sent = await t.database.db.select().from(outbox).where(eq(outbox.orderId, orderId));
  return sent.filter((m) => m.body.includes(number));
}

/** The order was not touched: still waiting, no invoice, its link still open. */
async function expectUnchanged(orderId: string) {
  const state = await paymentState(t.database.db, orderId);
  expect(state.order?.paymentStatus).toBe('requested');
  expect(state.invoices).toHaveLength(0);
  expect(state.links.every((l) => l.gatewayPaymentId === null && l.status === 'created')).toBe(true);
}

describe('POST /api/webhooks/razorpay', () => {
  it('pays the order once from payment_link.paid: method, payment id, invoice and one message', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId, { method: 'card' });
    const res = await deliver(t.app, webhook);
    expect(res.statusCode).toBe(200);
    const paymentId = fake.links.get(linkId)?.payments?.[0]?.payment_id;
    const state = await paymentState(t.database.db, id);
    expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card', paymentReference: paymentId });
    expect(state.order?.paidAt).toBeInstanceOf(Date);
    expect(state.links[0]).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId, method: 'card' });
    expect(state.invoices).toHaveLength(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.toValue === 'paid')).toMatchObject([{ actorRole: 'system' }]);
    expect((await paidMessages(id)).length).toBeGreaterThan(0);
  });

  it('pays once when the same webhook comes three times, one after another', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId, { method: 'upi' });
    for (let i = 0; i < 3; i++) expect((await deliver(t.app, webhook)).statusCode).toBe(200);
    const state = await paymentState(t.database.db, id);
    expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'UPI' });
    expect(state.invoices).toHaveLength(1);
    const messages = await paidMessages(id);
    const once = await (async () => {
      const { id: other, linkId: otherLink } = await linked();
      await deliver(t.app, fake.pay(otherLink));
      return (await paidMessages(other)).length;
    })();
    expect(messages).toHaveLength(once);
  });

  it('pays once when five deliveries of it arrive at once', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId, { method: 'netbanking' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, webhook)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const state = await paymentState(t.database.db, id);
    expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'netbanking' });
    expect(state.invoices).toHaveLength(1);
  });

  it('takes events in any order: another event first, the payment, then a late duplicate', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId);
    const other = fake.sign({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x' } } } });
    expect((await deliver(t.app, other)).statusCode).toBe(200);
    await expectUnchanged(id);
    await deliver(t.app, webhook);
    await deliver(t.app, other);
    await deliver(t.app, webhook);
    expect((await paymentState(t.database.db, id)).invoices).toHaveLength(1);
  });

  it('changes nothing for a payment of another amount', async () => {
    const { id, linkId } = await linked(99_900);
    expect((await deliver(t.app, fake.pay(linkId, { amountPaise: 99_800 }))).statusCode).toBe(200);
    await expectUnchanged(id);
  });

  it('changes nothing when the reference is not the link’s', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId);
    const event = JSON.parse(webhook.body);
    event.payload.payment_link.entity.reference_id = 'MM-2026-999999';
    expect((await deliver(t.app, fake.sign(event))).statusCode).toBe(200);
    await expectUnchanged(id);
  });

  it('changes nothing when the order comes to another amount than its link', async () => {
    const { id, linkId } = await linked(99_900);
    await t.database.db.update(orders).set({ finalTotalPaise: 149_900 }).where(eq(orders.id, id));
    await deliver(t.app, fake.pay(linkId));
    const state = await paymentState(t.database.db, id);
    expect(state.order?.paymentStatus).toBe('requested');
    expect(state.invoices).toHaveLength(0);
  });

  it('ignores a link it never made', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId);
    const event = JSON.parse(webhook.body);
    event.payload.payment_link.entity.id = 'plink_NotOurs0001';
    expect((await deliver(t.app, fake.sign(event))).statusCode).toBe(200);
    await expectUnchanged(id);
  });

  it('refuses a forged, missing or malformed signature with 400, and changes nothing', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId);
    const forged = fake.sign(JSON.parse(webhook.body), 'not-the-webhook-secret');
    const tampered = { body: webhook.body.replace('"amount":99900', '"amount":99901'), headers: webhook.headers };
    const { 'x-razorpay-signature': _, ...unsigned } = webhook.headers;
    for (const bad of [
      forged,
      tampered,
      { body: webhook.body, headers: unsigned },
      { body: webhook.body, headers: { ...webhook.headers, 'x-razorpay-signature': 'zz' } },
    ]) {
      expect((await deliver(t.app, bad)).statusCode).toBe(400);
    }
    await expectUnchanged(id);
    expect(RAZORPAY_KEYS.webhookSecret).not.toBe('not-the-webhook-secret');
  });
});
