// Handovers and labour on two API instances over one PostgreSQL, with real parallel HTTP requests (as riders' and
// technicians' phones behind a load balancer send them): right codes arriving together move the order once, wrong
// codes arriving together are checked no more than the limit, and two starts together run one clock.
import { HANDOVER_MAX_WRONG_PER_ORDER } from '@motomitra/domain/staff-work';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handovers, labourSessions, orderEvents, orders } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { loginStaff } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { newHandoverCode } from '../orders/new-order.ts';

let setup: TwoInstances;
let rider: { id: string; cookie: string };
let technician: { id: string; cookie: string };
let asha: Shopper;

beforeAll(async () => {
  setup = await startTwoInstances();
  rider = await loginStaff(setup.t, 'rider', { name: 'Sameer Kale', phone: '9822012345' });
  technician = await loginStaff(setup.t, 'technician', { name: 'Tanvi More' });
  asha = await quickCustomer(setup.t);
});
afterEach(releaseHolds);
afterAll(async () => {
  await setup?.close();
});

const db = () => setup.t.database.db;

/** `n` requests at once, alternating between the two instances; their statuses. */
function race(n: number, path: string, body: object, by: { cookie: string }): Promise<number[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${(setup.instances[i % 2] as Instance).url}/api/ops/orders/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: by.cookie },
        body: JSON.stringify(body),
      });
      return res.status;
    }),
  );
}

/** Holds the order's row lock in another session, as a request in flight does. */
const holdOrder = (id: string) => hold(setup.fresh.config.url, 'select 1 from orders where id = $1 for update', [id]);

describe('right handover codes arriving together', () => {
  it('move the order once: one answer 200, the others 409, one handover, one status move', async () => {
    const code = newHandoverCode();
    const o = await insertOrder(db(), asha.id, { handoverCode: code, pickupRiderId: rider.id });
    const held = await holdOrder(o.id);
    const answers = race(6, `${o.id}/handover`, { stage: 'pickup', code }, rider);
    // All six have checked the code and wait for the order's lock: none has moved it yet.
    await untilBlockedBy(db(), held, 6, 'handovers waited for the order');
    await held.release();
    expect(statuses(await answers)).toEqual({ 200: 1, 409: 5 });
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row?.status).toBe('pickedUp');
    expect(await db().select().from(handovers).where(eq(handovers.orderId, o.id))).toHaveLength(1);
    const moves = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).filter(
      (e) => e.kind === 'status',
    );
    expect(moves.map((e) => e.toValue)).toEqual(['pickedUp']);
  });
});

describe('wrong handover codes arriving together', () => {
  it('are checked no more than the limit: the rest wait (429), and nothing moves', async () => {
    const code = newHandoverCode();
    const wrong = String((Number(code) + 5000) % 10_000).padStart(4, '0');
    const o = await insertOrder(db(), asha.id, { handoverCode: code, pickupRiderId: rider.id });
    const answers = await race(12, `${o.id}/handover`, { stage: 'pickup', code: wrong }, rider);
    expect(statuses(answers)).toEqual({ 400: HANDOVER_MAX_WRONG_PER_ORDER, 429: 12 - HANDOVER_MAX_WRONG_PER_ORDER });
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row?.status).toBe('new');
  });
});

describe('two starts of labour together', () => {
  it('run one clock: one answer 200, the other 409', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'pickedUp', technicianId: technician.id });
    const held = await holdOrder(o.id);
    const answers = race(2, `${o.id}/labour`, { action: 'start' }, technician);
    await untilBlockedBy(db(), held, 2, 'labour starts waited for the order');
    await held.release();
    expect(statuses(await answers)).toEqual({ 200: 1, 409: 1 });
    const running = await db().select().from(labourSessions).where(eq(labourSessions.orderId, o.id));
    expect(running).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row?.status).toBe('inService');
  });
});
