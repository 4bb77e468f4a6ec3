// The yearly plans' section of the owner's report (decisions 0022 and 0023; which day each figure counts on is in
// domain/report-plans.ts): plans sold, refunded and used, in both periods and, for the range, per city and per plan.
// Plans are not orders, so none of this is in the services' revenue. Each query reads both periods at once, split at
// the range's start, grouped by city and plan; the tables are small (a plan a vehicle a year), so no index of their own.

import { CITIES, CITY_LABELS, type City } from '@motomitra/domain/constants';
import { emptyPlanFigures, type ReportPlanFigures, type ReportPlans } from '@motomitra/domain/report-plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { n, type Periods, type Row, rows, text, ts } from './query-runner.ts';

/** Plans paid in both periods, at the price each was sold for: the day paid is the day it became active. */
function soldQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select paid_at >= ${ts(p.split)} as cur, city, plan_id::text as plan_id, count(*) as sold,
      sum(price_paise) as value
    from subscriptions where paid_at >= ${ts(p.start)} and paid_at < ${ts(p.end)}
    group by 1, 2, 3`,
  );
}

/**
 * Plans whose own payment (the one that activated them) was given back, by the day refunded, and the amount refunded.
 * A payment that paid nothing (after the purchase was dropped, or a second one) is refunded too but sold no plan.
 */
function refundedQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select l.refunded_at >= ${ts(p.split)} as cur, s.city, s.plan_id::text as plan_id, count(*) as refunded,
      sum(l.amount_paise) as value
    from payment_links l join subscriptions s on s.id = l.subscription_id
    where l.refund_id is not null and l.gateway_payment_id = s.payment_reference
      and l.refunded_at >= ${ts(p.start)} and l.refunded_at < ${ts(p.end)}
    group by 1, 2, 3`,
  );
}

/** Uses taken by covered bookings placed in both periods and not cancelled (a cancelled one gave its use back). */
function usesQuery(db: Db, p: Periods) {
  return rows(
    db,
    sql`
    select o.created_at >= ${ts(p.split)} as cur, s.city, s.plan_id::text as plan_id, count(*) as uses
    from subscription_uses u
    join orders o on o.id = u.order_id
    join subscriptions s on s.id = u.subscription_id
    where o.status <> 'cancelled' and o.created_at >= ${ts(p.start)} and o.created_at < ${ts(p.end)}
    group by 1, 2, 3`,
  );
}

const planNamesQuery = (db: Db) => rows(db, sql`select id::text as id, texts -> 'en' ->> 'name' as name from plans`);

type Keyed = ReportPlanFigures & { key: string; label: string };

/** Figures added up per key, each row made once with its label. */
function tally(label: (key: string) => string) {
  const map = new Map<string, Keyed>();
  return {
    map,
    at(key: string): Keyed {
      const found = map.get(key) ?? { key, label: label(key), ...emptyPlanFigures() };
      map.set(key, found);
      return found;
    },
  };
}

/** Adds every query's rows to both periods' totals, and the range's rows to its city and its plan. */
export async function planReport(db: Db, p: Periods): Promise<ReportPlans> {
  const [sold, refunded, uses, names] = await Promise.all([
    soldQuery(db, p),
    refundedQuery(db, p),
    usesQuery(db, p),
    planNamesQuery(db),
  ]);
  const current = emptyPlanFigures();
  const previous = emptyPlanFigures();
  const byCity = tally((city) => CITY_LABELS[city as City] ?? city);
  for (const city of CITIES) byCity.at(city);
  const planName = new Map(names.map((r) => [String(r.id), text(r.name) ?? '']));
  const byPlan = tally((id) => planName.get(id) || 'A plan no longer defined');
  const add = (r: Row, figures: Partial<ReportPlanFigures>) => {
    const targets = r.cur ? [current, byCity.at(String(r.city)), byPlan.at(String(r.plan_id))] : [previous];
    for (const target of targets)
      for (const [k, v] of Object.entries(figures) as [keyof ReportPlanFigures, number][]) target[k] += v;
  };
  for (const r of sold) add(r, { sold: n(r.sold), soldPaise: n(r.value) });
  for (const r of refunded) add(r, { refunded: n(r.refunded), refundedPaise: n(r.value) });
  for (const r of uses) add(r, { usesTaken: n(r.uses) });
  return {
    current,
    previous,
    byCity: [...byCity.map.values()] as ReportPlans['byCity'],
    byPlan: [...byPlan.map.values()].sort((a, b) => b.sold - a.sold || a.label.localeCompare(b.label)),
  };
}
