// An account made with a mobile number has no password (decision 0019): a new e-mail or password in its profile is
// confirmed with a code sent to its own number instead, used up only by a change that is saved. A password account still
// confirms with its password. Time moves by the app's clock.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, otpCodes } from '../../db/schema.ts';
import { as, json, registerCustomer } from '../../testing/customers.ts';
import { e164, lastCode, mobileAccount, newMobile, otherThan } from '../../testing/phone-codes.ts';
import { testAppOnClock } from '../../testing/test-app.ts';

const t = testAppOnClock('2026-12-03T04:30:00Z');

const WRONG = 'This code is wrong or has expired. Check it, or ask for a new code.';
const CODE_NEEDED = 'Enter the code we sent to your mobile number to confirm this change.';

type Person = { cookie: string; id: string; mobile: string };

/** A code to the account's own number, as the profile's "Send a code" asks for it. */
async function ownCode(p: Person): Promise<string> {
  t.tick(60);
  const res = await as(t.app, p, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile: p.mobile } });
  if (res.statusCode !== 200) throw new Error(`code: ${res.statusCode} ${res.body}`);
  return lastCode(t.database.db, p.mobile);
}

const profile = (p: Person, changes: Record<string, unknown> = {}) => ({
  updatedCustomerData: {
    name: 'Sneha Kale',
    phone_no: p.mobile,
    dob: '1994-06-01',
    gender: 'female',
    address: '7, Laxmi Nagar, Nagpur 440022',
    otherAddress: [],
    ...changes,
  },
});
const edit = (p: Person, changes: Record<string, unknown> = {}) =>
  as(t.app, p, { method: 'PATCH', url: '/api/customer/edit', payload: profile(p, changes) });
const stored = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('a profile edit of an account without a password', () => {
  it('saves the rest of the profile without any code, and without an e-mail', async () => {
    const p = await mobileAccount(t, 'Sneha Kale');
    const res = await edit(p, { email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ name: 'Sneha Kale', email: null, phone_no: e164(p.mobile) });
  });

  it('asks for a code to add an e-mail, refuses a wrong one, and saves with the right one', async () => {
    const p = await mobileAccount(t, 'Sneha Kale');
    const missing = await edit(p, { email: 'sneha.kale@example.in', name: 'Not Saved' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ 'updatedCustomerData.code': CODE_NEEDED });
    // A password is no answer: the account has none.
    const withPassword = await edit(p, { email: 'sneha.kale@example.in', currentPassword: 'Any#Thing123' });
    expect(withPassword.json().fieldErrors).toEqual({ 'updatedCustomerData.code': CODE_NEEDED });

    const code = await ownCode(p);
    const wrong = await edit(p, { email: 'sneha.kale@example.in', name: 'Not Saved', code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ 'updatedCustomerData.code': WRONG });
    expect(await stored(p.id)).toMatchObject({ email: null, name: 'Sneha Kale' });
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.customerId, p.id));
    expect(row?.failedTries).toBe(1);

    const res = await edit(p, { email: 'Sneha.Kale@Example.IN', code });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.email).toBe('sneha.kale@example.in');
    // Used up.
    expect((await edit(p, { email: 'sneha.other@example.in', code })).statusCode).toBe(400);
  });

  it('sets a first password with a code, which then logs in with the e-mail', async () => {
    const p = await mobileAccount(t, 'Nilesh More');
    const code = await ownCode(p);
    const res = await edit(p, { email: `nilesh.${p.mobile}@example.in`, newPassword: 'First#Pass2026', code });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: `nilesh.${p.mobile}@example.in`, password: 'First#Pass2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the code for a retry when the change is refused for another reason', async () => {
    const taken = await registerCustomer(t.app);
    const p = await mobileAccount(t, 'Kiran Joshi');
    const code = await ownCode(p);
    const clash = await edit(p, { email: taken.email, code });
    expect(clash.statusCode).toBe(409);
    expect((await edit(p, { email: `kiran.${p.mobile}@example.in`, code })).statusCode).toBe(200);
  });

  it('refuses a code another account asked for, or one sent to another number', async () => {
    const p = await mobileAccount(t, 'Asha Rane');
    const other = await mobileAccount(t, 'Someone Else');
    const theirs = await ownCode(other);
    expect((await edit(p, { email: `asha.${p.mobile}@example.in`, code: theirs })).statusCode).toBe(400);
    t.tick(60);
    const elsewhere = newMobile();
    await as(t.app, p, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile: elsewhere } });
    const code = await lastCode(t.database.db, elsewhere);
    expect((await edit(p, { email: `asha.${p.mobile}@example.in`, code })).statusCode).toBe(400);
    expect((await stored(p.id))?.email).toBeNull();
  });
});

describe('a profile edit of a password account', () => {
  it('still asks for the current password, not a code', async () => {
    const c = await registerCustomer(t.app);
    const person = { cookie: c.cookie, id: c.id, mobile: c.phone };
    const code = await ownCode(person);
    const res = await edit(person, { email: `new.${c.phone}@example.in`, code });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['updatedCustomerData.currentPassword']);
  });
});
