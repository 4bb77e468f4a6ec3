// A reschedule race with two API instances on one database and real parallel HTTP requests: ten customers
// move their bookings into the last place of a slot at once, and exactly one gets it; the others keep theirs.
import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, slotCapacity } from '../../db/schema.ts';
import { type BookingTestApp, placeTestOrder, quickCustomer } from '../../testing/booking.ts';
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

const FROM = '10:00 AM - 12:00 PM' as const;
const TO = '02:00 PM - 04:00 PM' as const;

async function setSlot(date: string, slot: typeof FROM | typeof TO, capacity: number) {
  await t.database.db
    .insert(slotCapacity)
    .values({ city: 'nagpur', date, slot, capacity })
    .onConflictDoUpdate({ target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot], set: { capacity } });
}
async function booked(date: string, slot: typeof FROM | typeof TO) {
  const [row] = await t.database.db
    .select({ booked: slotCapacity.booked })
    .from(slotCapacity)
    .where(and(eq(slotCapacity.city, 'nagpur'), eq(slotCapacity.date, date), eq(slotCapacity.slot, slot)));
  return row?.booked ?? 0;
}

describe('ten customers moving into the last place of a slot at once', () => {
  it('gives it to exactly one; the nine others are refused with the slot text and keep their bookings', async () => {
    const from = addDays(istDate(new Date()), 3);
    const to = addDays(istDate(new Date()), 4);
    await setSlot(from, FROM, 10);
    await setSlot(to, TO, 1);
    const booked10 = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = await quickCustomer(t);
        const { _id: id } = await placeTestOrder(t, c, { date: from, slot: FROM });
        return { c, id };
      }),
    );
    expect(await booked(from, FROM)).toBe(10);

    const answers = await Promise.all(
      booked10.map(async ({ c, id }, n) => {
        const res = await fetch(`${(instances[n % 2] as Instance).url}/api/orders/${id}/reschedule`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c.cookie },
          body: JSON.stringify({ servicingDate: to, serviceTimeSlot: TO, expectedDeliveryDate: to }),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(9);
    for (const a of refused) expect(a).toMatchObject({ status: 409, body: { message: MESSAGES.slotJustBooked } });
    expect(await booked(to, TO)).toBe(1);
    expect(await booked(from, FROM)).toBe(9);
    const moved = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.servicingDate, to));
    expect(moved).toHaveLength(1);
  });

  it('lets bookings crossing between two slots at once all move, none failing on a deadlock', async () => {
    const day = addDays(istDate(new Date()), 6);
    const X = FROM;
    const Y = TO;
    await setSlot(day, X, 20);
    await setSlot(day, Y, 20);
    const book = async (slot: typeof FROM | typeof TO) => {
      const c = await quickCustomer(t);
      const { _id: id } = await placeTestOrder(t, c, { date: day, slot });
      return { c, id, to: slot === X ? Y : X };
    };
    const pairs = await Promise.all(Array.from({ length: 12 }, (_, i) => book(i % 2 ? Y : X)));
    const answers = await Promise.all(
      pairs.map(async ({ c, id, to }, n) => {
        const res = await fetch(`${(instances[n % 2] as Instance).url}/api/orders/${id}/reschedule`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c.cookie },
          body: JSON.stringify({ servicingDate: day, serviceTimeSlot: to, expectedDeliveryDate: day }),
        });
        return res.status;
      }),
    );
    expect(answers).toEqual(pairs.map(() => 200));
    expect(await booked(day, X)).toBe(6);
    expect(await booked(day, Y)).toBe(6);
  });
});
