// The profile form's values: a customer's profile as the form holds it, the fields an error can be about, and whether
// what is about to be saved is what is stored already.
import type { Customer, OtherAddress } from '@motomitra/domain/accounts';

export type Profile = {
  name: string;
  email: string;
  phone_no: string;
  dob: string;
  gender: NonNullable<Customer['gender']> | undefined;
  address: string;
  otherAddress: OtherAddress[];
  /** Sent only when the e-mail or the password changes (the server asks for the current password then). */
  currentPassword: string;
  newPassword: string;
  /** Instead of the current password: a code sent to the account's own number (decision 0019). */
  code?: string | undefined;
};

/**
 * The stored profile as the form shows it: the mobile number without +91 (sent as it is: it changes only with a code),
 * an account made with a mobile number without an e-mail address, no password.
 */
export function profileOf(c: Customer): Profile {
  return {
    name: c.name,
    email: c.email ?? '',
    phone_no: c.phone_no.replace(/^\+91/, ''),
    dob: c.dob ?? '',
    gender: c.gender ?? undefined,
    address: c.address,
    otherAddress: c.otherAddress,
    currentPassword: '',
    newPassword: '',
  };
}

/** The fields an error can be about, in the form's order (the first one is focused). */
export const FIELD_NAMES = [
  'name',
  'email',
  'dob',
  'gender',
  'address',
  'currentPassword',
  'newPassword',
  'code',
] as const;

/**
 * Whether the form holds the stored profile (the current password and a confirming code aside, which are no change).
 * A field never filled reads as '' from the page and as absent from the profile: both are empty.
 */
export function unchangedProfile(values: Partial<Profile>, original: Profile): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return (Object.keys(original) as (keyof Profile)[])
    .filter((key) => key !== 'currentPassword' && key !== 'code')
    .every((key) => same(values[key], original[key]));
}
