// The garage's day on the system: who has which vehicle (assignment), a rider's runs, the handover code the
// customer gives the rider at pickup and at drop, and a technician's time on the job. The contract of /api/ops/orders/
// {id}/assign, /handover, /labour, /api/ops/runs and /api/ops/jobs, and what the ops order view and board say of it.
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus, TIME_SLOTS, VEHICLE_TYPES } from './constants.ts';
import { IdSchema } from './ids.ts';
import { isoDate } from './ops-fields.ts';

/** The two trips a rider makes for an order: collecting the vehicle, and bringing it back. */
export const LEGS = ['pickup', 'drop'] as const;
export type Leg = (typeof LEGS)[number];

/** The moves a handover makes, by the status they reach: with a handover code, only the handover makes them. */
export const HANDED_OVER: Partial<Record<OrderStatus, Leg>> = { pickedUp: 'pickup', delivered: 'drop' };

/** How a handover was made: with the customer's code, by an advisor's override, or with none (an order placed before codes). */
export const HANDOVER_METHODS = ['code', 'override', 'none'] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** The roles an order is assigned to. */
export const ASSIGNED_ROLES = ['rider', 'technician'] as const;

/** The handover code: 4 digits, leading zeros kept. */
export const HANDOVER_CODE_PATTERN = /^\d{4}$/;
/** Wrong handover codes allowed in the window before the order, or the member of staff, is locked out. */
export const HANDOVER_MAX_WRONG_PER_ORDER = 5;
export const HANDOVER_MAX_WRONG_PER_STAFF = 10;

/** A member of staff as an order names them: the customer's messages give a rider's number. */
export const StaffRefSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string() });
export type StaffRef = z.infer<typeof StaffRefSchema>;

/** Who collects the vehicle, who works on it and who brings it back; null until assigned. */
export const AssignmentsSchema = z.object({
  pickupRider: StaffRefSchema.nullable(),
  technician: StaffRefSchema.nullable(),
  dropRider: StaffRefSchema.nullable(),
});
export type Assignments = z.infer<typeof AssignmentsSchema>;

/** One technician's time on an order: whole minutes (rounded down), and whether their clock runs now. */
export const LabourLineSchema = z.object({
  technicianId: z.string(),
  name: z.string(),
  minutes: z.number().int(),
  running: z.boolean(),
});
export type LabourLine = z.infer<typeof LabourLineSchema>;

/** One handover of the vehicle (pickup or drop) as it was recorded. */
export const HandoverDoneSchema = z.object({
  at: z.string(),
  /** Who recorded it (the rider, or the desk). */
  byName: z.string(),
  method: z.enum(HANDOVER_METHODS),
  reason: z.string().nullable(),
});
export type HandoverDone = z.infer<typeof HandoverDoneSchema>;

/** The order's handovers, never its code: staff never see it (the customer gives it to the rider). */
export const HandoverViewSchema = z.object({
  /** False for an order placed before handover codes: it moves without one. */
  codeRequired: z.boolean(),
  pickupAt: z.string().nullable(),
  dropAt: z.string().nullable(),
  pickupOverridden: z.boolean(),
  dropOverridden: z.boolean(),
  pickup: HandoverDoneSchema.nullable(),
  drop: HandoverDoneSchema.nullable(),
});
export type HandoverView = z.infer<typeof HandoverViewSchema>;

/**
 * POST /api/ops/orders/{id}/assign (the desk). A rider without a leg takes both legs not yet done; a technician takes
 * no leg. Assigning again replaces whoever had it.
 */
export const AssignBodySchema = z
  .object({
    role: z.enum(ASSIGNED_ROLES, 'Choose rider or technician.'),
    staffId: IdSchema,
    leg: z.enum(LEGS, 'Choose the pickup or the drop.').optional(),
  })
  .refine((b) => b.role === 'rider' || b.leg === undefined, {
    path: ['leg'],
    message: 'Only a rider is assigned to a leg.',
  });
export type AssignBody = z.output<typeof AssignBodySchema>;

const reasonText = z.string().trim().min(5, 'Say why the code is overridden (at least 5 characters).').max(300);

/**
 * POST /api/ops/orders/{id}/handover: the rider of the leg (or the desk) with the customer's code; or the desk's
 * override with a reason instead of a code. An order placed before codes needs neither. Delivering before the payment
 * is confirmed needs the desk's `unpaidReason`, as "Delivered, payment pending" does on the status route.
 */
export const HandoverBodySchema = z
  .object({
    stage: z.enum(LEGS, 'Choose the pickup or the drop.'),
    code: z.string().trim().regex(HANDOVER_CODE_PATTERN, 'Enter the 4-digit handover code.').optional(),
    override: z.literal(true, 'An override is `true`, with a reason.').optional(),
    reason: reasonText.optional(),
    unpaidReason: z
      .string()
      .trim()
      .min(3, 'Say why the vehicle is delivered before payment (at least 3 characters).')
      .max(300)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.override && b.code !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send either the code or an override, not both.' });
    }
    if (b.override && b.reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'An override needs a reason (at least 5 characters).',
      });
    }
    if (!b.override && b.reason !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason goes with an override only.' });
    }
  });
export type HandoverBody = z.output<typeof HandoverBodySchema>;

/** POST /api/ops/orders/{id}/labour: the assigned technician starts or stops their clock on the order. */
export const LabourBodySchema = z.object({ action: z.enum(['start', 'stop'], 'Choose start or stop.') });
export type LabourBody = z.output<typeof LabourBodySchema>;

/** GET /api/ops/runs: one IST day (today by default); the desk may look at one rider's. */
export const RunsQuerySchema = z.object({ date: isoDate.optional(), riderId: IdSchema.optional() });

const VehicleSchema = z.object({
  type: z.enum(VEHICLE_TYPES),
  makeModel: z.string(),
  registrationNumber: z.string(),
});

/** One trip of a rider's day: where to go, whom to call, which vehicle, and whether it is done. */
export const RunSchema = z.object({
  orderId: z.string(),
  oid: z.string(),
  leg: z.enum(LEGS),
  /** The leg's date: the servicing date for a pickup, the expected delivery date for a drop. */
  date: z.string(),
  /** The slot the customer booked (a drop has none of its own). */
  slot: z.enum(TIME_SLOTS),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerPhone: z.string(),
  alternateNumber: z.string(),
  address: z.string(),
  flat: z.string(),
  landmark: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  /** Opens navigation to the place in Google Maps (the app on an Android phone). */
  navigationUrl: z.string(),
  vehicle: VehicleSchema,
  /** Null only in the desk's list, for a leg nobody has yet. */
  riderId: z.string().nullable(),
  riderName: z.string().nullable(),
  done: z.boolean(),
  /** False for an order placed before handover codes: the rider hands over without one. */
  codeRequired: z.boolean(),
});
export type Run = z.infer<typeof RunSchema>;
export const RunsResponseSchema = z.object({ success: z.literal(true), date: z.string(), runs: z.array(RunSchema) });

/** GET /api/ops/jobs: the desk may look at one technician's. */
export const JobsQuerySchema = z.object({ technicianId: IdSchema.optional() });

/** An open order a technician works on, with the time on it. */
export const JobSchema = z.object({
  orderId: z.string(),
  oid: z.string(),
  status: z.enum(ORDER_STATUSES),
  vehicle: VehicleSchema,
  serviceName: z.string(),
  servicingDate: z.string(),
  serviceTimeSlot: z.enum(TIME_SLOTS),
  expectedDeliveryDate: z.string(),
  technicianId: z.string(),
  technicianName: z.string(),
  /** The technician's whole minutes on it (for the desk: every technician's), the running session up to now. */
  labourMinutes: z.number().int(),
  /** The technician's clock runs on it now (for the desk: anybody's). */
  running: z.boolean(),
});
export type Job = z.infer<typeof JobSchema>;
export const JobsResponseSchema = z.object({ success: z.literal(true), jobs: z.array(JobSchema) });

/** Google Maps' directions to a place: on an Android phone it opens the Maps app's navigation. */
export function navigationUrl(at: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${at.lat},${at.lng}`;
}

/** Whole minutes, rounded down, of time spent in sessions [start, stop or now). */
export function labourMinutes(sessions: readonly { startedAt: Date; stoppedAt: Date | null }[], now: Date): number {
  const ms = sessions.reduce((sum, s) => sum + Math.max(0, (s.stoppedAt ?? now).getTime() - s.startedAt.getTime()), 0);
  return Math.floor(ms / 60_000);
}
