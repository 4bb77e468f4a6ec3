// Account rules shared by web and API: password, phone, registration number, and the zod contract of the customer calls.

import { z } from 'zod';
import { withRulesBetweenFields } from './between-fields.ts';
import { CAR_SEGMENTS, CITIES, ENQUIRY_TOPICS, FUEL_TYPES, GENDERS, NAME_MAX, VEHICLE_TYPES } from './constants.ts';
import { IdSchema } from './ids.ts';
import { LANGUAGES } from './language.ts';
import { PASSWORD_MAX, passwordProblems } from './password.ts';
import { SuccessSchema } from './responses.ts';
import type { RuleKey } from './rule-texts.ts';
import { say } from './say.ts';

export const PasswordSchema = z.string().superRefine((value, ctx) => {
  const first = passwordProblems(value)[0];
  if (first) ctx.addIssue({ code: 'custom', message: first });
});

/** A 10-digit Indian mobile (first digit 6–9), written with or without +91 / 0 / spaces; stored as +91XXXXXXXXXX. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '');
  const m = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(digits);
  return m ? `+91${m[1]}` : null;
}
export const phoneMessage = say('phoneInvalid');
export const MobileSchema = z.string().transform((value, ctx) => {
  const phone = normalizeIndianMobile(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: phoneMessage });
    return z.NEVER;
  }
  return phone;
});

/** Indian RTO state and union-territory codes that appear on number plates. */
export const RTO_STATE_CODES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TN',
  'TR',
  'TS',
  'UK',
  'UP',
  'WB',
] as const;

/**
 * An Indian registration number, upper-cased with spaces and hyphens removed, or null when it is not one.
 * Regular: state code, 1–2 digit RTO, 0–3 letter series, 1–4 digit number (MH31AB1234, DL3CAB1234).
 * Bharat series: 2-digit year, BH, 4 digits, 1–2 letters (22BH1234AB).
 */
export function normalizeRegistrationNumber(input: string): string | null {
  const reg = input.toUpperCase().replace(/[\s\-.]/g, '');
  if (/^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/.test(reg)) return reg;
  const m = /^([A-Z]{2})([0-9]{1,2})([A-Z]{0,3})([0-9]{1,4})$/.exec(reg);
  if (!m || !(RTO_STATE_CODES as readonly string[]).includes(m[1] ?? '')) return null;
  if (/^0+$/.test(m[4] ?? '') || /^0+$/.test(m[2] ?? '')) return null;
  return reg;
}
export const registrationMessage = say('registrationInvalid');

/** A field's name, as its rules name it in a text ("Name must be at least 2 characters long."). */
type FieldKey = Extract<RuleKey, `field${Capitalize<string>}`>;
const trimmed = (min: number, max: number, field: FieldKey) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? say('textRequired', { what: say(field) }) : say('textTooShort', { what: say(field), min }))
    .max(max, say('textTooLong', { what: say(field), max }));

export const NameSchema = trimmed(2, NAME_MAX, 'fieldName');
export const EmailSchema = z
  .string()
  .trim()
  .max(254, say('emailTooLong'))
  .pipe(z.email(say('emailInvalid')))
  .transform((e) => e.toLowerCase());

// ---- Calls (spec section 7) ----

export const RegisterBodySchema = z.object({
  customerData: z.object({
    name: NameSchema,
    email: EmailSchema,
    phone_no: MobileSchema,
    password: PasswordSchema,
  }),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(1, say('passwordRequired'))
    .max(PASSWORD_MAX * 4),
});
export const LoginResponseSchema = z.object({
  success: z.boolean(),
  isLoggedIn: z.boolean(),
  message: z.string(),
  /** The language the customer chose (issue 15), when they chose one: it wins after login. */
  language: z.enum(LANGUAGES).optional(),
});
export const LogoutResponseSchema = z.object({ success: z.boolean(), isLoggedIn: z.boolean() });
/**
 * POST /customer/language: a logged-in customer's choice of language, kept in their profile (their pages after login,
 * their e-mails). A POST, as every change is (CSRF, decision 0003): the switcher's `?lang=` link only changes the page.
 */
export const SaveLanguageBodySchema = z.object({ language: z.enum(LANGUAGES, say('chooseLanguage')) });
export const LanguageSavedResponseSchema = z.object({ success: z.literal(true), language: z.enum(LANGUAGES) });
export const CheckLoggedInResponseSchema = z.object({
  isCustomerLoggedIn: z.boolean(),
  role: z.enum(['customer', 'operator']).nullable(),
  /** A customer's services in the cart (the header's cart link). */
  cartCount: z.number().int().optional(),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  token: z.string().trim().min(1, say('resetLinkInvalid')).max(200, say('resetLinkInvalid')),
  password: PasswordSchema,
});

export const OtherAddressSchema = z.object({
  addressLabel: trimmed(1, 40, 'fieldAddressLabel'),
  address: trimmed(5, 300, 'fieldAddress'),
});
export const OtherAddressListSchema = z.array(OtherAddressSchema).max(10, say('otherAddressesMax'));
/** The other addresses saved on their own, without the rest of the profile (issue 14). */
export const OtherAddressesBodySchema = z.object({ otherAddress: OtherAddressListSchema });
export type OtherAddress = z.infer<typeof OtherAddressSchema>;

export const CustomerVehicleSchema = z.object({
  _id: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  make_model: z.string(),
  variant: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  bike_cc: z.number().int().nullable(),
  car_type: z.enum(CAR_SEGMENTS).nullable(),
  vehicle_image: z.string(),
  reg_number: z.string(),
  /** Reminder dates (issue 16): expiry dates the customer saved, yyyy-mm-dd or null. */
  insurance_expires_on: z.string().nullable(),
  puc_expires_on: z.string().nullable(),
  /** When the vehicle is next due for the service last delivered on it, in the city it was done in. */
  next_service: z.object({ due_on: z.string(), product_id: z.string().nullable(), city: z.enum(CITIES) }).nullable(),
});
export type CustomerVehicle = z.infer<typeof CustomerVehicleSchema>;

/** The customer as the account screens read it (spec section 3); the cart and orders are added by later calls. */
export const CustomerSchema = z.object({
  _id: z.string(),
  CXID: z.string(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string(),
  city: z.enum(CITIES).nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string(),
  otherAddress: z.array(OtherAddressSchema),
  avatar: z.string().nullable(),
  vehicles: z.array(CustomerVehicleSchema),
  /** Reminder e-mails on (the default) or off (issue 16). */
  reminders: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

// Answers of the profile and vehicle calls.
export const EditCustomerResponseSchema = SuccessSchema.extend({ customer: CustomerSchema });
export const CustomerVehiclesResponseSchema = z.object({
  success: z.literal(true),
  customerVehicles: z.array(CustomerVehicleSchema),
});
export const VehicleAddedResponseSchema = SuccessSchema.extend({ vehicle: CustomerVehicleSchema });
export const VehicleDeletedResponseSchema = SuccessSchema.extend({ vehicles: z.array(CustomerVehicleSchema) });

export const VehicleIdParamsSchema = z.object({ vehicleId: IdSchema });
/** The legacy calls that name the customer in the path (only the logged-in customer's own id is accepted). */
export const LegacyCustomerIdParamsSchema = z.object({ customerId: IdSchema });
export const LegacyAddVehicleBodySchema = z.object({
  vehicleType: z.string().max(20).optional(),
  make: z.string().trim().max(60).optional().default(''),
  model: z.string().trim().max(80).optional().default(''),
  cc_type: z.union([z.string(), z.number()]).nullable().optional(),
  /** Not in the old call; our /Test screen sends it so that models sold in several variants resolve to one. */
  variant: z.string().trim().max(120).optional(),
  reg_number: z.string().trim().min(1, say('regNumberRequired')).max(20),
});

export const DateOfBirthSchema = z.iso.date(say('dobRequired')).refine((d) => {
  const year = Number(d.slice(0, 4));
  return year >= 1900 && d <= new Date().toISOString().slice(0, 10);
}, say('dobUnreal'));

export const EditCustomerBodySchema = z.object({
  updatedCustomerData: z.object({
    name: NameSchema,
    email: EmailSchema,
    phone_no: MobileSchema,
    dob: DateOfBirthSchema,
    gender: z.enum(GENDERS, say('chooseGender')),
    address: trimmed(5, 300, 'fieldHomeAddress'),
    city: z
      .string()
      .transform((c) => c.trim().toLowerCase())
      .pipe(z.enum(CITIES, say('chooseNagpurOrPune')))
      .nullable()
      .optional(),
    otherAddress: OtherAddressListSchema,
    /** Needed (and checked) only when the e-mail or the password changes. */
    currentPassword: z
      .string()
      .max(PASSWORD_MAX * 4)
      .optional(),
    /** A new password, under the same rules as at sign-up; absent or empty keeps the password. */
    newPassword: z.union([z.literal(''), PasswordSchema]).optional(),
  }),
});
export type EditCustomerBody = z.input<typeof EditCustomerBodySchema>;

/**
 * The most vehicles one customer may save (issue 22): a family's and a small business's, never an unbounded list that
 * every profile answer carries. say('vehiclesFull') states it.
 */
export const VEHICLES_MAX = 20;

export const AddVehicleBodySchema = z.object({
  catalogue_id: z.string().optional(),
  vehicle_type: z.enum(VEHICLE_TYPES).optional(),
  make_model: z.string().trim().min(1, say('selectMakeModel')).max(120),
  variant: z.string().trim().max(120).optional(),
  fuel_type: z.string().max(20).optional(),
  bike_cc: z.number().nullable().optional(),
  car_type: z.string().nullable().optional(),
  vehicle_image: z.string().max(300).optional(),
  reg_number: z.string().trim().min(1, say('regNumberRequired')).max(20, registrationMessage),
});

export const ContactBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile_no: z.union([z.string(), z.number()]).transform(String).pipe(MobileSchema),
  address: trimmed(5, 300, 'fieldAddress'),
  /** What it is about (where the form was opened); a message when left out, as the spec's form sends it. */
  topic: z.enum(ENQUIRY_TOPICS, say('chooseEnquiryTopic')).optional().default('message'),
  /** What the person wants, in their words. */
  message: z.string().trim().max(1000, say('enquiryTooLong')).optional().default(''),
});
export type ContactBody = z.output<typeof ContactBodySchema>;

/**
 * "My vehicle isn't listed" (issue 14): what an operator needs to add it to the catalogue: a bike's make, model and
 * engine cc, or a car's make, model and segment.
 */
export const VehicleRequestBodySchema = withRulesBetweenFields(
  z.object({
    vehicle_type: z.enum(VEHICLE_TYPES, say('chooseBikeOrCar')),
    make: trimmed(2, 40, 'fieldMake'),
    model: trimmed(1, 60, 'fieldModel'),
    bike_cc: z.coerce
      .number(say('engineSizeRequired'))
      .int(say('engineSizeRequired'))
      .min(50, say('engineSizeRange'))
      .max(2000, say('engineSizeRange'))
      .optional(),
    car_type: z.enum(CAR_SEGMENTS, say('chooseBodyType')).optional(),
  }),
  (v) => ({
    ...(v.vehicle_type === 'Bike' && v.bike_cc === undefined ? { bike_cc: say('engineSizeRange') } : {}),
    ...(v.vehicle_type === 'Car' && v.car_type === undefined ? { car_type: say('chooseBodyType') } : {}),
  }),
);
export type VehicleRequestBody = z.output<typeof VehicleRequestBodySchema>;
export const EarnBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema,
  occupation: trimmed(2, 80, 'fieldOccupation'),
});
export type EarnBody = z.output<typeof EarnBodySchema>;

export function cxid(number: number): string {
  return `CX${String(number).padStart(6, '0')}`;
}
