// The last use of a yearly plan raced on PostgreSQL with two API instances (decision 0023): checkouts queue on the
// subscription's row lock in the booking's transaction, so two bookings for the last use get one between them, and a
// checkout that read a use as left but waited while another took it is refused and writes no order.
import { CUSTOMER_MESSAGES } from '@motomitra/domain/messages-customer';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptionUses } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  newKey,
  placeTestOrder,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { activePlan } from '../../testing/plans.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: TwoInstances['t'];
let bikeService: string;
beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances, t } = setup);
  bikeService = await productId(t, 'bike-general-service');
});
afterEach(() => releaseHolds());
afterAll(() => setup?.close());

/** POST /api/newmyorder/generate over real HTTP to instance `n`. */
async function place(n: 0 | 1, c: Shopper, cartId: string, orderData: Record<string, unknown>, key = newKey()) {
  const res = await fetch(`${instances[n].url}/api/newmyorder/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: c.cookie, 'idempotency-key': key },
    body: JSON.stringify({ orderData, cartId }),
  });
  const body = (await res.json()) as { message: string; order: { _id: string; totalSellingPrice: number } };
  return { status: res.status, body, key };
}

/** A customer with a plan of one use of the bike service for their bike, and that service in the cart. */
async function lastUse() {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c);
  const sub = await activePlan(
    t.database.db,
    { customerId: c.id, vehicleId: bike._id, productId: bikeService },
    { uses: 1 },
  );
  const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
  return { c, bike, sub, cartId: item._id, data: validOrderData(await freeSlot(t, c)) };
}

const usesOf = (subscriptionId: string) =>
  t.database.db.select().from(subscriptionUses).where(eq(subscriptionUses.subscriptionId, subscriptionId));

describe('the last use of a plan', () => {
  it('raced by two bookings on two instances: exactly one gets it, at ₹0', async () => {
    const { c, sub, cartId, data } = await lastUse();
    // Both read the use as left, then queue on the plan's row, held here as a checkout in flight would.
    const held = await hold(setup.fresh.config.url, 'select 1 from subscriptions where id = $1 for update', [sub.id]);
    const racing = Promise.all([place(0, c, cartId, data), place(1, c, cartId, data)]);
    await untilBlockedBy(t.database.db, held, 2, 'checkouts waiting for the plan');
    await held.release();
    const answers = await racing;
    expect(statuses(answers.map((a) => a.status))[201], JSON.stringify(answers.map((a) => a.body))).toBe(1);
    const won = answers.find((a) => a.status === 201);
    expect(won?.body.order.totalSellingPrice).toBe(0);
    expect(answers.find((a) => a.status !== 201)?.status).toBeGreaterThanOrEqual(400);
    expect(await usesOf(sub.id)).toMatchObject([{ orderId: won?.body.order._id }]);
  });

  it('taken while a checkout waited for it: that checkout is refused and writes no order', async () => {
    const { c, sub, cartId, data } = await lastUse();
    const earlier = await placeTestOrder(t, c);
    // Another booking takes the last use, its transaction still open (uncommitted: the checkout reads it as left).
    const held = await hold(
      setup.fresh.config.url,
      `with locked as (select id from subscriptions where id = $1 for update)
       insert into subscription_uses (subscription_id, product_id, order_id) select $1, $2, $3 from locked`,
      [sub.id, bikeService, earlier._id],
    );
    const waiting = place(1, c, cartId, data);
    await untilBlockedBy(t.database.db, held, 1, 'checkout waiting for the plan');
    await held.release();
    const answer = await waiting;
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.message).toBe(CUSTOMER_MESSAGES.planUseTaken);
    const written = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, answer.key));
    expect(written).toHaveLength(0);
    expect(await usesOf(sub.id)).toHaveLength(1);
  });
});
