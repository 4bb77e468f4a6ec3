// Checkout rules (product-decisions "Cart, coupons, checkout"): the order data a customer sends, every field's
// check with its message, servicing dates and time slots in IST, pincodes per city. The API is the authority;
// the web shows the server's field errors beside their fields.
import { z } from 'zod';
import { MobileSchema, phoneMessage } from './accounts.ts';
import {
  CITY_LABELS,
  type City,
  TIME_SLOTS,
  type TimeSlot,
  TRANSMISSIONS,
  type Transmission,
  type VehicleType,
} from './constants.ts';
import { fill } from './fill.ts';
import { addDays, type IsoDate, isIsoDate, istDate, istInstant } from './ist.ts';
import { MESSAGES } from './messages.ts';
import { type PlaceLocation, PlaceLocationSchema, serviceAreaProblem } from './places.ts';

/** How far ahead a servicing date may be booked (today counts as day 0). */
export const BOOKING_WINDOW_DAYS = 30;
/** The longest a vehicle may stay with us: expected delivery at most this many days after servicing. */
export const MAX_SERVICE_DAYS = 30;
export const DEFAULT_STATE = 'Maharashtra';
export const NOTE_MAX = 500;
export const ADDRESS_MAX = 300;

/** IST start time ('HH:MM') of each of the spec's five slots. */
export const SLOT_START_TIMES: Record<TimeSlot, string> = {
  '10:00 AM - 12:00 PM': '10:00',
  '12:00 PM - 02:00 PM': '12:00',
  '02:00 PM - 04:00 PM': '14:00',
  '04:00 PM - 06:00 PM': '16:00',
  '06:00 PM - 08:30 PM': '18:00',
};

export function slotStart(date: IsoDate, slot: TimeSlot): Date {
  return istInstant(date, SLOT_START_TIMES[slot]);
}

/** A slot that has started (or lies in the past) cannot be booked any more. */
export function slotHasStarted(date: IsoDate, slot: TimeSlot, now: Date): boolean {
  return now.getTime() >= slotStart(date, slot).getTime();
}

/** The first and last bookable servicing dates (IST), both inclusive. */
export function bookableDates(now: Date): { first: IsoDate; last: IsoDate } {
  const first = istDate(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

export function servicingDateProblem(date: IsoDate, now: Date): string | null {
  const { first, last } = bookableDates(now);
  return date < first || date > last ? MESSAGES.servicingDateRange : null;
}

export type SlotState = { capacity: number; booked: number; closed: boolean };
export type SlotAvailability = {
  remaining: number;
  available: boolean;
  reason: 'full' | 'closed' | 'started' | null;
};

/** What a customer sees for one slot: places left, and whether (and why not) it can be booked. */
export function slotAvailability(state: SlotState, date: IsoDate, slot: TimeSlot, now: Date): SlotAvailability {
  const remaining = Math.max(0, state.capacity - state.booked);
  const reason = state.closed
    ? 'closed'
    : slotHasStarted(date, slot, now)
      ? 'started'
      : remaining === 0
        ? 'full'
        : null;
  return { remaining, available: reason === null, reason };
}

/** Pincodes each city is served in (India Post: Nagpur 440xxx–441xxx, Pune 411xxx–412xxx). */
export const PINCODE_RANGES: Record<City, { from: number; to: number; label: string }> = {
  nagpur: { from: 440000, to: 441999, label: '440xxx–441xxx' },
  pune: { from: 411000, to: 412999, label: '411xxx–412xxx' },
};

export function pincodeProblem(pincode: string, city: City): string | null {
  if (!/^\d{6}$/.test(pincode)) return MESSAGES.pincodeFormat;
  const n = Number(pincode);
  const range = PINCODE_RANGES[city];
  if (n < range.from || n > range.to) {
    return fill(MESSAGES.pincodeCity, { city: CITY_LABELS[city], ranges: range.label });
  }
  return null;
}

// ---- The order data a checkout sends (spec section 3), field by field ----

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const flag = z.boolean(MESSAGES.mustBeTrueOrFalse).optional().default(false);
const isoDate = (message: string) => z.string(message).refine(isIsoDate, message);

/** A pickup or drop point: the address line and its coordinates (spec: {address, coordinates{lat,lng}}). */
export const LocationSchema = PlaceLocationSchema;
export type Location = PlaceLocation;

/** A location field with one clear message for whatever is wrong inside it. */
const location = (message: string) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return undefined;
    const r = LocationSchema.safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return r.data;
  });

/** The fields the server reads from orderData. The rest (names, vehicle, city, amounts) it takes from its own records. */
export const CHECKOUT_FIELDS = {
  verifyMakeModel: flag,
  verifyRegistrationNumber: flag,
  verifyTransmissionType: flag,
  verifyBreakdown: flag,
  verifyVehicleInsurance: flag,
  vehicleInsuranceStatus: z.preprocess(
    blankToUndefined,
    z.enum(['valid', 'invalid'], MESSAGES.chooseInsuranceStatus).optional(),
  ),
  address: z.preprocess(
    blankToUndefined,
    z.string(MESSAGES.addressTooLong).trim().max(ADDRESS_MAX, MESSAGES.addressTooLong).optional(),
  ),
  pickupLocation: location(MESSAGES.choosePickup).refine((v) => v !== undefined, MESSAGES.choosePickup),
  dropLocation: location(MESSAGES.chooseDrop),
  servicingDate: isoDate(MESSAGES.chooseServicingDate),
  serviceTimeSlot: z.enum(TIME_SLOTS, MESSAGES.chooseSlot),
  expectedDeliveryDate: isoDate(MESSAGES.chooseDeliveryDate),
  transmissionType: z.preprocess(blankToUndefined, z.enum(TRANSMISSIONS, MESSAGES.chooseTransmission).optional()),
  state: z.preprocess(
    blankToUndefined,
    z
      .string(MESSAGES.stateMaharashtra)
      .trim()
      .optional()
      .refine((s) => !s || s.toLowerCase() === DEFAULT_STATE.toLowerCase(), MESSAGES.stateMaharashtra)
      .transform(() => DEFAULT_STATE),
  ),
  pincode: z.preprocess(
    numberToString,
    z
      .string(MESSAGES.pincodeFormat)
      .trim()
      .regex(/^\d{6}$/, MESSAGES.pincodeFormat),
  ),
  alternateNumber: z.preprocess(numberToString, z.string(phoneMessage).pipe(MobileSchema)),
  note: z.preprocess(blankToUndefined, z.string().trim().max(NOTE_MAX, MESSAGES.noteTooLong).optional().default('')),
  couponCode: z.preprocess(
    blankToUndefined,
    z
      .string(MESSAGES.couponUnknown)
      .trim()
      .max(40, MESSAGES.couponUnknown)
      .optional()
      .transform((c) => (c ? c.toUpperCase() : null)),
  ),
  termsAccepted: z.literal(true, MESSAGES.acceptTerms),
} as const;

/** What the API makes of valid order data. */
export type CheckoutData = {
  verifyMakeModel: boolean;
  verifyRegistrationNumber: boolean;
  verifyTransmissionType: boolean;
  verifyBreakdown: boolean;
  verifyVehicleInsurance: boolean;
  vehicleInsuranceStatus: 'valid' | 'invalid' | null;
  /** The home address the checkout showed; null when none was sent. */
  address: string | null;
  pickupLocation: Location;
  /** The pickup location when none was sent ('same as pickup'). */
  dropLocation: Location;
  servicingDate: IsoDate;
  serviceTimeSlot: TimeSlot;
  expectedDeliveryDate: IsoDate;
  transmissionType: Transmission | null;
  state: string;
  pincode: string;
  /** +91XXXXXXXXXX */
  alternateNumber: string;
  note: string;
  couponCode: string | null;
  termsAccepted: true;
};

export type CheckoutContext = { now: Date; city: City; vehicleType: VehicleType };

export type CheckoutResult = { ok: true; data: CheckoutData } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks every field of orderData and reports every problem at once, keyed by orderData field names.
 * `now` is passed in so that "today" (IST) and "has this slot started" are decided at one instant.
 */
export function validateCheckout(orderData: unknown, ctx: CheckoutContext): CheckoutResult {
  const raw = (orderData && typeof orderData === 'object' ? orderData : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(CHECKOUT_FIELDS)) {
    const r = (schema as z.ZodType).safeParse(raw[key]);
    if (r.success) out[key] = r.data;
    else errors[key] = r.error.issues[0]?.message ?? 'Invalid value.';
  }
  const v = out as Partial<{ [K in keyof CheckoutData]: CheckoutData[K] | undefined }>;

  if (v.servicingDate !== undefined) {
    const problem = servicingDateProblem(v.servicingDate, ctx.now);
    if (problem) errors.servicingDate = problem;
    else if (v.serviceTimeSlot && slotHasStarted(v.servicingDate, v.serviceTimeSlot, ctx.now)) {
      errors.serviceTimeSlot = MESSAGES.slotStarted;
    }
    if (v.expectedDeliveryDate !== undefined) {
      if (v.expectedDeliveryDate < v.servicingDate) errors.expectedDeliveryDate = MESSAGES.deliveryBeforeServicing;
      else if (v.expectedDeliveryDate > addDays(v.servicingDate, MAX_SERVICE_DAYS)) {
        errors.expectedDeliveryDate = MESSAGES.deliveryTooLate;
      }
    }
  }
  if (!('transmissionType' in errors)) {
    if (ctx.vehicleType === 'Car' && !v.transmissionType) errors.transmissionType = MESSAGES.chooseTransmission;
    if (ctx.vehicleType === 'Bike' && v.transmissionType) errors.transmissionType = MESSAGES.transmissionCarsOnly;
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
  if (v.vehicleInsuranceStatus && !('vehicleInsuranceStatus' in errors)) {
    if (!v.verifyMakeModel || !v.verifyRegistrationNumber) {
      errors.vehicleInsuranceStatus = MESSAGES.confirmVehicleFirst;
    } else if (!v.verifyVehicleInsurance) {
      errors.vehicleInsuranceStatus = MESSAGES.insuranceStatusOnlyWhenInsured;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  const data = v as CheckoutData;
  return {
    ok: true,
    data: {
      ...data,
      dropLocation: v.dropLocation ?? data.pickupLocation,
      transmissionType: v.transmissionType ?? null,
      vehicleInsuranceStatus: v.vehicleInsuranceStatus ?? null,
      address: v.address ?? null,
    },
  };
}
