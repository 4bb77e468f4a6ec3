// Moving a booking to another date and slot: the new slot's place taken and the old one given back in one
// transaction (racing moves and checkouts never overbook: takeSlotPlace), at most MAX_RESCHEDULES times, on the
// timeline, with the customer's e-mail. The customer moves a new booking; the garage also one picked up.

import { scheduleProblems } from '@motomitra/domain/checkout-rules';
import { ddmmyyyy, type IsoDate } from '@motomitra/domain/ist';
import { type RescheduleBody, rescheduleRefusal } from '@motomitra/domain/reschedule';
import { say, slotWord } from '@motomitra/domain/say';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { moveSlotPlace } from '../slots/service.ts';
import type { Hooks } from './hooks.ts';
import { ownOrder } from './service.ts';
import { type Actor, recordEvent } from './timeline.ts';
import type { OrderRow } from './wire.ts';

/** 'dd/mm/yyyy': the same in every language (the answer's message and the timeline are read around it). */
const when = (date: IsoDate, slot: string) => `${ddmmyyyy(date)}, ${slot}`;

/** Moves a booking locked by the caller; returns the row as it now is. */
export async function moveBooking(
  tx: Tx,
  hooks: Pick<Hooks, 'onRescheduled'>,
  o: OrderRow,
  actor: Actor,
  body: RescheduleBody,
  now: Date,
): Promise<OrderRow> {
  const refusal = rescheduleRefusal(o.status, o.reschedules, actor.role);
  if (refusal) throw conflict(refusal);
  if (body.servicingDate === o.servicingDate && body.serviceTimeSlot === o.serviceTimeSlot) {
    throw badRequest(say('rescheduleSame'), { serviceTimeSlot: say('rescheduleSame') });
  }
  // The date and slot by checkout's rules: inside the booking window, the slot not started.
  const problems = scheduleProblems(body, now);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  await moveSlotPlace(
    tx,
    o.city,
    { date: o.servicingDate, slot: o.serviceTimeSlot },
    { date: body.servicingDate, slot: body.serviceTimeSlot },
  );
  const [row] = await tx
    .update(orders)
    .set({
      servicingDate: body.servicingDate,
      serviceTimeSlot: body.serviceTimeSlot,
      expectedDeliveryDate: body.expectedDeliveryDate,
      reschedules: o.reschedules + 1,
      updatedAt: now,
    })
    .where(eq(orders.id, o.id))
    .returning();
  if (!row) throw new Error('the order vanished while locked');
  await recordEvent(
    tx,
    o.id,
    actor,
    'schedule',
    when(o.servicingDate, o.serviceTimeSlot),
    when(row.servicingDate, row.serviceTimeSlot),
  );
  await hooks.onRescheduled(tx, row);
  return row;
}

/** The answer's message: where the booking is now. */
export const movedMessage = (row: OrderRow) =>
  say('rescheduled', { date: ddmmyyyy(row.servicingDate), slot: slotWord(row.serviceTimeSlot) });

/** The customer moves their own booking (another customer's: 403, unknown: 404, as for every order call). */
export async function rescheduleOwnOrder(
  db: Db,
  hooks: Pick<Hooks, 'onRescheduled'>,
  customerId: string,
  orderId: string,
  body: RescheduleBody,
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const o = await ownOrder(tx, customerId, orderId, true);
    return moveBooking(tx, hooks, o, { id: customerId, role: 'customer', name: o.customerName }, body, now);
  });
}
