// GST credit notes (decision 0023): one against a yearly plan's invoice when the payment that paid the plan is refunded
// in full (cancelled within its 14 days, nothing used), issued in the transaction that records the refund on the link,
// numbered in a gap-free series of its own per financial year; the invoice stays as issued. Read back for the PDF, My
// plans and the customer's export.
import { creditNoteNumber, creditNoteSeries, financialYear } from '@motomitra/domain/invoice';
import { istDate } from '@motomitra/domain/ist';
import { paiseToRupees } from '@motomitra/domain/money';
import { desc, eq, inArray } from 'drizzle-orm';
import type { SellerConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { creditNotes, invoices, subscriptions } from '../../db/schema.ts';
import { nextInSeries } from './series.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
/** A credit note with the invoice it credits and the plan's reference: everything its PDF shows. */
export type CreditNoteDocument = CreditNoteRow & {
  invoice: typeof invoices.$inferSelect;
  reference: string;
};

/** 'Yearly plan SUB-2026-000123 cancelled within 14 days, refunded in full'. */
export const planRefundReason = (reference: string) =>
  `Yearly plan ${reference} cancelled within 14 days, refunded in full`;

/**
 * Issues the credit note of the plan's refunded invoice inside the caller's transaction (the one that records the
 * refund, under the subscription's and the link's row locks): the invoice's amounts, the gateway's refund id. A plan
 * without an invoice gets none (null); one already credited is answered with its note, never a second (invoice_id is
 * unique too).
 */
export async function issuePlanCreditNote(
  tx: Tx,
  subscriptionId: string,
  refundReference: string,
  seller: SellerConfig,
  at: Date,
): Promise<{ id: string; number: string } | null> {
  const [row] = await tx
    .select({ invoice: invoices, reference: subscriptions.reference })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.subscriptionId, subscriptionId));
  if (!row) return null;
  const { invoice } = row;
  const [existing] = await tx
    .select({ id: creditNotes.id, number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  if (existing) return existing;
  const fy = financialYear(istDate(at));
  const sequence = await nextInSeries(tx, creditNoteSeries(fy));
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      number: creditNoteNumber(seller.invoicePrefix, fy, sequence),
      financialYear: fy,
      sequence,
      issuedAt: at,
      reason: planRefundReason(row.reference),
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      totalPaise: invoice.totalPaise,
      refundReference,
    })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  if (!note) throw new Error('credit note insert returned nothing');
  return note;
}

/** One credit note with its invoice and plan reference; null for an unknown id. */
export async function loadCreditNote(db: Db, id: string): Promise<CreditNoteDocument | null> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices, reference: subscriptions.reference })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(creditNotes.id, id));
  return row ? { ...row.note, invoice: row.invoice, reference: row.reference ?? '' } : null;
}

/** The credit notes of these subscriptions' invoices (a refunded plan has one), by subscription id. */
export async function planCreditNotesOf(db: Db, ids: string[]): Promise<Map<string, { _id: string; number: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subscriptionId: invoices.subscriptionId, id: creditNotes.id, number: creditNotes.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(invoices.subscriptionId, ids));
  return new Map(
    rows.flatMap((r) => (r.subscriptionId ? [[r.subscriptionId, { _id: r.id, number: r.number }] as const] : [])),
  );
}

/** The customer's own credit notes, newest first, as their data export lists them. */
export async function customerCreditNotes(db: Db, customerId: string) {
  const rows = await db
    .select({
      number: creditNotes.number,
      invoiceNumber: invoices.number,
      issuedAt: creditNotes.issuedAt,
      totalPaise: creditNotes.totalPaise,
      reason: creditNotes.reason,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.customerId, customerId))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.sequence));
  return rows.map((r) => ({
    number: r.number,
    invoiceNumber: r.invoiceNumber,
    issuedAt: r.issuedAt.toISOString(),
    total: paiseToRupees(r.totalPaise),
    reason: r.reason,
  }));
}
