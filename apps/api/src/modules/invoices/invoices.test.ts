// GST tax invoices: issued from the order and its job card with the domain's arithmetic, numbered per financial
// year without gaps, refused twice; the PDF's text; customers see and download only their own, operators any.

import {
  amountInWords,
  financialYear,
  gstBreakup,
  invoiceNumber,
  SAC_VEHICLE_SERVICING,
} from '@motomitra/domain/invoice';
import { invoicePdfFilename } from '@motomitra/domain/invoice-api';
import { istDate } from '@motomitra/domain/ist';
import { finalAmount } from '@motomitra/domain/lifecycle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type SellerConfig } from '../../config.ts';
import { invoiceCounters, invoices, jobItems, orders } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { type PdfWord, pdfText, popplerText, popplerWords } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { istDateText, lineTaxableValues, PLACE_OF_SUPPLY, rupeesText } from './pdf.ts';
import { buyerAddress, INVOICE_EXISTS, issueInvoice, loadInvoice, renderInvoicePdf } from './service.ts';

let t: TestApp;
let asha: TestCustomer;
let ravi: TestCustomer;
let op: { cookie: string };
let seller: SellerConfig;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  seller = t.config.seller;
  asha = await registerCustomer(t.app);
  ravi = await registerCustomer(t.app);
  op = await loginOperator(t);
});
afterAll(() => t?.close());

type Item = { name: string; quantity: number; unitPricePaise: number; decision?: 'approved' | 'declined' };

/** A paid order (as the operators' confirm call leaves it) with job-card items. */
async function paidOrder(customerId: string, items: Item[] = [], overrides: Parameters<typeof insertOrder>[2] = {}) {
  const order = await insertOrder(db(), customerId, {
    status: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'UPI',
    paymentReference: 'UTR412345678901',
    paymentConfirmation: '412345678901',
    paidAt: new Date(),
    ...overrides,
  });
  // The payment was asked for, so the customer had decided on every item (approved unless the test says not).
  const decided = items.map((i) => ({ ...i, decision: i.decision ?? ('approved' as const) }));
  for (const item of decided)
    await db()
      .insert(jobItems)
      .values({ orderId: order.id, ...item, decidedAt: new Date(), decidedVia: 'customer' });
  const finalTotalPaise = finalAmount(order.totalPaise, decided);
  await db().update(orders).set({ finalTotalPaise }).where(eq(orders.id, order.id));
  return { ...order, finalTotalPaise };
}

const issue = (orderId: string, at?: Date) => db().transaction((tx) => issueInvoice(tx, orderId, seller, at));
const stored = async (id: string) => {
  const invoice = await loadInvoice(db(), id);
  if (!invoice) throw new Error('no invoice');
  return invoice;
};

describe('issueInvoice', () => {
  it('bills the service after discount and each approved job-card item under SAC 998714, with the domain’s GST split, and never a declined one', async () => {
    const items = [
      { name: 'Brake pads (front)', quantity: 2, unitPricePaise: 45_000 },
      { name: 'Wiper blades', quantity: 1, unitPricePaise: 49_900, decision: 'declined' as const },
      { name: 'Chain lubrication', quantity: 1, unitPricePaise: 35_050 },
    ];
    const order = await paidOrder(asha.id, items, { subtotalPaise: 99_900, discountPaise: 20_000, totalPaise: 79_900 });
    const at = new Date('2031-06-15T06:30:00Z');
    const { id, number } = await issue(order.id, at);
    const inv = await stored(id);

    const total = 79_900 + 2 * 45_000 + 35_050;
    const gst = gstBreakup(total);
    expect(number).toBe(invoiceNumber('MM', '2031-32', 1));
    expect(inv).toMatchObject({
      number,
      financialYear: '2031-32',
      sequence: 1,
      orderId: order.id,
      customerId: asha.id,
      oid: order.oid,
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      totalPaise: total,
      paymentMethod: 'UPI',
      paymentReference: '412345678901',
    });
    expect(inv.issuedAt.toISOString()).toBe(at.toISOString());
    expect(inv.taxablePaise + inv.cgstPaise + inv.sgstPaise).toBe(total);
    expect(inv.lines).toEqual([
      {
        description: `${order.product.product_name}: Honda Activa 6G ${order.registrationNumber}, after coupon discount of ₹200`,
        sac: SAC_VEHICLE_SERVICING,
        quantity: 1,
        unitPricePaise: 79_900,
        amountPaise: 79_900,
      },
      { description: 'Brake pads (front)', sac: '998714', quantity: 2, unitPricePaise: 45_000, amountPaise: 90_000 },
      { description: 'Chain lubrication', sac: '998714', quantity: 1, unitPricePaise: 35_050, amountPaise: 35_050 },
    ]);
    expect(inv.seller).toEqual({ name: 'MotoMitra', address: seller.address, gstin: '27AAAAA0000A1Z5' });
    expect(inv.buyer).toEqual({
      name: asha.name,
      email: asha.email,
      phone: order.customerPhone,
      address: 'Plot 12, Shankar Nagar, Nagpur, 440010, Maharashtra',
    });
  });

  it('numbers each financial year from 1 by the IST date: 31 March 23:59 IST is the old year, 1 April the new', async () => {
    const march31 = new Date('2033-03-31T18:29:59Z'); // 23:59:59 IST
    const april1 = new Date('2033-03-31T18:30:00Z'); // 00:00:00 IST
    expect(istDate(march31)).toBe('2033-03-31');
    expect(istDate(april1)).toBe('2033-04-01');
    const a = await issue((await paidOrder(asha.id)).id, march31);
    const b = await issue((await paidOrder(asha.id)).id, march31);
    const c = await issue((await paidOrder(ravi.id)).id, april1);
    expect([a.number, b.number, c.number]).toEqual(['MM/32-33/000001', 'MM/32-33/000002', 'MM/33-34/000001']);
    expect(financialYear('2033-04-01')).toBe('2033-34');
  });

  it('refuses a second invoice for the order (409) and does not use up a number', async () => {
    const order = await paidOrder(asha.id);
    const at = new Date('2035-05-01T10:00:00Z');
    const first = await issue(order.id, at);
    await expect(issue(order.id, at)).rejects.toMatchObject({ statusCode: 409, message: INVOICE_EXISTS });
    const next = await issue((await paidOrder(asha.id)).id, at);
    expect([first.number, next.number]).toEqual(['MM/35-36/000001', 'MM/35-36/000002']);
  });

  it('a rolled-back issue gives its number back: the series has no gap', async () => {
    const at = new Date('2036-05-01T10:00:00Z');
    const rolledBack = await paidOrder(asha.id);
    let seen = '';
    await expect(
      db().transaction(async (tx) => {
        seen = (await issueInvoice(tx, rolledBack.id, seller, at)).number;
        throw new Error('confirming the payment failed');
      }),
    ).rejects.toThrow('confirming the payment failed');
    expect(seen).toBe('MM/36-37/000001');
    expect(await db().select().from(invoices).where(eq(invoices.orderId, rolledBack.id))).toEqual([]);
    const next = await issue((await paidOrder(asha.id)).id, at);
    expect(next.number).toBe('MM/36-37/000001');
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2036-37'));
    expect(counter?.last).toBe(1);
  });

  it('cannot be changed or deleted once issued: the database refuses UPDATE and DELETE (0002_invoices_immutable)', async () => {
    const order = await paidOrder(asha.id);
    const { id, number } = await issue(order.id, new Date('2037-05-01T10:00:00Z'));
    const [before] = await db().select().from(invoices).where(eq(invoices.id, id));
    /** Drizzle wraps the driver's error; the database's own message and SQLSTATE are on the cause. */
    const refusal = async (query: Promise<unknown>) => {
      const err = await query.then(
        () => null,
        (e: unknown) => e as Error & { cause?: { message?: string; code?: string } },
      );
      expect(err, 'the database accepted the change').not.toBeNull();
      return { message: `${err?.message} ${err?.cause?.message ?? ''}`, code: err?.cause?.code ?? '' };
    };

    const update = await refusal(db().update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, id)));
    expect(update.message).toContain(`Invoice ${number} is issued and cannot be changed or deleted (UPDATE refused)`);
    expect(update.code).toBe('23001');
    const remove = await refusal(db().delete(invoices).where(eq(invoices.id, id)));
    expect(remove.message).toContain(`Invoice ${number} is issued and cannot be changed or deleted (DELETE refused)`);
    // Inside a transaction too: the refusal aborts it and nothing of it stays.
    await refusal(
      db().transaction(async (tx) => {
        await tx.update(invoices).set({ paymentReference: 'edited' }).where(eq(invoices.id, id));
      }),
    );

    const [after] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(after).toEqual(before);
  });

  it('refuses an order with no recorded payment, or whose final amount disagrees with its job card', async () => {
    const unpaid = await insertOrder(db(), asha.id);
    await expect(issue(unpaid.id)).rejects.toMatchObject({ statusCode: 409 });
    const wrong = await paidOrder(asha.id, [{ name: 'Clutch cable', quantity: 1, unitPricePaise: 30_000 }]);
    await db()
      .update(orders)
      .set({ finalTotalPaise: wrong.finalTotalPaise + 100 })
      .where(eq(orders.id, wrong.id));
    await expect(issue(wrong.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(issue('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the PDF', () => {
  it('shows the tax invoice: seller and GSTIN, number, IST date, order, buyer, SAC, taxable value, CGST, SGST, total in figures and words', async () => {
    const items = [{ name: 'Engine oil 10W-30 (1 L)', quantity: 1, unitPricePaise: 54_900 }];
    const order = await paidOrder(asha.id, items);
    const at = new Date('2037-01-09T20:00:00Z'); // 10 January 2037, 01:30 IST
    const { id, number } = await issue(order.id, at);
    const inv = await stored(id);
    const text = await pdfText(await renderInvoicePdf(inv));

    const total = 99_900 + 54_900;
    const gst = gstBreakup(total);
    expect(istDateText(at)).toBe('10/01/2037');
    for (const expected of [
      'TAX INVOICE',
      'MotoMitra',
      'GSTIN: 27AAAAA0000A1Z5',
      seller.address,
      number,
      '10/01/2037',
      order.oid,
      PLACE_OF_SUPPLY,
      asha.name,
      asha.email,
      'SAC',
      SAC_VEHICLE_SERVICING,
      'Engine oil 10W-30 (1 L)',
      'Taxable value',
      rupeesText(gst.taxablePaise),
      'CGST @ 9%',
      rupeesText(gst.cgstPaise),
      'SGST @ 9%',
      rupeesText(gst.sgstPaise),
      rupeesText(total),
      amountInWords(total),
      'UPI, ref. 412345678901',
    ]) {
      expect(text).toContain(expected);
    }
    expect(rupeesText(total)).toBe('₹1,548.00');
    expect(amountInWords(total)).toBe('Rupees One Thousand Five Hundred Forty-Eight Only');
  });

  it('is the same file every time (an invoice never changes), and prints ₹ and Devanagari in a service as booked', async () => {
    const order = await paidOrder(asha.id, [
      { name: 'ब्रेक शू (rear)', quantity: 1, unitPricePaise: 25_000 },
      { name: 'Foam wash ₹150 pack', quantity: 1, unitPricePaise: 15_000 },
    ]);
    const inv = await stored((await issue(order.id)).id);
    const [one, two] = [await renderInvoicePdf(inv), await renderInvoicePdf(inv)];
    expect(one.equals(two)).toBe(true);
    // pdf.js reads the glyphs through the fonts' ToUnicode maps; poppler reads each run's /ActualText.
    expect(await pdfText(one)).toContain('Foam wash ₹150 pack');
    const text = await popplerText(one);
    expect(text).toContain('ब्रेक शू (rear)');
    expect(text).toContain('Foam wash ₹150 pack');
    expect(text).toContain(rupeesText(inv.totalPaise));
    expect(text).not.toContain('?');
  });

  it('puts rows on further pages when the job card is long', async () => {
    const items = Array.from({ length: 45 }, (_, i) => ({
      name: `Part ${i + 1} with a long description that wraps onto a second line of the table`,
      quantity: 1,
      unitPricePaise: 10_000 + i,
    }));
    const order = await paidOrder(ravi.id, items);
    const inv = await stored((await issue(order.id)).id);
    const text = await pdfText(await renderInvoicePdf(inv));
    expect(text).toContain('Part 45 with');
    expect(text).toContain(amountInWords(inv.totalPaise));
  });

  it('line taxable values add up to the invoice’s taxable value exactly', () => {
    const lines = [{ amountPaise: 79_901 }, { amountPaise: 33 }, { amountPaise: 35_051 }, { amountPaise: 1 }];
    const total = lines.reduce((s, l) => s + l.amountPaise, 0);
    const taxable = gstBreakup(total).taxablePaise;
    const values = lineTaxableValues(lines, taxable);
    expect(values.reduce((a, b) => a + b, 0)).toBe(taxable);
    values.forEach((v, i) => {
      expect(Math.abs(v - gstBreakup(lines[i]?.amountPaise ?? 0).taxablePaise)).toBeLessThanOrEqual(2);
    });
  });
});

describe('the PDF with customers’ own words (Devanagari, long names)', () => {
  /** An invoice for an order booked under this name and address, in Pune. */
  async function invoiceFor(customerName: string, address: string, items: Item[] = []) {
    const order = await paidOrder(asha.id, items, { customerName, address, city: 'pune', pincode: '411038' });
    const inv = await stored((await issue(order.id)).id);
    return { inv, pdf: await renderInvoicePdf(inv) };
  }
  const overlaps = (a: PdfWord, b: PdfWord) =>
    a.page === b.page && a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;

  it('prints a Marathi name and address as written: pdftotext reads them back exactly, ₹ too, and no ?', async () => {
    const { inv, pdf } = await invoiceFor('सचिन पाटील', 'फ्लॅट क्र. ४, श्री गणेश अपार्टमेंट, कर्वे रस्ता, कोथरूड', [
      { name: 'ब्रेक शू (मागील)', quantity: 1, unitPricePaise: 25_000 },
    ]);
    expect(inv.buyer.address).toBe('फ्लॅट क्र. ४, श्री गणेश अपार्टमेंट, कर्वे रस्ता, कोथरूड, Pune, 411038, Maharashtra');
    const text = await popplerText(pdf);
    expect(text).toContain('सचिन पाटील फ्लॅट क्र. ४, श्री गणेश अपार्टमेंट, कर्वे रस्ता, कोथरूड, Pune, 411038, Maharashtra');
    expect(text).toContain('ब्रेक शू (मागील)');
    expect(text).toContain('Rate (₹)');
    expect(text).toContain(rupeesText(inv.totalPaise));
    expect(text).not.toContain('?');
  });

  it('reads back conjuncts and a matra drawn before its consonant in the order they were typed: क्षितिज श्रीवास्तव', async () => {
    const { pdf } = await invoiceFor('क्षितिज श्रीवास्तव', 'घर क्र. १२, शिवाजी नगर');
    const text = await popplerText(pdf);
    expect(text).toContain('क्षितिज श्रीवास्तव');
    expect(text).toContain('घर क्र. १२, शिवाजी नगर, Pune');
    expect(text).not.toContain('?');
  });

  it('wraps a 78-character legal name and a long address within the bill-to column, clear of “Invoice date”', async () => {
    const legalName = 'Sri Venkateshwara Two Wheeler Servicing and Spare Parts Private Limited Nagpur';
    expect(legalName).toHaveLength(78);
    const address =
      'Gala No. 14-15, Ground Floor, Shree Siddhivinayak Industrial Estate, Behind Hotel Tuli Imperial, Ramdaspeth';
    const { inv, pdf } = await invoiceFor(legalName, address);
    const words = await popplerWords(pdf);
    const at = (i: number) => words[i];
    const labelIndex = words.findIndex((w, i) => w.text === 'Invoice' && at(i + 1)?.text === 'date');
    const [invoiceWord, dateWord] = [at(labelIndex), at(labelIndex + 1)];
    if (!invoiceWord || !dateWord) throw new Error('no “Invoice date” label');
    const label = { ...invoiceWord, xMax: dateWord.xMax, yMax: Math.max(invoiceWord.yMax, dateWord.yMax) };
    // The words between “Bill to” and the table's header are the buyer's and the invoice facts (of which only the
    // place of supply, “Maharashtra (27)”, shares a word with the address).
    const billTo = words.findIndex((w, i) => w.text === 'Bill' && at(i + 1)?.text === 'to');
    const header = words.find((w) => w.text === 'Description');
    if (billTo < 0 || !header) throw new Error('no “Bill to” or table header');
    const top = at(billTo)?.yMin ?? 0;
    const block = words.filter(
      (w, i) => w.page === 1 && w.yMin > top && w.yMax < header.yMin && at(i + 1)?.text !== '(27)',
    );
    for (const typed of [...legalName.split(' '), ...inv.buyer.address.split(' ')]) {
      const found = block.filter((w) => w.text === typed);
      expect(found.length, typed).toBeGreaterThan(0);
      for (const w of found) {
        expect(overlaps(w, label), `${typed} overlaps “Invoice date”`).toBe(false);
        expect(w.xMax, `${typed} crosses into the invoice facts`).toBeLessThan(label.xMin);
      }
    }
    // The name takes more than one line, and the address starts below its last one.
    const nameLines = new Set(legalName.split(' ').map((t) => block.find((w) => w.text === t)?.yMin));
    expect(nameLines.size).toBeGreaterThan(1);
    expect(block.find((w) => w.text === 'Gala')?.yMin).toBeGreaterThan(Math.max(...[...nameLines].map((y) => y ?? 0)));
  });
});

describe('invoice calls', () => {
  let ashaInvoice: { id: string; number: string };
  let raviInvoice: { id: string; number: string };
  let ashaOrder: Awaited<ReturnType<typeof paidOrder>>;
  beforeAll(async () => {
    ashaOrder = await paidOrder(asha.id, [{ name: 'Air filter', quantity: 1, unitPricePaise: 25_000 }]);
    ashaInvoice = await issue(ashaOrder.id);
    raviInvoice = await issue((await paidOrder(ravi.id)).id);
  });

  it('GET /api/customer/invoices lists only the customer’s own, with the order number and total in rupees', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/invoices' })).statusCode).toBe(401);
    const res = await as(t.app, asha, { method: 'GET', url: '/api/customer/invoices' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const mine = await db().select().from(invoices).where(eq(invoices.customerId, asha.id));
    expect(body.invoices).toHaveLength(mine.length);
    expect(body.invoices.map((i: { _id: string }) => i._id)).not.toContain(raviInvoice.id);
    const row = body.invoices.find((i: { _id: string }) => i._id === ashaInvoice.id);
    expect(row).toEqual({
      _id: ashaInvoice.id,
      number: ashaInvoice.number,
      orderId: ashaOrder.id,
      OID: ashaOrder.oid,
      subscriptionId: null,
      reference: null,
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      total: 1249,
      creditNote: null,
    });
    const ravis = (await as(t.app, ravi, { method: 'GET', url: '/api/customer/invoices' })).json().invoices;
    expect(ravis.map((i: { _id: string }) => i._id)).toContain(raviInvoice.id);
    expect(ravis.map((i: { _id: string }) => i._id)).not.toContain(ashaInvoice.id);
  });

  it('GET /api/customer/invoices/:id/pdf downloads the customer’s own invoice as a PDF attachment', async () => {
    const res = await as(t.app, asha, { method: 'GET', url: `/api/customer/invoices/${ashaInvoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoicePdfFilename(ashaInvoice.number)}"`);
    expect(invoicePdfFilename(ashaInvoice.number)).toMatch(/^MM-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(res.rawPayload)).toContain(ashaInvoice.number);
  });

  it('refuses another customer’s invoice with 403 and nothing of theirs; 404 for unknown ids, 400 for malformed ones; 401 for visitors', async () => {
    const other = await as(t.app, ravi, { method: 'GET', url: `/api/customer/invoices/${ashaInvoice.id}/pdf` });
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    expect(other.body).not.toContain(ashaInvoice.number);
    expect(other.body).not.toContain(asha.email);
    expect(other.body).not.toContain(ashaOrder.oid);
    const unknown = await as(t.app, asha, {
      method: 'GET',
      url: '/api/customer/invoices/00000000-0000-4000-8000-000000000000/pdf',
    });
    expect(unknown.statusCode).toBe(404);
    // Not an id at all: refused by the route's IdSchema before any query.
    const malformed = await as(t.app, asha, { method: 'GET', url: '/api/customer/invoices/not-a-uuid/pdf' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This id is not valid.');
    const visitor = await t.app.inject({ method: 'GET', url: `/api/customer/invoices/${ashaInvoice.id}/pdf` });
    expect(visitor.statusCode).toBe(401);
  });

  it('GET /api/ops/invoices/:id/pdf gives operators any invoice; customers 403, visitors 401', async () => {
    for (const inv of [ashaInvoice, raviInvoice]) {
      const res = await as(t.app, op, { method: 'GET', url: `/api/ops/invoices/${inv.id}/pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(res.rawPayload)).toContain(inv.number);
    }
    const customer = await as(t.app, asha, { method: 'GET', url: `/api/ops/invoices/${ashaInvoice.id}/pdf` });
    expect(customer.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/ops/invoices/${ashaInvoice.id}/pdf` });
    expect(visitor.statusCode).toBe(401);
    const missing = await as(t.app, op, {
      method: 'GET',
      url: '/api/ops/invoices/00000000-0000-4000-8000-000000000000/pdf',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('seller configuration', () => {
  it('defaults to the brand, a demo Maharashtra GSTIN, a Nagpur address and prefix MM', () => {
    const c = loadConfig({ BRAND_NAME: 'MotoMitra' }).seller;
    expect(c).toEqual({
      name: 'MotoMitra',
      gstin: '27AAAAA0000A1Z5',
      address: expect.stringContaining('Nagpur'),
      invoicePrefix: 'MM',
    });
    expect(loadConfig({ SELLER_GSTIN: '27abcde1234f1z5', SELLER_NAME: 'Mitra Motors LLP' }).seller).toMatchObject({
      gstin: '27ABCDE1234F1Z5',
      name: 'Mitra Motors LLP',
    });
  });

  it.each([
    ['SELLER_GSTIN', { SELLER_GSTIN: '29ABCDE1234F1Z5' }], // Karnataka: CGST + SGST would be wrong
    ['SELLER_GSTIN', { SELLER_GSTIN: '27ABCDE1234F1Y5' }],
    ['INVOICE_PREFIX', { INVOICE_PREFIX: 'MM/2026' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.in' }],
  ])('names %s when it is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('the bill-to address', () => {
  it('carries one pincode, the one checkout validated, and names the city and state once', () => {
    const order = { city: 'nagpur' as const, pincode: '440010', state: 'Maharashtra' };
    expect(buyerAddress({ ...order, address: 'Flat 4, Wardha Road, Nagpur 440022' })).toBe(
      'Flat 4, Wardha Road, Nagpur, 440010, Maharashtra',
    );
    expect(buyerAddress({ ...order, address: 'Plot 12, Shankar Nagar, Nagpur, 440 010, Maharashtra' })).toBe(
      'Plot 12, Shankar Nagar, Nagpur, 440010, Maharashtra',
    );
    expect(buyerAddress({ ...order, address: 'Dharampeth' })).toBe('Dharampeth, Nagpur, 440010, Maharashtra');
  });
});
