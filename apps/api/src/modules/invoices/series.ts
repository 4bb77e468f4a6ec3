// The one gap-free series of GST tax invoices, per financial year, that an order's invoice and a yearly plan's
// (decision 0023) share: the next number taken and the invoice written in the caller's transaction.
import { financialYear, gstBreakup, invoiceNumber } from '@motomitra/domain/invoice';
import { istDate } from '@motomitra/domain/ist';
import { sql } from 'drizzle-orm';
import type { SellerConfig } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { invoiceCounters, invoices } from '../../db/schema.ts';

/** What the issuer decides; the series, the seller and the GST split of the total are added here. */
export type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  'id' | 'number' | 'financialYear' | 'sequence' | 'issuedAt' | 'seller' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise'
> & { totalPaise: number };

/**
 * Takes the next number of the series `key` (a financial year's invoices, '2026-27', or its credit notes, 'CN-2026-27').
 * The counter row is incremented with an upsert: its row lock serialises concurrent issuers until they commit, and a
 * rollback gives the number back, so the series has no gap and no duplicate.
 */
export async function nextInSeries(tx: Tx, key: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: key, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { last: sql`${sql.identifier('invoice_counters')}.${sql.identifier('last')} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error('invoice counter returned nothing');
  return counter.last;
}

/** Writes an invoice with the next number of `at`'s financial year (nextInSeries). */
export async function insertInvoice(
  tx: Tx,
  invoice: NewInvoice,
  seller: SellerConfig,
  at: Date,
): Promise<{ id: string; number: string }> {
  const fy = financialYear(istDate(at));
  const counter = { last: await nextInSeries(tx, fy) };
  const gst = gstBreakup(invoice.totalPaise);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...invoice,
      number: invoiceNumber(seller.invoicePrefix, fy, counter.last),
      financialYear: fy,
      sequence: counter.last,
      issuedAt: at,
      seller: { name: seller.name, address: seller.address, gstin: seller.gstin },
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      totalPaise: gst.totalPaise,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}
