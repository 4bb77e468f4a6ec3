// The last admin under concurrency, with two API instances on one PostgreSQL and real parallel HTTP requests: the
// shop's only two admins demote (or switch off) each other at the same moment, each on another instance, and exactly
// one succeeds; one admin remains. Each change that loses an admin locks every active admin's row before it counts
// them; without that, both would count two admins and both would step down.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import type { BookingTestApp } from '../../testing/booking.ts';
import { hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { loginStaff } from '../../testing/operators.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: BookingTestApp;

beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances, t } = setup);
});
afterAll(async () => {
  await setup?.close();
});
afterEach(releaseHolds);

const LAST_ADMIN = 'The shop needs at least one active admin: make another admin first.';

type Admin = Awaited<ReturnType<typeof loginStaff>>;
let asha: Admin;
let bilal: Admin;
/** Each test starts with exactly two active admins, Asha and Bilal: any admin an earlier test left steps down. */
beforeEach(async () => {
  await t.database.db.update(customers).set({ staffRole: 'advisor' }).where(eq(customers.staffRole, 'admin'));
  asha = await loginStaff(t, 'admin', { name: 'Asha Admin' });
  bilal = await loginStaff(t, 'admin', { name: 'Bilal Admin' });
});

/** `by` changes `whom` over real HTTP through instance `i`. */
async function change(i: 0 | 1, by: Admin, whom: Admin, body: Record<string, unknown>) {
  const res = await fetch(`${instances[i].url}/api/ops/staff/${whom.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: by.cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

const activeAdmins = async () =>
  (
    await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.staffRole, 'admin'), eq(customers.active, true)))
  ).map((a) => a.id);

describe('two admins stepping each other down at once (two instances, one PostgreSQL)', () => {
  it.each([
    ['demote', { role: 'advisor' }],
    ['switch off', { active: false }],
  ])(
    '%s each other: exactly one succeeds, the other is refused as the last admin, and one admin remains',
    async (_, body) => {
      // Another session holds the admins' rows, as a change in flight does: both requests are past the guard (each
      // caller is still an admin) and wait inside their transactions, neither having counted the admins yet.
      const held = await hold(
        setup.fresh.config.url,
        "select 1 from customers where staff_role = 'admin' and active for update",
        [],
      );
      const racing = Promise.all([change(0, asha, bilal, body), change(1, bilal, asha, body)]);
      await untilBlockedBy(t.database.db, held, 2, "changes waited for the admins' rows");
      await held.release();
      const answers = await racing;

      expect(statuses(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 1 });
      expect(answers.find((a) => a.status === 409)?.message).toBe(LAST_ADMIN);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      // The one left is the winner's caller: the one whose change was refused is the one demoted.
      const winner = answers[0]?.status === 200 ? asha : bilal;
      expect(left).toEqual([winner.id]);
    },
  );

  it('sent at once without a hold, ten times over: never both, never none', async () => {
    for (let round = 0; round < 10; round++) {
      if (round > 0) {
        await t.database.db.update(customers).set({ staffRole: 'advisor' }).where(eq(customers.staffRole, 'admin'));
        asha = await loginStaff(t, 'admin', { name: 'Asha Admin' });
        bilal = await loginStaff(t, 'admin', { name: 'Bilal Admin' });
      }
      const body = round % 2 ? { active: false } : { role: 'technician' };
      const answers = await Promise.all([change(0, asha, bilal, body), change(1, bilal, asha, body)]);
      // The loser is refused as the last admin when both were inside at once, or by the guard when it came after
      // (no longer an admin: 403; switched off, its session gone: 401).
      expect(
        answers.filter((a) => a.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect([401, 403, 409]).toContain(answers.find((a) => a.status !== 200)?.status);
      expect(await activeAdmins(), `round ${round}`).toHaveLength(1);
    }
  });
});
