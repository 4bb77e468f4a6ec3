// The fields a person types about themselves and their vehicle, with the rules and messages every form shares: a name,
// an e-mail, an Indian mobile, a registration number, and a trimmed text of bounded length. The account calls
// (accounts.ts), the public forms (enquiries.ts) and checkout (order-data.ts) build their schemas from them.
import { z } from 'zod';
import { NAME_MAX } from './constants.ts';
import type { RuleKey } from './rule-texts.ts';
import { say } from './say.ts';

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
/** A text trimmed, then between `min` and `max` characters, its messages naming the field. */
export const trimmedText = (min: number, max: number, field: FieldKey) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? say('textRequired', { what: say(field) }) : say('textTooShort', { what: say(field), min }))
    .max(max, say('textTooLong', { what: say(field), max }));

export const NameSchema = trimmedText(2, NAME_MAX, 'fieldName');
export const EmailSchema = z
  .string()
  .trim()
  .max(254, say('emailTooLong'))
  .pipe(z.email(say('emailInvalid')))
  .transform((e) => e.toLowerCase());
