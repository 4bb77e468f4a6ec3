// The customer's account, shared by web and API: the password rule, and the zod contract of the customer calls (sign-up,
// log-in, password recovery, the profile, saved addresses and vehicles). The fields every form shares are in
// customer-fields.ts.

import { z } from 'zod';
import { CAR_SEGMENTS, CITIES, FUEL_TYPES, GENDERS, VEHICLE_TYPES } from './constants.ts';
import { EmailSchema, MobileSchema, NameSchema, registrationMessage, trimmedText } from './customer-fields.ts';
import { IdSchema } from './ids.ts';
import { LANGUAGES } from './language.ts';
import { PASSWORD_MAX, passwordProblems } from './password.ts';
import { OtpCodeSchema, WhatsappOptInSchema } from './phone-login.ts';
import { SuccessSchema } from './responses.ts';
import { say } from './say.ts';
import { STAFF_ROLES } from './staff.ts';

export const PasswordSchema = z.string().superRefine((value, ctx) => {
  const first = passwordProblems(value)[0];
  if (first) ctx.addIssue({ code: 'custom', message: first });
});

// ---- Calls (spec section 7) ----

export const RegisterBodySchema = z.object({
  customerData: z.object({
    name: NameSchema,
    email: EmailSchema,
    phone_no: MobileSchema,
    password: PasswordSchema,
    /** Messages on WhatsApp (decision 0019): a consent, source 'signup'. */
    whatsapp: WhatsappOptInSchema.optional(),
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
  /** The language the customer chose (decision 0012), when they chose one: it wins after login. */
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
  /** A member of staff's role (decision 0021): which of the console's screens they get. */
  staffRole: z.enum(STAFF_ROLES).optional(),
  /** A customer's services in the cart (the header's cart link). */
  cartCount: z.number().int().optional(),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  token: z.string().trim().min(1, say('resetLinkInvalid')).max(200, say('resetLinkInvalid')),
  password: PasswordSchema,
});

export const OtherAddressSchema = z.object({
  addressLabel: trimmedText(1, 40, 'fieldAddressLabel'),
  address: trimmedText(5, 300, 'fieldAddress'),
});
export const OtherAddressListSchema = z.array(OtherAddressSchema).max(10, say('otherAddressesMax'));
/** The other addresses saved on their own, without the rest of the profile. */
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
  /** Reminder dates (decision 0014): expiry dates the customer saved, yyyy-mm-dd or null. */
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
  /** Null for an account made with a mobile number that has not added an e-mail address (decision 0019). */
  email: z.string().nullable(),
  phone_no: z.string(),
  city: z.enum(CITIES).nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string(),
  otherAddress: z.array(OtherAddressSchema),
  avatar: z.string().nullable(),
  vehicles: z.array(CustomerVehicleSchema),
  /** Reminder e-mails on (the default) or off (decision 0014). */
  reminders: z.boolean(),
  /**
   * Whether the account has a password. One made with a mobile number has none until it sets one (decision 0019): it
   * confirms a new e-mail, a password or erasure with a code sent to its number.
   */
  hasPassword: z.boolean(),
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
    /**
     * Absent or empty: the e-mail stays as it is (an account made with a mobile number may have none). Adding or
     * changing one is confirmed like a password change.
     */
    email: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(EmailSchema.optional())
      .optional(),
    /** The number on the account: a change is refused here (say('numberNeedsCode')); it moves with a code (phone-login.ts). */
    phone_no: MobileSchema,
    dob: DateOfBirthSchema,
    gender: z.enum(GENDERS, say('chooseGender')),
    address: trimmedText(5, 300, 'fieldHomeAddress'),
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
    /**
     * An account without a password confirms an e-mail or password change with a code sent to its own number
     * (POST /api/customer/phone/code, phone-login.ts) instead of currentPassword.
     */
    code: OtpCodeSchema.optional(),
  }),
});
export type EditCustomerBody = z.input<typeof EditCustomerBodySchema>;

/**
 * The most vehicles one customer may save: a family's and a small business's, never an unbounded list that
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

export function cxid(number: number): string {
  return `CX${String(number).padStart(6, '0')}`;
}
