// Cancelling a yearly plan (decision 0023) through the real API, against a fake Razorpay that speaks the Payment Links
// and Refunds API: a plan paid within 14 IST days with nothing used is cancelled and refunded in full once, on the
// payment that paid it (twice or at once: one refund); a used plan, one past its 14 days, another customer's or one
// already cancelled is refused and nothing changes; a purchase still waiting is dropped with its link, and a payment that
// comes on it anyway (or on a second link of a plan already paid) is refunded once however often it is reported; a
// refund the gateway refused does not undo the cancel and the reconcile job makes it; a cancelled plan covers no booking.
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { CUSTOMER_MESSAGES } from '@motomitra/domain/messages-customer';
import {
  CancelSubscriptionResponseSchema,
  CustomerSubscriptionsResponseSchema,
  PurchaseResponseSchema,
} from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, subscriptionCalls, subscriptions, subscriptionUses } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { as } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { bikePlanOnSale } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { reconcileJob } from '../payments/reconcile.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let planId: string;
let bikeService: string;
/** The app's clock: no IST midnight passes between the day a plan is paid and the day its cancel is decided. */
const clock = clearOfMidnight();
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp({ clock }));
  bikeService = await productId(t, 'bike-general-service');
  planId = (await bikePlanOnSale(t.database.db, { services: [{ productId: bikeService, uses: 2 }] })).plan._id;
});
afterAll(() => close());

const db = () => t.database.db;
/** Today as the server decides it (app.now()). */
const today = () => istDate(clock());
const cancel = (who: Shopper, id: string, headers: Record<string, string> = {}) =>
  as(t.app, who, { method: 'POST', url: `/api/customer/subscriptions/${id}/cancel`, payload: {}, headers });
const mine = async (who: Shopper) =>
  CustomerSubscriptionsResponseSchema.parse(
    (await as(t.app, who, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
  ).subscriptions;
const linkRows = (subscriptionId: string) =>
  db().select().from(paymentLinks).where(eq(paymentLinks.subscriptionId, subscriptionId));
const subRow = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const refundsOf = (paymentId: string | null | undefined) => fake.refunds.filter((r) => r.payment_id === paymentId);

/** A customer's bike (band 1) with the plan asked for in Nagpur: its waiting subscription and gateway link. */
async function waiting() {
  const shopper = await quickCustomer(t);
  const bike = await saveVehicle(t, shopper);
  const res = await as(t.app, shopper, {
    method: 'POST',
    url: `/api/plans/${planId}/purchase`,
    payload: { vehicleId: bike._id, city: 'nagpur' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = PurchaseResponseSchema.parse(res.json());
  const link = [...fake.links.values()].find((l) => l.short_url === url);
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.vehicleId, bike._id));
  if (!link || !sub) throw new Error('no purchase');
  return { shopper, bike, link, sub };
}

/** The same, paid through the gateway's webhook (active from today): the payment's id. */
async function paid() {
  const bought = await waiting();
  expect((await deliver(t.app, fake.pay(bought.link.id))).json().outcome).toBe('paid');
  const paymentId = fake.links.get(bought.link.id)?.payments?.[0]?.payment_id;
  return { ...bought, paymentId };
}

/** Books the plan's service for the bike in Nagpur: the answer's status and order. */
async function book(c: Shopper, bikeId: string) {
  const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bikeId });
  const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(await freeSlot(t, c))));
  return { status: res.statusCode, order: res.json().order as { _id: string; totalSellingPrice: number } };
}

describe('cancelling a paid plan within 14 days, nothing used', () => {
  it('cancels it and refunds the full price once on the payment that paid it', async () => {
    const { shopper, sub, paymentId } = await paid();
    expect((await mine(shopper))[0]).toMatchObject({ refundableUntil: addDays(today(), 14), refund: null });

    const res = await cancel(shopper, sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(CancelSubscriptionResponseSchema.parse(res.json())).toEqual({
      success: true,
      refunding: true,
      message: CUSTOMER_MESSAGES.planCancelledRefund.replace('{amount}', '₹999'),
    });
    const refunds = refundsOf(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 99_900, notes: { subscription: sub.reference } });
    const [link] = await linkRows(sub.id);
    expect(link).toMatchObject({ gatewayPaymentId: paymentId, refundId: refunds[0]?.id, refundStatus: 'processed' });
    expect(link?.refundedAt).toBeInstanceOf(Date);
    expect((await mine(shopper))[0]).toMatchObject({ status: 'cancelled', refundableUntil: null, refund: 'made' });

    // Again: refused, and the gateway is not asked again; nor by the reconcile job.
    const again = await cancel(shopper, sub.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CUSTOMER_MESSAGES.planAlreadyCancelled);
    await reconcileJob(t.app).runNow();
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('asked twice at once: one cancel and one refund', async () => {
    const { shopper, sub, paymentId } = await paid();
    const answers = await Promise.all([cancel(shopper, sub.id), cancel(shopper, sub.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('is allowed on the 14th IST day after the payment, and refused on the 15th with the last day said', async () => {
    const last = await paid();
    // Paid 14 IST days ago (the window runs from the day paid, which is the day a plan that renews none starts).
    const paidOn = addDays(today(), -14);
    await db()
      .update(subscriptions)
      .set({ startsOn: paidOn, paidAt: istInstant(paidOn, '10:00') })
      .where(eq(subscriptions.id, last.sub.id));
    expect((await mine(last.shopper))[0]?.refundableUntil).toBe(today());
    expect((await cancel(last.shopper, last.sub.id)).statusCode).toBe(200);

    const late = await paid();
    const startsOn = addDays(today(), -15);
    await db()
      .update(subscriptions)
      .set({ startsOn, paidAt: istInstant(startsOn, '10:00') })
      .where(eq(subscriptions.id, late.sub.id));
    expect((await mine(late.shopper))[0]?.refundableUntil).toBeNull();
    const res = await cancel(late.shopper, late.sub.id);
    expect(res.statusCode).toBe(409);
    const until = addDays(startsOn, 14).split('-').reverse().join('/');
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.planCancelTooLate.replace('{date}', until));
    expect((await subRow(late.sub.id))?.status).toBe('active');
    expect(refundsOf(late.paymentId)).toHaveLength(0);
  });

  it('is refused once a booking took a use or a breakdown call was answered, and nothing changes', async () => {
    const used = await paid();
    const booked = await book(used.shopper, used.bike._id);
    expect(booked.status).toBe(201);
    expect(booked.order.totalSellingPrice).toBe(0);
    expect((await mine(used.shopper))[0]?.refundableUntil).toBeNull();
    const res = await cancel(used.shopper, used.sub.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.planCancelUsed);
    expect((await subRow(used.sub.id))?.status).toBe('active');
    expect(
      await db().select().from(subscriptionUses).where(eq(subscriptionUses.subscriptionId, used.sub.id)),
    ).toHaveLength(1);

    const called = await paid();
    await db().insert(subscriptionCalls).values({ subscriptionId: called.sub.id, note: 'Flat tyre near Sitabuldi' });
    expect((await cancel(called.shopper, called.sub.id)).statusCode).toBe(409);
    expect((await subRow(called.sub.id))?.status).toBe('active');
    expect(refundsOf(used.paymentId).length + refundsOf(called.paymentId).length).toBe(0);
  });

  it('keeps the cancel when the gateway refuses the refund, and the reconcile job refunds it once', async () => {
    const { shopper, sub, paymentId } = await paid();
    fake.failNext({ status: 500 });
    const res = await cancel(shopper, sub.id, { 'accept-language': 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('₹999');
    expect(res.json().message).toMatch(/रद्द/);
    expect(refundsOf(paymentId)).toHaveLength(0);
    expect((await mine(shopper))[0]).toMatchObject({ status: 'cancelled', refund: 'due' });

    expect((await reconcileJob(t.app).runNow()).refunded).toBeGreaterThanOrEqual(1);
    await reconcileJob(t.app).runNow();
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await mine(shopper))[0]?.refund).toBe('made');
  });

  it('refunds once when the gateway made the refund but its answer was lost, when the reconcile job asks again', async () => {
    const { shopper, sub, paymentId } = await paid();
    fake.loseNextAnswer();
    const res = await cancel(shopper, sub.id);
    expect(res.statusCode, res.body).toBe(200);
    // Razorpay refunded; the shop never heard, so the plan's refund is still due.
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await mine(shopper))[0]).toMatchObject({ status: 'cancelled', refund: 'due' });
    await reconcileJob(t.app).runNow();
    // Asked again with the same idempotency key: Razorpay answers the refund it made, and the shop records it.
    const refunds = refundsOf(paymentId);
    expect(refunds).toHaveLength(1);
    const [link] = await linkRows(sub.id);
    expect(link?.refundId).toBe(refunds[0]?.id);
    expect((await mine(shopper))[0]).toMatchObject({ status: 'cancelled', refund: 'made' });
  });

  it('leaves a plan that covers no booking any more', async () => {
    const { shopper, bike, sub } = await paid();
    expect((await cancel(shopper, sub.id)).statusCode).toBe(200);
    const booked = await book(shopper, bike._id);
    expect(booked.status).toBe(201);
    expect(booked.order.totalSellingPrice).toBeGreaterThan(0);
    expect(await db().select().from(subscriptionUses).where(eq(subscriptionUses.subscriptionId, sub.id))).toEqual([]);
  });
});

describe('cancelling a purchase still waiting for its payment', () => {
  it('drops it with its link, refunds nothing, and refunds once a payment that comes on it anyway', async () => {
    const { shopper, link, sub } = await waiting();
    // The customer pays on the gateway's page, but the webhook comes after the cancel.
    const webhook = fake.pay(link.id);
    const res = await cancel(shopper, sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunding: false, message: CUSTOMER_MESSAGES.planPurchaseCancelled });
    expect((await subRow(sub.id))?.status).toBe('cancelled');
    expect((await linkRows(sub.id))[0]?.status).toBe('cancelled');
    expect(await mine(shopper)).toEqual([]);
    expect(fake.refunds.filter((r) => (r.notes as { subscription?: string })?.subscription === sub.reference)).toEqual(
      [],
    );

    const outcomes = [(await deliver(t.app, webhook)).json().outcome, (await deliver(t.app, webhook)).json().outcome];
    expect(outcomes).toEqual(['afterCancel', 'already']);
    const paymentId = fake.links.get(link.id)?.payments?.[0]?.payment_id;
    expect(refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: 99_900 })]);
    const [row] = await linkRows(sub.id);
    expect(row).toMatchObject({ gatewayPaymentId: paymentId, refundId: refundsOf(paymentId)[0]?.id });
    expect((await subRow(sub.id))?.status).toBe('cancelled');
    await reconcileJob(t.app).runNow();
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('a second link paid after the plan was paid on another is refunded once; the plan stays paid', async () => {
    const { shopper, bike, link: first, sub } = await waiting();
    // The first link lapsed (as the reconcile job marks it): asking again makes a second one.
    await db().update(paymentLinks).set({ status: 'expired' }).where(eq(paymentLinks.gatewayLinkId, first.id));
    const again = await as(t.app, shopper, {
      method: 'POST',
      url: `/api/plans/${planId}/purchase`,
      payload: { vehicleId: bike._id, city: 'nagpur' },
    });
    const second = [...fake.links.values()].find((l) => l.short_url === again.json().url);
    if (!second) throw new Error('no second link');
    const late = fake.pay(first.id);
    expect((await deliver(t.app, fake.pay(second.id))).json().outcome).toBe('paid');
    expect((await deliver(t.app, late)).json().outcome).toBe('paidTwice');
    expect((await deliver(t.app, late)).json().outcome).toBe('already');
    const firstPayment = fake.links.get(first.id)?.payments?.[0]?.payment_id;
    const secondPayment = fake.links.get(second.id)?.payments?.[0]?.payment_id;
    expect(refundsOf(firstPayment)).toHaveLength(1);
    expect(refundsOf(secondPayment)).toHaveLength(0);
    expect(await subRow(sub.id)).toMatchObject({ status: 'active', paymentReference: secondPayment });
  });
});

describe('a cancel that is not theirs to make', () => {
  it("answers 404 for another customer's plan, 400 for a bad id and 401 without a session", async () => {
    const { sub, paymentId } = await paid();
    const stranger = await quickCustomer(t);
    const res = await cancel(stranger, sub.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.subscriptionNotFound);
    expect((await cancel(stranger, 'not-an-id')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/customer/subscriptions/${sub.id}/cancel`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await subRow(sub.id))?.status).toBe('active');
    expect(refundsOf(paymentId)).toHaveLength(0);
  });
});
