// A customer's yearly plans (decision 0023): bought for one of their vehicles and a city through a payment link
// (POST /api/plans/{id}/purchase answers its url), `pending` until the gateway confirms the payment, then `active` for a
// year (the days from startsOn to endsOn, both included), `expired` after, or `cancelled`. Each covered booking takes
// one use of its service. GET /api/customer/subscriptions lists the customer's own, in their language.
import { z } from 'zod';
import { CITIES } from './constants.ts';
import { addDays, type IsoDate } from './ist.ts';
import { PLAN_MONTHS } from './plans.ts';
import { addMonths } from './reminders.ts';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * What is stored: an active plan past its last day is read as `expired` (subscriptionStatus), and stored so only when a
 * new plan is bought for its vehicle.
 */
export type StoredSubscriptionStatus = SubscriptionStatus;

export const PurchaseBodySchema = z.object({
  vehicleId: z.uuid('Choose one of your vehicles.'),
  city: z.enum(CITIES, 'Choose Nagpur or Pune.'),
});
export type PurchaseBody = z.infer<typeof PurchaseBodySchema>;
export const PurchaseResponseSchema = z.object({ success: z.literal(true), url: z.string() });

/** The last day a plan paid on `paidOn` covers: a year less a day (paid 2026-11-27 → valid to 2027-11-26). */
export function planEndsOn(paidOn: IsoDate): IsoDate {
  return addDays(addMonths(paidOn, PLAN_MONTHS), -1);
}

/**
 * A running plan's renewal can be bought in its last this many days, its last day included (decision 0023): the
 * renewal reminder goes 15 days before, and a renewal starts the day after the plan it renews ends.
 */
export const RENEWAL_OPENS_DAYS = 30;

/** The first IST day a plan ending on `endsOn` can be renewed: its 30th day from the end, counting the last. */
export const renewalOpensOn = (endsOn: IsoDate): IsoDate => addDays(endsOn, -(RENEWAL_OPENS_DAYS - 1));

/**
 * The first day a plan paid on `paidOn` covers: that day, or, for a renewal of a plan still running (its last day
 * `runningUntil`), the day after that plan ends.
 */
export function planStartsOn(paidOn: IsoDate, runningUntil: IsoDate | null): IsoDate {
  return runningUntil !== null && runningUntil >= paidOn ? addDays(runningUntil, 1) : paidOn;
}

/** The status a customer is told: an active plan past its last day (IST) is expired. */
export function subscriptionStatus(stored: StoredSubscriptionStatus, endsOn: string | null, today: IsoDate) {
  return stored === 'active' && endsOn !== null && endsOn < today ? ('expired' as const) : stored;
}

/** Days after the IST day a plan was paid (its startsOn) within which it can be cancelled for a full refund. */
export const REFUND_DAYS = 14;

/**
 * The last IST day a plan paid (started) on `startsOn` can be cancelled for a full refund, when nothing in it was
 * used: paid at most 14 days before, counted in IST days (paid 2026-11-27 at any hour → through 2026-12-11).
 */
export function refundableUntil(startsOn: IsoDate): IsoDate {
  return addDays(startsOn, REFUND_DAYS);
}

/**
 * Why a plan cannot be cancelled for its refund on `today` (IST), or null when it can: not running (`notActive`), not
 * paid through the gateway (`notOnline`: nothing to refund there), a use taken or a breakdown call answered (`used`),
 * or past the 14 days (`tooLate`, as is an expired plan).
 */
export function refundRefusal(
  plan: { status: SubscriptionStatus; startsOn: IsoDate | null; paidOnline: boolean; used: boolean },
  today: IsoDate,
): 'notActive' | 'notOnline' | 'used' | 'tooLate' | null {
  if (plan.status === 'expired') return 'tooLate';
  if (plan.status !== 'active' || plan.startsOn === null) return 'notActive';
  if (!plan.paidOnline) return 'notOnline';
  if (plan.used) return 'used';
  return today > refundableUntil(plan.startsOn) ? 'tooLate' : null;
}

export const SubscriptionSchema = z.object({
  _id: z.string(),
  /** SUB-…: the payment link's reference and the invoice's. */
  reference: z.string(),
  planId: z.string(),
  /** The plan's name as sold, in the customer's language. */
  name: z.string(),
  /** Null once the customer removed that vehicle. */
  vehicleId: z.string().nullable(),
  registrationNumber: z.string(),
  city: z.enum(CITIES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Rupees paid (or to pay) for the year. */
  price: z.number(),
  /** The first and last day it covers (IST), once paid. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** The GST tax invoice of its payment, once paid (GET /api/customer/invoices/{_id}/pdf). */
  invoice: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** The GST credit note of its refunded payment, once refunded (GET /api/customer/credit-notes/{_id}/pdf). */
  creditNote: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** What each included service has left. */
  uses: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      included: z.number().int(),
      used: z.number().int(),
      left: z.number().int(),
    }),
  ),
  extraWorkPercent: z.number().int(),
  freePickupDrop: z.boolean(),
  breakdownCalls: z.number().int(),
  /** Breakdown assistance calls the garage answered under it, and those left (breakdownCalls less those). */
  breakdownCallsUsed: z.number().int(),
  breakdownCallsLeft: z.number().int(),
  /** The last day it can be cancelled for a full refund (nothing used, paid within 14 days); null when it cannot. */
  refundableUntil: z.string().nullable(),
  /** A cancelled paid plan's refund: `made` once the gateway took it, `due` until then; null for any other plan. */
  refund: z.enum(['due', 'made']).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * The paid plan a vehicle has running on `today` or after it (the one a new purchase for the vehicle renews, as
 * settle.ts decides it from the same rows), with the day its renewal opens and the day a renewal would start; null
 * when none runs.
 */
export function runningPlanOf(mine: readonly Subscription[], vehicleId: string, today: IsoDate) {
  const running = mine
    .filter((s) => s.vehicleId === vehicleId && s.status === 'active' && s.endsOn !== null && s.endsOn >= today)
    .sort((a, b) => ((b.endsOn ?? '') > (a.endsOn ?? '') ? 1 : -1))[0];
  if (!running?.endsOn) return null;
  return { endsOn: running.endsOn, opensOn: renewalOpensOn(running.endsOn), startsOn: addDays(running.endsOn, 1) };
}
export const CustomerSubscriptionsResponseSchema = z.object({
  success: z.literal(true),
  subscriptions: z.array(SubscriptionSchema),
});

/** POST /api/customer/subscriptions/:id/cancel takes nothing but the plan's id; it answers what was done. */
export const CancelSubscriptionBodySchema = z.object({}).optional();
export const CancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the plan was paid and its full price is being refunded. */
  refunding: z.boolean(),
});
