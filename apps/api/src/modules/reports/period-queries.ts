// The report's queries that read both periods at once, split at the range's start (decision 0022): extra work,
// reminders, customers and ratings; and the slot places the garage set for the range.

import { REMINDER_FOLLOW_DAYS } from '@motomitra/domain/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemAmountSql, type Periods, rows, type Span, ts } from './query-runner.ts';

/** Extra work proposed in both periods and what became of it (index job_items_created). */
export function extraWorkQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select created_at >= ${ts(p.split)} as cur, count(*) as proposed,
      count(*) filter (where decision = 'approved') as approved,
      count(*) filter (where decision = 'declined') as declined,
      count(*) filter (where decision = 'proposed') as waiting,
      coalesce(sum(${itemAmountSql()}) filter (where decision = 'approved'), 0) as value_added
    from job_items where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by cur`,
  );
}

const FOLLOW = sql.raw(`interval '${REMINDER_FOLLOW_DAYS} days'`);

/**
 * Reminders sent in both periods, by kind (index reminders_sent), and those followed by a booking of their customer
 * within 30 days: one look-up each into orders_customer_report, read from the index alone (it holds the status).
 */
export function remindersQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select r.sent_at >= ${ts(p.split)} as cur, r.kind, count(*) as sent,
      count(*) filter (where exists (
        select 1 from orders o
        where o.customer_id = r.customer_id and o.created_at > r.sent_at and o.created_at <= r.sent_at + ${FOLLOW}
          and o.status <> 'cancelled'
      )) as followed
    from reminders r where r.sent_at >= ${ts(p.start)} and r.sent_at < ${ts(p.end)}
    group by 1, 2`,
  );
}

/**
 * Customers with a booking in each period, and those who had booked before their first booking of that period (index
 * orders_customer_report, which holds customer, time and status: read in customer order, and looked back into).
 */
export function customersQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    with c as (
      select customer_id, created_at >= ${ts(p.split)} as cur, count(*) as bookings, min(created_at) as first
      from orders
      where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)} and status <> 'cancelled'
      group by customer_id, cur
    )
    select cur, count(*) as total,
      count(*) filter (where bookings > 1 or exists (
        select 1 from orders e
        where e.customer_id = c.customer_id and e.created_at < c.first and e.status <> 'cancelled'
      )) as repeat
    from c group by cur`,
  );
}

/** Ratings given in both periods (index reviews_created). */
export function ratingsQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select created_at >= ${ts(p.split)} as cur, count(*) as ratings, sum(rating) as stars
    from reviews where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by cur`,
  );
}

/** The places the garage set for the range's days, per slot (slot_capacity's own key; a year is 3,650 rows). */
export function capacityQuery(db: Db, p: Span) {
  return rows(
    db,
    sql`
    select slot, count(*) as days_set, coalesce(sum(case when closed then 0 else capacity end), 0) as places
    from slot_capacity where date >= ${p.from}::date and date <= ${p.to}::date
    group by slot`,
  );
}
