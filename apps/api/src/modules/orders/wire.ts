// Orders on the wire: the row as the spec's order JSON (amounts in rupees, its job-card items), read in bulk.

import type { Order } from '@motomitra/domain/booking';
import { photoUrl } from '@motomitra/domain/inspections';
import type { JobItem } from '@motomitra/domain/job-card';
import { itemAmountPaise } from '@motomitra/domain/lifecycle';
import { paiseToRupees } from '@motomitra/domain/money';
import type { OwnReviewSchema } from '@motomitra/domain/reviews';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { invoices, jobItems, type orders, reviews } from '../../db/schema.ts';

export type Q = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;

export type JobItemRow = typeof jobItems.$inferSelect;

/** What the customer pays: the final amount once the job card set it, else the booked total. */
export function finalPaise(o: OrderRow): number {
  return o.finalTotalPaise ?? o.totalPaise;
}

export function jobItemToWire(i: JobItemRow): JobItem {
  return {
    _id: i.id,
    name: i.name,
    quantity: i.quantity,
    unitPrice: paiseToRupees(i.unitPricePaise),
    amount: paiseToRupees(itemAmountPaise(i)),
    discountPercent: i.discountPercent,
    decision: i.decision,
    proposedAt: i.createdAt.toISOString(),
    decidedAt: i.decidedAt?.toISOString() ?? null,
    decidedVia: i.decidedVia,
    decidedBy: i.decidedBy,
    ...(i.photoId ? { photoUrl: photoUrl(i.photoId) } : {}),
  };
}

export type InvoiceRef = { id: string; number: string };

export function orderToWire(
  o: OrderRow,
  items: JobItemRow[] = [],
  invoice: InvoiceRef | null = null,
  review: NonNullable<Order['review']> | null = null,
): Order {
  return {
    _id: o.id,
    OID: o.oid,
    productsBuyed: [
      {
        product_name: o.product.product_name,
        category: o.product.category,
        image: o.product.image,
        description: o.product.description,
        ...(o.product.translations ? { translations: o.product.translations } : {}),
      },
    ],
    status: o.status,
    paymentStatus: o.paymentStatus,
    reschedules: o.reschedules,
    review,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    totalSellingPrice: paiseToRupees(o.totalPaise),
    couponCode: o.couponCode,
    createdAt: o.createdAt.toISOString(),
    servicingDate: o.servicingDate,
    serviceTimeSlot: o.serviceTimeSlot,
    expectedDeliveryDate: o.expectedDeliveryDate,
    makeModel: o.makeModel,
    registrationNumber: o.registrationNumber,
    vehicleType: o.vehicleType,
    city: o.city,
    address: o.address,
    pickupLocation: o.pickupLocation,
    dropLocation: o.dropLocation,
    transmissionType: o.transmissionType,
    state: o.state,
    pincode: o.pincode,
    alternateNumber: o.alternateNumber,
    note: o.note,
    flat: o.flat,
    dropFlat: o.dropFlat,
    dropLandmark: o.dropLandmark,
    landmark: o.landmark,
    customerName: o.customerName,
    verifyMakeModel: o.verifyMakeModel,
    verifyRegistrationNumber: o.verifyRegistrationNumber,
    verifyBreakdown: o.verifyBreakdown,
    verifyVehicleInsurance: o.verifyVehicleInsurance,
    vehicleInsuranceStatus: o.vehicleInsuranceStatus,
    finalTotal: paiseToRupees(finalPaise(o)),
    items: items.map(jobItemToWire),
    invoice: invoice ? { _id: invoice.id, number: invoice.number } : null,
    // Only the customer reads this wire (their own orders): staff never see the code (the ops view has none).
    handoverCode: o.status === 'delivered' || o.status === 'cancelled' ? null : o.handoverCode,
  };
}

/** The job-card items of these orders, grouped by order id. */
export async function jobItemsOf(db: Q, orderIds: string[]): Promise<Map<string, JobItemRow[]>> {
  const byOrder = new Map<string, JobItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(jobItems)
    .where(inArray(jobItems.orderId, orderIds))
    .orderBy(asc(jobItems.createdAt));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/** The invoices of these orders (a paid order has one), by order id. */
export async function invoicesOf(db: Q, orderIds: string[]): Promise<Map<string, InvoiceRef>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  // Only orders' invoices are read here: each names its order.
  return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, { id: r.id, number: r.number }] as const] : [])));
}

export type OwnReview = z.infer<typeof OwnReviewSchema>;

/**
 * A review as its author sees it. Here and not in reviews/, which reads orders (a review is of one): the order's own
 * answer reads its review the way it reads its invoice, so the two modules import one way only.
 */
export const ownReview = (r: typeof reviews.$inferSelect): OwnReview => ({
  rating: r.rating,
  comment: r.comment,
  hidden: r.hidden,
  hiddenReason: r.hiddenReason,
  createdAt: r.createdAt.toISOString(),
});

/** The review of each of these orders that has one, by order id. */
export async function reviewsOf(db: Q, orderIds: string[]): Promise<Map<string, OwnReview>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(reviews).where(inArray(reviews.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, ownReview(r)]));
}
