// The rules of the order data beyond each field's own (order-data.ts): those between fields, and those that need the
// clock, the booked city and the vehicle. The API's body schemas apply the first (OrderDataSchema in booking.ts,
// RescheduleBodySchema) and its service the others; the checkout page runs them all at once (validateCheckout).
import type { z } from 'zod';
import { MAX_SERVICE_DAYS, pincodeProblem, servicingDateProblem, slotHasStarted } from './checkout.ts';
import type { City, VehicleType } from './constants.ts';
import { addDays } from './ist.ts';
import { CHECKOUT_FIELDS, type CheckoutData, type Location } from './order-data.ts';
import { serviceAreaProblem } from './places.ts';
import { say } from './say.ts';

export type CheckoutContext = {
  now: Date;
  city: City;
  vehicleType: VehicleType;
  /** The customer's own mobile (+91XXXXXXXXXX): the alternate number must be another one. */
  mobile?: string | undefined;
};

/** Two locations at the same address and point. */
const samePlace = (a: Location, b: Location) =>
  a.address === b.address && a.coordinates.lat === b.coordinates.lat && a.coordinates.lng === b.coordinates.lng;

export type CheckoutResult = { ok: true; data: CheckoutData } | { ok: false; fieldErrors: Record<string, string> };

/** orderData's fields as far as each parsed (a field that failed is left out). */
type Parsed = Partial<{ [K in keyof CheckoutData]: CheckoutData[K] | undefined }>;
type Problems = Record<string, string>;

/**
 * The rules between fields that need neither the clock nor the booking (delivery after servicing and within
 * MAX_SERVICE_DAYS; an insurance status only once the vehicle is confirmed and under insurance servicing), on the
 * fields that passed their own rules. The API's body schemas apply them (OrderDataSchema, RescheduleBodySchema, through
 * withRulesBetweenFields); `known` are problems already found, which these do not repeat.
 */
export function crossFieldProblems(v: Parsed, known: Problems = {}): Problems {
  const errors: Problems = {};
  if (v.servicingDate !== undefined && v.expectedDeliveryDate !== undefined) {
    if (v.expectedDeliveryDate < v.servicingDate) errors.expectedDeliveryDate = say('deliveryBeforeServicing');
    else if (v.expectedDeliveryDate > addDays(v.servicingDate, MAX_SERVICE_DAYS)) {
      errors.expectedDeliveryDate = say('deliveryTooLate');
    }
  }
  if (v.vehicleInsuranceStatus && !('vehicleInsuranceStatus' in known)) {
    if (!v.verifyMakeModel || !v.verifyRegistrationNumber) {
      errors.vehicleInsuranceStatus = say('confirmVehicleFirst');
    } else if (!v.verifyVehicleInsurance) {
      errors.vehicleInsuranceStatus = say('insuranceStatusOnlyWhenInsured');
    }
  }
  return errors;
}

/**
 * The date and slot by the clock: a servicing date inside the booking window, a slot not yet started. Checkout's, and
 * a booking moved to another date and slot.
 */
export function scheduleProblems(v: Pick<Parsed, 'servicingDate' | 'serviceTimeSlot'>, now: Date): Problems {
  const errors: Problems = {};
  if (v.servicingDate !== undefined) {
    const problem = servicingDateProblem(v.servicingDate, now);
    if (problem) errors.servicingDate = problem;
    else if (v.serviceTimeSlot && slotHasStarted(v.servicingDate, v.serviceTimeSlot, now)) {
      errors.serviceTimeSlot = say('slotStarted');
    }
  }
  return errors;
}

/**
 * The rules that need `now` (a date in the booking window, a slot not yet started), the booked city (pickup and
 * drop in its service area, a pincode of the city) and the vehicle (a transmission for a car, none for a bike): what
 * the API's service checks once the body has passed its schema.
 */
export function contextProblems(v: Parsed, ctx: CheckoutContext, known: Problems = {}): Problems {
  const errors: Problems = scheduleProblems(v, ctx.now);
  if (!('transmissionType' in known)) {
    if (ctx.vehicleType === 'Car' && !v.transmissionType) errors.transmissionType = say('chooseTransmission');
    if (ctx.vehicleType === 'Bike' && v.transmissionType) errors.transmissionType = say('transmissionCarsOnly');
  }
  // Pickup and drop must lie in the booked city's service area (places.ts owns the areas).
  for (const key of ['pickupLocation', 'dropLocation'] as const) {
    const point = v[key];
    const problem = point ? serviceAreaProblem(ctx.city, point.coordinates) : null;
    if (problem) errors[key] = problem;
  }
  if (v.pincode !== undefined) {
    const problem = pincodeProblem(v.pincode, ctx.city);
    if (problem) errors.pincode = problem;
  }
  if (v.alternateNumber !== undefined && ctx.mobile && v.alternateNumber === ctx.mobile) {
    errors.alternateNumber = say('alternateSameAsMobile');
  }
  return errors;
}

/**
 * Valid order data as the API stores it: the drop is the pickup when none was sent (and then has the pickup's flat and
 * landmark, none of its own), absent choices are null.
 */
export function completeCheckout(v: Parsed): CheckoutData {
  const data = v as CheckoutData;
  const dropIsPickup = !v.dropLocation || samePlace(v.dropLocation, data.pickupLocation);
  return {
    ...data,
    dropFlat: dropIsPickup ? '' : (v.dropFlat ?? ''),
    dropLandmark: dropIsPickup ? '' : (v.dropLandmark ?? ''),
    dropLocation: v.dropLocation ?? data.pickupLocation,
    transmissionType: v.transmissionType ?? null,
    vehicleInsuranceStatus: v.vehicleInsuranceStatus ?? null,
    address: v.address ?? null,
  };
}

/**
 * Checks every field of orderData and reports every problem at once, keyed by orderData field names: each field's
 * own rule, the rules between fields and those of the context. The checkout page runs it before sending; the API runs
 * the same rules in two steps (OrderDataSchema, then contextProblems). `now` is passed in so that "today" (IST) and
 * "has this slot started" are decided at one instant.
 */
export function validateCheckout(orderData: unknown, ctx: CheckoutContext): CheckoutResult {
  const raw = (orderData && typeof orderData === 'object' ? orderData : {}) as Record<string, unknown>;
  const errors: Problems = {};
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(CHECKOUT_FIELDS)) {
    const r = (schema as z.ZodType).safeParse(raw[key]);
    if (r.success) out[key] = r.data;
    else errors[key] = r.error.issues[0]?.message ?? say('invalidValue');
  }
  const v = out as Parsed;
  Object.assign(errors, contextProblems(v, ctx, errors), crossFieldProblems(v, errors));
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, data: completeCheckout(v) };
}
