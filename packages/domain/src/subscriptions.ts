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

/** The status a customer is told: an active plan past its last day (IST) is expired. */
export function subscriptionStatus(stored: StoredSubscriptionStatus, endsOn: string | null, today: IsoDate) {
  return stored === 'active' && endsOn !== null && endsOn < today ? ('expired' as const) : stored;
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
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const CustomerSubscriptionsResponseSchema = z.object({
  success: z.literal(true),
  subscriptions: z.array(SubscriptionSchema),
});
