// Moving a booking to another date and time slot: the body, who may move it when, and how often.
import { z } from 'zod';
import { withRulesBetweenFields } from './between-fields.ts';
import { OrderSchema } from './booking.ts';
import { crossFieldProblems } from './checkout-rules.ts';
import type { OrderStatus } from './constants.ts';
import { CHECKOUT_FIELDS } from './order-data.ts';
import { say } from './say.ts';

/** A booking is moved at most this many times (then the customer calls the garage). */
export const MAX_RESCHEDULES = 3;

/** The customer moves a booking while it is new; the garage also once the vehicle is picked up, before service. */
export const CUSTOMER_RESCHEDULE_STATUSES: readonly OrderStatus[] = ['new'];
export const OPERATOR_RESCHEDULE_STATUSES: readonly OrderStatus[] = ['new', 'pickedUp'];

export const RescheduleBodySchema = withRulesBetweenFields(
  z.object({
    servicingDate: CHECKOUT_FIELDS.servicingDate,
    serviceTimeSlot: CHECKOUT_FIELDS.serviceTimeSlot,
    expectedDeliveryDate: CHECKOUT_FIELDS.expectedDeliveryDate,
  }),
  crossFieldProblems,
);
export type RescheduleBody = z.output<typeof RescheduleBodySchema>;

export const RescheduleResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema });

/** Whether the customer may move this booking now (the Reschedule action shows then). */
export const customerCanReschedule = (order: { status: OrderStatus; reschedules?: number | undefined }) =>
  rescheduleRefusal(order.status, order.reschedules ?? 0, 'customer') === null;

/** Why a booking cannot be moved now, or null. */
export function rescheduleRefusal(status: OrderStatus, moves: number, by: 'customer' | 'operator'): string | null {
  const allowed = by === 'customer' ? CUSTOMER_RESCHEDULE_STATUSES : OPERATOR_RESCHEDULE_STATUSES;
  if (!allowed.includes(status)) return say('rescheduleNotNow');
  // The limit is the customer's: the garage may still move a booking the customer can no longer move.
  if (by === 'customer' && moves >= MAX_RESCHEDULES) return say('rescheduleLimit');
  return null;
}
