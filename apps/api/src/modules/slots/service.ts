// Time-slot places per city, date and slot: what is left, taking one atomically for an order, giving one back.
// A missing slot_capacity row means the default capacity and nothing booked.

import type { Slot } from '@motomitra/domain/booking';
import { slotAvailability } from '@motomitra/domain/checkout';
import { type City, DEFAULT_SLOT_CAPACITY, TIME_SLOTS, type TimeSlot } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
 * Takes one place, or answers 409. One upsert: a missing row is created with the default capacity and this place
 * booked; an existing one is counted only while booked < capacity and the slot is open. PostgreSQL makes concurrent
 * upserts of one row wait for each other and re-check the condition on the newest version, so no slot is overbooked.
 */
export async function takeSlotPlace(tx: Tx, city: City, date: IsoDate, slot: TimeSlot): Promise<void> {
  const taken = await tx
    .insert(slotCapacity)
    .values({ city, date, slot, capacity: DEFAULT_SLOT_CAPACITY, booked: 1 })
    .onConflictDoUpdate({
      target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot],
      set: { booked: sql`${slotCapacity.booked} + 1` },
      where: and(lt(slotCapacity.booked, slotCapacity.capacity), eq(slotCapacity.closed, false)),
    })
    .returning({ booked: slotCapacity.booked });
  if (taken.length === 1) return;
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
