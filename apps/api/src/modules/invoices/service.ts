// GST tax invoices: issued once, in the transaction that marks an order paid, from a gap-free series per
// financial year; listed for their customer; never changed afterwards (no code path updates an invoice row).

import { withoutPincodes } from '@motomitra/domain/checkout';
import { CITY_LABELS, type City } from '@motomitra/domain/constants';
import { SAC_VEHICLE_SERVICING } from '@motomitra/domain/invoice';
import type { CustomerInvoice } from '@motomitra/domain/invoice-api';
import { finalAmount, itemAmountPaise } from '@motomitra/domain/lifecycle';
import { formatPaise, paiseToRupees, takenOffPaise } from '@motomitra/domain/money';
import { say } from '@motomitra/domain/say';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SellerConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { creditNotes, type InvoiceLine, invoices, jobItems, orders, subscriptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';

import type { InvoiceDocument } from './pdf.ts';
import { insertInvoice } from './series.ts';

export { type InvoiceDocument, type InvoiceRow, renderInvoicePdf } from './pdf.ts';

export const INVOICE_EXISTS = 'An invoice has already been issued for this order.';

/**
 * The bill-to address, built once: the address as written without any pincode or state in it, then the city where
 * it does not name it, the pincode checkout validated and the state (so an address that carried another pincode
 * never gives the invoice two).
 */
export function buyerAddress(order: { address: string; city: City; pincode: string; state: string }): string {
  const state = order.state.trim();
  let written = withoutPincodes(order.address);
  if (state) written = written.replace(new RegExp(state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '');
  written = written
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
  const city = CITY_LABELS[order.city];
  const cityNamed = written.toLowerCase().includes(city.toLowerCase());
  return [written, cityNamed ? '' : city, order.pincode, state].filter(Boolean).join(', ');
}

/**
 * Issues the order's GST tax invoice inside the caller's transaction (the one that records the payment;
 * call it after the order's payment method and reference are set), numbered in the one gap-free series
 * (series.ts). Refuses (409) an order already invoiced.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  seller: SellerConfig,
  at: Date = new Date(),
): Promise<{ id: string; number: string }> {
  // Locking the order makes a second, concurrent issue for it wait and then see the first invoice.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(say('orderNotFound'));
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) throw conflict(INVOICE_EXISTS);
  if (!order.paymentMethod) throw conflict('Record the payment before issuing an invoice.');

  // Only the work the customer approved is billed: a declined (or still proposed) item never reaches an invoice.
  const items = await tx
    .select()
    .from(jobItems)
    .where(and(eq(jobItems.orderId, orderId), eq(jobItems.decision, 'approved')))
    .orderBy(asc(jobItems.createdAt), asc(jobItems.id));
  const totalPaise = finalAmount(order.totalPaise, items);
  if (order.finalTotalPaise !== null && order.finalTotalPaise !== totalPaise) {
    // An invoice cannot be corrected later: refuse rather than issue one that disagrees with the order.
    throw conflict('The final amount of this order does not match its job card. Please check the job card.');
  }
  // What the coupon took off, as the customer saw it (the total is floored to whole rupees).
  const off = takenOffPaise(order.subtotalPaise, order.totalPaise);
  const coupon = order.discountPaise > 0 && off > 0 ? `, after coupon discount of ${formatPaise(off)}` : '';
  const lines: InvoiceLine[] = [
    {
      description: `${order.product.product_name}: ${order.makeModel} ${order.registrationNumber}${coupon}`,
      sac: SAC_VEHICLE_SERVICING,
      quantity: 1,
      unitPricePaise: order.totalPaise,
      amountPaise: order.totalPaise,
    },
    // A yearly plan's percentage off keeps the unit price and takes it off the line's amount (decision 0023).
    ...items.map((i) => ({
      description: i.discountPercent > 0 ? `${i.name} (${i.discountPercent}% off with your yearly plan)` : i.name,
      sac: SAC_VEHICLE_SERVICING,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      amountPaise: itemAmountPaise(i),
    })),
  ];
  return insertInvoice(
    tx,
    {
      orderId,
      customerId: order.customerId,
      buyer: {
        name: order.customerName,
        address: buyerAddress(order),
        ...(order.customerEmail ? { email: order.customerEmail } : {}),
        phone: order.customerPhone,
      },
      lines,
      totalPaise,
      paymentMethod: order.paymentMethod,
      paymentReference: order.paymentConfirmation || order.paymentReference || '',
    },
    seller,
    at,
  );
}

/** The customer's own invoices, orders' and yearly plans' (decision 0023), newest first, as the wire shows them. */
export async function listCustomerInvoices(db: Db, customerId: string): Promise<CustomerInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderId: invoices.orderId,
      oid: orders.oid,
      subscriptionId: invoices.subscriptionId,
      reference: subscriptions.reference,
      issuedAt: invoices.issuedAt,
      totalPaise: invoices.totalPaise,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  return rows.map((r) => ({
    _id: r.id,
    number: r.number,
    orderId: r.orderId,
    OID: r.oid,
    subscriptionId: r.subscriptionId,
    reference: r.reference,
    issuedAt: r.issuedAt.toISOString(),
    total: paiseToRupees(r.totalPaise),
    creditNote: r.creditNoteId && r.creditNoteNumber ? { _id: r.creditNoteId, number: r.creditNoteNumber } : null,
  }));
}

/**
 * One invoice with its order's number, or its yearly plan's reference; null for an unknown id (the routes refuse a
 * malformed one with IdSchema).
 */
export async function loadInvoice(db: Db, id: string): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ invoice: invoices, oid: orders.oid, reference: subscriptions.reference })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.id, id));
  return row ? { ...row.invoice, oid: row.oid, reference: row.reference } : null;
}
