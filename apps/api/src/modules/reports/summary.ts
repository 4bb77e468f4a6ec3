// The owner's report of a range (GET /api/ops/reports/summary, decision 0022): the headline figures of the range and
// of the period of the same length before it, and the range's detail (per day, per city, service and vehicle band,
// slot fill, coupons, cancellation reasons, rider runs), and the yearly plans sold and used apart (plan-figures.ts).
//
// How it stays fast on a year of 100,000 orders: each query reads its rows from one index that holds every column it
// needs (an index-only scan; the index is named beside each query, and in the schema), and aggregates them into few
// groups of raw columns (a day, or a city × service × vehicle); the bands, cities and services are added up in JS, in
// the domain's own words (pricing.ts's bikeBand). The previous period is read as totals only. The queries run side by
// side on the pool.
//
// The queries are in order-queries.ts and period-queries.ts (all run by report-rows.ts), what they add up to in
// figures.ts and breakdowns.ts; this module puts the report together.

import { CITIES, DEFAULT_SLOT_CAPACITY, TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays } from '@motomitra/domain/ist';
import {
  daysIn,
  type ReportBreakdownRow,
  type ReportRange,
  type ReportSummary,
  slotHour,
  VEHICLE_TIERS,
} from '@motomitra/domain/reports';
import type { Db } from '../../db/client.ts';
import { Grouped, type Tier } from './breakdowns.ts';
import {
  type BreakdownFigures,
  countAroundOrders,
  countBookings,
  countRevenue,
  countServiced,
  type Daily,
  emptyBreakdown,
  emptyFigures,
} from './figures.ts';
import { n, type Row } from './query-runner.ts';
import { readReport } from './report-rows.ts';

const NO_REASON = 'No reason given';
/** Cancellation reasons listed one by one; the rest are added up as one line. */
const REASONS_LISTED = 15;

/** Each slot's bookings kept against its places: those the garage set, the default on every city's day it did not. */
function slotFillOf(days: number, capacity: Row[], booked: Map<string, number>) {
  const setFor = new Map(capacity.map((r) => [String(r.slot), r]));
  return TIME_SLOTS.map((slot) => {
    const set = setFor.get(slot);
    const unset = days * CITIES.length - n(set?.days_set);
    return {
      slot,
      hour: slotHour(slot),
      booked: booked.get(slot) ?? 0,
      capacity: unset * DEFAULT_SLOT_CAPACITY + n(set?.places),
    };
  });
}

function cancellationReasons(reasons: Row[]) {
  const listed = reasons
    .slice(0, REASONS_LISTED)
    .map((r) => ({ reason: String(r.reason) || NO_REASON, count: n(r.count) }));
  const rest = reasons.slice(REASONS_LISTED).reduce((sum, r) => sum + n(r.count), 0);
  if (rest) listed.push({ reason: 'Other reasons', count: rest });
  return listed;
}

const byBookings = (a: ReportBreakdownRow, b: ReportBreakdownRow) =>
  b.bookings - a.bookings || b.revenuePaise - a.revenuePaise || a.label.localeCompare(b.label);
const tierOrder = (a: ReportBreakdownRow, b: ReportBreakdownRow) =>
  VEHICLE_TIERS.indexOf(a.key as Tier) - VEHICLE_TIERS.indexOf(b.key as Tier);

export async function reportSummary(db: Db, range: ReportRange): Promise<ReportSummary> {
  const read = await readReport(db, range);
  const figures = { current: emptyFigures(), previous: emptyFigures() };
  const daily: Daily = new Map();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) daily.set(d, { date: d, bookings: 0, revenuePaise: 0 });
  const breakdowns = new Grouped<BreakdownFigures>(emptyBreakdown);

  countBookings(read, figures, daily, breakdowns);
  const coupons = countRevenue(read, figures, daily, breakdowns);
  const { booked, riders } = countServiced(read, figures, breakdowns);
  countAroundOrders(read, figures);

  const days = daysIn(range.from, range.to);
  breakdowns.nameServices(new Map(read.serviceNames.map((s) => [s.id, s.name])));
  const riderNames = new Map(read.staff.map((s) => [s.id, s.name]));
  return {
    success: true,
    range: { ...range, days },
    previousRange: read.previousRange,
    current: figures.current,
    previous: figures.previous,
    cancellationReasons: cancellationReasons(read.reasons),
    coupons,
    daily: [...daily.values()],
    byCity: [...breakdowns.byCity.values()] as ReportSummary['byCity'],
    byService: [...breakdowns.byService.values()].sort(byBookings),
    byVehicle: [...breakdowns.byVehicle.values()].sort(tierOrder) as ReportSummary['byVehicle'],
    slotFill: slotFillOf(days, read.capacity, booked),
    riders: [...riders.entries()]
      .map(([staffId, runs]) => ({ staffId, name: riderNames.get(staffId) ?? 'Former staff', ...runs }))
      .sort((a, b) => b.pickups + b.drops - (a.pickups + a.drops) || a.name.localeCompare(b.name)),
    technicians: read.labour,
    plans: read.plans,
  };
}
