// Moving a booking over the real API: the customer moves a new booking into a slot with places left (the
// old place given back, the timeline and an e-mail in their language), and is refused what is not theirs, not new,
// full, started, the same, or a fourth move, each changing nothing; the garage moves one picked up, not one in service.
import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { MAX_RESCHEDULES } from '@motomitra/domain/reschedule';
import { slotLabelIn } from '@motomitra/domain/time-words';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, outbox, slotCapacity } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});
afterAll(() => t?.close());

const day = (n: number) => addDays(istDate(new Date()), n);
const SLOT = '10:00 AM - 12:00 PM';
const LATER = '04:00 PM - 06:00 PM';

const booked = (c: Shopper, date = day(2), slot = SLOT) => placeTestOrder(t, c, { date, slot });

const move = (c: { cookie: string }, id: string, body: Record<string, unknown>, language?: string) =>
  as(t.app, c, {
    method: 'POST',
    url: `/api/orders/${id}/reschedule`,
    payload: body,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
const to = (date: string, slot = LATER) => ({ servicingDate: date, serviceTimeSlot: slot, expectedDeliveryDate: date });

async function placesBooked(date: string, slot: string): Promise<number> {
  const [row] = await t.database.db
    .select({ booked: slotCapacity.booked })
    .from(slotCapacity)
    .where(
      and(eq(slotCapacity.city, 'nagpur'), eq(slotCapacity.date, date), eq(slotCapacity.slot, slot as typeof SLOT)),
    );
  return row?.booked ?? 0;
}
const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('a customer moving their booking', () => {
  it('moves a new booking: the new place taken, the old one given back, on the timeline, e-mailed in their language', async () => {
    const c = await quickCustomer(t);
    await t.database.db.update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
    const order = await booked(c, day(3));
    const before = { old: await placesBooked(day(3), SLOT), next: await placesBooked(day(4), LATER) };
    const res = await move(c, order._id, to(day(4)), 'mr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order.servicingDate).toBe(day(4));
    expect(body.order.serviceTimeSlot).toBe(LATER);
    expect(body.message).toContain(day(4).split('-').reverse().join('/'));
    expect(body.message).not.toBe(MESSAGES.rescheduled);
    expect(body.message).toMatch(/[\u0900-\u097F]/);
    expect(body.message.startsWith(CUSTOMER_MESSAGES_MR.rescheduled.split('{')[0] as string)).toBe(true);
    expect(await placesBooked(day(3), SLOT)).toBe(before.old - 1);
    expect(await placesBooked(day(4), LATER)).toBe(before.next + 1);
    expect((await rowOf(order._id))?.reschedules).toBe(1);

    const view = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${order._id}` });
    const last = view.json().order.events.at(-1);
    expect(last).toMatchObject({
      kind: 'schedule',
      actorRole: 'customer',
      to: `${day(4).split('-').reverse().join('/')}, ${LATER}`,
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    // The slot in the customer's words ('संध्याकाळी 4:00 – संध्याकाळी 6:00').
    const inWords = slotLabelIn(LATER, 'mr');
    const moved = mails.find((m) => m.subject.includes(order.OID) && m.body.includes(inWords));
    expect(moved?.subject).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses what cannot be moved, and changes nothing', async () => {
    const c = await quickCustomer(t);
    const other = await quickCustomer(t);
    const order = await booked(c, day(5));
    const unchanged = async () => {
      const row = await rowOf(order._id);
      expect(row?.servicingDate).toBe(day(5));
      expect(row?.serviceTimeSlot).toBe(SLOT);
    };
    const refused = async (
      who: { cookie: string },
      body: Record<string, unknown>,
      status: number,
      message?: string,
    ) => {
      const res = await move(who, order._id, body);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      await unchanged();
    };
    await refused(other, to(day(6)), 403);
    await refused(c, to(day(5), SLOT), 400, MESSAGES.rescheduleSame);
    await refused(c, to(day(-1)), 400);
    await refused(c, to(day(60)), 400);
    await refused(c, { servicingDate: day(6), serviceTimeSlot: 'noon', expectedDeliveryDate: day(6) }, 400);
    await refused(c, { ...to(day(6)), expectedDeliveryDate: day(5) }, 400, MESSAGES.deliveryBeforeServicing);
    await refused(c, {}, 400);
    // A full slot: the product-decisions text, as at checkout.
    await t.database.db
      .insert(slotCapacity)
      .values({ city: 'nagpur', date: day(7), slot: LATER, capacity: 1, booked: 1 })
      .onConflictDoUpdate({
        target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot],
        set: { capacity: 1, booked: 1 },
      });
    await refused(c, to(day(7)), 409, MESSAGES.slotJustBooked);
    expect(await placesBooked(day(7), LATER)).toBe(1);
    // Picked up: only the garage moves it now.
    await t.database.db.update(orders).set({ status: 'pickedUp' }).where(eq(orders.id, order._id));
    await refused(c, to(day(8)), 409, MESSAGES.rescheduleNotNow);
  });

  it(`allows ${MAX_RESCHEDULES} moves of a booking, then asks the customer to call`, async () => {
    const c = await quickCustomer(t);
    const order = await booked(c, day(9));
    for (let i = 1; i <= MAX_RESCHEDULES; i++) expect((await move(c, order._id, to(day(9 + i)))).statusCode).toBe(200);
    const fourth = await move(c, order._id, to(day(20)));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(MESSAGES.rescheduleLimit);
    expect((await rowOf(order._id))?.servicingDate).toBe(day(9 + MAX_RESCHEDULES));
  });
});

/** Dates that are no date: each once crashed the rule between the two dates (a 500) after failing its own rule. */
const NOT_DATES: unknown[] = ['', '1', '2026-02-30', '2026-%0011-28', null, 20261128, true, {}, []];

describe('a date that is no date', () => {
  it.each([
    ['the customer', (id: string) => `/api/orders/${id}/reschedule`],
    ['the garage', (id: string) => `/api/ops/orders/${id}/reschedule`],
  ])('%s is answered 400 with the field’s own error, and nothing moves', async (_who, urlOf) => {
    const c = await quickCustomer(t);
    const order = await booked(c, day(14));
    const who = urlOf('x').startsWith('/api/ops') ? op : c;
    const before = await rowOf(order._id);
    const bookedBefore = await placesBooked(day(14), SLOT);
    for (const bad of NOT_DATES) {
      for (const [field, message] of [
        ['servicingDate', MESSAGES.chooseServicingDate],
        ['expectedDeliveryDate', MESSAGES.chooseDeliveryDate],
      ] as const) {
        const res = await as(t.app, who, {
          method: 'POST',
          url: urlOf(order._id),
          payload: { ...to(day(15)), [field]: bad },
        });
        expect(res.statusCode, `${field} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
        // The other date, which is fine, gets no error from the rule between them.
        expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
      }
    }
    // Both dates bad at once: each says its own, nothing more.
    const both = await as(t.app, who, {
      method: 'POST',
      url: urlOf(order._id),
      payload: { servicingDate: '', serviceTimeSlot: LATER, expectedDeliveryDate: '1' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toEqual({
      servicingDate: MESSAGES.chooseServicingDate,
      expectedDeliveryDate: MESSAGES.chooseDeliveryDate,
    });
    expect(await rowOf(order._id)).toEqual(before);
    expect(await placesBooked(day(14), SLOT)).toBe(bookedBefore);
    expect(await placesBooked(day(15), LATER)).toBe(0);
  });
});

describe('the garage moving a booking', () => {
  it('moves one picked up, on the timeline with the operator, but not one in service', async () => {
    const c = await quickCustomer(t);
    const order = await booked(c, day(11));
    await t.database.db.update(orders).set({ status: 'pickedUp' }).where(eq(orders.id, order._id));
    const url = `/api/ops/orders/${order._id}/reschedule`;
    const res = await as(t.app, op, { method: 'POST', url, payload: to(day(12)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.servicingDate).toBe(day(12));
    expect(res.json().order.events.at(-1)).toMatchObject({ kind: 'schedule', actorRole: 'operator' });
    await t.database.db.update(orders).set({ status: 'inService' }).where(eq(orders.id, order._id));
    const late = await as(t.app, op, { method: 'POST', url, payload: to(day(13)) });
    expect(late.statusCode).toBe(409);
    expect((await rowOf(order._id))?.servicingDate).toBe(day(12));
    // A customer never reaches the console's route.
    expect((await as(t.app, c, { method: 'POST', url, payload: to(day(13)) })).statusCode).toBe(403);
  });
});
