// The figures around the range's orders per city, service and vehicle tier (GET /api/ops/reports/groups, decision
// 0022): extra work, reminders, customers, ratings and technicians' time. A request of its own beside the summary: the
// screen shows the headline figures while these, which look each item up in its order, are still being counted.

import type { ReportGroupRow, ReportGroups } from '@motomitra/domain/report-groups';
import { daysIn, type ReportRange, VEHICLE_TIERS } from '@motomitra/domain/reports';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { type Dimension, Grouped, REMOVED, type Tier } from './breakdowns.ts';
import {
  customersByGroup,
  extraWorkByGroup,
  labourByGroup,
  ratingsByGroup,
  remindersByGroup,
} from './group-queries.ts';
import { n, type Row, spanOf } from './query-runner.ts';
import { allOf } from './report-rows.ts';

const emptySums = () => ({
  proposed: 0,
  approved: 0,
  declined: 0,
  waiting: 0,
  valueAddedPaise: 0,
  sent: 0,
  followed: 0,
  customers: 0,
  repeat: 0,
  ratings: 0,
  stars: 0,
  labourSeconds: 0,
});
type Sums = ReturnType<typeof emptySums>;

const DIMENSIONS: Record<string, Dimension> = { city: 'city', service: 'service', tier: 'tier' };

function rowOf(s: { key: string; label: string; vehicleType?: string } & Sums): ReportGroupRow {
  const decided = s.approved + s.declined;
  return {
    key: s.key,
    label: s.label,
    ...(s.vehicleType ? { vehicleType: s.vehicleType } : {}),
    extraWork: {
      proposed: s.proposed,
      approved: s.approved,
      declined: s.declined,
      waiting: s.waiting,
      approvalRate: decided ? Math.round((s.approved / decided) * 100) : null,
      valueAddedPaise: s.valueAddedPaise,
    },
    reminders: { sent: s.sent, followedByBooking: s.followed },
    customers: { total: s.customers, repeat: s.repeat },
    rating: { count: s.ratings, average: s.ratings ? Math.round((s.stars / s.ratings) * 100) / 100 : null },
    labourMinutes: Math.floor(s.labourSeconds / 60),
  };
}

/** Adds each query's rows to their groups. */
function addUp(read: Awaited<ReturnType<typeof readGroups>>, groups: Grouped<Sums>) {
  for (const r of read.extraWork) {
    groups.add(r, {
      proposed: n(r.proposed),
      approved: n(r.approved),
      declined: n(r.declined),
      waiting: n(r.waiting),
      valueAddedPaise: n(r.value_added),
    });
  }
  for (const r of read.reminders) groups.add(r, { sent: n(r.sent), followed: n(r.followed) });
  for (const r of read.ratings) groups.add(r, { ratings: n(r.ratings), stars: n(r.stars) });
  for (const r of read.labour) groups.add(r, { labourSeconds: n(r.seconds) });
  // Customers come counted per dimension already: a customer is one in each group they booked in.
  for (const r of read.customers as Row[]) {
    const dimension = DIMENSIONS[String(r.dim)];
    // A booking's service taken out of the catalogue since has no id left.
    const key = r.key === null ? REMOVED : String(r.key);
    if (dimension) groups.addTo(dimension, key, { customers: n(r.total), repeat: n(r.repeat) });
  }
}

function readGroups(db: Db, range: ReportRange) {
  const span = spanOf(range);
  return allOf({
    extraWork: extraWorkByGroup(db, span),
    reminders: remindersByGroup(db, span),
    ratings: ratingsByGroup(db, span),
    labour: labourByGroup(db, span),
    customers: customersByGroup(db, span),
    serviceNames: db.select({ id: products.id, name: products.productName }).from(products),
  });
}

const tierOrder = (a: ReportGroupRow, b: ReportGroupRow) =>
  VEHICLE_TIERS.indexOf(a.key as Tier) - VEHICLE_TIERS.indexOf(b.key as Tier);
const byCustomers = (a: ReportGroupRow, b: ReportGroupRow) =>
  b.customers.total - a.customers.total ||
  b.extraWork.proposed - a.extraWork.proposed ||
  a.label.localeCompare(b.label);

export async function reportGroups(db: Db, range: ReportRange): Promise<ReportGroups> {
  const read = await readGroups(db, range);
  const groups = new Grouped<Sums>(emptySums);
  addUp(read, groups);
  groups.nameServices(new Map(read.serviceNames.map((s) => [s.id, s.name])));
  return {
    success: true,
    range: { ...range, days: daysIn(range.from, range.to) },
    byCity: [...groups.byCity.values()].map(rowOf) as ReportGroups['byCity'],
    byService: [...groups.byService.values()].map(rowOf).sort(byCustomers),
    byVehicle: [...groups.byVehicle.values()].map(rowOf).sort(tierOrder) as ReportGroups['byVehicle'],
  };
}
