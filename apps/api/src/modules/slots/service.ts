// Time-slot places per city, date and slot: what is left, giving one back. Checkout takes one atomically in the
// database function place_order (migration 0003).
// A missing slot_capacity row means the default capacity and nothing booked.

import type { Slot } from '@motomitra/domain/booking';
import { slotAvailability } from '@motomitra/domain/checkout';
import { CITIES, type City, DEFAULT_SLOT_CAPACITY, TIME_SLOTS, type TimeSlot } from '@motomitra/domain/constants';
import { addDays, type IsoDate } from '@motomitra/domain/ist';
import type { SlotFill } from '@motomitra/domain/ops';
import type { SetSlotsBody } from '@motomitra/domain/ops-admin';
import { say } from '@motomitra/domain/say';
import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { slotCapacity } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../http-error.ts';

/**
 * Capacity, bookings and closure of every slot of one city (or both) on the dates from…to (at most 31 days), city by
 * city, date by date, in slot order.
 */
export async function slotStates(
  db: Db,
  city: City | null,
  from: IsoDate,
  to: IsoDate,
): Promise<(SlotFill & { city: City })[]> {
  const days: IsoDate[] = [];
  for (let day = from; day <= to && days.length < 31; day = addDays(day, 1)) days.push(day);
  const rows = await db
    .select()
    .from(slotCapacity)
    .where(
      and(
        city ? eq(slotCapacity.city, city) : undefined,
        gte(slotCapacity.date, from),
        lte(slotCapacity.date, days.at(-1) ?? from),
      ),
    );
  const byKey = new Map(rows.map((r) => [`${r.city}/${r.date}/${r.slot}`, r]));
  return (city ? [city] : CITIES).flatMap((c) =>
    days.flatMap((date) =>
      TIME_SLOTS.map((slot) => {
        const row = byKey.get(`${c}/${date}/${slot}`);
        return {
          city: c,
          date,
          slot,
          capacity: row?.capacity ?? DEFAULT_SLOT_CAPACITY,
          booked: row?.booked ?? 0,
          closed: row?.closed ?? false,
        };
      }),
    ),
  );
}

export async function listSlots(db: Db, city: City, date: IsoDate, now: Date): Promise<Slot[]> {
  return (await slotStates(db, city, date, date)).map((state) => ({
    slot: state.slot,
    capacity: state.capacity,
    ...slotAvailability(state, date, state.slot, now),
  }));
}

const slotKey = (city: City, date: IsoDate, slot: TimeSlot) =>
  and(eq(slotCapacity.city, city), eq(slotCapacity.date, date), eq(slotCapacity.slot, slot));

/** The 409 for a slot checkout could not take a place in (see place_order): closed for the day, or just booked up. */
export function slotRefusal(closed: boolean): HttpError {
  const message = closed ? say('slotClosed') : say('slotJustBooked');
  return new HttpError(409, message, { serviceTimeSlot: message });
}

/**
 * Moves a booking's place from one slot of a city to another: both rows locked at once in (date, slot) order, as every
 * locker of several slots locks them (setSlots too), so that two bookings crossing between the same two slots wait
 * for each other instead of deadlocking; the new slot takes a place only while some are left and the day is open (a
 * 409, as checkout's place_order refuses), and the old one gives its place back.
 */
export async function moveSlotPlace(
  tx: Tx,
  city: City,
  from: { date: IsoDate; slot: TimeSlot },
  to: { date: IsoDate; slot: TimeSlot },
): Promise<void> {
  await tx
    .insert(slotCapacity)
    .values([from, to].map((s) => ({ city, date: s.date, slot: s.slot, capacity: DEFAULT_SLOT_CAPACITY })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(slotCapacity)
    .where(or(slotKey(city, from.date, from.slot), slotKey(city, to.date, to.slot)))
    .orderBy(slotCapacity.date, slotCapacity.slot)
    .for('update');
  const target = rows.find((r) => r.date === to.date && r.slot === to.slot);
  if (!target || target.closed || target.booked >= target.capacity) throw slotRefusal(target?.closed ?? false);
  await tx
    .update(slotCapacity)
    .set({ booked: sql`${slotCapacity.booked} + 1` })
    .where(slotKey(city, to.date, to.slot));
  await giveBackSlotPlace(tx, city, from.date, from.slot);
}

export async function giveBackSlotPlace(tx: Tx, city: City, date: IsoDate, slot: TimeSlot): Promise<void> {
  await tx
    .update(slotCapacity)
    .set({ booked: sql`${slotCapacity.booked} - 1` })
    .where(and(slotKey(city, date, slot), gt(slotCapacity.booked, 0)));
}

/**
 * An operator's change to one slot or a whole day of a city: its capacity (never below what is booked, else 409), or
 * the day closed or reopened. Rows for slots nobody booked yet are made first, then every row of the change is
 * locked at once.
 */
export async function setSlots(db: Db, change: SetSlotsBody): Promise<void> {
  const { city, date, slot, capacity, closed } = change;
  if (capacity === undefined && closed === undefined) throw badRequest('Give a capacity, or open or close the day.');
  const slots = slot ? [slot] : [...TIME_SLOTS];
  const ofTheDay = and(eq(slotCapacity.city, city), eq(slotCapacity.date, date), inArray(slotCapacity.slot, slots));
  await db.transaction(async (tx) => {
    await tx
      .insert(slotCapacity)
      .values(slots.map((s) => ({ city, date, slot: s, capacity: DEFAULT_SLOT_CAPACITY })))
      .onConflictDoNothing();
    // In slot order, as every locker of several slots does (moveSlotPlace), so that none deadlocks another.
    const rows = await tx.select().from(slotCapacity).where(ofTheDay).orderBy(slotCapacity.slot).for('update');
    const over = capacity === undefined ? undefined : rows.find((r) => capacity < r.booked);
    if (over) throw conflict(`${over.slot} already has ${over.booked} bookings; the capacity cannot be lower.`);
    await tx
      .update(slotCapacity)
      .set({ ...(capacity !== undefined && { capacity }), ...(closed !== undefined && { closed }) })
      .where(ofTheDay);
  });
}
