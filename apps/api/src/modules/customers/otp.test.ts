// Logging in and signing up with a mobile number and a code (decision 0019), over the real API and database: the code
// goes by SMS (and WhatsApp when the account has it on), works once for 5 minutes and not after 5 wrong tries, a
// number gets one no sooner than 30 s after the last and 5 an hour, the answers are the same for registered and unknown
// numbers, and the right code logs into the account decision 0019 names. Time moves by the app's clock, never by sleep.
import { OTP_PER_HOUR } from '@motomitra/domain/phone-login';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, customers, otpCodes, outbox, sessions } from '../../db/schema.ts';
import { cookieFrom, newCustomerData, registerCustomer } from '../../testing/customers.ts';
import { e164, lastCode, newMobile, otherThan, requestCode, verifyCode } from '../../testing/phone-codes.ts';
import { testAppOnClock } from '../../testing/test-app.ts';
import { recordConsent } from './channels.ts';

const t = testAppOnClock('2026-12-01T04:30:00Z');

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie } });
const accountOf = async (phone: string) =>
  t.database.db
    .select()
    .from(customers)
    .where(eq(customers.phone, e164(phone)));

describe('signing up with a mobile number', () => {
  it('sends a code by SMS, asks for a name, then makes the account with the number verified', async () => {
    const mobile = newMobile();
    const asked = await requestCode(t.app, mobile);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      message: 'We have sent a 6-digit code to this mobile number. It is valid for 5 minutes.',
    });
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(mobile)));
    expect(sent.map((m) => [m.channel, m.template, m.secret, m.customerId])).toEqual([
      ['sms', 'login_code', true, null],
    ]);
    const code = await lastCode(t.database.db, mobile);
    expect(code).toMatch(/^[0-9]{6}$/);
    // Only the code's HMAC is kept.
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(mobile)));
    expect(row?.codeHash).not.toContain(code);

    const nameless = await verifyCode(t.app, { mobile, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fieldErrors).toEqual({
      name: 'This number has no account yet. Enter your name to sign up.',
    });
    expect(await accountOf(mobile)).toEqual([]);

    // The same code still works for the retry with a name.
    const made = await verifyCode(
      t.app,
      { mobile, code, name: 'Asha Patil', whatsapp: true },
      { 'accept-language': 'mr' },
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ success: true, isLoggedIn: true, message: 'नोंदणी यशस्वी झाली', created: true });
    const profile = await me(cookieFrom(made));
    expect(profile.json().customer).toMatchObject({ name: 'Asha Patil', email: null, phone_no: e164(mobile) });
    const [account] = await accountOf(mobile);
    expect(account).toMatchObject({ email: null, passwordHash: null, language: 'mr', role: 'customer' });
    expect(account?.phoneVerifiedAt).toEqual(t.now);
    const agreed = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.customerId, account?.id ?? ''));
    expect(agreed.map((c) => [c.channel, c.granted, c.source])).toEqual([['whatsapp', true, 'signup']]);

    // Used once: the same code again is refused.
    const again = await verifyCode(t.app, { mobile, code, name: 'Asha Patil' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      code: 'This code is wrong or has expired. Check it, or ask for a new code.',
    });
  });
});

describe('logging in with a code', () => {
  it('logs into the password account of the number, verifies it, rotates the session and sets the language', async () => {
    const c = await registerCustomer(t.app);
    await t.database.db.update(customers).set({ language: 'hi' }).where(eq(customers.id, c.id));
    await recordConsent(t.database.db, c.id, 'whatsapp', true, 'account');
    t.tick(60);
    expect((await requestCode(t.app, c.phone)).statusCode).toBe(200);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(c.phone)));
    // WhatsApp too, since the account has it on; in the account's language.
    expect(sent.map((m) => [m.channel, m.language, m.customerId]).sort()).toEqual([
      ['sms', 'hi', c.id],
      ['whatsapp', 'hi', c.id],
    ]);
    const res = await verifyCode(
      t.app,
      { mobile: c.phone, code: await lastCode(t.database.db, c.phone) },
      {
        cookie: c.cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      isLoggedIn: true,
      // Said in the request's language, as the password login's; the account's is in `language` and the cookie.
      message: 'Welcome back! You have successfully logged in.',
      language: 'hi',
      created: false,
    });
    const cookie = cookieFrom(res);
    expect(cookie).not.toBe(c.cookie);
    expect(String(res.headers['set-cookie'])).toMatch(/mm_sid=[^;]+; .*HttpOnly; SameSite=Lax/);
    expect(String(res.headers['set-cookie'])).toContain('lang=hi');
    expect((await me(cookie)).json().customer._id).toBe(c.id);
    // The session the request carried is gone.
    expect((await me(c.cookie)).statusCode).toBe(401);
    const [account] = await accountOf(c.phone);
    expect(account?.phoneVerifiedAt).toEqual(t.now);
  });

  it('is refused after 5 minutes, and works just before', async () => {
    const mobile = newMobile();
    await requestCode(t.app, mobile);
    t.tick(5 * 60 - 1);
    expect(
      (await verifyCode(t.app, { mobile, code: await lastCode(t.database.db, mobile), name: 'In Time' })).statusCode,
    ).toBe(200);
    const late = newMobile();
    await requestCode(t.app, late);
    t.tick(5 * 60);
    const res = await verifyCode(t.app, { mobile: late, code: await lastCode(t.database.db, late), name: 'Too Late' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['code']);
    expect(await accountOf(late)).toEqual([]);
  });

  it('takes 4 wrong tries and the right code, but after 5 wrong ones even the right code is refused', async () => {
    const tries = async (mobile: string, wrong: number) => {
      await requestCode(t.app, mobile);
      const code = await lastCode(t.database.db, mobile);
      for (let i = 0; i < wrong; i++) {
        expect((await verifyCode(t.app, { mobile, code: otherThan(code), name: 'Guess' })).statusCode).toBe(400);
      }
      return verifyCode(t.app, { mobile, code, name: 'Owner' });
    };
    expect((await tries(newMobile(), 4)).statusCode).toBe(200);
    const dead = newMobile();
    const sixth = await tries(dead, 5);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().fieldErrors.code).toBe('This code is wrong or has expired. Check it, or ask for a new code.');
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(dead)));
    expect(row).toMatchObject({ failedTries: 5, usedAt: null });
    expect(await accountOf(dead)).toEqual([]);
  });

  it('lets two verifications of one code at once log in only once', async () => {
    const mobile = newMobile();
    await requestCode(t.app, mobile);
    const code = await lastCode(t.database.db, mobile);
    const both = await Promise.all([1, 2].map(() => verifyCode(t.app, { mobile, code, name: 'Twice' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await accountOf(mobile)).toHaveLength(1);
  });
});

describe("a number's limits", () => {
  it('sends a new code no sooner than 30 seconds after the last, and 5 an hour', async () => {
    const mobile = newMobile();
    expect((await requestCode(t.app, mobile)).statusCode).toBe(200);
    t.tick(29);
    const soon = await requestCode(t.app, mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({
      success: false,
      message: 'A code was just sent. Please wait 1 second before asking for another.',
    });
    t.tick(1);
    for (let i = 1; i < OTP_PER_HOUR; i++) {
      expect((await requestCode(t.app, mobile)).statusCode).toBe(200);
      t.tick(30);
    }
    const capped = await requestCode(t.app, mobile);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many codes were sent to this number. Please try again in 58 minutes.');
    const codes = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, e164(mobile)));
    expect(codes).toHaveLength(OTP_PER_HOUR);
    // An hour after the first, the number gets one again.
    t.tick(58 * 60);
    expect((await requestCode(t.app, mobile)).statusCode).toBe(200);
  });

  it('answers a registered number and an unknown one alike: sent, too soon, and capped', async () => {
    const known = await registerCustomer(t.app, { ...newCustomerData(), phone_no: newMobile() });
    const unknown = newMobile();
    const both = async () => {
      const a = await requestCode(t.app, known.phone);
      const b = await requestCode(t.app, unknown);
      return [a, b].map((r) => ({ status: r.statusCode, body: r.json() }));
    };
    const seen = [];
    for (let i = 0; i < OTP_PER_HOUR + 1; i++) {
      const [a, b] = await both();
      expect(a).toEqual(b);
      seen.push(a?.status);
      const [c, d] = await both();
      expect(c).toEqual(d);
      seen.push(c?.status);
      t.tick(30);
    }
    expect(seen).toEqual([200, 429, 200, 429, 200, 429, 200, 429, 200, 429, 429, 429]);
  });
});

describe('which account a right code logs into', () => {
  const logIn = async (mobile: string) => {
    t.tick(60);
    await requestCode(t.app, mobile);
    return verifyCode(t.app, { mobile, code: await lastCode(t.database.db, mobile) });
  };

  it('the oldest account that gave the number, else the one holding it verified; never an operator', async () => {
    const mobile = newMobile();
    const older = await registerCustomer(t.app, { ...newCustomerData(), phone_no: mobile });
    const newer = await registerCustomer(t.app, { ...newCustomerData(), phone_no: mobile });
    const first = await logIn(mobile);
    expect((await me(cookieFrom(first))).json().customer._id).toBe(older.id);
    const verified = (await accountOf(mobile)).filter((a) => a.phoneVerifiedAt !== null).map((a) => a.id);
    expect(verified).toEqual([older.id]);

    // The number verified on the newer account instead: that one holds it.
    await t.database.db.update(customers).set({ phoneVerifiedAt: null }).where(eq(customers.id, older.id));
    await t.database.db.update(customers).set({ phoneVerifiedAt: t.now }).where(eq(customers.id, newer.id));
    expect((await me(cookieFrom(await logIn(mobile)))).json().customer._id).toBe(newer.id);

    // An operator holding a number is refused, and no account is made for it.
    const desk = newMobile();
    await t.database.db.insert(customers).values({
      name: 'Desk',
      email: `desk.${desk}@motomitra.in`,
      phone: e164(desk),
      role: 'operator',
      staffRole: 'advisor',
      passwordHash: 'x',
      phoneVerifiedAt: t.now,
    });
    const refused = await logIn(desk);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const [operator] = await accountOf(desk);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, operator?.id ?? ''));
    expect(live).toEqual([]);
    expect(await accountOf(desk)).toHaveLength(1);
  });

  it('never an erased account: its number signs up anew', async () => {
    const mobile = newMobile();
    const gone = await registerCustomer(t.app, { ...newCustomerData(), phone_no: mobile });
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/customer/delete',
      headers: { cookie: gone.cookie, 'content-type': 'application/json' },
      payload: { password: gone.password },
    });
    expect(erased.statusCode).toBe(200);
    t.tick(60);
    await requestCode(t.app, mobile);
    const code = await lastCode(t.database.db, mobile);
    expect((await verifyCode(t.app, { mobile, code })).json().fieldErrors).toHaveProperty('name');
    const made = await verifyCode(t.app, { mobile, code, name: 'New Owner' });
    expect(made.json()).toMatchObject({ created: true });
    const live = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.phone, e164(mobile))));
    expect(live.map((a) => a.name)).toEqual(['New Owner']);
  });
});
