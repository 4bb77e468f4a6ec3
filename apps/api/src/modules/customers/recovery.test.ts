// Account recovery and sign-in details: the forgot/reset calls, and the profile's e-mail and password changes.
import { MESSAGES } from '@motomitra/domain/messages';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customers, outbox, passwordResets, sessions } from '../../db/schema.ts';
import { as, cookieFrom, json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REDACTED } from '../notifications/service.ts';
import { requestPasswordReset } from './recovery.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

const forgotRequest = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/password/forgot', headers: json, payload: { email } });
/** Asks for a link, and waits for the work the route does after its answer (the link's e-mail, for an account). */
const forgot = async (email: string) => {
  const res = await forgotRequest(email);
  await t.app.afterReply.settled();
  return res;
};
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/password/reset', headers: json, payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/login', headers: json, payload: { email, password } });
const mailsTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.createdAt);
const sessionCount = async (customerId: string) =>
  (await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.customerId, customerId)))[0]?.n;

/** The token of the newest reset link e-mailed to this address. */
async function linkToken(to: string): Promise<string> {
  const mails = (await mailsTo(to)).filter((m) => m.secret);
  const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link was e-mailed to ${to}`);
  return token;
}

describe('POST /api/customer/password/forgot', () => {
  it('answers the same for an account and for an unknown e-mail, and mails a link only to the account', async () => {
    const c = await registerCustomer(t.app);
    const known = await forgot(c.email.toUpperCase());
    const unknown = await forgot('nobody.here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody.here@example.in')).toHaveLength(0);

    const [mail] = await mailsTo(c.email);
    expect(mail?.secret).toBe(true);
    expect(mail?.body).toContain(`${t.config.publicUrl}/reset-password#token=`);
    expect(mail?.body).toContain('30 minutes');
    // Stored only as its hash; valid for 30 minutes.
    const token = await linkToken(c.email);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.customerId, c.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toHaveLength(43);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('shows operators the message without its link', async () => {
    const c = await registerCustomer(t.app);
    await forgot(c.email);
    const token = await linkToken(c.email);
    const operator = await loginOperator(t);
    const res = await as(t.app, operator, { method: 'GET', url: '/api/ops/outbox' });
    const listed = res.json().messages.find((m: { to: string }) => m.to === c.email);
    expect(listed.body).toBe(REDACTED);
    expect(res.body).not.toContain(token);
  });

  it('mails at most 3 links to one address per 15 minutes, and answers the same after', async () => {
    const c = await registerCustomer(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await forgot(c.email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(MESSAGES.forgotPasswordSent);
    }
    expect(await mailsTo(c.email)).toHaveLength(3);
  });

  it('answers before any work on the account: the same statements, in the same order, for an account and for nobody', async () => {
    const c = await registerCustomer(t.app);
    // The work after the answer is held back here, so that what is counted is only what the answer waited for.
    const held: { what: string; task: () => Promise<void> }[] = [];
    const run = vi.spyOn(t.app.afterReply, 'run').mockImplementation((what, task) => {
      held.push({ what, task });
    });
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    const before = async (email: string) => {
      statements.mockClear();
      const res = await forgotRequest(email);
      const sql = statements.mock.calls.map(([query]) => (typeof query === 'string' ? query : JSON.stringify(query)));
      return { res, sql };
    };
    try {
      const known = await before(c.email);
      const unknown = await before('nobody.else@example.in');
      expect(known.res.json()).toEqual(unknown.res.json());
      expect(known.sql).toEqual(unknown.sql);
      expect(held.map((h) => h.what)).toEqual(['password reset link', 'password reset link']);
    } finally {
      statements.mockRestore();
      run.mockRestore();
    }
    // The work held back, done now: the account gets its link, nobody else anything.
    for (const h of held) await h.task();
    expect((await mailsTo(c.email)).filter((m) => m.secret)).toHaveLength(1);
    expect(await mailsTo('nobody.else@example.in')).toHaveLength(0);
  });

  it('keeps the e-mail when the work after the answer fails once: it is tried again', async () => {
    const c = await registerCustomer(t.app);
    let calls = 0;
    const failOnce = async () => {
      calls++;
      if (calls === 1) throw new Error('connection reset');
      await requestPasswordReset(t.app, c.email);
    };
    t.app.afterReply.run('password reset link', failOnce);
    await t.app.afterReply.settled();
    expect(calls).toBe(2);
    expect((await mailsTo(c.email)).filter((m) => m.secret)).toHaveLength(1);
  });

  it('links a Marathi or Hindi customer to the reset page in their language', async () => {
    const c = await registerCustomer(t.app);
    await t.database.db.update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
    await forgot(c.email);
    const [mail] = await mailsTo(c.email);
    expect(mail?.body).toContain(`${t.config.publicUrl}/mr/reset-password#token=`);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    // The link opens the page and works.
    expect((await reset(await linkToken(c.email), 'Navin#Password9')).statusCode).toBe(200);
  });

  it('refuses what is not an e-mail with 400, and writes nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(outbox))[0]?.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/password/forgot',
      headers: json,
      payload: { email: 'not an email' },
    });
    expect(res.statusCode).toBe(400);
    await t.app.afterReply.settled();
    expect((await t.database.db.select({ n: count() }).from(outbox))[0]?.n).toBe(before);
  });
});

describe('POST /api/customer/password/reset', () => {
  // A customer per test: one address gets at most 3 links per 15 minutes.
  let c: TestCustomer;
  beforeEach(async () => {
    c = await registerCustomer(t.app);
  });

  it('sets the new password, ends every session of the account, and cannot be used twice', async () => {
    const phone = cookieFrom(await login(c.email, c.password));
    expect(await sessionCount(c.id)).toBe(2);
    await forgot(c.email);
    const token = await linkToken(c.email);

    const res = await reset(token, 'Fresh#Start42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordResetDone });
    expect(await sessionCount(c.id)).toBe(0);
    for (const cookie of [c.cookie, phone]) {
      expect((await as(t.app, { cookie }, { method: 'GET', url: '/api/customer/fetch/single' })).statusCode).toBe(401);
    }
    expect((await login(c.email, c.password)).statusCode).toBe(401);
    expect((await login(c.email, 'Fresh#Start42')).statusCode).toBe(200);
    // The account is told.
    expect((await mailsTo(c.email)).at(-1)?.subject).toMatch(/password .* was changed/);

    const again = await reset(token, 'Another#Go42');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await login(c.email, 'Fresh#Start42')).statusCode).toBe(200);
  });

  it('answers 400 for an unknown or an expired token, and changes nothing', async () => {
    expect((await reset('made-up-token', 'Fresh#Start43')).statusCode).toBe(400);
    await forgot(c.email);
    const token = await linkToken(c.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.customerId, c.id));
    const res = await reset(token, 'Fresh#Start43');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await login(c.email, c.password)).statusCode).toBe(200);
  });

  it('applies the password rules, and a refused password leaves the link usable', async () => {
    await forgot(c.email);
    const token = await linkToken(c.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordTooShort);
    expect((await reset(token, 'Better#Choice7')).statusCode).toBe(200);
  });

  it('lets exactly one of two tries at once use a link', async () => {
    await forgot(c.email);
    const token = await linkToken(c.email);
    const results = await Promise.all([reset(token, 'Racing#One111'), reset(token, 'Racing#Two222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'Racing#One111' : 'Racing#Two222';
    expect((await login(c.email, winner)).statusCode).toBe(200);
  });

  it('opens an account that wrong guesses had locked', async () => {
    for (let i = 0; i < 6; i++) await login(c.email, 'Wrong#Guess1');
    expect((await login(c.email, c.password)).statusCode).toBe(429);
    await forgot(c.email);
    expect((await reset(await linkToken(c.email), 'Unlocked#Now9')).statusCode).toBe(200);
    expect((await login(c.email, 'Unlocked#Now9')).statusCode).toBe(200);
  });
});

describe('changing the e-mail or the password in the profile', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await registerCustomer(t.app);
  });
  const profile = (changes: Record<string, unknown> = {}) => ({
    updatedCustomerData: {
      name: c.name,
      email: c.email,
      phone_no: c.phone,
      dob: '1990-01-01',
      gender: 'male',
      address: '12, Shivaji Nagar, Nagpur 440010',
      otherAddress: [],
      ...changes,
    },
  });
  const edit = (changes: Record<string, unknown>, cookie = c.cookie) =>
    as(t.app, { cookie }, { method: 'PATCH', url: '/api/customer/edit', payload: profile(changes) });
  const storedEmail = async () =>
    (await t.database.db.select({ email: customers.email }).from(customers).where(eq(customers.id, c.id)))[0]?.email;

  it('saves the rest of the profile without the current password', async () => {
    const res = await edit({ name: 'Rohan Joshi' });
    expect(res.statusCode).toBe(200);
    c.name = 'Rohan Joshi';
  });

  it('asks for the current password for a new e-mail, and a wrong one changes nothing', async () => {
    const missing = await edit({ email: 'rohan.new@example.in', name: 'Not Saved' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.currentPasswordRequired);
    expect(missing.json().fieldErrors).toEqual({
      'updatedCustomerData.currentPassword': MESSAGES.currentPasswordRequired,
    });
    const wrong = await edit({ email: 'rohan.new@example.in', name: 'Not Saved', currentPassword: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    expect(await storedEmail()).toBe(c.email);
    const me = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(me.json().customer.name).toBe('Rohan Joshi');
  });

  it('changes the e-mail with the current password, and tells the old address', async () => {
    const old = c.email;
    const res = await edit({ email: 'Rohan.New@Example.IN', currentPassword: c.password });
    expect(res.statusCode).toBe(200);
    expect(await storedEmail()).toBe('rohan.new@example.in');
    c.email = 'rohan.new@example.in';
    const notice = (await mailsTo(old)).at(-1);
    expect(notice?.subject).toMatch(/e-mail address .* was changed/);
    expect(notice?.body).toContain('rohan.new@example.in');
    expect((await login(c.email, c.password)).statusCode).toBe(200);
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const other = cookieFrom(await login(c.email, c.password));
    const weak = await edit({ newPassword: 'weakling', currentPassword: c.password });
    expect(weak.statusCode).toBe(400);
    const res = await edit({ newPassword: 'Brand#New2026', currentPassword: c.password });
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' })).statusCode).toBe(200);
    const ended = await as(t.app, { cookie: other }, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(ended.statusCode).toBe(401);
    expect((await login(c.email, c.password)).statusCode).toBe(401);
    expect((await login(c.email, 'Brand#New2026')).statusCode).toBe(200);
    c.password = 'Brand#New2026';
  });

  it('counts wrong current passwords against the log-in lock-out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await edit({ newPassword: 'Guess#Guess12', currentPassword: `Wrong#${i}abc` })).statusCode).toBe(400);
    }
    const locked = await edit({ newPassword: 'Guess#Guess12', currentPassword: c.password });
    expect(locked.statusCode).toBe(429);
    expect((await login(c.email, c.password)).statusCode).toBe(429);
  });
});
