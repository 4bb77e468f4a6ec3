import type { Customer } from '@motomitra/domain/accounts';
import { describe, expect, it } from 'vitest';
import { profileOf, unchangedProfile } from './profile.ts';

const customer = {
  name: 'Asha Patil',
  email: 'asha@example.in',
  phone_no: '+919822012345',
  dob: null,
  gender: null,
  address: '12, Shivaji Nagar, Nagpur',
  otherAddress: [],
} as unknown as Customer;

describe('the profile form’s values', () => {
  it('shows the mobile number without +91, and no date of birth or gender as empty', () => {
    expect(profileOf(customer)).toMatchObject({ phone_no: '9822012345', dob: '', gender: undefined, newPassword: '' });
  });

  it('finds nothing changed in the stored profile, a field never filled being empty either way', () => {
    const original = profileOf(customer);
    expect(unchangedProfile({ ...original }, original)).toBe(true);
    expect(unchangedProfile({ ...original, gender: '' as never }, original)).toBe(true);
  });

  it('counts no current password typed as a change, and any other field', () => {
    const original = profileOf(customer);
    expect(unchangedProfile({ ...original, currentPassword: 'Secret@123' }, original)).toBe(true);
    expect(unchangedProfile({ ...original, newPassword: 'Secret@1234' }, original)).toBe(false);
    expect(unchangedProfile({ ...original, name: 'Asha P.' }, original)).toBe(false);
    expect(
      unchangedProfile({ ...original, otherAddress: [{ label: 'Office', address: 'MIDC' }] as never }, original),
    ).toBe(false);
  });
});
