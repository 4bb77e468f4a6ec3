// Every query of one report (decision 0022), run side by side on the pool: the range's detail, the previous period's
// totals, and the names of the services and staff the figures mention.

import type { ReportRange } from '@motomitra/domain/reports';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, products } from '../../db/schema.ts';
import { labourByTechnician } from './labour.ts';
import { cancelReasonsQuery, paidQuery, placedQuery, refundedPaid, servicedQuery } from './order-queries.ts';
import { capacityQuery, customersQuery, extraWorkQuery, ratingsQuery, remindersQuery } from './period-queries.ts';
import { planReport } from './plan-figures.ts';
import { periodsOf, spanOf } from './query-runner.ts';

export type ReportRows = Awaited<ReturnType<typeof readReport>>;

/** Each of `work`'s values settled, under the same names (Promise.all by name). */
export async function allOf<T extends Record<string, unknown>>(work: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(work);
  const values = await Promise.all(Object.values(work));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}

export async function readReport(db: Db, range: ReportRange) {
  const p = periodsOf(range);
  const now = spanOf(range);
  const before = spanOf(p.previous);
  const [refunded, refundedBefore] = await Promise.all([refundedPaid(db, now), refundedPaid(db, before)]);
  // Named once: each query by the name the figures read its rows under, all of them side by side.
  return allOf({
    previousRange: p.previous,
    placedByDay: placedQuery(db, now, 'day'),
    placedByVehicle: placedQuery(db, now, 'vehicle'),
    placedBefore: placedQuery(db, before, 'total'),
    paidByDay: paidQuery(db, now, refunded, 'day'),
    paidDetail: paidQuery(db, now, refunded, 'detail'),
    paidBefore: paidQuery(db, before, refundedBefore, 'amount'),
    servicedByVehicle: servicedQuery(db, now, 'vehicle'),
    servicedByRiders: servicedQuery(db, now, 'riders'),
    servicedBefore: servicedQuery(db, before, 'type'),
    extraWork: extraWorkQuery(db, p),
    reminders: remindersQuery(db, p),
    people: customersQuery(db, p),
    ratings: ratingsQuery(db, p),
    reasons: cancelReasonsQuery(db, now),
    capacity: capacityQuery(db, now),
    labour: labourByTechnician(db, range),
    labourBefore: labourByTechnician(db, p.previous),
    plans: planReport(db, p),
    serviceNames: db.select({ id: products.id, name: products.productName }).from(products),
    staff: db.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.role, 'operator')),
  });
}
