// Time-slot places per city, date and slot: what is left, taking one atomically for an order, giving one back.
// A missing slot_capacity row means the default capacity and nothing booked.

import type { Slot } from '@motomitra/domain/booking';
import { slotAvailability } from '@motomitra/domain/checkout';
import { type City, DEFAULT_SLOT_CAPACITY, TIME_SLOTS, type TimeSlot } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { slotCapacity } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

export async function listSlots(db: Db, city: City, date: IsoDate, now: Date): Promise<Slot[]> {
  const rows = await db
    .select()
    .from(slotCapacity)
    .where(and(eq(slotCapacity.city, city), eq(slotCapacity.date, date)));
  return TIME_SLOTS.map((slot) => {
    const row = rows.find((r) => r.slot === slot);
    const state = row ?? { capacity: DEFAULT_SLOT_CAPACITY, booked: 0, closed: false };
    return { slot, capacity: state.capacity, ...slotAvailability(state, date, slot, now) };
  });
}

const slotKey = (city: City, date: IsoDate, slot: TimeSlot) =>
  and(eq(slotCapacity.city, city), eq(slotCapacity.date, date), eq(slotCapacity.slot, slot));

/**
 * Takes one place of a slot, only while booked < capacity and the day is open: an upsert whose conflict branch locks
 * the row and re-checks its latest version, so concurrent checkouts can never overbook. Returns a row when taken.
 * A statement to run inside a WITH (checkout writes the order in the same round trip).
 */
export function takeSlotPlaceSql(city: City, date: IsoDate, slot: TimeSlot) {
  return sql`insert into ${slotCapacity} (city, date, slot, capacity, booked)
    values (${city}, ${date}, ${slot}, ${DEFAULT_SLOT_CAPACITY}, 1)
    on conflict (city, date, slot) do update set booked = ${slotCapacity}.booked + 1
    where ${slotCapacity}.booked < ${slotCapacity}.capacity and ${slotCapacity}.closed = false
    returning 1`;
}

/** The 409 for a slot that could not be taken: closed for the day, or just booked up. */
export async function refuseSlot(tx: Tx, city: City, date: IsoDate, slot: TimeSlot): Promise<never> {
  const [row] = await tx
    .select({ closed: slotCapacity.closed })
    .from(slotCapacity)
    .where(slotKey(city, date, slot));
  const message = row?.closed ? MESSAGES.slotClosed : MESSAGES.slotJustBooked;
  throw new HttpError(409, message, { serviceTimeSlot: message });
}

export async function giveBackSlotPlace(tx: Tx, city: City, date: IsoDate, slot: TimeSlot): Promise<void> {
  await tx
    .update(slotCapacity)
    .set({ booked: sql`${slotCapacity.booked} - 1` })
    .where(and(slotKey(city, date, slot), gt(slotCapacity.booked, 0)));
}
