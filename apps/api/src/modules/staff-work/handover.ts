// The vehicle changing hands: the rider of the leg enters the customer's 4-digit code at pickup (new →
// Picked Up) and at drop (On the Way Back → Delivered), or an advisor overrides it with a reason. Wrong codes are limited
// as log-ins are (customers/throttle.ts: per order and per member of staff, in the database so every instance agrees);
// the move is made once, on the order's row lock, however many right codes arrive at once.
import { timingSafeEqual } from 'node:crypto';
import type { OrderStatus } from '@motomitra/domain/constants';
import { isUnpaidDelivery } from '@motomitra/domain/lifecycle';
import {
  HANDOVER_MAX_WRONG_PER_ORDER,
  HANDOVER_MAX_WRONG_PER_STAFF,
  type HandoverBody,
  type HandoverMethod,
  type Leg,
} from '@motomitra/domain/staff-work';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { handovers, orders } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { forgiveAttempt, takeAttempt } from '../customers/throttle.ts';
import { applyStatusMove, loadForUpdate } from '../operators/status-move.ts';
import type { Hooks } from '../orders/hooks.ts';
import type { Actor } from '../orders/timeline.ts';
import type { OrderRow } from '../orders/wire.ts';
import { isDesk, mayTouch, type StaffCaller } from './access.ts';

const WRONG_CODE = 'Wrong handover code.';
const NEED_CODE = 'Enter the handover code the customer gives you.';
const NOT_YOUR_LEG = 'Only the rider of this leg, or the desk, hands the vehicle over.';
const DESK_OVERRIDES = 'Only an admin or an advisor can override the handover code.';
const DESK_UNPAID = 'Only an admin or an advisor can deliver before the payment is confirmed.';
const RIDER_UNPAID =
  'The payment is not confirmed yet: the desk confirms it, or delivers with payment pending and says why.';
const UNPAID = 'The payment is not confirmed yet. To deliver anyway, choose "Delivered, payment pending" and say why.';

/** Where each handover moves the order from, and to. */
const MOVE: Record<Leg, { from: OrderStatus; to: OrderStatus }> = {
  pickup: { from: 'new', to: 'pickedUp' },
  drop: { from: 'inTransitDown', to: 'delivered' },
};

/** Why the order cannot be handed over at `stage` now (null: it can), named for the one who tried. */
function notAhead(o: OrderRow, stage: Leg): string | null {
  if (o.status === MOVE[stage].from) return null;
  if (o.status === 'cancelled') return 'This order was cancelled: there is nothing to hand over.';
  if (stage === 'pickup') return 'This vehicle was already picked up.';
  if (o.status === 'delivered') return 'This vehicle was already delivered.';
  return 'The vehicle is not on its way back yet: it is handed over at the drop once On the Way Back.';
}

/** Refuses a delivery before the payment is confirmed but by the desk saying why (the status route's rule). */
function refuseUnpaid(o: OrderRow, stage: Leg, body: HandoverBody, desk: boolean): void {
  if (stage !== 'drop' || !isUnpaidDelivery('delivered', o.paymentStatus) || body.unpaidReason) return;
  throw conflict(desk ? UNPAID : RIDER_UNPAID);
}

/** The refusals that need no lock and take no attempt: who may, and whether this handover is still ahead. */
function refuseEarly(o: OrderRow | undefined, caller: StaffCaller, body: HandoverBody): asserts o is OrderRow {
  if (!o || !mayTouch(caller, o, 'run')) throw notFound('No such order.');
  if (!mayTouch(caller, o, body.stage)) throw new HttpError(403, NOT_YOUR_LEG);
  const desk = isDesk(caller);
  if (body.override && !desk) throw new HttpError(403, DESK_OVERRIDES);
  if (body.unpaidReason && !desk) throw new HttpError(403, DESK_UNPAID);
  const ahead = notAhead(o, body.stage);
  if (ahead) throw conflict(ahead);
  refuseUnpaid(o, body.stage, body, desk);
}

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/**
 * Checks `code` against the order's, taking a place in the order's and the staff member's windows first (so however
 * many guesses arrive at once, at most the limit are checked); a right code gives the places back.
 */
async function checkCode(db: Db, o: OrderRow & { handoverCode: string }, byId: string, code: string): Promise<void> {
  const orderKey = `handover-order:${o.id}`;
  const staffKey = `handover-staff:${byId}`;
  const attempt = await takeAttempt(db, [
    { key: orderKey, max: HANDOVER_MAX_WRONG_PER_ORDER },
    { key: staffKey, max: HANDOVER_MAX_WRONG_PER_STAFF },
  ]);
  if (!attempt.allowed) {
    throw new HttpError(429, `Too many wrong handover codes. Try again in ${minutes(attempt.waitMinutes)}.`);
  }
  const given = Buffer.from(code);
  const expected = Buffer.from(o.handoverCode);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  }
  await forgiveAttempt(db, orderKey, staffKey);
}

/** The timeline's note of a handover: how it was made, and an unpaid delivery's reason. */
function noteOf(method: HandoverMethod, body: HandoverBody): string {
  const how =
    method === 'code'
      ? "With the customer's handover code"
      : method === 'override'
        ? `Handover code overridden: ${body.reason}`
        : 'No handover code (placed before codes)';
  return [body.unpaidReason ? `Delivered, payment pending: ${body.unpaidReason}` : '', how].filter(Boolean).join(' · ');
}

export async function handOver(
  db: Db,
  hooks: Hooks,
  actor: Actor & StaffCaller,
  orderId: string,
  body: HandoverBody,
  now: Date,
): Promise<void> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  refuseEarly(o, actor, body);
  let method: HandoverMethod = 'none';
  if (body.override) method = 'override';
  else if (o.handoverCode !== null) {
    if (body.code === undefined) throw badRequest(NEED_CODE, { code: NEED_CODE });
    await checkCode(db, { ...o, handoverCode: o.handoverCode }, actor.id, body.code);
    method = 'code';
  }
  await db.transaction(async (tx) => {
    // Read again under the lock: a right code that arrived at the same moment has moved it already.
    const locked = await loadForUpdate(tx, orderId);
    const ahead = notAhead(locked, body.stage);
    if (ahead) throw conflict(ahead);
    refuseUnpaid(locked, body.stage, body, isDesk(actor));
    await tx.insert(handovers).values({
      orderId,
      stage: body.stage,
      at: now,
      byId: actor.id,
      byName: actor.name,
      method,
      reason: method === 'override' ? (body.reason ?? null) : null,
    });
    await applyStatusMove(tx, hooks, actor, locked, MOVE[body.stage].to, noteOf(method, body), now);
  });
}
