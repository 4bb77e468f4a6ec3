// How a report query runs (decision 0022): one round trip each, at most four at once per process; and the pieces of
// SQL and of row reading the report's queries share (IST days, the periods, the columns that name a vehicle).

import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { previousPeriod, type ReportRange } from '@motomitra/domain/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The IST instants a range of calendar dates covers: [start, end). */
export function istSpan(range: ReportRange) {
  return { start: istInstant(range.from, '00:00'), end: istInstant(addDays(range.to, 1), '00:00') };
}

export type Row = Record<string, unknown>;
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

/**
 * One report query, among at most four at once, in a transaction of its own that turns off, for it alone, what costs
 * an aggregate over a year of orders more than it gives on a shop's few cores: JIT compilation (PostgreSQL compiles
 * any plan above jit_above_cost, some 20 ms each here) and parallel workers (four report queries already keep two
 * cores busy; their workers only fight them). Measured on 100,000 orders: a year's summary p95 256 ms → 202 ms.
 */
export async function rows(db: Db, query: SQL): Promise<Row[]> {
  await acquire();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(LEAN_PLANS);
      return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    });
  } finally {
    release();
  }
}
const LEAN_PLANS = sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
export const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The IST day a timestamp column falls on, as the instant that day starts: date_bin from an IST midnight, the cheapest
 * day bucket per row PostgreSQL has (a time-zone conversion or epoch arithmetic cost half as much again in the bench).
 */
export const istDayOf = (column: string) =>
  sql.raw(`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+05:30')`);
export const dayDate = (day: unknown) => istDate(day instanceof Date ? day : new Date(String(day)));

/** A period's calendar dates and the instants they cover, [start, end). */
export type Span = ReportRange & { start: Date; end: Date };
export const spanOf = (range: ReportRange): Span => ({ ...range, ...istSpan(range) });

/** The range and the period before it, for the queries that read both at once and split them at `split`. */
export type Periods = { range: ReportRange; previous: ReportRange; start: Date; split: Date; end: Date };
export function periodsOf(range: ReportRange): Periods {
  const previous = previousPeriod(range.from, range.to);
  return { range, previous, start: istSpan(previous).start, split: istSpan(range).start, end: istSpan(range).end };
}

/** The columns that say which city, service and vehicle tier an order counts for. */
export const VEHICLE = sql.raw('city, product_id, vehicle_type, bike_cc, car_type');
export const VEHICLE_OUT = sql.raw('city, product_id::text as product_id, vehicle_type, bike_cc, car_type');

/**
 * A job item's amount in SQL, as lifecycle.ts itemAmountPaise computes it: quantity × unit price less the yearly plan's
 * percentage, rounded down to whole paise (integer division of non-negative numbers), so the extra work's value in a
 * report is what the customers were billed (decision 0023). `alias` is the job_items table's, with its dot.
 */
export const itemAmountSql = (alias = '') => {
  const gross = `${alias}quantity::bigint * ${alias}unit_price_paise`;
  return sql.raw(`(${gross} - ${gross} * ${alias}discount_percent / 100)`);
};
