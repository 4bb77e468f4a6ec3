// A report's headline figures (decision 0022): the range's and the previous period's, added up from the report
// queries' rows; the range's per-day figures and breakdowns are added to from the same rows as they pass.

import { gstBreakup } from '@motomitra/domain/invoice';
import { REMINDER_KINDS, type ReminderKind } from '@motomitra/domain/reminders';
import type { ReportBreakdownRow, ReportFigures, ReportSummary } from '@motomitra/domain/reports';
import type { Grouped } from './breakdowns.ts';
import { dayDate, n, type Row } from './query-runner.ts';
import type { ReportRows } from './report-rows.ts';

export type Figures = { current: ReportFigures; previous: ReportFigures };
export type Daily = Map<string, { date: string; bookings: number; revenuePaise: number }>;
type Runs = { pickups: number; drops: number };
/** The summary's figures of one city, service or tier. */
export type BreakdownFigures = Omit<ReportBreakdownRow, 'key' | 'label'>;
type Breakdowns = Grouped<BreakdownFigures>;
export const emptyBreakdown = (): BreakdownFigures => ({
  bookings: 0,
  cancelled: 0,
  serviced: 0,
  paidOrders: 0,
  revenuePaise: 0,
  discountPaise: 0,
  pickups: 0,
  drops: 0,
});

export function emptyFigures(): ReportFigures {
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

function addBookings(f: ReportFigures, r: Row) {
  f.bookings += n(r.bookings);
  f.cancelled += n(r.cancelled);
}

/** Bookings: the days add up to the range's total. */
export function countBookings(read: ReportRows, figures: Figures, daily: Daily, breakdowns: Breakdowns) {
  for (const r of read.placedBefore) addBookings(figures.previous, r);
  for (const r of read.placedByDay) {
    addBookings(figures.current, r);
    const day = daily.get(dayDate(r.day));
    if (day) day.bookings = n(r.bookings);
  }
  for (const r of read.placedByVehicle) breakdowns.add(r, { bookings: n(r.bookings), cancelled: n(r.cancelled) });
}

/** Adds an amount group's orders: the groups add up to the totals, and split GST as each invoice of that amount is. */
function addRevenue(f: ReportFigures, r: Row) {
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
}

/** Revenue and discounts, per day and per breakdown; the range's coupons, the largest discount first. */
export function countRevenue(read: ReportRows, figures: Figures, daily: Daily, breakdowns: Breakdowns) {
  for (const r of read.paidBefore) addRevenue(figures.previous, r);
  const coupons = new Map<string, ReportSummary['coupons'][number]>();
  for (const r of read.paidDetail) {
    addRevenue(figures.current, r);
    breakdowns.add(r, { paidOrders: n(r.paid), revenuePaise: n(r.total), discountPaise: n(r.taken_off) });
    if (r.coupon_code === null) continue;
    const code = String(r.coupon_code);
    const coupon = coupons.get(code) ?? { code, orders: 0, discountPaise: 0 };
    coupon.orders += n(r.coupon_orders);
    coupon.discountPaise += n(r.taken_off);
    coupons.set(code, coupon);
  }
  for (const r of read.paidByDay) {
    const day = daily.get(dayDate(r.day));
    if (day) day.revenuePaise = n(r.total);
  }
  return [...coupons.values()].sort((a, b) => b.discountPaise - a.discountPaise || a.code.localeCompare(b.code));
}

function addServiced(f: ReportFigures, r: Row) {
  const count = n(r.serviced);
  if (r.vehicle_type === 'Bike') f.serviced.bikes += count;
  else f.serviced.cars += count;
  f.serviced.total += count;
}

/** Vehicles serviced: per vehicle type from the vehicle groups; the bookings kept per slot; runs per rider. */
export function countServiced(read: ReportRows, figures: Figures, breakdowns: Breakdowns) {
  const booked = new Map<string, number>();
  for (const r of read.servicedByVehicle) {
    addServiced(figures.current, r);
    booked.set(String(r.slot), (booked.get(String(r.slot)) ?? 0) + n(r.booked));
    breakdowns.add(r, { serviced: n(r.serviced), pickups: n(r.pickups), drops: n(r.drops) });
  }
  for (const r of read.servicedBefore) {
    addServiced(figures.previous, r);
    figures.previous.riderRuns.pickups += n(r.pickups);
    figures.previous.riderRuns.drops += n(r.drops);
  }
  const riders = new Map<string, Runs>();
  const rider = (id: unknown) => {
    const found = riders.get(String(id)) ?? { pickups: 0, drops: 0 };
    riders.set(String(id), found);
    return found;
  };
  for (const r of read.servicedByRiders) {
    figures.current.riderRuns.pickups += n(r.pickups);
    figures.current.riderRuns.drops += n(r.drops);
    if (r.pickup_rider_id !== null && n(r.pickups)) rider(r.pickup_rider_id).pickups += n(r.pickups);
    if (r.drop_rider_id !== null && n(r.drops)) rider(r.drop_rider_id).drops += n(r.drops);
  }
  return { booked, riders };
}

/** Extra work, reminders, customers, ratings and labour: each row says which period it counts for. */
export function countAroundOrders(read: ReportRows, figures: Figures) {
  const of = (r: Row) => (r.cur ? figures.current : figures.previous);
  for (const r of read.extraWork) {
    const x = of(r).extraWork;
    x.proposed = n(r.proposed);
    x.approved = n(r.approved);
    x.declined = n(r.declined);
    x.waiting = n(r.waiting);
    x.valueAddedPaise = n(r.value_added);
    const decided = x.approved + x.declined;
    x.approvalRate = decided ? Math.round((x.approved / decided) * 100) : null;
  }
  for (const r of read.reminders) {
    const x = of(r).reminders;
    const kind = r.kind as ReminderKind;
    if (kind in x.byKind) x.byKind[kind] += n(r.sent);
    x.sent += n(r.sent);
    x.followedByBooking += n(r.followed);
  }
  for (const r of read.people) of(r).customers = { total: n(r.total), repeat: n(r.repeat) };
  for (const r of read.ratings) {
    const count = n(r.ratings);
    of(r).rating = { count, average: count ? Math.round((n(r.stars) / count) * 100) / 100 : null };
  }
  figures.current.labourMinutes = read.labour.reduce((sum, t) => sum + t.minutes, 0);
  figures.previous.labourMinutes = read.labourBefore.reduce((sum, t) => sum + t.minutes, 0);
}
