// The garage's view of the plans it sold (decision 0023), through the real API and database: a plan bought and paid
// through the gateway is listed with the use a covered booking took, and the booking's page shows what the plan gives;
// the list filters by status, city and a reference or registration; only the desk reads it and records breakdown
// calls (every member of staff who may read an order reads its plan); a call is counted once, the last one is taken
// once (also when two operators record it at the same moment), never on a plan that is not running, and a note is
// required and bounded.

import { addDays, istDate } from '@motomitra/domain/ist';
import {
  OpsSubscriptionResponseSchema,
  OpsSubscriptionsResponseSchema,
  OrderPlanResponseSchema,
} from '@motomitra/domain/sold-plans';
import { CustomerSubscriptionsResponseSchema, PurchaseResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionCalls, subscriptions } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginStaff } from '../../testing/operators.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { activePlan, bikePlanOnSale } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { NONE_LEFT, NOT_RUNNING } from './calls.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let bikeService: string;
type Staff = Awaited<ReturnType<typeof loginStaff>>;
let admin: Staff;
let advisor: Staff;
let technician: Staff;
let rider: Staff;
/** The app's clock: no IST midnight passes between the day a plan starts and the day the test expects. */
const clock = clearOfMidnight();
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp({ clock }));
  bikeService = await productId(t, 'bike-general-service');
  admin = await loginStaff(t, 'admin', { name: 'Bhavna Owner' });
  advisor = await loginStaff(t, 'advisor', { name: 'Ravi Desk' });
  technician = await loginStaff(t, 'technician');
  rider = await loginStaff(t, 'rider');
});
afterAll(() => close());

const list = (who: { cookie: string }, query = '') =>
  as(t.app, who, { method: 'GET', url: `/api/ops/subscriptions${query ? `?${query}` : ''}` });
const listed = async (query: string, who = advisor) => {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return OpsSubscriptionsResponseSchema.parse(res.json());
};
const recordCall = (id: string, payload: unknown, who: { cookie: string } = advisor) =>
  as(t.app, who, { method: 'POST', url: `/api/ops/subscriptions/${id}/calls`, payload: payload as object });

/** Books the bike service for `bikeId` in Nagpur: the order's id. */
async function book(c: Shopper, bikeId: string) {
  const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bikeId });
  const data = validOrderData(await freeSlot(t, c));
  delete data.city;
  const res = await t.app.inject(placeOrderRequest(c, item._id, data, newKey()));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; totalSellingPrice: number };
}

let serial = 0;
/**
 * A customer's bike with a plan already paid, written as the gateway's confirmation leaves it, under a registration
 * `MH31<tag><n>`: `calls` breakdown calls, in `city`, then changed as `change` says (dates, status).
 */
async function holder(
  tag: string,
  options: { calls?: number; city?: 'nagpur' | 'pune'; change?: Partial<typeof subscriptions.$inferInsert> } = {},
) {
  const c = await quickCustomer(t, 'Sunita Kale');
  const bike = await saveVehicle(t, c);
  const sub = await activePlan(
    t.database.db,
    { customerId: c.id, vehicleId: bike._id, productId: bikeService },
    { city: options.city ?? 'nagpur', at: clock() },
  );
  serial++;
  const registrationNumber = `MH31${tag}${String(serial).padStart(4, '0')}`;
  const sold = { ...sub.sold, breakdownCalls: options.calls ?? 2 };
  await t.database.db
    .update(subscriptions)
    .set({ registrationNumber, sold, ...options.change })
    .where(eq(subscriptions.id, sub.id));
  return { c, bike, sub: { ...sub, registrationNumber }, registrationNumber };
}
/** Today as the server decides it (app.now()). */
const today = () => istDate(clock());
const callsOf = (id: string) =>
  t.database.db.select().from(subscriptionCalls).where(eq(subscriptionCalls.subscriptionId, id));

describe('the plans sold', () => {
  it('lists one bought and paid through the gateway, with the use a covered booking took', async () => {
    const { plan } = await bikePlanOnSale(t.database.db, { services: [{ productId: bikeService, uses: 2 }] });
    const c = await quickCustomer(t, 'Asha Deshmukh');
    const bike = await saveVehicle(t, c);
    const bought = await as(t.app, c, {
      method: 'POST',
      url: `/api/plans/${plan._id}/purchase`,
      payload: { vehicleId: bike._id, city: 'nagpur' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const link = [...fake.links.values()].find((l) => l.short_url === PurchaseResponseSchema.parse(bought.json()).url);
    if (!link) throw new Error('no link at the gateway');
    expect((await listed(`q=${link.reference_id}`)).subscriptions[0]).toMatchObject({ status: 'pending' });
    expect((await deliver(t.app, fake.pay(link.id, { method: 'upi' }))).statusCode).toBe(200);

    const order = await book(c, bike._id);
    expect(order.totalSellingPrice).toBe(0);
    const page = await listed(`q=${link.reference_id.toLowerCase()}`);
    expect(page.total).toBe(1);
    const [row] = page.subscriptions;
    expect(row).toMatchObject({
      reference: link.reference_id,
      name: 'Bike Care Yearly',
      customerName: 'Asha',
      registrationNumber: bike.reg_number,
      city: 'nagpur',
      status: 'active',
      startsOn: today(),
      price: 999,
      uses: [{ productId: bikeService, included: 2, used: 1, left: 1 }],
      breakdownCalls: { included: 1, used: 0, left: 1 },
      extraWorkPercent: 10,
      freePickupDrop: true,
      calls: [],
      canRecordCall: true,
    });
    expect(row?.customerPhone).toMatch(/^\+91\d{10}$/);
    expect(row?.paidAt).not.toBeNull();

    // The booking's page says what the plan gives it, to the desk and to the rider it is assigned to only.
    const planOf = (who: { cookie: string }) =>
      as(t.app, who, { method: 'GET', url: `/api/ops/orders/${order._id}/plan` });
    const answer = await planOf(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(OrderPlanResponseSchema.parse(answer.json()).plan).toMatchObject({
      reference: link.reference_id,
      name: 'Bike Care Yearly',
      freePickupDrop: true,
      extraWorkPercent: 10,
      breakdownCalls: { included: 1, used: 0, left: 1 },
      uses: [{ included: 2, used: 1, left: 1 }],
    });
    expect((await planOf(rider)).statusCode).toBe(404);
  });

  it('filters by status (as the customer is told it), city, and a reference or registration as typed', async () => {
    const tag = 'FQ';
    const nagpur = await holder(tag);
    const pune = await holder(tag, { city: 'pune' });
    const expired = await holder(tag, {
      change: { startsOn: addDays(today(), -400), endsOn: addDays(today(), -35) },
    });
    const pending = await holder(tag, { change: { status: 'pending', startsOn: null, endsOn: null, paidAt: null } });
    const dropped = await holder(tag, { change: { status: 'cancelled', startsOn: null, endsOn: null, paidAt: null } });
    const refs = async (query: string) => (await listed(`q=${tag}&${query}`)).subscriptions.map((s) => s.reference);
    const ref = (h: { sub: { reference: string } }) => h.sub.reference;

    // Every one sold or waiting for its payment, the latest first; a purchase dropped unpaid was never sold.
    expect(await refs('')).toEqual([pending, expired, pune, nagpur].map(ref));
    expect(await refs('status=active')).toEqual([pune, nagpur].map(ref));
    expect(await refs('status=expired')).toEqual([ref(expired)]);
    expect(await refs('status=pending')).toEqual([ref(pending)]);
    expect(await refs('status=cancelled')).toEqual([]);
    expect(await refs('city=Pune')).toEqual([ref(pune)]);
    expect(await refs('city=nagpur&status=active')).toEqual([ref(nagpur)]);
    expect((await listed(`q=${tag}&status=expired`)).subscriptions[0]?.canRecordCall).toBe(false);

    const spaced = nagpur.registrationNumber.replace(/^(MH)(31)/, '$1 $2 ').toLowerCase();
    expect((await listed(`q=${encodeURIComponent(spaced)}`)).subscriptions.map((s) => s.reference)).toEqual([
      ref(nagpur),
    ]);
    expect((await listed(`q=${encodeURIComponent(ref(pune))}`)).subscriptions.map((s) => s.reference)).toEqual([
      ref(pune),
    ]);
    expect((await listed(`q=${ref(dropped)}`)).total).toBe(0);
    // LIKE's wildcards are searched for as typed.
    expect((await listed('q=%25')).total).toBe(0);

    const first = await listed(`q=${tag}&pageSize=3`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.subscriptions).toHaveLength(3);
    expect((await listed(`q=${tag}&pageSize=3&page=2`)).subscriptions.map((s) => s.reference)).toEqual([ref(nagpur)]);
  });

  it('refuses a filter it does not know with 400', async () => {
    for (const query of ['status=gone', 'city=Mumbai', 'page=0', 'pageSize=500', `q=${'x'.repeat(41)}`]) {
      const res = await list(advisor, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('serves the desk only: other roles get 403, customers 403, visitors 401', async () => {
    const { sub } = await holder('RL');
    for (const who of [admin, advisor]) expect((await list(who)).statusCode).toBe(200);
    for (const who of [technician, rider, await quickCustomer(t)]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await recordCall(sub.id, { note: 'Towed' }, who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/subscriptions' })).statusCode).toBe(401);
    expect(await callsOf(sub.id)).toHaveLength(0);
  });
});

describe('a breakdown call recorded under a plan', () => {
  it('counts against the plan until none is left, for the garage and the customer', async () => {
    const { c, sub } = await holder('CL', { calls: 2 });
    const first = await recordCall(sub.id, { note: '  Flat tyre at Sitabuldi, fixed on the spot  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(OpsSubscriptionResponseSchema.parse(first.json()).subscription).toMatchObject({
      breakdownCalls: { included: 2, used: 1, left: 1 },
      calls: [{ note: 'Flat tyre at Sitabuldi, fixed on the spot', recordedBy: 'Ravi Desk' }],
      canRecordCall: true,
    });
    const second = await recordCall(sub.id, { note: 'Battery jump start' }, admin);
    expect(second.statusCode, second.body).toBe(201);
    const after = OpsSubscriptionResponseSchema.parse(second.json()).subscription;
    expect(after).toMatchObject({ breakdownCalls: { used: 2, left: 0 }, canRecordCall: false });
    expect(after.calls.map((x) => x.note)).toEqual(['Battery jump start', 'Flat tyre at Sitabuldi, fixed on the spot']);

    const third = await recordCall(sub.id, { note: 'Chain snapped' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ success: false, message: NONE_LEFT });
    const rows = await callsOf(sub.id);
    expect(rows.map((r) => r.recordedBy).sort()).toEqual([admin.id, advisor.id].sort());

    const mine = CustomerSubscriptionsResponseSchema.parse(
      (await as(t.app, c, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
    ).subscriptions;
    expect(mine[0]).toMatchObject({ breakdownCalls: 2, breakdownCallsUsed: 2, breakdownCallsLeft: 0 });
  });

  it('takes the last call once when two operators record it at the same moment', async () => {
    const { sub } = await holder('RC', { calls: 1 });
    const answers = await Promise.all([
      recordCall(sub.id, { note: 'Called from Wardha Road' }),
      recordCall(sub.id, { note: 'Called from Wardha Road' }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await callsOf(sub.id)).toHaveLength(1);
  });

  it('is refused with 409 on a plan that is not running, and 404 on no plan', async () => {
    const expired = await holder('NR', { change: { startsOn: addDays(today(), -400), endsOn: addDays(today(), -35) } });
    const pending = await holder('NR', { change: { status: 'pending', startsOn: null, endsOn: null, paidAt: null } });
    const cancelled = await holder('NR', { change: { status: 'cancelled', cancelledAt: clock() } });
    const noCalls = await holder('NR', { calls: 0 });
    for (const { sub } of [expired, pending, cancelled]) {
      const res = await recordCall(sub.id, { note: 'Towed to the workshop' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: NOT_RUNNING });
    }
    expect((await recordCall(noCalls.sub.id, { note: 'Towed' })).json().message).toBe(NONE_LEFT);
    const none = await recordCall('00000000-0000-4000-8000-000000000000', { note: 'Towed' });
    expect(none.statusCode).toBe(404);
    expect(await callsOf(expired.sub.id)).toHaveLength(0);
  });

  it('needs a note of 1 to 500 characters (400 otherwise) and a plan id', async () => {
    const { sub } = await holder('BN', { calls: 3 });
    for (const body of [{}, { note: '' }, { note: '    ' }, { note: 'x'.repeat(501) }, { note: 42 }, { note: null }]) {
      const res = await recordCall(sub.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/call was about|500 characters/);
    }
    expect((await recordCall('not-an-id', { note: 'Towed' })).statusCode).toBe(400);
    expect((await recordCall(sub.id, { note: 'x'.repeat(500) })).statusCode).toBe(201);
  });

  it('keeps an erased customer’s calls counted, without their notes (where they and their vehicle were)', async () => {
    const c = await registerCustomer(t.app);
    const bike = await saveVehicle(t, c);
    const sub = await activePlan(
      t.database.db,
      { customerId: c.id, vehicleId: bike._id, productId: bikeService },
      { at: clock() },
    );
    expect((await recordCall(sub.id, { note: 'Stuck at Ramdaspeth with Asha, towed' })).statusCode).toBe(201);
    const erased = await as(t.app, c, {
      method: 'POST',
      url: '/api/customer/delete',
      payload: { password: c.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await callsOf(sub.id)).map((r) => r.note)).toEqual(['']);
    const [row] = (await listed(`q=${sub.reference}`)).subscriptions;
    expect(row).toMatchObject({ registrationNumber: '', breakdownCalls: { used: 1, left: 0 } });
    expect(JSON.stringify(row)).not.toContain('Ramdaspeth');
  });
});
