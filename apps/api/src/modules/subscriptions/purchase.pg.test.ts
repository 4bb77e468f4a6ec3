// A purchase that drops a plan still waiting for its payment, raced with that payment's confirmation, on PostgreSQL over
// two API instances (decision 0023): both queue on the waiting subscription's row lock (held here as a request in
// flight would), so either the payment activates the plan first and the purchase is refused (the vehicle's plan now
// runs), or the purchase drops the waiting one first and the payment, which then paid nothing, is refunded in full.
// Never a paid plan cancelled without its refund, nor two purchases alive.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, subscriptions } from '../../db/schema.ts';
import { quickCustomer, saveVehicle } from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { hold, releaseHolds, untilBlockedBy } from '../../testing/held-locks.ts';
import { bikePlanOnSale } from '../../testing/plans.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: TwoInstances['t'];
let planId: string;
const clock = clearOfMidnight();
beforeAll(async () => {
  setup = await startTwoInstances({ clock });
  ({ instances, t } = setup);
  planId = (await bikePlanOnSale(t.database.db)).plan._id;
});
afterEach(() => releaseHolds());
afterAll(() => setup?.close());

const buy = (n: 0 | 1, cookie: string, body: unknown) =>
  fetch(`${instances[n].url}/api/plans/${planId}/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

describe('a purchase dropping a waiting plan, raced with its payment', () => {
  it('either the payment activates it and the purchase is refused, or the payment is refunded: never lost', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c);
    const first = await buy(0, c.cookie, { vehicleId: bike._id, city: 'nagpur' });
    expect(first.status, await first.clone().text()).toBe(200);
    const [waiting] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.vehicleId, bike._id));
    const [link] = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.subscriptionId, waiting?.id ?? ''));
    if (!waiting || !link) throw new Error('no purchase waiting');

    const held = await hold(setup.fresh.config.url, 'select 1 from subscriptions where id = $1 for update', [
      waiting.id,
    ]);
    const racing = Promise.all([
      // Another city: the purchase drops the waiting one.
      buy(0, c.cookie, { vehicleId: bike._id, city: 'pune' }),
      // The customer pays on the (built-in test) gateway's page, whose webhook confirms it on the other instance.
      fetch(`${instances[1].url}/api/test-gateway/${link.gatewayLinkId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'method=upi',
        redirect: 'manual',
      }),
    ]);
    await untilBlockedBy(t.database.db, held, 2, 'the purchase and the payment waiting for the plan');
    await held.release();
    const [bought, paid] = await racing;
    expect(paid.status).toBe(303);

    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.vehicleId, bike._id));
    const before = rows.find((r) => r.id === waiting.id);
    const [paidLink] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    const answer = `${bought.status} ${await bought.text()}`;
    expect(paidLink?.gatewayPaymentId, 'the payment is kept on its link').toMatch(/^pay_/);
    if (bought.status === 200) {
      // The purchase went first: the first plan was dropped unpaid, and its payment was given back.
      expect(before?.status, answer).toBe('cancelled');
      expect(before?.paymentReference).toBeNull();
      expect(paidLink?.refundId, 'the payment that paid nothing is refunded').not.toBeNull();
      expect(rows.filter((r) => r.status === 'pending').map((r) => r.city)).toEqual(['pune']);
    } else {
      // The payment went first: the plan runs, and a second plan for the vehicle is refused.
      expect(bought.status, answer).toBe(409);
      expect(before?.status).toBe('active');
      expect(before?.paymentReference).toBe(paidLink?.gatewayPaymentId);
      expect(paidLink?.refundId).toBeNull();
      expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
    }
  });
});
