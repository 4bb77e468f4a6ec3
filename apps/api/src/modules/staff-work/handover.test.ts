// The vehicle changing hands with the customer's code: the right code moves the order once, at pickup and at
// drop; a wrong one is refused without saying which digit, and wrong codes are limited per order and per member of
// staff; an advisor overrides with a reason; the status route cannot walk around the code; staff never read it.
import { HANDOVER_MAX_WRONG_PER_ORDER, HANDOVER_MAX_WRONG_PER_STAFF } from '@motomitra/domain/staff-work';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, loginThrottle, orderEvents, orders, outbox } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { handOverWithCode, handoverCodeOf } from '../../testing/handover.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { withoutHandoverCode } from '../notifications/service.ts';
import { newHandoverCode } from '../orders/new-order.ts';

let t: TestApp;
let desk: { cookie: string };
let rider: { id: string; cookie: string };
let otherRider: { id: string; cookie: string };
let technician: { id: string; cookie: string };
let asha: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
  rider = await loginStaff(t, 'rider', { name: 'Sameer Kale', phone: '9822012345' });
  otherRider = await loginStaff(t, 'rider', { name: 'Priya Jadhav', phone: '9822054321' });
  technician = await loginStaff(t, 'technician', { name: 'Tanvi More' });
  asha = await quickCustomer(t, 'Asha Patil');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
const handover = (orderId: string, payload: object, by: { cookie: string } = rider) =>
  as(t.app, by, { method: 'POST', url: `/api/ops/orders/${orderId}/handover`, payload });
const moveTo = (orderId: string, payload: object, by: { cookie: string } = desk) =>
  as(t.app, by, { method: 'POST', url: `/api/ops/orders/${orderId}/status`, payload });
/** A code that is not the order's. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** An order with its code, as checkout makes it (newHandoverCode), whose pickup and drop are the rider's. */
async function ridersOrder(): Promise<{ id: string; code: string }> {
  const code = newHandoverCode();
  const o = await insertOrder(db(), asha.id, { handoverCode: code, pickupRiderId: rider.id, dropRiderId: rider.id });
  return { id: o.id, code };
}

describe('the right code', () => {
  it('moves the order once at pickup and once at drop, recorded on the timeline and in the view', async () => {
    const o = await ridersOrder();
    const picked = await handover(o.id, { stage: 'pickup', code: o.code });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().order).toMatchObject({
      status: 'pickedUp',
      handover: { codeRequired: true, pickupOverridden: false, pickup: { byName: 'Sameer Kale', method: 'code' } },
    });
    const again = await handover(o.id, { stage: 'pickup', code: o.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This vehicle was already picked up.');

    // The drop only once the vehicle is on its way back, and then paid (or by the desk, saying why).
    const early = await handover(o.id, { stage: 'drop', code: o.code });
    expect(early.statusCode).toBe(409);
    await moveTo(o.id, { to: 'inService' });
    await moveTo(o.id, { to: 'inTransitDown' });
    const unpaid = await handover(o.id, { stage: 'drop', code: o.code });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      'The payment is not confirmed yet: the desk confirms it, or delivers with payment pending and says why.',
    );
    const riderSaysWhy = await handover(o.id, { stage: 'drop', code: o.code, unpaidReason: 'Pays tomorrow' });
    expect(riderSaysWhy.statusCode).toBe(403);
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, o.id));
    const dropped = await handover(o.id, { stage: 'drop', code: o.code });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().order.status).toBe('delivered');
    expect((await handover(o.id, { stage: 'drop', code: o.code })).statusCode).toBe(409);

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    const moves = events.filter((e) => e.kind === 'status').map((e) => [e.fromValue, e.toValue, e.actorName, e.note]);
    expect(moves).toContainEqual(['new', 'pickedUp', 'Sameer Kale', "With the customer's handover code"]);
    expect(moves).toContainEqual(['inTransitDown', 'delivered', 'Sameer Kale', "With the customer's handover code"]);
    expect(moves.filter(([, to]) => to === 'pickedUp' || to === 'delivered')).toHaveLength(2);
    // The customer no longer needs it once the vehicle is back.
    const own = await as(t.app, asha, { method: 'GET', url: `/api/v1/order/fetch/order/${o.id}` });
    expect(own.json().orderData.handoverCode).toBeNull();
  });

  it('delivers an unpaid order for the desk that says why', async () => {
    const o = await ridersOrder();
    await handOverWithCode(t, desk, o.id, 'pickup');
    await db().update(orders).set({ status: 'inTransitDown' }).where(eq(orders.id, o.id));
    const bare = await handover(o.id, { stage: 'drop', code: o.code }, desk);
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toBe(
      'The payment is not confirmed yet. To deliver anyway, choose "Delivered, payment pending" and say why.',
    );
    const res = await handover(o.id, { stage: 'drop', code: o.code, unpaidReason: 'Pays cash tomorrow' }, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.events.at(-1).note).toBe(
      "Delivered, payment pending: Pays cash tomorrow · With the customer's handover code",
    );
  });
});

describe('a wrong code', () => {
  it('is refused without saying which digit, and after the limit even the right one waits (429), nothing moved', async () => {
    const o = await ridersOrder();
    for (let i = 0; i < HANDOVER_MAX_WRONG_PER_ORDER; i++) {
      const res = await handover(o.id, { stage: 'pickup', code: wrongFor(o.code) }, i % 2 ? rider : desk);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Wrong handover code.',
        fieldErrors: { code: 'Wrong handover code.' },
      });
    }
    const locked = await handover(o.id, { stage: 'pickup', code: o.code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong handover codes\. Try again in (1 minute|\d+ minutes)\.$/);
    expect(await statusOf(o.id)).toBe('new');
    expect(await db().select().from(handovers).where(eq(handovers.orderId, o.id))).toEqual([]);
    // An advisor's override is no guess: it still works.
    const override = await handover(o.id, { stage: 'pickup', override: true, reason: 'Customer lost the SMS' }, desk);
    expect(override.statusCode, override.body).toBe(200);
  });

  it('counts against the member of staff across orders too', async () => {
    const guesser = await loginStaff(t, 'rider', { name: 'Guessing Rider', phone: '9822099999' });
    const tried: string[] = [];
    for (let i = 0; i < HANDOVER_MAX_WRONG_PER_STAFF; i++) {
      const o = await ridersOrder();
      await db().update(orders).set({ pickupRiderId: guesser.id }).where(eq(orders.id, o.id));
      const res = await handover(o.id, { stage: 'pickup', code: wrongFor(o.code) }, guesser);
      expect(res.statusCode).toBe(400);
      tried.push(o.id);
    }
    const fresh = await ridersOrder();
    await db().update(orders).set({ pickupRiderId: guesser.id }).where(eq(orders.id, fresh.id));
    const res = await handover(fresh.id, { stage: 'pickup', code: fresh.code }, guesser);
    expect(res.statusCode).toBe(429);
    expect(await statusOf(fresh.id)).toBe('new');
    // Another rider is not locked out by it.
    await db().update(orders).set({ pickupRiderId: otherRider.id }).where(eq(orders.id, fresh.id));
    expect((await handover(fresh.id, { stage: 'pickup', code: fresh.code }, otherRider)).statusCode).toBe(200);
  });

  it('is not counted when a right code comes before the limit: the order starts afresh', async () => {
    const o = await ridersOrder();
    for (let i = 0; i < HANDOVER_MAX_WRONG_PER_ORDER - 1; i++) {
      expect((await handover(o.id, { stage: 'pickup', code: wrongFor(o.code) })).statusCode).toBe(400);
    }
    expect((await handover(o.id, { stage: 'pickup', code: o.code })).statusCode).toBe(200);
    const left = await db()
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `handover-order:${o.id}`));
    expect(left).toEqual([]);
  });
});

describe('who may hand over', () => {
  it('the leg’s rider or the desk: another rider gets 404, the other leg’s rider 403, a technician 403', async () => {
    const o = await ridersOrder();
    await db().update(orders).set({ dropRiderId: otherRider.id }).where(eq(orders.id, o.id));
    const stranger = await loginStaff(t, 'rider', { name: 'Stranger', phone: '9822077777' });
    expect((await handover(o.id, { stage: 'pickup', code: o.code }, stranger)).statusCode).toBe(404);
    const notTheirLeg = await handover(o.id, { stage: 'pickup', code: o.code }, otherRider);
    expect(notTheirLeg.statusCode).toBe(403);
    expect(notTheirLeg.json().message).toBe('Only the rider of this leg, or the desk, hands the vehicle over.');
    expect((await handover(o.id, { stage: 'pickup', code: o.code }, technician)).statusCode).toBe(403);
    expect(await statusOf(o.id)).toBe('new');
  });

  it('an override: the desk’s only, with a reason of at least 5 characters, which the timeline keeps', async () => {
    const o = await ridersOrder();
    const byRider = await handover(o.id, { stage: 'pickup', override: true, reason: 'Customer not home' });
    expect(byRider.statusCode).toBe(403);
    expect(byRider.json().message).toBe('Only an admin or an advisor can override the handover code.');
    const noReason = await handover(o.id, { stage: 'pickup', override: true }, desk);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'An override needs a reason (at least 5 characters).' });
    const short = await handover(o.id, { stage: 'pickup', override: true, reason: 'no' }, desk);
    expect(short.json().fieldErrors).toEqual({ reason: 'Say why the code is overridden (at least 5 characters).' });
    const both = await handover(o.id, { stage: 'pickup', override: true, reason: 'Lost it', code: o.code }, desk);
    expect(both.statusCode).toBe(400);
    expect(await statusOf(o.id)).toBe('new');
    const advisor = await loginStaff(t, 'advisor', { name: 'Anil Desk' });
    const res = await handover(o.id, { stage: 'pickup', override: true, reason: 'Customer lost the SMS' }, advisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.handover).toMatchObject({
      pickupOverridden: true,
      pickup: { method: 'override', byName: 'Anil Desk', reason: 'Customer lost the SMS' },
    });
    expect(res.json().order.events.at(-1)).toMatchObject({
      kind: 'status',
      to: 'pickedUp',
      actorName: 'Anil Desk',
      note: 'Handover code overridden: Customer lost the SMS',
    });
  });

  it('an order placed before codes: the rider hands over without one', async () => {
    const old = await insertOrder(db(), asha.id, { pickupRiderId: rider.id });
    const res = await handover(old.id, { stage: 'pickup' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.handover).toMatchObject({ codeRequired: false, pickup: { method: 'none' } });
    const coded = await ridersOrder();
    const none = await handover(coded.id, { stage: 'pickup' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Enter the handover code the customer gives you.');
  });
});

describe('the status route', () => {
  it('no longer picks up or delivers an order with a code, but still one placed before codes', async () => {
    const o = await ridersOrder();
    const res = await moveTo(o.id, { to: 'pickedUp' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('This order has a handover code');
    // Nor does the console offer the move: the view's next statuses are what the status route takes.
    const view = await as(t.app, desk, { method: 'GET', url: `/api/ops/orders/${o.id}` });
    expect(view.json().order.nextStatuses).toEqual([]);
    await handOverWithCode(t, desk, o.id, 'pickup');
    await moveTo(o.id, { to: 'inService' });
    await moveTo(o.id, { to: 'inTransitDown' });
    const deliver = await moveTo(o.id, { to: 'delivered', unpaidReason: 'Pays at the garage' });
    expect(deliver.statusCode).toBe(409);
    expect(await statusOf(o.id)).toBe('inTransitDown');
    const old = await insertOrder(db(), asha.id);
    const oldView = await as(t.app, desk, { method: 'GET', url: `/api/ops/orders/${old.id}` });
    expect(oldView.json().order.nextStatuses).toEqual(['pickedUp']);
    expect((await moveTo(old.id, { to: 'pickedUp' })).statusCode).toBe(200);
  });

  it('lets the drop’s rider mark their vehicle On the Way Back, and nothing else', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'pickedUp', pickupRiderId: otherRider.id });
    expect((await moveTo(o.id, { to: 'inService' }, rider)).statusCode).toBe(404);
    await db().update(orders).set({ dropRiderId: rider.id }).where(eq(orders.id, o.id));
    const tooEarly = await moveTo(o.id, { to: 'inService' }, rider);
    expect(tooEarly.statusCode).toBe(403);
    expect(tooEarly.json().message).toBe(
      'A rider marks only their own drop On the Way Back, once the work is done (In Service).',
    );
    expect((await moveTo(o.id, { to: 'inService' }, otherRider)).statusCode).toBe(403);
    await moveTo(o.id, { to: 'inService' });
    const back = await moveTo(o.id, { to: 'inTransitDown' }, rider);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('inTransitDown');
    expect((await moveTo(o.id, { to: 'inTransitDown' }, technician)).statusCode).toBe(403);
  });
});

describe('the code, kept from staff', () => {
  it('is in the booking confirmation on every channel, and shown to no member of staff in the outbox', async () => {
    const placed = await placeTestOrder(t, asha);
    const code = await handoverCodeOf(db(), placed._id);
    expect(code).toMatch(/^\d{4}$/);
    const o = { id: placed._id, code: code ?? '' };
    const sent = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
    const confirmations = sent.filter((m) => m.template === 'booking_confirmed' || m.subject.startsWith('Booking'));
    expect(confirmations.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of confirmations) expect(m.body, m.channel).toContain(`Handover code: ${o.code}.`);
    const listed = await as(t.app, desk, { method: 'GET', url: '/api/ops/outbox' });
    const ours = (listed.json().messages as { orderId: string; body: string }[]).filter((m) => m.orderId === o.id);
    expect(ours).toHaveLength(confirmations.length);
    for (const m of ours) {
      expect(m.body).toContain('Handover code: ••••.');
      expect(m.body).not.toContain(`Handover code: ${o.code}`);
    }
  });

  it('is masked in its own place only: the same digits in the order number or a registration stay as they are', () => {
    const body =
      'Your order MM-2026-000123 is confirmed.\nVehicle: MH12AB2026\nHandover code: 2026. Give it to our rider.';
    expect(withoutHandoverCode(body, '2026')).toBe(
      'Your order MM-2026-000123 is confirmed.\nVehicle: MH12AB2026\nHandover code: ••••. Give it to our rider.',
    );
    expect(withoutHandoverCode('हँडओव्हर कोड: 0420. गाडी देताना', '0420')).toBe('हँडओव्हर कोड: ••••. गाडी देताना');
    expect(withoutHandoverCode('हैंडओवर कोड: 0420। गाड़ी', '0420')).toBe('हैंडओवर कोड: ••••। गाड़ी');
  });
});
