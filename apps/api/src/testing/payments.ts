// Fixtures for the payment gateway's suites: an app whose gateway is a fake Razorpay, and an order that waits for its
// payment, as the garage leaves it once it asked for one.

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { invoices, orders, paymentLinks } from '../db/schema.ts';
import { type BookingTestApp, quickCustomer, type Shopper } from './booking.ts';
import { as } from './customers.ts';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay.ts';
import { insertOrder } from './orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_FakeKey12345',
  keySecret: 'a-fake-key-secret',
  webhookSecret: 'a-fake-webhook-secret',
};

/** The gateway part of a config that talks to `fake`. */
export const razorpayPayments = (fake: { url: string }) => ({
  ...testConfig().payments,
  gateway: { kind: 'razorpay' as const, apiUrl: fake.url, ...RAZORPAY_KEYS },
});

/** The app on a fake Razorpay (on `clock` when given: its app.now()). */
export async function startPaymentsApp(
  opts: { clock?: () => Date } = {},
): Promise<{ t: TestApp; fake: FakeRazorpay; close(): Promise<void> }> {
  const fake = await startFakeRazorpay(RAZORPAY_KEYS);
  const t = await createTestApp({ payments: razorpayPayments(fake) }, opts.clock ? { clock: opts.clock } : {});
  const close = async () => {
    await t.close();
    await fake.close();
  };
  return { t, fake, close };
}

/** A customer's order on its way back, its payment asked for: ₹999 unless said. */
export async function awaitingPayment(
  t: BookingTestApp,
  finalTotalPaise = 99_900,
): Promise<{ shopper: Shopper; id: string; oid: string }> {
  const shopper = await quickCustomer(t);
  const order = await insertOrder(t.database.db, shopper.id, {
    status: 'inTransitDown',
    paymentStatus: 'requested',
    finalTotalPaise,
  });
  return { shopper, id: order.id, oid: order.oid };
}

export async function askLink(app: FastifyInstance, shopper: { cookie: string }, orderId: string) {
  return as(app, shopper, { method: 'POST', url: `/api/orders/${orderId}/payment/link`, payload: {} });
}

/** Delivers a signed webhook to the app, as the gateway does. */
export function deliver(app: FastifyInstance, webhook: { body: string; headers: Record<string, string> }) {
  return app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: webhook.headers, payload: webhook.body });
}

/** Where an order's payment stands: its row, its links and its invoices. */
export async function paymentState(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const links = await db.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId));
  const issued = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return { order, links, invoices: issued };
}
