// Yearly plans' money given back, in the daily settlement (decision 0023): a plan's gateway payment of the day that
// paid nothing (it came after its purchase was dropped, or after the plan was paid on another link), never invoiced; and
// a plan's invoiced payment refunded that day (cancelled within its 14 days), credited by a GST credit note issued in
// the transaction that recorded the refund, so the note's day is the refund's.
import { paiseToRupees } from '@motomitra/domain/money';
import type { SettlementRefund } from '@motomitra/domain/settlement';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNotes, invoices, type PaymentLinkRow, paymentLinks, subscriptions } from '../../db/schema.ts';

/** A gateway payment given back, as the settlement lists it, for the order or plan `named` (and its credit note). */
export function refundRow(
  link: PaymentLinkRow,
  named: { orderId: string | null; OID: string; subscriptionId: string | null; creditNoteNumber: string | null },
): SettlementRefund {
  return {
    ...named,
    method: link.method ?? '',
    amount: paiseToRupees(link.amountPaise),
    reference: link.gatewayPaymentId ?? '',
    at: (link.paidAt ?? link.createdAt).toISOString(),
    refundId: link.refundId,
    refundStatus: link.refundStatus,
    refundedAt: link.refundedAt?.toISOString() ?? null,
  };
}

/** A plan's payment given back, named by the plan's reference. */
const planRefund = (link: PaymentLinkRow, sub: { id: string; reference: string }, creditNoteNumber: string | null) =>
  refundRow(link, { orderId: null, OID: sub.reference, subscriptionId: sub.id, creditNoteNumber });

/** Plans' gateway payments made in [start, end) that paid nothing: given back (or being given back), in no total. */
export async function planPaymentsGivenBack(db: Db, start: Date, end: Date): Promise<SettlementRefund[]> {
  const rows = await db
    .select({ link: paymentLinks, id: subscriptions.id, reference: subscriptions.reference })
    .from(paymentLinks)
    .innerJoin(subscriptions, eq(subscriptions.id, paymentLinks.subscriptionId))
    .where(
      and(
        gte(paymentLinks.paidAt, start),
        lt(paymentLinks.paidAt, end),
        sql`${subscriptions.paymentReference} is distinct from ${paymentLinks.gatewayPaymentId}`,
      ),
    )
    .orderBy(asc(paymentLinks.paidAt));
  return rows.map((r) => planRefund(r.link, r, null));
}

/** Plans' invoiced payments refunded in [start, end), each with its credit note, and the notes' total in paise. */
export async function planRefundsCredited(
  db: Db,
  start: Date,
  end: Date,
): Promise<{ refunds: SettlementRefund[]; creditedPaise: number }> {
  const rows = await db
    .select({
      link: paymentLinks,
      id: subscriptions.id,
      reference: subscriptions.reference,
      number: creditNotes.number,
      totalPaise: creditNotes.totalPaise,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(
      paymentLinks,
      and(
        eq(paymentLinks.subscriptionId, invoices.subscriptionId),
        eq(paymentLinks.gatewayPaymentId, invoices.paymentReference),
      ),
    )
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
  return {
    refunds: rows.map((r) => planRefund(r.link, r, r.number)),
    creditedPaise: rows.reduce((sum, r) => sum + r.totalPaise, 0),
  };
}
