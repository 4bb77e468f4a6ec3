import { ORDER_STATUSES, TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, type IsoDate, istDate } from '@motomitra/domain/ist';
import { paiseToRupees } from '@motomitra/domain/money';
import type { OpsOrderSummary, OpsOrdersQuerySchema } from '@motomitra/domain/ops';
import type { StaffRef } from '@motomitra/domain/staff-work';
import { and, asc, count, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { finalPaise, type OrderRow } from '../orders/wire.ts';
import { slotStates } from '../slots/service.ts';
import { assignmentsOf, staffRefsOf } from '../staff-work/view.ts';

/** One order of the board; `staff` holds who it is assigned to (staffRefsOf). */
export function summary(o: OrderRow, staff: ReadonlyMap<string, StaffRef>): OpsOrderSummary {
  return {
    _id: o.id,
    OID: o.oid,
    status: o.status,
    paymentStatus: o.paymentStatus,
    city: o.city,
    servicingDate: o.servicingDate,
    serviceTimeSlot: o.serviceTimeSlot,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    registrationNumber: o.registrationNumber,
    makeModel: o.makeModel,
    vehicleType: o.vehicleType,
    productName: o.product.product_name,
    finalTotal: paiseToRupees(finalPaise(o)),
    createdAt: o.createdAt.toISOString(),
    assignments: assignmentsOf(o, staff),
  };
}

/** Orders by their slot as the day runs (10:00 AM first), not as its text sorts. */
export const SLOT_ORDER = sql`array_position(array[${sql.join(
  TIME_SLOTS.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${orders.serviceTimeSlot})`;

/** Orders not yet finished: an operator must still see them after their servicing date has passed. */
const OPEN_STATUSES = ORDER_STATUSES.filter((s) => s !== 'delivered' && s !== 'cancelled');

/**
 * The board. Dates the operator chose bound the list. Without them it shows today and later plus every earlier
 * order still open (a vehicle in service since yesterday stays in view), and a search looks at all dates.
 * The slot fill covers from (default today) to `to` (default a week).
 */
export async function listOrders(db: Db, q: z.output<typeof OpsOrdersQuerySchema>) {
  const today = istDate(new Date());
  const from = q.from ?? today;
  const where = [];
  if (q.from) where.push(gte(orders.servicingDate, q.from));
  else if (!q.q) {
    const upcomingOrOpen = or(gte(orders.servicingDate, today), inArray(orders.status, OPEN_STATUSES));
    if (upcomingOrOpen) where.push(upcomingOrOpen);
  }
  if (q.to) where.push(lte(orders.servicingDate, q.to));
  if (q.city) where.push(eq(orders.city, q.city));
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.q) {
    const text = q.q.replace(/[\s-]+/g, '').toUpperCase();
    const digits = q.q.replace(/\D/g, '');
    const match = [
      sql`replace(upper(${orders.oid}), '-', '') like ${`%${text}%`}`,
      sql`upper(${orders.registrationNumber}) like ${`%${text}%`}`,
    ];
    if (digits.length >= 4) {
      match.push(
        sql`${orders.customerPhone} like ${`%${digits}%`}`,
        sql`${orders.alternateNumber} like ${`%${digits}%`}`,
      );
    }
    const any = or(...match);
    if (any) where.push(any);
  }
  const cond = and(...where);
  const [rows, [totalRow], slots] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(cond)
      .orderBy(asc(orders.servicingDate), SLOT_ORDER, asc(orders.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).where(cond),
    slotStates(db, q.city ?? null, from, q.to ?? addDays(from as IsoDate, 6)),
  ]);
  const staff = await staffRefsOf(db, rows);
  return {
    orders: rows.map((o) => summary(o, staff)),
    total: totalRow?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    slots,
  };
}
