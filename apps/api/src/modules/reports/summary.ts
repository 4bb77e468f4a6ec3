// The owner's report of a range (GET /api/ops/reports/summary, decision 0022): the headline figures of the range and
// of the period of the same length before it, and the range's detail (per day, per city, service and vehicle band,
// slot fill, coupons, cancellation reasons, rider runs).
//
// How it stays fast on a year of 100,000 orders: each query reads its rows from one index that holds every column it
// needs (an index-only scan; the index is named beside each query, and in the schema), and aggregates them into few
// groups of raw columns (a day, or a city × service × vehicle); the bands, cities and services are added up here, in
// the domain's own words (pricing.ts's bikeBand). The previous period is read as totals only. The queries run side by
// side on the pool.

import {
  BIKE_BAND_LABELS,
  CAR_SEGMENT_LABELS,
  CITIES,
  CITY_LABELS,
  DEFAULT_SLOT_CAPACITY,
  TIME_SLOTS,
} from '@motomitra/domain/constants';
import { gstBreakup } from '@motomitra/domain/invoice';
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { bikeBand, isCarSegment } from '@motomitra/domain/pricing';
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
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, products } from '../../db/schema.ts';
import { labourByTechnician } from './labour.ts';

/** The IST instants a range of calendar dates covers: [start, end). */
export function istSpan(range: ReportRange) {
  return { start: istInstant(range.from, '00:00'), end: istInstant(addDays(range.to, 1), '00:00') };
}

type Row = Record<string, unknown>;
/**
 * Report queries in flight at once, in this process, however many reports are being made: a year's report is about 20
 * queries, and the rest of the pool (DATABASE_POOL_SIZE, 10 by default) stays free for bookings meanwhile. Four keep
 * two cores busy.
 */
const REPORT_QUERIES_AT_ONCE = 4;
let inFlight = 0;
const waiting: (() => void)[] = [];
async function acquire(): Promise<void> {
  if (inFlight < REPORT_QUERIES_AT_ONCE) {
    inFlight++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}
/** Hands the place to the next query waiting, if any, without letting a newcomer take it in between. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else inFlight--;
}

/** One report query: one round trip (a busy machine's scheduling makes each one cost), among at most four at once. */
async function rows(db: Db, query: SQL): Promise<Row[]> {
  await acquire();
  try {
    return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  } finally {
    release();
  }
}
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The IST day a timestamp column falls on, as the instant that day starts: date_bin from an IST midnight, the cheapest
 * day bucket per row PostgreSQL has (a time-zone conversion or epoch arithmetic cost half as much again in the bench).
 */
const istDayOf = (column: string) => sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+05:30')`);
const dayDate = (day: unknown) => istDate(day instanceof Date ? day : new Date(String(day)));

/** A period's calendar dates and the instants they cover, [start, end). */
type Span = ReportRange & { start: Date; end: Date };
const spanOf = (range: ReportRange): Span => ({ ...range, ...istSpan(range) });

/** The range and the period before it, for the queries that read both at once and split them at `split`. */
type Periods = { range: ReportRange; previous: ReportRange; start: Date; split: Date; end: Date };
function periodsOf(range: ReportRange): Periods {
  const previous = previousPeriod(range.from, range.to);
  return { range, previous, start: istSpan(previous).start, split: istSpan(range).start, end: istSpan(range).end };
}

/** The columns that say which city, service and vehicle tier an order counts for. */
const VEHICLE = sql.raw('city, product_id, vehicle_type, bike_cc, car_type');
const VEHICLE_OUT = sql.raw('city, product_id::text as product_id, vehicle_type, bike_cc, car_type');

// Each query below is one plain GROUP BY: PostgreSQL's grouping sets cost far more CPU than as many separate scans of
// these narrow indexes in the bench (decision 0022), so a period is read once per grouping it needs.

/** Bookings placed in a period (index orders_placed_report), per day, per city × service × vehicle, or in total. */
function placedQuery(db: Db, p: Span, by: 'day' | 'vehicle' | 'total') {
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
async function refundedPaid(db: Db, p: Span): Promise<string[]> {
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
function paidQuery(db: Db, p: Span, refunded: string[], by: 'day' | 'detail' | 'amount') {
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
function servicedQuery(db: Db, p: Span, by: 'vehicle' | 'riders' | 'type') {
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

const FOLLOW = sql.raw(`interval '${REMINDER_FOLLOW_DAYS} days'`);

/**
 * Reminders sent in both periods, by kind (index reminders_sent), and those followed by a booking of their customer
 * within 30 days: one look-up each into orders_customer_report, read from the index alone (it holds the status).
 */
function remindersQuery(db: Db, p: Periods) {
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
function cancelReasonsQuery(db: Db, p: Span) {
  return rows(
    db,
    sql`
    select coalesce(nullif(btrim(cancel_reason), ''), '') as reason, count(*) as count
    from orders
    where status = 'cancelled' and created_at >= ${ts(p.start)} and created_at < ${ts(p.end)}
    group by 1 order by count(*) desc, 1`,
  );
}

/** The places the garage set for the range's days, per slot (slot_capacity's own key; a year is 3,650 rows). */
function capacityQuery(db: Db, p: Span) {
  return rows(
    db,
    sql`
    select slot, count(*) as days_set, coalesce(sum(case when closed then 0 else capacity end), 0) as places
    from slot_capacity where date >= ${p.from}::date and date <= ${p.to}::date
    group by slot`,
  );
}

const NO_REASON = 'No reason given';
/** Cancellation reasons listed one by one; the rest are added up as one line. */
const REASONS_LISTED = 15;
const REMOVED_SERVICE = 'A service no longer in the catalogue';

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

type Tier = (typeof VEHICLE_TIERS)[number];
/**
 * The tier an order was priced in: a bike's cc band by pricing.ts's rule, a bike without a cc being band 1 (an electric
 * one: checkout prices no other bike without one), or the car's segment.
 */
function tierOf(r: Row): Tier {
  if (r.vehicle_type === 'Bike') return bikeBand(r.bike_cc === null ? null : n(r.bike_cc)) ?? 'band1';
  return isCarSegment(r.car_type) ? r.car_type : 'unknown';
}
const tierLabel = (tier: Tier) =>
  tier in BIKE_BAND_LABELS
    ? `Bike ${BIKE_BAND_LABELS[tier as keyof typeof BIKE_BAND_LABELS]}`
    : tier in CAR_SEGMENT_LABELS
      ? `Car ${CAR_SEGMENT_LABELS[tier as keyof typeof CAR_SEGMENT_LABELS]}`
      : 'Unknown vehicle';

type BreakdownRow = ReportBreakdownRow & { vehicleType?: string };
/** The range's figures per city, per service and per tier, each added to from the city × service × vehicle groups. */
class Breakdowns {
  byCity = new Map<string, BreakdownRow>(CITIES.map((c) => [c, Breakdowns.empty(c, CITY_LABELS[c])]));
  byService = new Map<string, BreakdownRow>();
  byVehicle = new Map<string, BreakdownRow>();

  static empty(key: string, label: string): BreakdownRow {
    return { key, label, bookings: 0, cancelled: 0, serviced: 0, paidOrders: 0, revenuePaise: 0 };
  }

  /** Adds `figures` to the order group's city, service and tier. */
  add(r: Row, figures: Partial<Omit<ReportBreakdownRow, 'key' | 'label'>>) {
    const city = String(r.city);
    const service = text(r.product_id) ?? 'removed';
    const tier = tierOf(r);
    const rows = [
      this.row(this.byCity, city, CITY_LABELS[city as keyof typeof CITY_LABELS] ?? city),
      this.row(this.byService, service, ''),
      this.row(this.byVehicle, tier, tierLabel(tier), String(r.vehicle_type)),
    ];
    for (const row of rows) {
      for (const [k, v] of Object.entries(figures) as [keyof typeof figures, number][]) row[k] += v;
    }
  }

  private row(map: Map<string, BreakdownRow>, key: string, label: string, vehicleType?: string) {
    const found = map.get(key) ?? { ...Breakdowns.empty(key, label), ...(vehicleType ? { vehicleType } : {}) };
    map.set(key, found);
    return found;
  }
}

export async function reportSummary(db: Db, range: ReportRange): Promise<ReportSummary> {
  const p = periodsOf(range);
  const now = spanOf(range);
  const before = spanOf(p.previous);
  const [refunded, refundedBefore] = await Promise.all([refundedPaid(db, now), refundedPaid(db, before)]);
  const [
    placedByDay,
    placedByVehicle,
    placedBefore,
    paidByDay,
    paidDetail,
    paidBefore,
    servicedByVehicle,
    servicedByRiders,
    servicedBefore,
    extraWork,
    reminders,
    people,
    ratings,
    reasons,
    capacity,
    labour,
    labourBefore,
    serviceNames,
    staff,
  ] = await Promise.all([
    placedQuery(db, now, 'day'),
    placedQuery(db, now, 'vehicle'),
    placedQuery(db, before, 'total'),
    paidQuery(db, now, refunded, 'day'),
    paidQuery(db, now, refunded, 'detail'),
    paidQuery(db, before, refundedBefore, 'amount'),
    servicedQuery(db, now, 'vehicle'),
    servicedQuery(db, now, 'riders'),
    servicedQuery(db, before, 'type'),
    extraWorkQuery(db, p),
    remindersQuery(db, p),
    customersQuery(db, p),
    ratingsQuery(db, p),
    cancelReasonsQuery(db, now),
    capacityQuery(db, now),
    labourByTechnician(db, range),
    labourByTechnician(db, p.previous),
    db.select({ id: products.id, name: products.productName }).from(products),
    db.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.role, 'operator')),
  ]);

  const figures = { current: emptyFigures(), previous: emptyFigures() };
  const of = (r: Row) => (r.cur ? figures.current : figures.previous);
  const daily = new Map<string, { date: string; bookings: number; revenuePaise: number }>();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) daily.set(d, { date: d, bookings: 0, revenuePaise: 0 });
  const breakdowns = new Breakdowns();

  // Bookings: the days add up to the range's total.
  const addBookings = (f: ReportFigures, r: Row) => {
    f.bookings += n(r.bookings);
    f.cancelled += n(r.cancelled);
  };
  for (const r of placedBefore) addBookings(figures.previous, r);
  for (const r of placedByDay) {
    addBookings(figures.current, r);
    const day = daily.get(dayDate(r.day));
    if (day) day.bookings = n(r.bookings);
  }
  for (const r of placedByVehicle) breakdowns.add(r, { bookings: n(r.bookings), cancelled: n(r.cancelled) });

  // Revenue: the amount groups add up to the totals, and split GST as each invoice of that amount is split.
  const addRevenue = (f: ReportFigures, r: Row) => {
    const revenue = f.revenue;
    const orders = n(r.paid);
    const gst = gstBreakup(n(r.amount));
    revenue.paidOrders += orders;
    revenue.totalPaise += n(r.total);
    revenue.taxablePaise += orders * gst.taxablePaise;
    revenue.cgstPaise += orders * gst.cgstPaise;
    revenue.sgstPaise += orders * gst.sgstPaise;
    revenue.averagePaise = revenue.paidOrders ? Math.round(revenue.totalPaise / revenue.paidOrders) : 0;
    f.discounts.orders += n(r.coupon_orders);
    f.discounts.totalPaise += n(r.taken_off);
  };
  for (const r of paidBefore) addRevenue(figures.previous, r);
  const coupons = new Map<string, ReportSummary['coupons'][number]>();
  for (const r of paidDetail) {
    addRevenue(figures.current, r);
    breakdowns.add(r, { paidOrders: n(r.paid), revenuePaise: n(r.total) });
    if (r.coupon_code === null) continue;
    const code = String(r.coupon_code);
    const coupon = coupons.get(code) ?? { code, orders: 0, discountPaise: 0 };
    coupon.orders += n(r.coupon_orders);
    coupon.discountPaise += n(r.taken_off);
    coupons.set(code, coupon);
  }
  for (const r of paidByDay) {
    const day = daily.get(dayDate(r.day));
    if (day) day.revenuePaise = n(r.total);
  }

  // Vehicles serviced: per vehicle type from the vehicle groups; slots kept; runs per pair of riders.
  const addServiced = (f: ReportFigures, r: Row) => {
    const count = n(r.serviced);
    if (r.vehicle_type === 'Bike') f.serviced.bikes += count;
    else f.serviced.cars += count;
    f.serviced.total += count;
  };
  const booked = new Map<string, number>();
  for (const r of servicedByVehicle) {
    addServiced(figures.current, r);
    booked.set(String(r.slot), (booked.get(String(r.slot)) ?? 0) + n(r.booked));
    breakdowns.add(r, { serviced: n(r.serviced) });
  }
  for (const r of servicedBefore) {
    addServiced(figures.previous, r);
    figures.previous.riderRuns.pickups += n(r.pickups);
    figures.previous.riderRuns.drops += n(r.drops);
  }
  const riders = new Map<string, { pickups: number; drops: number }>();
  const rider = (id: unknown) => {
    const found = riders.get(String(id)) ?? { pickups: 0, drops: 0 };
    riders.set(String(id), found);
    return found;
  };
  for (const r of servicedByRiders) {
    figures.current.riderRuns.pickups += n(r.pickups);
    figures.current.riderRuns.drops += n(r.drops);
    if (r.pickup_rider_id !== null && n(r.pickups)) rider(r.pickup_rider_id).pickups += n(r.pickups);
    if (r.drop_rider_id !== null && n(r.drops)) rider(r.drop_rider_id).drops += n(r.drops);
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
      booked: booked.get(slot) ?? 0,
      capacity: unset * DEFAULT_SLOT_CAPACITY + n(set?.places),
    };
  });

  const serviceName = new Map(serviceNames.map((s) => [s.id, s.name]));
  for (const row of breakdowns.byService.values()) row.label = serviceName.get(row.key) ?? REMOVED_SERVICE;
  const riderNames = new Map(staff.map((s) => [s.id, s.name]));

  const listed = reasons
    .slice(0, REASONS_LISTED)
    .map((r) => ({ reason: String(r.reason) || NO_REASON, count: n(r.count) }));
  const rest = reasons.slice(REASONS_LISTED).reduce((sum, r) => sum + n(r.count), 0);
  if (rest) listed.push({ reason: 'Other reasons', count: rest });

  const byBookings = (a: ReportBreakdownRow, b: ReportBreakdownRow) =>
    b.bookings - a.bookings || b.revenuePaise - a.revenuePaise || a.label.localeCompare(b.label);
  const tierOrder = (a: ReportBreakdownRow, b: ReportBreakdownRow) =>
    VEHICLE_TIERS.indexOf(a.key as Tier) - VEHICLE_TIERS.indexOf(b.key as Tier);
  return {
    success: true,
    range: { ...range, days },
    previousRange: p.previous,
    current: figures.current,
    previous: figures.previous,
    cancellationReasons: listed,
    coupons: [...coupons.values()].sort((a, b) => b.discountPaise - a.discountPaise || a.code.localeCompare(b.code)),
    daily: [...daily.values()],
    byCity: [...breakdowns.byCity.values()] as ReportSummary['byCity'],
    byService: [...breakdowns.byService.values()].sort(byBookings),
    byVehicle: [...breakdowns.byVehicle.values()].sort(tierOrder) as ReportSummary['byVehicle'],
    slotFill,
    riders: [...riders.entries()]
      .map(([staffId, runs]) => ({ staffId, name: riderNames.get(staffId) ?? 'Former staff', ...runs }))
      .sort((a, b) => b.pickups + b.drops - (a.pickups + a.drops) || a.name.localeCompare(b.name)),
    technicians: labour,
  };
}
