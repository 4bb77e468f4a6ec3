// The daily settlement: every invoice issued on one IST day (an invoice is issued in the transaction that records its
// payment, so the day's invoices are the day's payments), each way's total, and the gateway payments of that day that
// were given back because their order had been cancelled.

import { addDays, istInstant } from '@motomitra/domain/ist';
import { paiseToRupees } from '@motomitra/domain/money';
import {
  SETTLEMENT_WAYS,
  type Settlement,
  type SettlementRefund,
  type SettlementWay,
  settlementWay,
} from '@motomitra/domain/settlement';
import { and, asc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orders, paymentLinks } from '../../db/schema.ts';

/** The IST day [start, end) of a calendar date. */
function istDay(date: string) {
  return { start: istInstant(date, '00:00'), end: istInstant(addDays(date, 1), '00:00') };
}

export async function settlementOf(db: Db, date: string): Promise<Settlement> {
  const { start, end } = istDay(date);
  const rows = await db
    .select({
      orderId: invoices.orderId,
      oid: orders.oid,
      number: invoices.number,
      totalPaise: invoices.totalPaise,
      method: invoices.paymentMethod,
      reference: invoices.paymentReference,
      issuedAt: invoices.issuedAt,
      paidAt: orders.paidAt,
      gatewayMethod: paymentLinks.method,
      gatewayPaymentId: paymentLinks.gatewayPaymentId,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(
      paymentLinks,
      and(eq(paymentLinks.orderId, invoices.orderId), eq(paymentLinks.gatewayPaymentId, invoices.paymentReference)),
    )
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));

  const totalsPaise: Record<SettlementWay, number> = { online: 0, utr: 0, card: 0, cash: 0 };
  const payments = rows.map((r) => {
    const way = settlementWay(r.method, r.gatewayPaymentId !== null);
    totalsPaise[way] += r.totalPaise;
    return {
      orderId: r.orderId,
      OID: r.oid,
      way,
      method: r.gatewayMethod ?? r.method,
      amount: paiseToRupees(r.totalPaise),
      reference: r.reference,
      at: (r.paidAt ?? r.issuedAt).toISOString(),
      invoiceNumber: r.number,
    };
  });
  const all = SETTLEMENT_WAYS.reduce((sum, w) => sum + totalsPaise[w], 0);
  return {
    success: true,
    date,
    payments,
    totals: {
      online: paiseToRupees(totalsPaise.online),
      utr: paiseToRupees(totalsPaise.utr),
      card: paiseToRupees(totalsPaise.card),
      cash: paiseToRupees(totalsPaise.cash),
      all: paiseToRupees(all),
    },
    refunds: await refundsOf(db, start, end),
  };
}

/**
 * Gateway payments of the day that paid nothing (their order cancelled, or paid another way, and refunded): given back
 * (or being given back), never invoiced.
 */
async function refundsOf(db: Db, start: Date, end: Date): Promise<SettlementRefund[]> {
  const rows = await db
    .select({ link: paymentLinks, oid: orders.oid })
    .from(paymentLinks)
    .innerJoin(orders, eq(orders.id, paymentLinks.orderId))
    .where(
      and(
        gte(paymentLinks.paidAt, start),
        lt(paymentLinks.paidAt, end),
        or(isNotNull(paymentLinks.refundId), eq(orders.status, 'cancelled')),
      ),
    )
    .orderBy(asc(paymentLinks.paidAt));
  return rows.map(({ link, oid }) => ({
    // The join on orders leaves only orders' links.
    orderId: link.orderId ?? '',
    OID: oid,
    method: link.method ?? '',
    amount: paiseToRupees(link.amountPaise),
    reference: link.gatewayPaymentId ?? '',
    at: (link.paidAt ?? link.createdAt).toISOString(),
    refundId: link.refundId,
    refundStatus: link.refundStatus,
    refundedAt: link.refundedAt?.toISOString() ?? null,
  }));
}
