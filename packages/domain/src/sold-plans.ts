// The garage's view of the yearly plans it sold (decision 0023): GET /api/ops/subscriptions lists them with what each
// customer has used (services, breakdown assistance calls), POST /api/ops/subscriptions/{id}/calls records a breakdown
// call answered under one, and GET /api/ops/orders/{id}/plan the plan running for an order's vehicle (its page shows it).
import { z } from 'zod';
import { CITIES } from './constants.ts';
import { city } from './ops-fields.ts';
import { SUBSCRIPTION_STATUSES } from './subscriptions.ts';

/** The longest note of a breakdown call (where the vehicle was, what was done). */
export const CALL_NOTE_MAX = 500;

/** Breakdown calls a plan has left: what it was sold with less those answered, never below none. */
export function callsLeft(included: number, used: number): number {
  return Math.max(included - used, 0);
}

export const OpsSubscriptionsQuerySchema = z.object({
  /** As the customer is told it: an active plan past its last day is expired. */
  status: z.enum(SUBSCRIPTION_STATUSES, 'Choose pending, active, expired or cancelled.').optional(),
  city: city.optional(),
  /** The plan's reference (SUB-…) or the vehicle's registration number, any spacing or case. */
  q: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const CountSchema = z.object({ included: z.number().int(), used: z.number().int(), left: z.number().int() });

export const PlanUseSchema = CountSchema.extend({ productId: z.string(), productName: z.string() });
export type PlanUse = z.infer<typeof PlanUseSchema>;

/** A breakdown assistance call answered under a plan, as the operator recorded it. */
export const PlanCallSchema = z.object({
  _id: z.string(),
  note: z.string(),
  /** The operator who recorded it; empty once their account is gone. */
  recordedBy: z.string(),
  at: z.string(),
});
export type PlanCall = z.infer<typeof PlanCallSchema>;

/** What a running plan gives the vehicle, as whoever handles its booking needs it. */
export const VehiclePlanSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  /** The plan's English name as sold. */
  name: z.string(),
  city: z.enum(CITIES),
  endsOn: z.string(),
  uses: z.array(PlanUseSchema),
  breakdownCalls: CountSchema,
  extraWorkPercent: z.number().int(),
  freePickupDrop: z.boolean(),
});
export type VehiclePlan = z.infer<typeof VehiclePlanSchema>;
/** GET /api/ops/orders/{id}/plan: the plan running for the order's vehicle in its city, or null. */
export const OrderPlanResponseSchema = z.object({ success: z.literal(true), plan: VehiclePlanSchema.nullable() });

export const OpsSubscriptionSchema = VehiclePlanSchema.extend({
  customerName: z.string(),
  customerPhone: z.string(),
  /** Empty once the customer erased their account. */
  registrationNumber: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Rupees paid (or to pay) for the year. */
  price: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The breakdown calls answered, newest first. */
  calls: z.array(PlanCallSchema),
  /** Active today with a breakdown call left. */
  canRecordCall: z.boolean(),
});
export type OpsSubscription = z.infer<typeof OpsSubscriptionSchema>;

export const OpsSubscriptionsResponseSchema = z.object({
  success: z.literal(true),
  subscriptions: z.array(OpsSubscriptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const OpsSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: OpsSubscriptionSchema,
});

export const RecordCallBodySchema = z.object({
  note: z
    .string('Write what the call was about.')
    .trim()
    .min(1, 'Write what the call was about.')
    .max(CALL_NOTE_MAX, `At most ${CALL_NOTE_MAX} characters.`),
});
export type RecordCallBody = z.output<typeof RecordCallBodySchema>;
