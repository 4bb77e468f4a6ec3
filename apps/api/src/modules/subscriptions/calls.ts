// Breakdown assistance calls answered under a yearly plan (decision 0023): counted for the customer's and the garage's
// views, and recorded by an operator only on a plan active today with a call left, decided under the subscription's row
// lock (the lock a booking takes a use under), so two operators recording the last call at once get one between them.
import { type IsoDate, istDate } from '@motomitra/domain/ist';
import { callsLeft, type RecordCallBody } from '@motomitra/domain/sold-plans';
import { type StoredSubscriptionStatus, subscriptionStatus } from '@motomitra/domain/subscriptions';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionCalls, subscriptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';

/** Breakdown calls answered per subscription. */
export async function callsTaken(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subscriptionId: subscriptionCalls.subscriptionId, n: count() })
    .from(subscriptionCalls)
    .where(inArray(subscriptionCalls.subscriptionId, ids))
    .groupBy(subscriptionCalls.subscriptionId);
  return new Map(rows.map((r) => [r.subscriptionId, r.n]));
}

type PlanDays = { status: StoredSubscriptionStatus; startsOn: string | null; endsOn: string | null };

/** Whether a plan is running on `today` (IST): paid, started, and not past its last day. */
export function runsOn(plan: PlanDays, today: IsoDate): boolean {
  return (
    subscriptionStatus(plan.status, plan.endsOn, today) === 'active' && plan.startsOn !== null && plan.startsOn <= today
  );
}

/** Whether a plan takes a breakdown call on `today`: running, with one of the `included` calls left. */
export function takesCall(plan: PlanDays, included: number, used: number, today: IsoDate): boolean {
  return runsOn(plan, today) && callsLeft(included, used) > 0;
}

export const NOT_RUNNING = 'This plan is not active today: breakdown calls are recorded only under a running plan.';
export const NONE_LEFT = 'This plan has no breakdown calls left.';

/** Records a breakdown call answered under subscription `id` by operator `operatorId` (404; 409 when not allowed). */
export async function recordCall(
  db: Db,
  id: string,
  operatorId: string,
  body: RecordCallBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [sub] = await tx
      .select({
        status: subscriptions.status,
        startsOn: subscriptions.startsOn,
        endsOn: subscriptions.endsOn,
        sold: subscriptions.sold,
      })
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    if (!sub) throw notFound('No such plan.');
    const today = istDate(now);
    const used = (await callsTaken(tx, [id])).get(id) ?? 0;
    if (!runsOn(sub, today)) throw conflict(NOT_RUNNING);
    if (callsLeft(sub.sold.breakdownCalls, used) === 0) throw conflict(NONE_LEFT);
    await tx.insert(subscriptionCalls).values({ subscriptionId: id, note: body.note, recordedBy: operatorId });
  });
}

/**
 * An erased customer's calls: kept as counted (what the plan gave), without the notes, which say where the customer
 * and their vehicle stood.
 */
export async function eraseCallNotes(tx: Tx, subscriptionIds: string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx
    .update(subscriptionCalls)
    .set({ note: '' })
    .where(inArray(subscriptionCalls.subscriptionId, subscriptionIds));
}
