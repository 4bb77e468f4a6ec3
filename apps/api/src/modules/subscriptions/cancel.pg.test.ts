// A plan's cancel and a booking of its only use, raced on PostgreSQL over two API instances (decision 0023): both
// queue on the subscription's row lock (held here as a request in flight would), so one of them wins: either the plan
// is cancelled and refunded and the booking takes no use of it, or the booking takes the use at ₹0 and the cancel is
// refused as used. Never both.
import { istDate } from '@motomitra/domain/ist';
import { CUSTOMER_MESSAGES } from '@motomitra/domain/messages-customer';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, subscriptions, subscriptionUses } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  newKey,
  productId,
  quickCustomer,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { hold, releaseHolds, untilBlockedBy } from '../../testing/held-locks.ts';
import { activePlan } from '../../testing/plans.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: TwoInstances['t'];
let bikeService: string;
/** The instances' clock: the plan's day, the cancel's and the checkout's are one. */
const clock = clearOfMidnight();
beforeAll(async () => {
  setup = await startTwoInstances({ clock });
  ({ instances, t } = setup);
  bikeService = await productId(t, 'bike-general-service');
});
afterEach(() => releaseHolds());
afterAll(() => setup?.close());

async function post(n: 0 | 1, cookie: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${instances[n].url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; order?: { totalSellingPrice: number } } };
}

describe("a plan's cancel racing a booking of its only use", () => {
  it('one of them wins on two instances, never both', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c);
    const sub = await activePlan(
      t.database.db,
      { customerId: c.id, vehicleId: bike._id, productId: bikeService },
      { uses: 1, at: clock() },
    );
    // Paid today through the (built-in test) gateway, as its webhook leaves it.
    const paymentId = `pay_race${Date.now()}`;
    await t.database.db.update(subscriptions).set({ paymentReference: paymentId }).where(eq(subscriptions.id, sub.id));
    await t.database.db.insert(paymentLinks).values({
      subscriptionId: sub.id,
      gatewayLinkId: `plink_race${Date.now()}`,
      shortUrl: 'http://localhost/pay',
      amountPaise: sub.pricePaise,
      referenceId: sub.reference,
      status: 'paid',
      gatewayPaymentId: paymentId,
      paidAt: sub.paidAt,
    });
    expect(sub.startsOn).toBe(istDate(clock()));
    const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
    const data = validOrderData(await freeSlot(t, c));

    const held = await hold(setup.fresh.config.url, 'select 1 from subscriptions where id = $1 for update', [sub.id]);
    const racing = Promise.all([
      post(0, c.cookie, `/api/customer/subscriptions/${sub.id}/cancel`, {}),
      post(
        1,
        c.cookie,
        '/api/newmyorder/generate',
        { orderData: data, cartId: item._id },
        { 'idempotency-key': newKey() },
      ),
    ]);
    await untilBlockedBy(t.database.db, held, 2, 'the cancel and the checkout waiting for the plan');
    await held.release();
    const [cancelled, booked] = await racing;

    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    const uses = await t.database.db.select().from(subscriptionUses).where(eq(subscriptionUses.subscriptionId, sub.id));
    const [link] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.subscriptionId, sub.id));
    const answers = JSON.stringify([cancelled, booked]);
    if (cancelled.status === 200) {
      // The cancel went first: the checkout that read the use as left finds the plan gone and writes nothing.
      expect(booked.status, answers).toBe(409);
      expect(booked.body.message).toBe(CUSTOMER_MESSAGES.planUseTaken);
      expect(row?.status).toBe('cancelled');
      expect(uses).toEqual([]);
      expect(link?.refundId).toMatch(/^rfnd_/);
    } else {
      expect(cancelled.status, answers).toBe(409);
      expect(cancelled.body.message).toBe(CUSTOMER_MESSAGES.planCancelUsed);
      expect(booked.status, answers).toBe(201);
      expect(booked.body.order?.totalSellingPrice).toBe(0);
      expect(row?.status).toBe('active');
      expect(uses).toHaveLength(1);
      expect(link?.refundId).toBeNull();
    }
  });
});
