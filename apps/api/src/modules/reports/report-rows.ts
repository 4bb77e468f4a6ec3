// Every query of one report (decision 0022), run side by side on the pool: the range's detail, the previous period's
// totals, and the names of the services and staff the figures mention.

import type { ReportRange } from '@motomitra/domain/reports';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, products } from '../../db/schema.ts';
import { labourByTechnician } from './labour.ts';
import { cancelReasonsQuery, paidQuery, placedQuery, refundedPaid, servicedQuery } from './order-queries.ts';
import { capacityQuery, customersQuery, extraWorkQuery, ratingsQuery, remindersQuery } from './period-queries.ts';
import { periodsOf, spanOf } from './query-runner.ts';

export type ReportRows = Awaited<ReturnType<typeof readReport>>;

export async function readReport(db: Db, range: ReportRange) {
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
  return {
    previousRange: p.previous,
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
  };
}
