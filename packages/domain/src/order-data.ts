// The order data a customer sends at checkout (spec section 3 "Order data sent at checkout"): each field's rule with
// its message, and what the API makes of valid data. The rules between fields and those that need the clock, the
// booked city and the vehicle are checkout-rules.ts.
import { z } from 'zod';
import { ADDRESS_MAX, DEFAULT_STATE, NOTE_MAX, PINCODE_PATTERN } from './checkout.ts';
import { TIME_SLOTS, type TimeSlot, TRANSMISSIONS, type Transmission } from './constants.ts';
import { MobileSchema, phoneMessage } from './customer-fields.ts';
import { type IsoDate, isIsoDate } from './ist.ts';
import { type PlaceLocation, PlaceLocationSchema } from './places.ts';
import { say } from './say.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const flag = z.boolean(say('mustBeTrueOrFalse')).optional().default(false);
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
/** The longest flat/house or landmark line. */
export const ADDRESS_LINE_MAX = 120;
/** A flat/house or landmark line for the rider: optional, trimmed, at most ADDRESS_LINE_MAX characters. */
const riderLine = z.preprocess(
  blankToUndefined,
  z.string().trim().max(ADDRESS_LINE_MAX, say('riderLineTooLong')).optional().default(''),
);

export const CHECKOUT_FIELDS = {
  verifyMakeModel: flag,
  verifyRegistrationNumber: flag,
  verifyTransmissionType: flag,
  verifyBreakdown: flag,
  verifyVehicleInsurance: flag,
  vehicleInsuranceStatus: z.preprocess(
    blankToUndefined,
    z.enum(['valid', 'invalid'], say('chooseInsuranceStatus')).optional(),
  ),
  address: z.preprocess(
    blankToUndefined,
    z.string(say('addressTooLong')).trim().max(ADDRESS_MAX, say('addressTooLong')).optional(),
  ),
  pickupLocation: location(say('choosePickup')).refine((v) => v !== undefined, say('choosePickup')),
  dropLocation: location(say('chooseDrop')).optional(),
  servicingDate: isoDate(say('chooseServicingDate')),
  serviceTimeSlot: z.enum(TIME_SLOTS, say('chooseSlot')),
  expectedDeliveryDate: isoDate(say('chooseDeliveryDate')),
  transmissionType: z.preprocess(blankToUndefined, z.enum(TRANSMISSIONS, say('chooseTransmission')).optional()),
  state: z.preprocess(
    blankToUndefined,
    z
      .string(say('stateMaharashtra'))
      .trim()
      .optional()
      .refine((s) => !s || s.toLowerCase() === DEFAULT_STATE.toLowerCase(), say('stateMaharashtra'))
      .transform(() => DEFAULT_STATE),
  ),
  pincode: z.preprocess(
    numberToString,
    z.string(say('pincodeFormat')).trim().regex(PINCODE_PATTERN, say('pincodeFormat')),
  ),
  alternateNumber: z.preprocess(numberToString, z.string(phoneMessage).pipe(MobileSchema)),
  note: z.preprocess(blankToUndefined, z.string().trim().max(NOTE_MAX, say('noteTooLong')).optional().default('')),
  /** Flat or house number and building, for the rider; optional, as an office or a shop has none. */
  flat: riderLine,
  /** A landmark near the pickup, for the rider. */
  landmark: riderLine,
  /** The same two lines for a drop at another place; ignored when the drop is the pickup. */
  dropFlat: riderLine,
  dropLandmark: riderLine,
  couponCode: z.preprocess(
    blankToUndefined,
    z
      .string(say('couponUnknown'))
      .trim()
      .max(40, say('couponUnknown'))
      .optional()
      .transform((c) => (c ? c.toUpperCase() : null)),
  ),
  termsAccepted: z.literal(true, say('acceptTerms')),
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
  flat: string;
  landmark: string;
  /** Empty when the drop is the pickup. */
  dropFlat: string;
  dropLandmark: string;
  couponCode: string | null;
  termsAccepted: true;
};
