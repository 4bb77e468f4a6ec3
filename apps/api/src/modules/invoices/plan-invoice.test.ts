// The GST tax invoice of a yearly plan's payment (decision 0023), through the real API against a fake Razorpay that
// signs webhooks as Razorpay does: issued once when the gateway's payment activates the plan, however often it is told
// (webhook again, the reconcile job's settling), in the same series as orders' invoices, for the plan's price; none for
// an unpaid purchase. Its customer lists and downloads it (My plans too), nobody else does; the day's settlement counts
// it; the export names it and an erasure keeps it as issued.
import { financialYear, gstBreakup, invoiceNumber, SAC_VEHICLE_SERVICING } from '@motomitra/domain/invoice';
import { CustomerInvoicesResponseSchema } from '@motomitra/domain/invoice-api';
import { istDate } from '@motomitra/domain/ist';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { SettlementResponseSchema } from '@motomitra/domain/settlement';
import { CustomerSubscriptionsResponseSchema, PurchaseResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, subscriptions } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { popplerText } from '../../testing/pdf-text.ts';
import { bikePlanOnSale, savedVehicle } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { settlePaidLink } from '../payments/settle.ts';
import { issueInvoice } from './service.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let planId: string;
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
  planId = (await bikePlanOnSale(t.database.db)).plan._id;
});
afterAll(() => close());

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
const invoicesOfPlan = (subscriptionId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));

/** A customer (or `who`) with a 110 cc bike who asked to buy the plan in Nagpur: their subscription and gateway link. */
async function bought(who?: Shopper) {
  const shopper = who ?? (await quickCustomer(t));
  const vehicle = await savedVehicle(t.database.db, shopper.id, 110);
  const res = await as(t.app, shopper, {
    method: 'POST',
    url: `/api/plans/${planId}/purchase`,
    payload: { vehicleId: vehicle.id, city: 'nagpur' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = PurchaseResponseSchema.parse(res.json());
  const link = [...fake.links.values()].find((l) => l.short_url === url);
  if (!link) throw new Error('no link at the gateway');
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.reference, link.reference_id));
  if (!sub) throw new Error('no subscription');
  return { shopper, vehicle, link, sub };
}

/** Bought and paid by the gateway's webhook. */
async function paid(who?: Shopper) {
  const purchase = await bought(who);
  const answer = await deliver(t.app, fake.pay(purchase.link.id, { method: 'upi' }));
  expect(answer.json().outcome).toBe('paid');
  const [invoice] = await invoicesOfPlan(purchase.sub.id);
  if (!invoice) throw new Error('no invoice issued');
  return { ...purchase, invoice };
}

describe("a yearly plan's invoice", () => {
  it('is issued once when the gateway confirms the payment, for the price sold, in the series of orders', async () => {
    // An order's invoice first: the plan's takes the next number of the same series.
    const asha = await registerCustomer(t.app);
    const order = await insertOrder(t.database.db, asha.id, {
      status: 'delivered',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      subtotalPaise: 50_000,
      totalPaise: 50_000,
    });
    const orderInvoice = await t.database.db.transaction((tx) => issueInvoice(tx, order.id, t.config.seller));
    const [orderRow] = await t.database.db.select().from(invoices).where(eq(invoices.id, orderInvoice.id));

    const { shopper, vehicle, link, sub } = await bought();
    const webhook = fake.pay(link.id, { method: 'upi' });
    const answers = await Promise.all([deliver(t.app, webhook), deliver(t.app, webhook)]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['already', 'paid']);
    // The reconcile job settles what the gateway says of a link the same way: nothing more is issued.
    const payment = fake.links.get(link.id)?.payments?.[0];
    if (!payment) throw new Error('no payment at the gateway');
    const again = await settlePaidLink(t.app, {
      linkId: link.id,
      referenceId: link.reference_id,
      paymentId: payment.payment_id,
      amountPaise: payment.amount,
      method: payment.method,
      at: new Date(payment.created_at * 1000),
    });
    expect(again).toBe('already');

    const issued = await invoicesOfPlan(sub.id);
    expect(issued).toHaveLength(1);
    const [invoice] = issued;
    const [person] = await t.database.db.select().from(customers).where(eq(customers.id, shopper.id));
    const [activated] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    if (!invoice || !person || !activated?.startsOn || !activated.endsOn || !orderRow) throw new Error('missing rows');
    const fy = financialYear(istDate(invoice.issuedAt));
    expect(invoice.financialYear).toBe(fy);
    expect(orderRow.financialYear).toBe(fy);
    expect(invoice.sequence).toBe(orderRow.sequence + 1);
    expect(invoice.number).toBe(invoiceNumber(t.config.seller.invoicePrefix, fy, invoice.sequence));
    expect(invoice).toMatchObject({
      orderId: null,
      subscriptionId: sub.id,
      customerId: shopper.id,
      ...gstBreakup(99_900),
      paymentMethod: 'upi',
      paymentReference: payment.payment_id,
      seller: { name: t.config.seller.name, address: t.config.seller.address, gstin: t.config.seller.gstin },
      buyer: {
        name: person.name,
        phone: person.phone,
        address: 'Nagpur, Maharashtra',
        ...(person.email ? { email: person.email } : {}),
      },
    });
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(99_900);
    expect(invoice.lines).toEqual([
      {
        description: `Bike Care Yearly, yearly plan for ${vehicle.regNumber}, ${ddmmyyyy(activated.startsOn)} to ${ddmmyyyy(activated.endsOn)}`,
        sac: SAC_VEHICLE_SERVICING,
        quantity: 1,
        unitPricePaise: 99_900,
        amountPaise: 99_900,
      },
    ]);
  });

  it('is not issued for a purchase never paid, nor for one paid a wrong amount', async () => {
    const unpaid = await bought();
    expect(await invoicesOfPlan(unpaid.sub.id)).toEqual([]);
    const wrong = await bought();
    expect((await deliver(t.app, fake.pay(wrong.link.id, { amountPaise: 100 }))).json().outcome).toBe('mismatch');
    expect(await invoicesOfPlan(wrong.sub.id)).toEqual([]);
  });

  it('is its customer’s to list and download (the PDF names the plan’s reference), and nobody else’s', async () => {
    const { shopper, sub, invoice } = await paid();
    const pdf = await as(t.app, shopper, { method: 'GET', url: `/api/customer/invoices/${invoice.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await popplerText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Plan reference');
    expect(text).toContain(sub.reference);
    expect(text).not.toContain('Order number');
    expect(text).toContain('Bike Care Yearly, yearly plan for');

    const other = await quickCustomer(t);
    const refused = await as(t.app, other, { method: 'GET', url: `/api/customer/invoices/${invoice.id}/pdf` });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).not.toBe('application/pdf');

    const listed = CustomerInvoicesResponseSchema.parse(
      (await as(t.app, shopper, { method: 'GET', url: '/api/customer/invoices' })).json(),
    ).invoices;
    expect(listed).toEqual([
      {
        _id: invoice.id,
        number: invoice.number,
        orderId: null,
        OID: null,
        subscriptionId: sub.id,
        reference: sub.reference,
        issuedAt: invoice.issuedAt.toISOString(),
        total: 999,
        creditNote: null,
      },
    ]);
    const theirs = CustomerInvoicesResponseSchema.parse(
      (await as(t.app, other, { method: 'GET', url: '/api/customer/invoices' })).json(),
    ).invoices;
    expect(theirs).toEqual([]);

    const plans = CustomerSubscriptionsResponseSchema.parse(
      (await as(t.app, shopper, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
    ).subscriptions;
    expect(plans.map((p) => p.invoice)).toEqual([{ _id: invoice.id, number: invoice.number }]);
    // A plan still waiting for its payment has none.
    await bought(shopper);
    const both = CustomerSubscriptionsResponseSchema.parse(
      (await as(t.app, shopper, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
    ).subscriptions;
    expect(both.map((p) => [p.status, p.invoice?.number ?? null]).sort()).toEqual([
      ['active', invoice.number],
      ['pending', null],
    ]);
  });

  it('is in the day’s settlement, online, named by the plan’s reference', async () => {
    const { sub, invoice } = await paid();
    const op = await loginOperator(t);
    const res = await as(t.app, op, {
      method: 'GET',
      url: `/api/ops/settlement?date=${istDate(invoice.issuedAt)}`,
    });
    expect(res.statusCode).toBe(200);
    const day = SettlementResponseSchema.parse(res.json());
    const row = day.payments.find((p) => p.invoiceNumber === invoice.number);
    expect(row).toMatchObject({
      orderId: null,
      subscriptionId: sub.id,
      OID: sub.reference,
      way: 'online',
      method: 'upi',
      amount: 999,
      reference: invoice.paymentReference,
    });
    const total = day.payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    expect(Math.round(day.totals.all * 100)).toBe(total);
  });

  it('is in the customer’s export, and an erasure keeps it exactly as issued', async () => {
    const person = await registerCustomer(t.app);
    const { sub, invoice } = await paid(person as Shopper);
    const exported = MyDataSchema.parse(
      (await as(t.app, person, { method: 'GET', url: '/api/customer/export' })).json(),
    );
    expect(exported.invoices).toEqual([
      { number: invoice.number, orderId: null, subscriptionId: sub.id, issuedAt: invoice.issuedAt.toISOString() },
    ]);
    const erased = await as(t.app, person, {
      method: 'POST',
      url: '/api/customer/delete',
      payload: { password: person.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await invoicesOfPlan(sub.id)).toEqual([invoice]);
  });
});
