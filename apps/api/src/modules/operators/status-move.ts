// An order's status moved by the garage: the status route's checks, and the one path every move takes (the status
// route, a rider's handover, a technician's first labour), on the order's row lock, on the timeline, told to the customer.
import type { OrderStatus } from '@motomitra/domain/constants';
import { canMove, deliveryGivesSlotBack, isUnpaidDelivery } from '@motomitra/domain/lifecycle';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import type { Hooks } from '../orders/hooks.ts';
import { type Actor, recordEvent } from '../orders/timeline.ts';
import type { OrderRow } from '../orders/wire.ts';
import { giveBackSlotPlace } from '../slots/service.ts';
import { refuseStatusMove } from '../staff-work/status-rules.ts';

/** The order, locked for this transaction: every change to an order is made on its row lock. */
export async function loadForUpdate(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('No such order.');
  return row;
}

export async function moveStatus(
  db: Db,
  hooks: Hooks,
  actor: Actor,
  id: string,
  move: { to: OrderStatus; note: string; unpaidReason?: string | undefined },
  now: Date,
) {
  const { to } = move;
  let note = move.note;
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    // A rider's one move, and no pickup or delivery around the customer's handover code (staff-work).
    refuseStatusMove(o, to, actor);
    if (to === 'cancelled') throw new HttpError(400, 'Cancel an order with a reason (the Cancel button).');
    if (!canMove(o.status, to)) throw conflict(`An order that is ${o.status} cannot move to ${to}.`);
    // A vehicle goes back before its payment is confirmed only when the operator says so, and why.
    if (isUnpaidDelivery(to, o.paymentStatus)) {
      if (!move.unpaidReason) {
        throw conflict(
          'The payment is not confirmed yet. To deliver anyway, choose "Delivered, payment pending" and say why.',
        );
      }
      note = [`Delivered, payment pending: ${move.unpaidReason}`, note].filter(Boolean).join(' · ');
    }
    await applyStatusMove(tx, hooks, actor, o, to, note, now);
  });
}

/**
 * Moves the locked order `o` to `to`, on the timeline and told to the customer: the one path of every status move of
 * the garage (the status route, a handover, a technician's first labour).
 */
export async function applyStatusMove(
  tx: Tx,
  hooks: Hooks,
  actor: Actor,
  o: OrderRow,
  to: OrderStatus,
  note: string,
  now: Date,
) {
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, o.id));
  // Brought back before its slot: the place is free again for that date. Once only: a delivered order moves no more.
  if (to === 'delivered' && deliveryGivesSlotBack(o.servicingDate, o.serviceTimeSlot, now)) {
    await giveBackSlotPlace(tx, o.city, o.servicingDate, o.serviceTimeSlot);
  }
  await recordEvent(tx, o.id, actor, 'status', o.status, to, note);
  await hooks.onStatus(tx, o, to, note);
}
