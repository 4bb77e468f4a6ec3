// One order as the operator console shows it: the customer, the job card, the timeline, the messages sent about it and
// what may come next.

import { cxid } from '@motomitra/domain/accounts';
import type { OrderMessage } from '@motomitra/domain/conversation';
import {
  canConfirmPayment,
  canEditJobCard,
  canRequestPayment,
  hasWaitingProposal,
  nextStatuses,
} from '@motomitra/domain/lifecycle';
import { paiseToRupees } from '@motomitra/domain/money';
import { addressIs, type GatewayPaymentView, type OpsOrder, OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { HANDED_OVER } from '@motomitra/domain/staff-work';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { customers, invoices, jobItems, orderEvents, orders, outbox, paymentLinks } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { eventToWire } from '../orders/timeline.ts';
import { jobItemToWire } from '../orders/wire.ts';
import { handoverOf, labourOf, staffRefsOf } from '../staff-work/view.ts';
import { summary } from './board.ts';

/** What every console call on one order answers: the order as the console then shows it. */
export const OPS_ORDER_ANSWER = { 200: OpsOrderResponseSchema };

/** The answer of a console call on order `id`, made after the call's change, on the app's clock. */
export function opsOrderAnswer(app: FastifyInstance) {
  return async (id: string) => ({ success: true as const, order: await getOpsOrder(app.db, id, app.now()) });
}

/** The order as the console shows it at `now` (a technician's running labour counts up to it). */
export async function getOpsOrder(db: Db | Tx, id: string, now = new Date()): Promise<OpsOrder> {
  const [row] = await db
    .select({
      order: orders,
      number: customers.number,
      home: customers.address,
      others: customers.otherAddresses,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('No such order.');
  const o = row.order;
  const [items, events, [invoice], messages, gatewayPayments, staff, labour, handover] = await Promise.all([
    db.select().from(jobItems).where(eq(jobItems.orderId, id)).orderBy(asc(jobItems.createdAt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at)),
    db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)),
    orderMessages(db, id),
    gatewayPaymentsOf(db, id),
    staffRefsOf(db, [o]),
    labourOf(db, id, now),
    handoverOf(db, o),
  ]);
  return {
    ...summary(o, staff),
    customerEmail: o.customerEmail,
    CXID: cxid(row.number),
    alternateNumber: o.alternateNumber,
    address: o.address,
    addressIs: addressIs(
      { address: o.address, pickupAddress: o.pickupLocation.address },
      { home: row.home, others: row.others },
    ),
    state: o.state,
    pincode: o.pincode,
    note: o.note,
    flat: o.flat,
    dropFlat: o.dropFlat,
    dropLandmark: o.dropLandmark,
    landmark: o.landmark,
    pickupLocation: o.pickupLocation,
    dropLocation: o.dropLocation,
    expectedDeliveryDate: o.expectedDeliveryDate,
    transmissionType: o.transmissionType,
    bikeCc: o.bikeCc,
    carType: o.carType,
    verifyMakeModel: o.verifyMakeModel,
    verifyRegistrationNumber: o.verifyRegistrationNumber,
    verifyBreakdown: o.verifyBreakdown,
    verifyVehicleInsurance: o.verifyVehicleInsurance,
    vehicleInsuranceStatus: o.vehicleInsuranceStatus,
    productCategory: o.product.category,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    total: paiseToRupees(o.totalPaise),
    items: items.map(jobItemToWire),
    events: events.map(eventToWire),
    messages,
    // What the status route takes: an order with a handover code is picked up and delivered by the handover instead.
    nextStatuses: nextStatuses(o.status).filter((s) => s !== 'cancelled' && !(o.handoverCode && HANDED_OVER[s])),
    canEditJobCard: canEditJobCard(o.status, o.paymentStatus),
    canRequestPayment: canRequestPayment(o.status, o.paymentStatus) && !hasWaitingProposal(items),
    canConfirmPayment: canConfirmPayment(o.status, o.paymentStatus),
    paymentMethod: o.paymentMethod,
    paymentReference: o.paymentReference,
    paymentConfirmation: o.paymentConfirmation,
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelReason: o.cancelReason,
    invoice: invoice ? { _id: invoice.id, number: invoice.number } : null,
    gatewayPayments,
    labour,
    handover,
  };
}

/** The payments the gateway took on the order's links, oldest first, with a refund where one was made. */
async function gatewayPaymentsOf(db: Db | Tx, orderId: string): Promise<GatewayPaymentView[]> {
  const rows = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.orderId, orderId), isNotNull(paymentLinks.gatewayPaymentId)))
    .orderBy(asc(paymentLinks.paidAt));
  return rows.map((l) => ({
    paymentId: l.gatewayPaymentId ?? '',
    method: l.method ?? '',
    amount: paiseToRupees(l.amountPaise),
    paidAt: l.paidAt?.toISOString() ?? null,
    refundId: l.refundId,
    refundStatus: l.refundStatus,
    refundedAt: l.refundedAt?.toISOString() ?? null,
  }));
}

/** The messages sent about an order on every channel, oldest first, with what their providers said of them. */
async function orderMessages(db: Db | Tx, orderId: string): Promise<OrderMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      subject: outbox.subject,
      status: outbox.status,
      deliveryStatus: outbox.deliveryStatus,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(asc(outbox.seq));
  return rows.map((r) => ({
    _id: r.id,
    channel: r.channel,
    subject: r.subject,
    status: r.status,
    deliveryStatus: r.deliveryStatus,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
