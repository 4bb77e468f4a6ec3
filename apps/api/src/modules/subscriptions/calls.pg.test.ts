// The last breakdown call of a yearly plan raced on PostgreSQL with two API instances (decision 0023): two operators
// recording it at the same moment queue on the subscription's row lock, so exactly one is recorded and the other is
// told none is left (409), whatever instance each request reaches.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionCalls, subscriptions } from '../../db/schema.ts';
import { productId, quickCustomer, saveVehicle } from '../../testing/booking.ts';
import { hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { loginStaff } from '../../testing/operators.ts';
import { activePlan } from '../../testing/plans.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { NONE_LEFT } from './calls.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: TwoInstances['t'];
let desk: { cookie: string; id: string };
beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances, t } = setup);
  desk = await loginStaff(t, 'advisor');
});
afterEach(() => releaseHolds());
afterAll(() => setup?.close());

/** POST /api/ops/subscriptions/:id/calls over real HTTP to instance `n`, as the desk. */
async function record(n: 0 | 1, id: string, note: string) {
  const res = await fetch(`${instances[n].url}/api/ops/subscriptions/${id}/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: desk.cookie },
    body: JSON.stringify({ note }),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('the last breakdown call of a plan', () => {
  it('recorded by two operators on two instances at once: exactly one is recorded', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c);
    const sub = await activePlan(t.database.db, {
      customerId: c.id,
      vehicleId: bike._id,
      productId: await productId(t, 'bike-general-service'),
    });
    await t.database.db
      .update(subscriptions)
      .set({ sold: { ...sub.sold, breakdownCalls: 1 } })
      .where(eq(subscriptions.id, sub.id));
    // Both queue on the plan's row, held here as a call being recorded would hold it.
    const held = await hold(setup.fresh.config.url, 'select 1 from subscriptions where id = $1 for update', [sub.id]);
    const racing = Promise.all([record(0, sub.id, 'Towed from Hingna'), record(1, sub.id, 'Towed from Hingna')]);
    await untilBlockedBy(t.database.db, held, 2, 'calls waiting for the plan');
    await held.release();
    const answers = await racing;
    expect(statuses(answers.map((a) => a.status)), JSON.stringify(answers)).toEqual({ 201: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(NONE_LEFT);
    const calls = await t.database.db
      .select()
      .from(subscriptionCalls)
      .where(eq(subscriptionCalls.subscriptionId, sub.id));
    expect(calls).toHaveLength(1);
  });
});
