// Moving an account to another number (decision 0019), over the real API and database: a code bound to the account
// goes to the new number (or its own, to verify it) under the login code's limits, and the right code moves the account,
// verified. A code asked by another account, a login code or a wrong one moves nothing; a number another account holds
// verified is refused only once its owner's code proved it; the profile never moves the number. Time moves by the
// app's clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes, outbox } from '../../db/schema.ts';
import { as, newCustomerData, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { e164, lastCode, mobileAccount, newMobile, otherThan, requestCode } from '../../testing/phone-codes.ts';
import { createTestApp, type TestApp, testAppOnClock } from '../../testing/test-app.ts';
import { recordConsent } from './channels.ts';

const t = testAppOnClock('2026-12-02T04:30:00Z');

const WRONG = 'This code is wrong or has expired. Check it, or ask for a new code.';
const TAKEN = 'This number belongs to another account.';

const sendCode = (c: { cookie: string }, mobile: unknown, headers: Record<string, string> = {}) =>
  as(t.app, c, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile }, headers });
const move = (c: { cookie: string }, payload: object) =>
  as(t.app, c, { method: 'PUT', url: '/api/customer/phone', payload });
const account = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('moving an account to another number', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await registerCustomer(t.app);
  });

  it('sends a code bound to the account to the new number, and the right code moves the account, verified', async () => {
    const mobile = newMobile();
    t.tick(60);
    const asked = await sendCode(c, mobile);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      message: 'We have sent a 6-digit code to this mobile number. It is valid for 5 minutes.',
    });
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(mobile)));
    // By SMS only: WhatsApp is for the number the customer agreed on, not one they have yet to prove.
    expect(sent.map((m) => [m.channel, m.template, m.secret, m.customerId])).toEqual([
      ['sms', 'login_code', true, c.id],
    ]);
    const [code] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(mobile)));
    expect(code).toMatchObject({ purpose: 'change_number', customerId: c.id });

    const moved = await move(c, { mobile, code: await lastCode(t.database.db, mobile) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ success: true, message: 'Your mobile number is changed.', phone_no: e164(mobile) });
    expect(await account(c.id)).toMatchObject({ phone: e164(mobile), phoneVerifiedAt: t.now });
    const me = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(me.json().customer.phone_no).toBe(e164(mobile));
    c.phone = mobile;

    // Used once.
    const again = await move(c, { mobile, code: await lastCode(t.database.db, mobile) });
    expect(again.statusCode).toBe(400);
  });

  it("verifies the account's own number, and sends its code on WhatsApp too when they have it on", async () => {
    const own = await registerCustomer(t.app, { ...newCustomerData(), phone_no: newMobile() });
    await recordConsent(t.database.db, own.id, 'whatsapp', true, 'account');
    t.tick(60);
    expect((await sendCode(own, own.phone, { 'accept-language': 'mr' })).json().message).toBe(
      'या मोबाइल नंबरवर 6 अंकी कोड पाठवला आहे. तो 5 मिनिटे वैध आहे.',
    );
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(own.phone)));
    expect(sent.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    const res = await move(own, { mobile: own.phone, code: await lastCode(t.database.db, own.phone) });
    expect(res.json()).toEqual({
      success: true,
      message: 'Your mobile number is verified.',
      phone_no: e164(own.phone),
    });
    expect((await account(own.id))?.phoneVerifiedAt).toEqual(t.now);
  });

  it("refuses another account's code, a login code and a wrong one, and counts the wrong tries", async () => {
    const other = await registerCustomer(t.app);
    const mobile = newMobile();
    t.tick(60);
    await sendCode(other, mobile);
    const theirs = await lastCode(t.database.db, mobile);
    const refused = await move(c, { mobile, code: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ code: WRONG });

    const login = newMobile();
    await requestCode(t.app, login);
    expect((await move(c, { mobile: login, code: await lastCode(t.database.db, login) })).statusCode).toBe(400);

    const mine = newMobile();
    await sendCode(c, mine);
    const code = await lastCode(t.database.db, mine);
    for (let i = 0; i < 5; i++) expect((await move(c, { mobile: mine, code: otherThan(code) })).statusCode).toBe(400);
    // Dead after five wrong tries: even the right code is refused.
    expect((await move(c, { mobile: mine, code })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(mine)));
    expect(row).toMatchObject({ failedTries: 5, usedAt: null });
    expect((await account(c.id))?.phone).toBe(e164(c.phone));
  });

  it('answers the code for a number another account holds verified as any other, and refuses the move', async () => {
    const holder = await mobileAccount(t, 'Holder Of The Number');
    t.tick(60);
    const asked = await sendCode(c, holder.mobile);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('We have sent a 6-digit code to this mobile number. It is valid for 5 minutes.');
    const res = await move(c, { mobile: holder.mobile, code: await lastCode(t.database.db, holder.mobile) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: TAKEN, fieldErrors: { mobile: TAKEN } });
    expect((await account(c.id))?.phone).toBe(e164(c.phone));
    expect((await account(holder.id))?.phone).toBe(e164(holder.mobile));
  });

  it('moves to a number another account gave but never verified: the mover now holds it', async () => {
    const mobile = newMobile();
    const unverified = await registerCustomer(t.app, { ...newCustomerData(), phone_no: mobile });
    t.tick(60);
    await sendCode(c, mobile);
    expect((await move(c, { mobile, code: await lastCode(t.database.db, mobile) })).statusCode).toBe(200);
    expect(await account(c.id)).toMatchObject({ phone: e164(mobile), phoneVerifiedAt: t.now });
    expect((await account(unverified.id))?.phoneVerifiedAt).toBeNull();
    c.phone = mobile;
  });

  it('lets two accounts racing for one number with their own right codes have it once', async () => {
    const [a, b] = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
    const mobile = newMobile();
    t.tick(60);
    await sendCode(a, mobile);
    const codeA = await lastCode(t.database.db, mobile);
    t.tick(60);
    await sendCode(b, mobile);
    const codeB = await lastCode(t.database.db, mobile);
    const both = await Promise.all([move(a, { mobile, code: codeA }), move(b, { mobile, code: codeB })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phone, e164(mobile)));
    expect(holders).toHaveLength(1);
    // The same code twice at once moves once.
    const again = newMobile();
    t.tick(60);
    await sendCode(a, again);
    const code = await lastCode(t.database.db, again);
    const twice = await Promise.all([1, 2].map(() => move(a, { mobile: again, code })));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("keeps the login code's limits per number: 30 seconds apart, whatever the code is for", async () => {
    const mobile = newMobile();
    t.tick(60);
    expect((await requestCode(t.app, mobile)).statusCode).toBe(200);
    t.tick(10);
    const soon = await sendCode(c, mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('A code was just sent. Please wait 20 seconds before asking for another.');
    t.tick(20);
    expect((await sendCode(c, mobile)).statusCode).toBe(200);
  });

  it.each([
    ['a bad number', { mobile: '12345' }],
    ['no number', {}],
    ['a number as a number', { mobile: 9822012345 }],
  ])('refuses a code for %s with 400', async (_label, payload) => {
    const res = await as(t.app, c, { method: 'POST', url: '/api/customer/phone/code', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['a five-digit code', { mobile: '9822012345', code: '12345' }],
    ['letters', { mobile: '9822012345', code: 'abcdef' }],
    ['no code', { mobile: '9822012345' }],
    ['a bad number', { mobile: '98', code: '123456' }],
    ['a code as a number', { mobile: '9822012345', code: 123456 }],
  ])('refuses a move with %s with 400', async (_label, payload) => {
    const res = await move(c, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    expect((await sendCode({ cookie: '' }, newMobile())).statusCode).toBe(401);
    expect((await move({ cookie: '' }, { mobile: newMobile(), code: '123456' })).statusCode).toBe(401);
  });

  it('never moves the number through the profile', async () => {
    const res = await as(t.app, c, {
      method: 'PATCH',
      url: '/api/customer/edit',
      payload: {
        updatedCustomerData: {
          name: c.name,
          phone_no: newMobile(),
          dob: '1990-01-01',
          gender: 'male',
          address: '12, Shivaji Nagar, Nagpur 440010',
          otherAddress: [],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'updatedCustomerData.phone_no': 'To change your mobile number, confirm the new number with a code sent to it.',
    });
    expect((await account(c.id))?.phone).toBe(e164(c.phone));
  });
});

describe('codes per client address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ rateLimits: { ...t.config.rateLimits, otpPerHour: 2 } }, { seed: false });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('answers the third code in the hour from one address with 429, whatever the numbers', async () => {
    const c = await registerCustomer(strict.app);
    const ask = () =>
      as(strict.app, c, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile: newMobile() } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
  });
});
