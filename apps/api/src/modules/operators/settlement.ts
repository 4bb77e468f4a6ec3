// The daily settlement: every invoice issued on one IST day (an invoice is issued in the transaction that records its
// payment, so the day's invoices are the day's payments: orders' and yearly plans', decision 0023), each way's total, and
// the money given back: the gateway payments of that day that paid nothing (their order cancelled; a plan's, see
// settlement-plans.ts), and the plans refunded that day with a credit note, whose total is taken off the day's.

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
import { invoices, orders, paymentLinks, subscriptions } from '../../db/schema.ts';
import { planPaymentsGivenBack, planRefundsCredited, refundRow } from './settlement-plans.ts';

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
      subscriptionId: invoices.subscriptionId,
      reference: subscriptions.reference,
      number: invoices.number,
      totalPaise: invoices.totalPaise,
      method: invoices.paymentMethod,
      paymentReference: invoices.paymentReference,
      issuedAt: invoices.issuedAt,
      paidAt: orders.paidAt,
      planPaidAt: subscriptions.paidAt,
      gatewayMethod: paymentLinks.method,
      gatewayPaymentId: paymentLinks.gatewayPaymentId,
    })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(
      paymentLinks,
      and(
        or(eq(paymentLinks.orderId, invoices.orderId), eq(paymentLinks.subscriptionId, invoices.subscriptionId)),
        eq(paymentLinks.gatewayPaymentId, invoices.paymentReference),
      ),
    )
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));

  const totalsPaise: Record<SettlementWay, number> = { online: 0, utr: 0, card: 0, cash: 0 };
  const payments = rows.map((r) => {
    const way = settlementWay(r.method, r.gatewayPaymentId !== null);
    totalsPaise[way] += r.totalPaise;
    return {
      orderId: r.orderId,
      // A plan's payment is named by its reference, as its invoice names it.
      OID: r.oid ?? r.reference ?? '',
      subscriptionId: r.subscriptionId,
      way,
      method: r.gatewayMethod ?? r.method,
      amount: paiseToRupees(r.totalPaise),
      reference: r.paymentReference,
      at: (r.paidAt ?? r.planPaidAt ?? r.issuedAt).toISOString(),
      invoiceNumber: r.number,
    };
  });
  const all = SETTLEMENT_WAYS.reduce((sum, w) => sum + totalsPaise[w], 0);
  const [orderRefunds, planPayments, credited] = await Promise.all([
    refundsOf(db, start, end),
    planPaymentsGivenBack(db, start, end),
    planRefundsCredited(db, start, end),
  ]);
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
      refunded: paiseToRupees(credited.creditedPaise),
      net: paiseToRupees(all - credited.creditedPaise),
    },
    refunds: [...orderRefunds, ...planPayments, ...credited.refunds],
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
  // The join on orders leaves only orders' links.
  return rows.map(({ link, oid }) =>
    refundRow(link, { orderId: link.orderId ?? '', OID: oid, subscriptionId: null, creditNoteNumber: null }),
  );
}
