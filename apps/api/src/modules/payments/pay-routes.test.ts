// The pay address of a payment request: the message carries it, and following it with no login leads to the order's
// current payment link (the built-in test gateway's page here), then to the order's page once paid. A forged token, or
// another order's, never opens this order's payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema.ts';
import { quickCustomer } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { awaitingPayment, paymentState } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { payToken } from './pay-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const follow = (url: string) => {
  const { pathname, search } = new URL(url, t.config.publicUrl);
  return t.app.inject({ method: 'GET', url: pathname + search });
};
const payAddress = (orderId: string, lang = 'en') =>
  `${t.config.publicUrl}/api/pay/${payToken(t.config.sessionSecret, orderId)}?lang=${lang}`;
const orderPage = (orderId: string) => `${t.config.publicUrl}/my-account/orders?order=${orderId}`;

describe('GET /api/pay/:token', () => {
  it('is in the payment request the garage sends, by SMS and e-mail', async () => {
    const shopper = await quickCustomer(t);
    const order = await insertOrder(t.database.db, shopper.id, { status: 'inTransitDown', paymentStatus: 'pending' });
    const op = await loginOperator(t);
    const asked = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${order.id}/request-payment`,
      payload: {},
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    const sms = sent.find((r) => r.template === 'payment_request');
    expect(sms?.variables?.[4]).toBe(payAddress(order.id));
    expect(sms?.body).toContain(`Pay online (UPI, card, netbanking): ${payAddress(order.id)}\n`);
    const email = sent.find((r) => r.channel === 'email' && r.subject.startsWith('Payment requested'));
    expect(email?.body.split('\n')).toContain(payAddress(order.id));
    // Followed with no login: on to the test gateway's page of the order's link.
    const res = await follow(payAddress(order.id));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/api\/test-gateway\/plink_test[0-9a-f]+\?lang=en$/);
  });

  it('leads to the open link for the amount due, the same one each time, then to the order once paid', async () => {
    const { id } = await awaitingPayment(t);
    const first = await follow(payAddress(id));
    expect(first.statusCode).toBe(303);
    const { links } = await paymentState(t.database.db, id);
    expect(links).toMatchObject([{ status: 'created', amountPaise: 99_900 }]);
    expect(first.headers.location).toBe(links[0]?.shortUrl);
    expect(first.headers.location).toBe(`${t.config.publicUrl}/api/test-gateway/${links[0]?.gatewayLinkId}?lang=en`);
    expect((await follow(payAddress(id))).headers.location).toBe(first.headers.location);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(1);

    // Paid on the gateway's page: the address now leads to the order's page, and makes no new link.
    const page = new URL(first.headers.location as string);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${page.pathname}/pay${page.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'method=upi',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await paymentState(t.database.db, id)).order?.paymentStatus).toBe('paid');
    const after = await follow(payAddress(id));
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe(orderPage(id));
    expect((await paymentState(t.database.db, id)).links).toHaveLength(1);
  });

  it("leads to the order's page, in the message's language, while no payment is asked for", async () => {
    const { id } = await awaitingPayment(t);
    await t.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, id));
    const res = await follow(payAddress(id, 'mr'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/mr/my-account/orders?order=${id}`);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(0);
  });

  it('is 404 in plain words for a forged token, and never opens an order with another order’s signature', async () => {
    const mine = await awaitingPayment(t);
    const other = await awaitingPayment(t);
    const [, mySignature] = payToken(t.config.sessionSecret, mine.id).split('.');
    const forged = [
      `${other.id}.${mySignature}`,
      `${mine.id}.${payToken('another-secret-of-at-least-32-chars!', mine.id).split('.')[1]}`,
      `${mine.id}.`,
      mine.id,
      `${mine.id}.${mySignature}.x`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pay/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('This payment link is not valid.');
      expect(res.body).not.toMatch(/Error|stack|\n\s+at /);
    }
    expect((await paymentState(t.database.db, mine.id)).links).toHaveLength(0);
    expect((await paymentState(t.database.db, other.id)).links).toHaveLength(0);

    // The other order's own address leads to the other order's link, and this order's stays as it was.
    const res = await follow(payAddress(other.id));
    const [link] = (await paymentState(t.database.db, other.id)).links;
    expect(res.headers.location).toBe(link?.shortUrl);
    expect((await paymentState(t.database.db, mine.id)).links).toHaveLength(0);
  });
});
