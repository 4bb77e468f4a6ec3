// The plans the garage sold, as its console shows them (GET /api/ops/subscriptions, decision 0023): each with the
// customer's first name and phone (what the desk sees of a booking's customer), the vehicle, its status as the customer
// is told it, and what was used: each included service's uses and the breakdown calls answered, with their notes.
import type { IsoDate } from '@motomitra/domain/ist';
import { paiseToRupees } from '@motomitra/domain/money';
import {
  callsLeft,
  type OpsSubscription,
  type OpsSubscriptionsQuerySchema,
  type PlanCall,
} from '@motomitra/domain/sold-plans';
import { subscriptionStatus } from '@motomitra/domain/subscriptions';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { customers, subscriptionCalls, subscriptions } from '../../db/schema.ts';
import { callsTaken, takesCall } from './calls.ts';
import { planUses } from './uses-left.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const recorder = alias(customers, 'recorder');

/** The breakdown calls answered under each subscription, newest first. */
async function callsOf(db: Db | Tx, ids: string[]): Promise<Map<string, PlanCall[]>> {
  const found = new Map<string, PlanCall[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ call: subscriptionCalls, by: recorder.name })
    .from(subscriptionCalls)
    .leftJoin(recorder, eq(recorder.id, subscriptionCalls.recordedBy))
    .where(inArray(subscriptionCalls.subscriptionId, ids))
    .orderBy(desc(subscriptionCalls.createdAt), desc(subscriptionCalls.id));
  for (const { call, by } of rows) {
    const list = found.get(call.subscriptionId) ?? [];
    list.push({ _id: call.id, note: call.note, recordedBy: by ?? '', at: call.createdAt.toISOString() });
    found.set(call.subscriptionId, list);
  }
  return found;
}

type Listed = { sub: SubscriptionRow; name: string; phone: string };

/** The rows as the console shows them on `today`. */
export async function soldPlanViews(db: Db | Tx, rows: Listed[], today: IsoDate): Promise<OpsSubscription[]> {
  const subs = rows.map((r) => r.sub);
  const ids = subs.map((s) => s.id);
  const [usesOf, taken, calls] = await Promise.all([planUses(db, subs), callsTaken(db, ids), callsOf(db, ids)]);
  return rows.map(({ sub: r, name, phone }) => {
    const used = taken.get(r.id) ?? 0;
    return {
      _id: r.id,
      reference: r.reference,
      name: r.sold.texts.en.name,
      customerName: name.trim().split(/\s+/)[0] ?? '',
      customerPhone: phone,
      registrationNumber: r.registrationNumber,
      city: r.city,
      status: subscriptionStatus(r.status, r.endsOn, today),
      price: paiseToRupees(r.pricePaise),
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      paidAt: r.paidAt?.toISOString() ?? null,
      uses: usesOf(r),
      breakdownCalls: { included: r.sold.breakdownCalls, used, left: callsLeft(r.sold.breakdownCalls, used) },
      calls: calls.get(r.id) ?? [],
      extraWorkPercent: r.sold.extraWorkPercent,
      freePickupDrop: r.sold.freePickupDrop,
      canRecordCall: takesCall(r, r.sold.breakdownCalls, used, today),
    };
  });
}

/** A reference or registration number in a column, compared without spaces, dashes or case. */
export const plainSql = (column: SQLWrapper) => sql`replace(replace(upper(${column}), ' ', ''), '-', '')`;

function conditions(q: z.output<typeof OpsSubscriptionsQuerySchema>, today: IsoDate): SQL | undefined {
  // A purchase dropped before it was paid was never sold (as My plans leaves it out).
  const where = [or(inArray(subscriptions.status, ['pending', 'active', 'expired']), isNotNull(subscriptions.paidAt))];
  if (q.city) where.push(eq(subscriptions.city, q.city));
  if (q.status === 'active') where.push(and(eq(subscriptions.status, 'active'), gte(subscriptions.endsOn, today)));
  else if (q.status === 'expired') {
    where.push(
      or(eq(subscriptions.status, 'expired'), and(eq(subscriptions.status, 'active'), lt(subscriptions.endsOn, today))),
    );
  } else if (q.status) where.push(eq(subscriptions.status, q.status));
  // As typed, compared the same way (LIKE's wildcards escaped).
  const text = (q.q ?? '')
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[\\%_]/g, '\\$&');
  if (text) {
    where.push(
      or(
        sql`${plainSql(subscriptions.reference)} like ${`%${text}%`}`,
        sql`${plainSql(subscriptions.registrationNumber)} like ${`%${text}%`}`,
      ),
    );
  }
  return and(...where);
}

/** One page of the plans sold, the latest bought first, and how many match. */
export async function listSoldPlans(db: Db, q: z.output<typeof OpsSubscriptionsQuerySchema>, today: IsoDate) {
  const where = conditions(q, today);
  const [rows, [total]] = await Promise.all([
    db
      .select({ sub: subscriptions, name: customers.name, phone: customers.phone })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return {
    subscriptions: await soldPlanViews(db, rows, today),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One sold plan as the console shows it (after a call is recorded), or null. */
export async function soldPlan(db: Db, id: string, today: IsoDate): Promise<OpsSubscription | null> {
  const rows = await db
    .select({ sub: subscriptions, name: customers.name, phone: customers.phone })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, id));
  return (await soldPlanViews(db, rows, today))[0] ?? null;
}
