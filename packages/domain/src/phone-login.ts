// Phone first (decision 0019): the zod contract of logging in and signing up with a mobile number and a one-time code,
// of moving an account to another number, of confirming a change with a code where an account has no password, and of
// the channels a customer hears from the garage on. Web and API build to these schemas.
//
// The calls:
// - POST /api/customer/otp/request {mobile}: a code to the number (by SMS, and on WhatsApp when its account has it on),
//   answered the same whether or not the number has an account; 429 when the number had a code less than
//   OTP_RESEND_SECONDS ago or OTP_PER_HOUR in the hour, or the client address asked too often.
// - POST /api/customer/otp/verify {mobile, code, name?, whatsapp?}: logs in (the session as the password login sets
//   it) the account holding the number verified, else the oldest live account with that number (now verified), else,
//   with a name, a new account. A wrong, expired, used or dead code: 400, fieldErrors.code. A right code for a number
//   without an account and without a name: 400, fieldErrors.name, and the code stays usable for the retry with one.
// - Logged in: POST /api/customer/phone/code {mobile} sends a code bound to the account to `mobile`. To another
//   number, PUT /api/customer/phone {mobile, code} then moves the account to it, verified. To the account's own
//   number, the code confirms a change an account without a password cannot confirm with one: the profile's e-mail or
//   password (PATCH /api/customer/edit's updatedCustomerData.code) and erasure (POST /api/customer/delete's code).
// - GET /api/customer/channels, PUT /api/customer/channels {whatsapp?, email?}: where the customer hears from the
//   garage; each change is kept as a consent with its time and source.
import { z } from 'zod';
import { MobileSchema, NameSchema } from './customer-fields.ts';
import { LANGUAGES } from './language.ts';
import { SuccessSchema } from './responses.ts';
import { say } from './say.ts';

/** How long a code works, in minutes. */
export const OTP_VALID_MINUTES = 5;
/** The least time between two codes to one number, in seconds. */
export const OTP_RESEND_SECONDS = 30;
/** The most codes one number gets in an hour. */
export const OTP_PER_HOUR = 5;
/** Wrong codes tried against one code before it is dead. */
export const OTP_MAX_TRIES = 5;
export const OTP_DIGITS = 6;

/** A code as a person types or pastes it (spaces dropped): six digits. */
export const OtpCodeSchema = z
  .string()
  .max(40, say('codeFormat'))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, say('codeFormat')));

/** Whether the customer wants messages on WhatsApp (asked at sign-up and checkout). */
export const WhatsappOptInSchema = z.boolean(say('mustBeTrueOrFalse'));

export const OtpRequestBodySchema = z.object({ mobile: MobileSchema });
export type OtpRequestBody = z.input<typeof OtpRequestBodySchema>;
/** message: say('otpSent'). */
export const OtpRequestResponseSchema = SuccessSchema;

export const OtpVerifyBodySchema = z.object({
  mobile: MobileSchema,
  code: OtpCodeSchema,
  /** Needed only to sign up: a number without an account. */
  name: NameSchema.optional(),
  /** Sign-up only: messages on WhatsApp (a consent, source 'signup'). */
  whatsapp: WhatsappOptInSchema.optional(),
});
export type OtpVerifyBody = z.input<typeof OtpVerifyBodySchema>;
export const OtpVerifyResponseSchema = z.object({
  success: z.literal(true),
  isLoggedIn: z.literal(true),
  /** say('loginSuccess'), or say('signUpSuccess') for a new account. */
  message: z.string(),
  /** The language the customer chose (decision 0012), when they chose one: it wins after login. */
  language: z.enum(LANGUAGES).optional(),
  /** Whether this call made the account. */
  created: z.boolean(),
});
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;

/** A code to a number, for the logged-in customer: their new number, or their own to confirm a change. */
export const PhoneCodeBodySchema = z.object({ mobile: MobileSchema });
export type PhoneCodeBody = z.input<typeof PhoneCodeBodySchema>;
/** message: say('otpSent'). */
export const PhoneCodeResponseSchema = SuccessSchema;

export const ChangePhoneBodySchema = z.object({ mobile: MobileSchema, code: OtpCodeSchema });
export type ChangePhoneBody = z.input<typeof ChangePhoneBodySchema>;
/** message: say('numberChanged') (say('numberVerified') for the account's own number); phone_no: +91XXXXXXXXXX. */
export const ChangePhoneResponseSchema = SuccessSchema.extend({ phone_no: z.string() });

/** Where the customer hears from the garage. SMS is no choice: only essential messages go by it, when WhatsApp is off. */
export const ChannelsSchema = z.object({
  /** On only with a granted latest consent. */
  whatsapp: z.boolean(),
  /** On unless the customer turned it off, and only with an address. */
  email: z.boolean(),
  emailAddress: z.string().nullable(),
  phone: z.string(),
  phoneVerified: z.boolean(),
});
export type Channels = z.infer<typeof ChannelsSchema>;
export const ChannelsResponseSchema = z.object({ success: z.literal(true), channels: ChannelsSchema });
export const SaveChannelsBodySchema = z.object({
  whatsapp: WhatsappOptInSchema.optional(),
  email: z.boolean(say('mustBeTrueOrFalse')).optional(),
});
export type SaveChannelsBody = z.input<typeof SaveChannelsBodySchema>;
/** message: say('channelsSaved'). */
export const SaveChannelsResponseSchema = ChannelsResponseSchema.extend({ message: z.string() });
