// The report's queries over orders by a period's own dates (decision 0022): bookings placed, orders paid (and the
// refunded ones never counted as revenue), orders by servicing date, and cancellations by reason.

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { istDayOf, rows, type Span, ts, VEHICLE, VEHICLE_OUT } from './query-runner.ts';

// Each query below is one plain GROUP BY: PostgreSQL's grouping sets cost far more CPU than as many separate scans of
// these narrow indexes in the bench (decision 0022), so a period is read once per grouping it needs.

/** Bookings placed in a period (index orders_placed_report), per day, per city × service × vehicle, or in total. */
export function placedQuery(db: Db, p: Span, by: 'day' | 'vehicle' | 'total') {
  const select = { day: sql`${istDayOf('created_at')} as day,`, vehicle: sql`${VEHICLE_OUT},`, total: sql`` }[by];
  const group = { day: sql`group by ${istDayOf('created_at')}`, vehicle: sql`group by ${VEHICLE}`, total: sql`` }[by];
  return rows(
    db,
    sql`
    select ${select} count(*) as bookings, count(*) filter (where status = 'cancelled') as cancelled
    from orders where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    ${group}`,
  );
}

/** Order ids whose paying payment was refunded, paid in a period: never revenue (index payment_links_refunded). */
export async function refundedPaid(db: Db, p: Span): Promise<string[]> {
  const found = await rows(
    db,
    sql`
    select o.id::text as id from payment_links l join orders o on o.id = l.order_id
    where l.refund_id is not null and l.gateway_payment_id = o.payment_reference
      and o.paid_at >= ${ts(p.start)} and o.paid_at < ${ts(p.end)}`,
  );
  return found.map((r) => String(r.id));
}

/**
 * Orders paid in a period, neither cancelled nor refunded (index orders_paid_report), grouped per day (revenue), per
 * city × service × vehicle × coupon × amount (the range's breakdowns, coupons and GST), or per amount (the previous
 * period's totals). GST is split here, amount by amount, by the invoices' own gstBreakup: the same rule and rounding.
 */
export function paidQuery(db: Db, p: Span, refunded: string[], by: 'day' | 'detail' | 'amount') {
  const notRefunded = refunded.length ? sql`and id <> all(${`{${refunded.join(',')}}`}::uuid[])` : sql``;
  const select = {
    day: sql`${istDayOf('paid_at')} as day,`,
    detail: sql`${VEHICLE_OUT}, coupon_code, amount,`,
    amount: sql`amount,`,
  }[by];
  const group = {
    day: sql`${istDayOf('paid_at')}`,
    detail: sql`${VEHICLE}, coupon_code, amount`,
    amount: sql`amount`,
  }[by];
  return rows(
    db,
    sql`
    select ${select} count(*) as paid, sum(amount) as total,
      count(taken_off) as coupon_orders, coalesce(sum(taken_off), 0) as taken_off
    from (
      select paid_at, ${VEHICLE}, coupon_code, coalesce(final_total_paise, total_paise) as amount,
        case when coupon_code is not null then greatest(subtotal_paise - total_paise, 0) end as taken_off
      from orders
      where payment_status = 'paid' and paid_at >= ${ts(p.start)} and paid_at < ${ts(p.end)}
        and status <> 'cancelled' ${notRefunded}
    ) o
    group by ${group}`,
  );
}

const SERVICED_COUNTS = sql`
  count(*) filter (where status = 'delivered') as serviced,
  count(*) filter (where status <> 'cancelled') as booked,
  count(*) filter (where pickup_rider_id is not null
    and status in ('pickedUp', 'inService', 'inTransitDown', 'delivered')) as pickups,
  count(*) filter (where drop_rider_id is not null and status = 'delivered') as drops`;

/**
 * Orders by servicing date in a period (index orders_serviced_report): vehicles serviced (delivered), bookings kept
 * and rider runs, per city × service × vehicle × slot, per pair of riders, or per vehicle type.
 */
export function servicedQuery(db: Db, p: Span, by: 'vehicle' | 'riders' | 'type') {
  const select = {
    vehicle: sql`${VEHICLE_OUT}, service_time_slot as slot,`,
    riders: sql`pickup_rider_id::text as pickup_rider_id, drop_rider_id::text as drop_rider_id,`,
    type: sql`vehicle_type,`,
  }[by];
  const group = {
    vehicle: sql`${VEHICLE}, service_time_slot`,
    riders: sql`pickup_rider_id, drop_rider_id`,
    type: sql`vehicle_type`,
  }[by];
  return rows(
    db,
    sql`
    select ${select} ${SERVICED_COUNTS}
    from orders where servicing_date >= ${p.from}::date and servicing_date <= ${p.to}::date
    group by ${group}`,
  );
}

/** The range's cancellations by reason (index orders_cancelled_report). */
export function cancelReasonsQuery(db: Db, p: Span) {
  return rows(
    db,
    sql`
    select coalesce(nullif(btrim(cancel_reason), ''), '') as reason, count(*) as count
    from orders
    where status = 'cancelled' and created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by 1 order by count(*) desc, 1`,
  );
}
