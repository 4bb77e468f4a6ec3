// The owner's report of a range (GET /api/ops/reports/summary, decision 0022): the headline figures of the range and
// of the period of the same length before it, and the range's detail (per day, per city, service and vehicle band,
// slot fill, coupons, cancellation reasons, rider runs). Each query reads one index of its own over both periods at once
// (reports.ts in db/schema: the index each query uses is named beside it), and the queries run side by side on the pool.

import {
  BIKE_BAND_LABELS,
  CAR_SEGMENT_LABELS,
  CITIES,
  CITY_LABELS,
  DEFAULT_SLOT_CAPACITY,
  TIME_SLOTS,
} from '@motomitra/domain/constants';
import { CGST_RATE, SGST_RATE } from '@motomitra/domain/invoice';
import { addDays, istInstant } from '@motomitra/domain/ist';
import { REMINDER_KINDS, type ReminderKind } from '@motomitra/domain/reminders';
import {
  daysIn,
  previousPeriod,
  REMINDER_FOLLOW_DAYS,
  type ReportBreakdownRow,
  type ReportFigures,
  type ReportRange,
  type ReportSummary,
  slotHour,
  VEHICLE_TIERS,
} from '@motomitra/domain/reports';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, products } from '../../db/schema.ts';
import { labourByTechnician } from './labour.ts';

/** The IST instants a range of calendar dates covers: [start, end). */
export function istSpan(range: ReportRange) {
  return { start: istInstant(range.from, '00:00'), end: istInstant(addDays(range.to, 1), '00:00') };
}

/**
 * The tier an order is priced in, as pricing.ts's bikeBand and the car's segment say it: a bike below 150 cc, or with
 * no displacement (an electric one: checkout prices nothing else without a cc), is band 1.
 */
const TIER = sql.raw(`case when vehicle_type = 'Bike' then
    case when coalesce(bike_cc, 0) < 150 then 'band1' when bike_cc <= 200 then 'band2' else 'band3' end
  else coalesce(car_type, 'unknown') end`);

/**
 * GST of one GST-inclusive amount exactly as domain/invoice.ts's gstBreakup splits an invoice: taxable rounded to the
 * paisa (numeric arithmetic, so never a float's error; no amount in paise lies exactly on a half), CGST the floor of
 * half the tax, SGST the rest. Summing these per order gives the sum of the invoices' own columns.
 */
const GST_DIVISOR = sql.raw(String(100 + CGST_RATE + SGST_RATE));

type Row = Record<string, unknown>;
async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type Periods = {
  range: ReportRange;
  previous: ReportRange;
  /** From the previous period's first instant to the range's last. */
  start: Date;
  /** Where the range starts: a row before it belongs to the previous period. */
  split: Date;
  end: Date;
};

function periodsOf(range: ReportRange): Periods {
  const previous = previousPeriod(range.from, range.to);
  return { range, previous, start: istSpan(previous).start, split: istSpan(range).start, end: istSpan(range).end };
}

/** Bookings placed in both periods: totals, per day, per city, service and tier (index orders_placed_report). */
function placedQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    with o as (
      select created_at >= ${ts(p.split)} as cur, (created_at at time zone 'Asia/Kolkata')::date as day,
        city, product_id, ${TIER} as tier, vehicle_type, status
      from orders where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    )
    select cur, day::text as day, city, product_id::text as product_id, tier, vehicle_type,
      grouping(day) as g_day, grouping(city) as g_city, grouping(product_id) as g_product, grouping(tier) as g_tier,
      count(*) as bookings, count(*) filter (where status = 'cancelled') as cancelled
    from o
    group by grouping sets ((cur), (cur, day), (cur, city), (cur, product_id), (cur, tier, vehicle_type))`,
  );
}

/**
 * Orders paid in both periods, neither cancelled nor refunded: revenue, GST, discounts per coupon, per day, city,
 * service and tier (index orders_paid_report; the refund look-up payment_links_refunded).
 */
function paidQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    with o as (
      select paid_at >= ${ts(p.split)} as cur, (paid_at at time zone 'Asia/Kolkata')::date as day,
        city, product_id, ${TIER} as tier, vehicle_type, coupon_code,
        coalesce(final_total_paise, total_paise)::bigint as amount,
        case when coupon_code is not null then greatest(subtotal_paise - total_paise, 0) end as taken_off
      from orders o
      where payment_status = 'paid' and paid_at >= ${ts(p.start)} and paid_at < ${ts(p.end)}
        and status <> 'cancelled'
        and not exists (
          select 1 from payment_links l
          where l.order_id = o.id and l.refund_id is not null and l.gateway_payment_id = o.payment_reference
        )
    ), t as (
      select *, round(amount * 100::numeric / ${GST_DIVISOR})::bigint as taxable from o
    )
    select cur, day::text as day, city, product_id::text as product_id, tier, vehicle_type, coupon_code,
      grouping(day) as g_day, grouping(city) as g_city, grouping(product_id) as g_product, grouping(tier) as g_tier,
      grouping(coupon_code) as g_coupon,
      count(*) as paid, sum(amount) as total, sum(taxable) as taxable,
      sum((amount - taxable) / 2) as cgst, sum((amount - taxable) - (amount - taxable) / 2) as sgst,
      count(taken_off) as coupon_orders, coalesce(sum(taken_off), 0) as taken_off
    from t
    group by grouping sets ((cur), (cur, day), (cur, city), (cur, product_id), (cur, tier, vehicle_type),
      (cur, coupon_code))`,
  );
}

/**
 * Orders by servicing date in both periods: vehicles serviced (delivered), bookings kept per slot, rider runs
 * (index orders_serviced_report).
 */
function servicedQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    with o as (
      select servicing_date >= ${p.range.from}::date as cur, status, vehicle_type, city, product_id,
        ${TIER} as tier, service_time_slot as slot, pickup_rider_id, drop_rider_id
      from orders where servicing_date >= ${p.previous.from}::date and servicing_date <= ${p.range.to}::date
    )
    select cur, vehicle_type, city, product_id::text as product_id, tier, slot,
      pickup_rider_id::text as pickup_rider_id, drop_rider_id::text as drop_rider_id,
      grouping(vehicle_type) as g_type, grouping(city) as g_city, grouping(product_id) as g_product,
      grouping(tier) as g_tier, grouping(slot) as g_slot, grouping(pickup_rider_id) as g_pickup,
      grouping(drop_rider_id) as g_drop,
      count(*) filter (where status = 'delivered') as serviced,
      count(*) filter (where status <> 'cancelled') as booked,
      count(*) filter (where pickup_rider_id is not null
        and status in ('pickedUp', 'inService', 'inTransitDown', 'delivered')) as pickups,
      count(*) filter (where drop_rider_id is not null and status = 'delivered') as drops
    from o
    group by grouping sets ((cur, vehicle_type), (cur, city), (cur, product_id), (cur, tier, vehicle_type),
      (cur, slot), (cur, pickup_rider_id), (cur, drop_rider_id))`,
  );
}

/** Extra work proposed in both periods and what became of it (index job_items_created). */
function extraWorkQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select created_at >= ${ts(p.split)} as cur, count(*) as proposed,
      count(*) filter (where decision = 'approved') as approved,
      count(*) filter (where decision = 'declined') as declined,
      count(*) filter (where decision = 'proposed') as waiting,
      coalesce(sum(quantity::bigint * unit_price_paise) filter (where decision = 'approved'), 0) as value_added
    from job_items where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by cur`,
  );
}

/**
 * Reminders sent in both periods, by kind, and those followed by a booking of their customer within 30 days
 * (index reminders_sent; the follow-up look-up orders_customer).
 */
function remindersQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select r.sent_at >= ${ts(p.split)} as cur, r.kind, count(*) as sent,
      count(*) filter (where exists (
        select 1 from orders o
        where o.customer_id = r.customer_id and o.created_at > r.sent_at
          and o.created_at <= r.sent_at + ${sql.raw(`interval '${REMINDER_FOLLOW_DAYS} days'`)}
          and o.status <> 'cancelled'
      )) as followed
    from reminders r where r.sent_at >= ${ts(p.start)} and r.sent_at < ${ts(p.end)}
    group by cur, r.kind`,
  );
}

/**
 * Customers with a booking in each period, and those who had booked before their first booking of that period
 * (index orders_placed_report; the look-back orders_customer).
 */
function customersQuery(db: Db, p: Periods) {
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
function ratingsQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select created_at >= ${ts(p.split)} as cur, count(*) as ratings, sum(rating) as stars
    from reviews where created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by cur`,
  );
}

/** The range's cancellations by reason (index orders_cancelled_report). */
function cancelReasonsQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select coalesce(nullif(btrim(cancel_reason), ''), '') as reason, count(*) as count
    from orders
    where status = 'cancelled' and created_at >= ${ts(p.split)} and created_at < ${ts(p.end)}
    group by 1 order by count(*) desc, 1`,
  );
}

/** The places the garage set for the range's days, per slot (slot_capacity's own key; a year is 3,650 rows). */
function capacityQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select slot, count(*) as days_set, coalesce(sum(case when closed then 0 else capacity end), 0) as places
    from slot_capacity where date >= ${p.range.from}::date and date <= ${p.range.to}::date
    group by slot`,
  );
}

const NO_REASON = 'No reason given';
/** Cancellation reasons listed one by one; the rest are added up as one line. */
const REASONS_LISTED = 15;

function emptyFigures(): ReportFigures {
  return {
    bookings: 0,
    cancelled: 0,
    serviced: { bikes: 0, cars: 0, total: 0 },
    revenue: { paidOrders: 0, totalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, averagePaise: 0 },
    discounts: { orders: 0, totalPaise: 0 },
    extraWork: { proposed: 0, approved: 0, declined: 0, waiting: 0, approvalRate: null, valueAddedPaise: 0 },
    reminders: {
      sent: 0,
      byKind: Object.fromEntries(REMINDER_KINDS.map((k) => [k, 0])) as Record<ReminderKind, number>,
      followedByBooking: 0,
    },
    customers: { total: 0, repeat: 0 },
    rating: { count: 0, average: null },
    riderRuns: { pickups: 0, drops: 0 },
    labourMinutes: 0,
  };
}

type Breakdowns = Map<string, ReportBreakdownRow & { vehicleType?: string }>;
function breakdownRow(map: Breakdowns, key: string, label: string, vehicleType?: string) {
  let row = map.get(key);
  if (!row) {
    row = { key, label, bookings: 0, cancelled: 0, serviced: 0, paidOrders: 0, revenuePaise: 0 };
    if (vehicleType !== undefined) row.vehicleType = vehicleType;
    map.set(key, row);
  }
  return row;
}

const REMOVED_SERVICE = 'A service no longer in the catalogue';
const tierLabel = (tier: string) =>
  tier in BIKE_BAND_LABELS
    ? `Bike ${BIKE_BAND_LABELS[tier as keyof typeof BIKE_BAND_LABELS]}`
    : tier in CAR_SEGMENT_LABELS
      ? `Car ${CAR_SEGMENT_LABELS[tier as keyof typeof CAR_SEGMENT_LABELS]}`
      : 'Unknown vehicle';
const tierKey = (tier: string | null) =>
  (VEHICLE_TIERS as readonly string[]).includes(tier ?? '') ? (tier as (typeof VEHICLE_TIERS)[number]) : 'unknown';

export async function reportSummary(db: Db, range: ReportRange): Promise<ReportSummary> {
  const p = periodsOf(range);
  const [placed, paid, serviced, extraWork, reminders, people, ratings, reasons, capacity, labour, labourBefore] =
    await Promise.all([
      placedQuery(db, p),
      paidQuery(db, p),
      servicedQuery(db, p),
      extraWorkQuery(db, p),
      remindersQuery(db, p),
      customersQuery(db, p),
      ratingsQuery(db, p),
      cancelReasonsQuery(db, p),
      capacityQuery(db, p),
      labourByTechnician(db, range),
      labourByTechnician(db, p.previous),
    ]);

  const figures = { current: emptyFigures(), previous: emptyFigures() };
  const of = (r: Row) => (r.cur ? figures.current : figures.previous);
  const daily = new Map<string, { date: string; bookings: number; revenuePaise: number }>();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) daily.set(d, { date: d, bookings: 0, revenuePaise: 0 });
  const byCity: Breakdowns = new Map(CITIES.map((c) => [c, breakdownRow(new Map(), c, CITY_LABELS[c])]));
  const byService: Breakdowns = new Map();
  const byVehicle: Breakdowns = new Map();
  const serviceKey = (r: Row) => text(r.product_id) ?? 'removed';
  const vehicleRow = (r: Row) =>
    breakdownRow(byVehicle, tierKey(text(r.tier)), tierLabel(tierKey(text(r.tier))), text(r.vehicle_type) ?? '');
  const dimensionRow = (r: Row): (ReportBreakdownRow & { vehicleType?: string }) | null => {
    if (n(r.g_city) === 0) return byCity.get(String(r.city)) ?? breakdownRow(byCity, String(r.city), String(r.city));
    if (n(r.g_product) === 0) return breakdownRow(byService, serviceKey(r), '');
    if (n(r.g_tier) === 0) return vehicleRow(r);
    return null;
  };

  for (const r of placed) {
    if (n(r.g_day) && n(r.g_city) && n(r.g_product) && n(r.g_tier)) {
      of(r).bookings = n(r.bookings);
      of(r).cancelled = n(r.cancelled);
      continue;
    }
    if (!r.cur) continue;
    if (n(r.g_day) === 0) {
      const day = daily.get(String(r.day));
      if (day) day.bookings = n(r.bookings);
      continue;
    }
    const row = dimensionRow(r);
    if (row) {
      row.bookings += n(r.bookings);
      row.cancelled += n(r.cancelled);
    }
  }

  const coupons: ReportSummary['coupons'] = [];
  for (const r of paid) {
    const isTotal = n(r.g_day) && n(r.g_city) && n(r.g_product) && n(r.g_tier) && n(r.g_coupon);
    if (isTotal) {
      const revenue = of(r).revenue;
      revenue.paidOrders = n(r.paid);
      revenue.totalPaise = n(r.total);
      revenue.taxablePaise = n(r.taxable);
      revenue.cgstPaise = n(r.cgst);
      revenue.sgstPaise = n(r.sgst);
      revenue.averagePaise = revenue.paidOrders ? Math.round(revenue.totalPaise / revenue.paidOrders) : 0;
      of(r).discounts = { orders: n(r.coupon_orders), totalPaise: n(r.taken_off) };
      continue;
    }
    if (!r.cur) continue;
    if (n(r.g_coupon) === 0) {
      if (r.coupon_code !== null)
        coupons.push({ code: String(r.coupon_code), orders: n(r.coupon_orders), discountPaise: n(r.taken_off) });
      continue;
    }
    if (n(r.g_day) === 0) {
      const day = daily.get(String(r.day));
      if (day) day.revenuePaise = n(r.total);
      continue;
    }
    const row = dimensionRow(r);
    if (row) {
      row.paidOrders += n(r.paid);
      row.revenuePaise += n(r.total);
    }
  }

  const slots = new Map(TIME_SLOTS.map((s) => [s, { booked: 0 }]));
  const riders = new Map<string, { pickups: number; drops: number }>();
  const rider = (id: string) => {
    const found = riders.get(id) ?? { pickups: 0, drops: 0 };
    riders.set(id, found);
    return found;
  };
  for (const r of serviced) {
    const f = of(r);
    if (n(r.g_type) === 0 && n(r.g_tier) === 1) {
      const count = n(r.serviced);
      if (r.vehicle_type === 'Bike') f.serviced.bikes += count;
      else f.serviced.cars += count;
      f.serviced.total += count;
      continue;
    }
    if (n(r.g_pickup) === 0) {
      if (r.pickup_rider_id === null) continue;
      f.riderRuns.pickups += n(r.pickups);
      if (r.cur) rider(String(r.pickup_rider_id)).pickups += n(r.pickups);
      continue;
    }
    if (n(r.g_drop) === 0) {
      if (r.drop_rider_id === null) continue;
      f.riderRuns.drops += n(r.drops);
      if (r.cur) rider(String(r.drop_rider_id)).drops += n(r.drops);
      continue;
    }
    if (!r.cur) continue;
    if (n(r.g_slot) === 0) {
      const slot = slots.get(r.slot as (typeof TIME_SLOTS)[number]);
      if (slot) slot.booked = n(r.booked);
      continue;
    }
    const row = dimensionRow(r);
    if (row) row.serviced += n(r.serviced);
  }

  for (const r of extraWork) {
    const x = of(r).extraWork;
    x.proposed = n(r.proposed);
    x.approved = n(r.approved);
    x.declined = n(r.declined);
    x.waiting = n(r.waiting);
    x.valueAddedPaise = n(r.value_added);
    const decided = x.approved + x.declined;
    x.approvalRate = decided ? Math.round((x.approved / decided) * 100) : null;
  }
  for (const r of reminders) {
    const x = of(r).reminders;
    const kind = r.kind as ReminderKind;
    if (kind in x.byKind) x.byKind[kind] += n(r.sent);
    x.sent += n(r.sent);
    x.followedByBooking += n(r.followed);
  }
  for (const r of people) of(r).customers = { total: n(r.total), repeat: n(r.repeat) };
  for (const r of ratings) {
    const count = n(r.ratings);
    of(r).rating = { count, average: count ? Math.round((n(r.stars) / count) * 100) / 100 : null };
  }
  figures.current.labourMinutes = labour.reduce((sum, t) => sum + t.minutes, 0);
  figures.previous.labourMinutes = labourBefore.reduce((sum, t) => sum + t.minutes, 0);

  const days = daysIn(range.from, range.to);
  const setFor = new Map(capacity.map((r) => [String(r.slot), r]));
  const slotFill = TIME_SLOTS.map((slot) => {
    const set = setFor.get(slot);
    const unset = days * CITIES.length - n(set?.days_set);
    return {
      slot,
      hour: slotHour(slot),
      booked: slots.get(slot)?.booked ?? 0,
      capacity: unset * DEFAULT_SLOT_CAPACITY + n(set?.places),
    };
  });

  await nameServices(db, byService);
  const riderNames = await staffNames(db, [...riders.keys()]);

  const listed = reasons
    .slice(0, REASONS_LISTED)
    .map((r) => ({ reason: String(r.reason) || NO_REASON, count: n(r.count) }));
  const rest = reasons.slice(REASONS_LISTED).reduce((sum, r) => sum + n(r.count), 0);
  if (rest) listed.push({ reason: 'Other reasons', count: rest });

  const byBookings = (a: ReportBreakdownRow, b: ReportBreakdownRow) =>
    b.bookings - a.bookings || b.revenuePaise - a.revenuePaise || a.label.localeCompare(b.label);
  return {
    success: true,
    range: { ...range, days },
    previousRange: p.previous,
    current: figures.current,
    previous: figures.previous,
    cancellationReasons: listed,
    coupons: coupons.sort((a, b) => b.discountPaise - a.discountPaise || a.code.localeCompare(b.code)),
    daily: [...daily.values()],
    byCity: [...byCity.values()] as ReportSummary['byCity'],
    byService: [...byService.values()].sort(byBookings),
    byVehicle: [...byVehicle.values()].sort(
      (a, b) => VEHICLE_TIERS.indexOf(a.key as never) - VEHICLE_TIERS.indexOf(b.key as never),
    ) as ReportSummary['byVehicle'],
    slotFill,
    riders: [...riders.entries()]
      .map(([staffId, runs]) => ({ staffId, name: riderNames.get(staffId) ?? 'Former staff', ...runs }))
      .sort((a, b) => b.pickups + b.drops - (a.pickups + a.drops) || a.name.localeCompare(b.name)),
    technicians: labour,
  };
}

/** Services are named as the catalogue names them now; one taken out of it reads so. */
async function nameServices(db: Db, byService: Breakdowns) {
  const ids = [...byService.keys()].filter((k) => k !== 'removed');
  const named = ids.length
    ? await db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, ids))
    : [];
  const names = new Map(named.map((p) => [p.id, p.name]));
  for (const row of byService.values()) row.label = names.get(row.key) ?? REMOVED_SERVICE;
}

/** Members of staff by id, for the rider and technician lists. */
export async function staffNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(found.map((s) => [s.id, s.name]));
}
