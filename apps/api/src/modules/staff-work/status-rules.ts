// What the status route refuses for the staff's work. A rider makes one move there: their drop's vehicle
// leaves the workshop (In Service → On the Way Back), as it does when they ride off with it; every other move is the
// desk's. And an order with a handover code reaches Picked Up and Delivered only through the handover (the code, or
// an advisor's override with a reason), so the status route cannot walk around the code.
import type { OrderStatus } from '@motomitra/domain/constants';
import { canMove } from '@motomitra/domain/lifecycle';
import { HANDED_OVER } from '@motomitra/domain/staff-work';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import type { Actor } from '../orders/timeline.ts';
import type { OrderRow } from '../orders/wire.ts';

const RIDER_MOVE = 'A rider marks only their own drop On the Way Back, once the work is done (In Service).';
const USE_HANDOVER =
  'This order has a handover code: mark it picked up or delivered with the handover (the customer’s code, or an override with a reason).';

/** Throws the refusal of `actor` moving the locked order `o` to `to` on the status route, if it is refused. */
export function refuseStatusMove(o: OrderRow, to: OrderStatus, actor: Actor): void {
  if (actor.staffRole === 'rider') {
    // Not on this order at all: as for an order that does not exist.
    if (o.pickupRiderId !== actor.id && o.dropRiderId !== actor.id) throw notFound('No such order.');
    if (o.dropRiderId !== actor.id || o.status !== 'inService' || to !== 'inTransitDown') {
      throw new HttpError(403, RIDER_MOVE);
    }
  }
  if (o.handoverCode !== null && HANDED_OVER[to] && canMove(o.status, to)) throw conflict(USE_HANDOVER);
}
