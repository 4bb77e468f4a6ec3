// The customer's payment link, against a fake Razorpay: made for the order's exact amount and reference, reused while
// it still is, replaced when the amount changed, and only for the order's own customer while a payment is asked for.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { quickCustomer } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { askLink, awaitingPayment, paymentState, startPaymentsApp } from '../../testing/payments.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
});
afterAll(() => close());

describe('POST /api/orders/:id/payment/link', () => {
  it('makes a link for the exact amount in paise, with the order number as reference, and answers its address', async () => {
    const { shopper, id, oid } = await awaitingPayment(t, 123_450);
    const res = await askLink(t.app, shopper, id);
    expect(res.statusCode).toBe(200);
    const { links } = await paymentState(t.database.db, id);
    expect(links).toHaveLength(1);
    const link = fake.links.get(links[0]?.gatewayLinkId ?? '');
    expect(res.json()).toEqual({ success: true, url: link?.short_url });
    expect(link).toMatchObject({
      amount: 123_450,
      currency: 'INR',
      reference_id: oid,
      notify: { sms: false, email: false },
      callback_method: 'get',
      customer: { name: expect.any(String), contact: expect.stringMatching(/^\+91\d{10}$/) },
    });
    expect(link?.callback_url).toBe(`${t.config.publicUrl}/my-account/orders?order=${id}`);
    expect(links[0]).toMatchObject({ amountPaise: 123_450, status: 'created', referenceId: oid });
  });

  it('answers the same link while it is open and for the amount due', async () => {
    const { shopper, id } = await awaitingPayment(t);
    const first = (await askLink(t.app, shopper, id)).json();
    const asked = fake.requests();
    const again = (await askLink(t.app, shopper, id)).json();
    expect(again.url).toBe(first.url);
    expect(fake.requests()).toBe(asked);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(1);
  });

  it('makes one link however many ask at once', async () => {
    const { shopper, id } = await awaitingPayment(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => askLink(t.app, shopper, id)));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(1);
  });

  it('cancels the link at the gateway and makes a new one when the amount due changed', async () => {
    const { shopper, id, oid } = await awaitingPayment(t, 99_900);
    const first = (await askLink(t.app, shopper, id)).json();
    await t.database.db.update(orders).set({ finalTotalPaise: 149_900 }).where(eq(orders.id, id));
    const second = (await askLink(t.app, shopper, id)).json();
    expect(second.url).not.toBe(first.url);
    const { links } = await paymentState(t.database.db, id);
    const old = links.find((l) => l.status === 'cancelled');
    const open = links.find((l) => l.status === 'created');
    expect(fake.links.get(old?.gatewayLinkId ?? '')?.status).toBe('cancelled');
    expect(open).toMatchObject({ amountPaise: 149_900, referenceId: `${oid}-2` });
    expect(fake.links.get(open?.gatewayLinkId ?? '')).toMatchObject({ amount: 149_900, status: 'created' });
  });

  it('is 409 when no payment is asked for, 403 for another customer, 404 for no such order', async () => {
    const { shopper, id } = await awaitingPayment(t);
    const other = await quickCustomer(t);
    expect((await askLink(t.app, other, id)).statusCode).toBe(403);
    expect((await askLink(t.app, shopper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await t.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, id));
    expect((await askLink(t.app, shopper, id)).statusCode).toBe(409);
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, id));
    expect((await askLink(t.app, shopper, id)).statusCode).toBe(409);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(0);
  });

  it('asks for a log-in', async () => {
    const { id } = await awaitingPayment(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment/link`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('is 503 with words for the customer when the gateway is down, and makes nothing', async () => {
    const { shopper, id } = await awaitingPayment(t);
    fake.failNext({ status: 502 });
    const res = await askLink(t.app, shopper, id);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not available right now/);
    expect((await paymentState(t.database.db, id)).links).toHaveLength(0);
  });

  it('a new payment request for another amount cancels the open link at the gateway; the next ask makes a new one', async () => {
    const { shopper, id } = await awaitingPayment(t, 99_900);
    const first = (await askLink(t.app, shopper, id)).json();
    // The garage takes the request back and asks again after more work (as if the job card had changed).
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'pending', finalTotalPaise: 129_900 })
      .where(eq(orders.id, id));
    const op = await loginOperator(t);
    const asked = await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${id}/request-payment`, payload: {} });
    expect(asked.statusCode).toBe(200);
    const { links } = await paymentState(t.database.db, id);
    expect(links).toMatchObject([{ status: 'cancelled' }]);
    expect(fake.links.get(links[0]?.gatewayLinkId ?? '')?.status).toBe('cancelled');
    const second = (await askLink(t.app, shopper, id)).json();
    expect(second.url).not.toBe(first.url);
  });
});
