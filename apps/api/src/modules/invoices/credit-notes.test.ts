// The GST credit note of a yearly plan refunded within its 14 days (decision 0023), through the real API against a fake
// Razorpay: issued once with the refund of the payment that paid the plan, for the invoice's amounts, numbered in its own
// gap-free series (a cancel asked twice at once, or a refund the gateway refused and the reconcile job made, still
// give one); none for a payment that paid nothing. Its customer downloads it and sees it in My plans and the export, an
// erasure keeps it; nobody else downloads it but the staff; the day's settlement lists the refund and takes it off.
import { creditNoteNumber, financialYear } from '@motomitra/domain/invoice';
import { CustomerInvoicesResponseSchema } from '@motomitra/domain/invoice-api';
import { istDate } from '@motomitra/domain/ist';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { SettlementResponseSchema } from '@motomitra/domain/settlement';
import { CustomerSubscriptionsResponseSchema, PurchaseResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, paymentLinks, subscriptions } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { popplerText } from '../../testing/pdf-text.ts';
import { bikePlanOnSale, savedVehicle } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { reconcileJob } from '../payments/reconcile.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let planId: string;
let op: { cookie: string };
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
  planId = (await bikePlanOnSale(t.database.db)).plan._id;
  op = await loginOperator(t);
});
afterAll(() => close());

const db = () => t.database.db;
const cancel = (who: Shopper, id: string) =>
  as(t.app, who, { method: 'POST', url: `/api/customer/subscriptions/${id}/cancel`, payload: {} });
const refundsOf = (paymentId: string | undefined) => fake.refunds.filter((r) => r.payment_id === paymentId);
/** The credit notes against the plan's invoice (none when it has no invoice). */
async function notesOf(subscriptionId: string) {
  const rows = await db()
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(invoices.subscriptionId, subscriptionId));
  return rows.map((r) => r.note);
}

/** A customer (or `who`) who asked to buy the plan for a 110 cc bike in Nagpur: the subscription and gateway link. */
async function bought(who?: Shopper) {
  const shopper = who ?? (await quickCustomer(t));
  const vehicle = await savedVehicle(db(), shopper.id, 110);
  const res = await as(t.app, shopper, {
    method: 'POST',
    url: `/api/plans/${planId}/purchase`,
    payload: { vehicleId: vehicle.id, city: 'nagpur' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = PurchaseResponseSchema.parse(res.json());
  const link = [...fake.links.values()].find((l) => l.short_url === url);
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.vehicleId, vehicle.id));
  if (!link || !sub) throw new Error('no purchase');
  return { shopper, link, sub };
}

/** Bought and paid by the gateway's webhook: the plan's invoice and the payment's id. */
async function paid(who?: Shopper) {
  const purchase = await bought(who);
  expect((await deliver(t.app, fake.pay(purchase.link.id, { method: 'upi' }))).json().outcome).toBe('paid');
  const [invoice] = await db().select().from(invoices).where(eq(invoices.subscriptionId, purchase.sub.id));
  const paymentId = fake.links.get(purchase.link.id)?.payments?.[0]?.payment_id;
  if (!invoice || !paymentId) throw new Error('not invoiced');
  return { ...purchase, invoice, paymentId };
}

describe("a refunded plan's credit note", () => {
  it('is issued once with the refund, for the invoice’s amounts, numbered next in its own series', async () => {
    const first = await paid();
    const second = await paid();
    expect((await cancel(first.shopper, first.sub.id)).statusCode).toBe(200);
    expect((await cancel(second.shopper, second.sub.id)).statusCode).toBe(200);
    const [a] = await notesOf(first.sub.id);
    const notes = await notesOf(second.sub.id);
    expect(notes).toHaveLength(1);
    const [b] = notes;
    if (!a || !b) throw new Error('no credit notes');
    const [refund] = refundsOf(second.paymentId);
    const fy = financialYear(istDate(b.issuedAt));
    expect(b).toMatchObject({
      invoiceId: second.invoice.id,
      customerId: second.shopper.id,
      financialYear: fy,
      sequence: a.sequence + 1,
      number: creditNoteNumber(t.config.seller.invoicePrefix, fy, a.sequence + 1),
      taxablePaise: second.invoice.taxablePaise,
      cgstPaise: second.invoice.cgstPaise,
      sgstPaise: second.invoice.sgstPaise,
      totalPaise: second.invoice.totalPaise,
      refundReference: refund?.id,
      reason: `Yearly plan ${second.sub.reference} cancelled within 14 days, refunded in full`,
    });
    expect(b.number).not.toBe(second.invoice.number);
    // The invoice itself stays as issued.
    expect(await db().select().from(invoices).where(eq(invoices.id, second.invoice.id))).toEqual([second.invoice]);
    await reconcileJob(t.app).runNow();
    expect(await notesOf(second.sub.id)).toEqual([b]);
  });

  it('is one when the cancel is asked twice at once', async () => {
    const { shopper, sub, paymentId } = await paid();
    const answers = await Promise.all([cancel(shopper, sub.id), cancel(shopper, sub.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await notesOf(sub.id)).toHaveLength(1);
  });

  it('waits for a refund the gateway refused, and comes once with the reconcile job’s', async () => {
    const { shopper, sub, paymentId } = await paid();
    fake.failNext({ status: 500 });
    expect((await cancel(shopper, sub.id)).statusCode).toBe(200);
    expect(refundsOf(paymentId)).toHaveLength(0);
    expect(await notesOf(sub.id)).toEqual([]);
    await reconcileJob(t.app).runNow();
    await reconcileJob(t.app).runNow();
    expect(refundsOf(paymentId)).toHaveLength(1);
    const notes = await notesOf(sub.id);
    expect(notes.map((n) => n.refundReference)).toEqual([refundsOf(paymentId)[0]?.id]);
  });

  it('is not issued for a payment that paid nothing', async () => {
    const { shopper, link, sub } = await bought();
    const late = fake.pay(link.id);
    expect((await cancel(shopper, sub.id)).statusCode).toBe(200);
    expect((await deliver(t.app, late)).json().outcome).toBe('afterCancel');
    const paymentId = fake.links.get(link.id)?.payments?.[0]?.payment_id;
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.subscriptionId, sub.id))).toEqual([]);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.customerId, shopper.id))).toEqual([]);
  });

  it('is its customer’s to download and see in My plans; the staff’s too; nobody else’s', async () => {
    const { shopper, sub, invoice } = await paid();
    expect((await cancel(shopper, sub.id)).statusCode).toBe(200);
    const [note] = await notesOf(sub.id);
    if (!note) throw new Error('no credit note');
    const pdf = await as(t.app, shopper, { method: 'GET', url: `/api/customer/credit-notes/${note.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await popplerText(pdf.rawPayload);
    for (const shown of ['Credit note', note.number, invoice.number, sub.reference, invoice.buyer.name, '₹999.00']) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('cancelled within 14 days, refunded in full');

    const other = await quickCustomer(t);
    const refused = await as(t.app, other, { method: 'GET', url: `/api/customer/credit-notes/${note.id}/pdf` });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).not.toBe('application/pdf');
    const unknown = await as(t.app, shopper, {
      method: 'GET',
      url: '/api/customer/credit-notes/00000000-0000-4000-8000-000000000000/pdf',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await as(t.app, shopper, { method: 'GET', url: '/api/customer/credit-notes/nope/pdf' })).statusCode).toBe(
      400,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/customer/credit-notes/${note.id}/pdf` });
    expect(anonymous.statusCode).toBe(401);
    const ops = await as(t.app, op, { method: 'GET', url: `/api/ops/credit-notes/${note.id}/pdf` });
    expect(ops.statusCode).toBe(200);
    expect(ops.headers['content-type']).toBe('application/pdf');
    expect((await as(t.app, shopper, { method: 'GET', url: `/api/ops/credit-notes/${note.id}/pdf` })).statusCode).toBe(
      403,
    );

    const plans = CustomerSubscriptionsResponseSchema.parse(
      (await as(t.app, shopper, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
    ).subscriptions;
    expect(plans.map((p) => [p.status, p.refund, p.creditNote])).toEqual([
      ['cancelled', 'made', { _id: note.id, number: note.number }],
    ]);
    // The invoices page lists it beside the invoice it credits.
    const listed = CustomerInvoicesResponseSchema.parse(
      (await as(t.app, shopper, { method: 'GET', url: '/api/customer/invoices' })).json(),
    ).invoices;
    expect(listed.map((i) => [i._id, i.creditNote])).toEqual([[note.invoiceId, { _id: note.id, number: note.number }]]);
    // A plan running has none.
    const running = await paid();
    const theirs = CustomerSubscriptionsResponseSchema.parse(
      (await as(t.app, running.shopper, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
    ).subscriptions;
    expect(theirs.map((p) => p.creditNote)).toEqual([null]);
  });

  it('is in the day’s settlement, which lists the plan’s refund and takes it off the day’s total', async () => {
    const { shopper, sub, invoice, paymentId } = await paid();
    expect((await cancel(shopper, sub.id)).statusCode).toBe(200);
    const [note] = await notesOf(sub.id);
    const nothing = await bought();
    const late = fake.pay(nothing.link.id);
    await cancel(nothing.shopper, nothing.sub.id);
    await deliver(t.app, late);
    if (!note) throw new Error('no credit note');
    const date = istDate(note.issuedAt);
    const res = await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${date}` });
    expect(res.statusCode).toBe(200);
    const day = SettlementResponseSchema.parse(res.json());
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.gatewayPaymentId, paymentId));
    expect(day.refunds.filter((r) => r.subscriptionId === sub.id)).toEqual([
      {
        orderId: null,
        OID: sub.reference,
        subscriptionId: sub.id,
        creditNoteNumber: note.number,
        method: 'upi',
        amount: 999,
        reference: paymentId,
        at: link?.paidAt?.toISOString(),
        refundId: note.refundReference,
        refundStatus: 'processed',
        refundedAt: link?.refundedAt?.toISOString(),
      },
    ]);
    expect(day.refunds.find((r) => r.subscriptionId === nothing.sub.id)).toMatchObject({
      OID: nothing.sub.reference,
      creditNoteNumber: null,
      amount: 999,
    });
    // Its payment is among its day's invoices (the same day unless IST midnight fell in between); the day's credit notes
    // are taken off the day's invoices.
    const paidDay = istDate(invoice.issuedAt);
    const payments =
      paidDay === date
        ? day.payments
        : SettlementResponseSchema.parse(
            (await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${paidDay}` })).json(),
          ).payments;
    expect(payments.some((p) => p.invoiceNumber === invoice.number)).toBe(true);
    const notes = await db().select().from(creditNotes);
    const credited = notes.filter((n) => istDate(n.issuedAt) === date).reduce((sum, n) => sum + n.totalPaise, 0);
    expect(Math.round(day.totals.refunded * 100)).toBe(credited);
    expect(Math.round(day.totals.net * 100)).toBe(Math.round(day.totals.all * 100) - credited);
    const creditedRows = day.refunds.filter((r) => r.creditNoteNumber !== null);
    expect(creditedRows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBe(credited);
  });

  it('is in the customer’s export, and an erasure keeps it as issued', async () => {
    const person = await registerCustomer(t.app);
    const { sub, invoice } = await paid(person as Shopper);
    expect((await cancel(person as Shopper, sub.id)).statusCode).toBe(200);
    const [note] = await notesOf(sub.id);
    if (!note) throw new Error('no credit note');
    const exported = MyDataSchema.parse(
      (await as(t.app, person, { method: 'GET', url: '/api/customer/export' })).json(),
    );
    expect(exported.creditNotes).toEqual([
      {
        number: note.number,
        invoiceNumber: invoice.number,
        issuedAt: note.issuedAt.toISOString(),
        total: 999,
        reason: note.reason,
      },
    ]);
    const erased = await as(t.app, person, {
      method: 'POST',
      url: '/api/customer/delete',
      payload: { password: person.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await notesOf(sub.id)).toEqual([note]);
  });
});
