// The garage's staff through /api/ops/staff (decision 0021): admins list, add and change members; no other role nor a
// customer may; no admin demotes or switches off themself, and the last active admin stays one; switching a member
// off ends their sessions at once and their log-in says why, in the language asked; switching them on lets them in.
import { englishOf } from '@motomitra/domain/keyed-text';
import { MESSAGES } from '@motomitra/domain/messages';
import { CUSTOMER_MESSAGES_HI } from '@motomitra/domain/messages-customer-hi';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { say } from '@motomitra/domain/say';
import type { StaffMember, StaffRole } from '@motomitra/domain/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema.ts';
import { as, cookieFrom, json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginStaff, TEST_OPERATOR } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { changeStaff } from './service.ts';

let t: TestApp;
/** The admin who calls, unless a test says otherwise. */
let boss: Awaited<ReturnType<typeof loginStaff>>;
let asha: TestCustomer;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  boss = await loginStaff(t, 'admin', { name: 'Bhavna Owner' });
  asha = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const NOT_YOUR_ROLE = 'Your role in the garage cannot do this.';
const NOT_YOURSELF = 'You cannot change your own role or switch yourself off; another admin can.';
const LAST_ADMIN = 'The shop needs at least one active admin: make another admin first.';

type Caller = { cookie: string };
const list = (who: Caller = boss) => as(t.app, who, { method: 'GET', url: '/api/ops/staff' });
const add = (body: Record<string, unknown>, who: Caller = boss) =>
  as(t.app, who, { method: 'POST', url: '/api/ops/staff', payload: body });
const change = (id: string, body: Record<string, unknown>, who: Caller = boss) =>
  as(t.app, who, { method: 'PATCH', url: `/api/ops/staff/${id}`, payload: body });
/** A call only the desk may make: 200 while the member is in and their role serves it. */
const ordersAs = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/ops/orders', headers: { cookie } });
const logIn = (email: string, password = TEST_OPERATOR.password, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    headers: { ...json, 'accept-language': language },
    payload: { email, password },
  });
const staffList = async () => (await list()).json().staff as StaffMember[];

let n = 0;
/** A new member's details, each with an e-mail of its own. */
const newMember = (role: StaffRole, more: Record<string, unknown> = {}) => ({
  name: `Member ${++n}`,
  email: `member.${n}@motomitra.in`,
  phone: '98220 55501',
  role,
  password: 'Garage@2026x',
  ...more,
});

describe('the staff list', () => {
  it('gives an admin each member’s id, name, email, phone, role and whether active, the active ones first by name', async () => {
    const rider = await loginStaff(t, 'rider', { name: 'Anil Rider', phone: '9822012345' });
    const off = await loginStaff(t, 'technician', { name: 'Aaron Off' });
    expect((await change(off.id, { active: false })).statusCode).toBe(200);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const staff = res.json().staff as StaffMember[];
    expect(staff).toContainEqual({
      _id: rider.id,
      name: 'Anil Rider',
      email: rider.email,
      phone: '+919822012345',
      role: 'rider',
      active: true,
    });
    expect(staff).toContainEqual({
      _id: boss.id,
      name: 'Bhavna Owner',
      email: boss.email,
      phone: '',
      role: 'admin',
      active: true,
    });
    // Switched off, Aaron comes after every active member, though his name sorts first.
    expect(staff.at(-1)).toMatchObject({ _id: off.id, active: false });
    const active = staff.filter((m) => m.active).map((m) => m.name);
    expect(active).toEqual([...active].sort());
    // No customer is staff.
    expect(staff.map((m) => m.email)).not.toContain(asha.email);
  });

  it.each(['advisor', 'technician', 'rider'] as const)(
    'is refused to the %s role (403), which can add and change nobody either',
    async (role) => {
      const member = await loginStaff(t, role);
      for (const res of [
        await list(member),
        await add(newMember('admin', { email: `made.by.${role}@motomitra.in` }), member),
        await change(member.id, { role: 'admin' }, member),
        await change(boss.id, { active: false }, member),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: NOT_YOUR_ROLE });
      }
      const mine = await t.database.db.select().from(customers).where(eq(customers.id, member.id));
      expect(mine[0]?.staffRole).toBe(role);
      expect((await staffList()).map((m) => m.email)).not.toContain(`made.by.${role}@motomitra.in`);
      expect((await staffList()).find((m) => m._id === boss.id)?.active).toBe(true);
    },
  );

  it('is refused to a customer (403) and a visitor (401)', async () => {
    for (const res of [
      await list(asha),
      await add(newMember('admin'), asha),
      await change(asha.id, { name: 'X Y' }, asha),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Only garage operators can do this.' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/staff' })).statusCode).toBe(401);
  });
});

describe('adding a member', () => {
  it('makes a member with the role and number given, who logs in with the first password as that role', async () => {
    const res = await add({
      name: 'Divya Kulkarni',
      email: 'Divya.K@MotoMitra.in',
      phone: '+91 98765 43210',
      role: 'technician',
      password: 'Tech@2026x',
    });
    expect(res.statusCode).toBe(200);
    const member = res.json().member as StaffMember;
    expect(member).toEqual({
      _id: expect.any(String),
      name: 'Divya Kulkarni',
      email: 'divya.k@motomitra.in',
      phone: '+919876543210',
      role: 'technician',
      active: true,
    });
    expect(await staffList()).toContainEqual(member);

    const login = await logIn('divya.k@motomitra.in', 'Tech@2026x');
    expect(login.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/customer/check/logged/in',
      headers: { ...json, cookie: cookieFrom(login) },
      payload: {},
    });
    expect(check.json()).toEqual({ isCustomerLoggedIn: true, role: 'operator', staffRole: 'technician' });
    // A technician is not the desk.
    expect((await ordersAs(cookieFrom(login))).statusCode).toBe(403);
  });

  it('may leave the number out', async () => {
    const res = await add(newMember('advisor', { phone: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json().member.phone).toBe('');
  });

  it.each([
    ['a missing name', { name: ' ' }, 'name', englishOf(say('textTooShort', { what: say('fieldName'), min: 2 }))],
    ['a bad email', { email: 'not-an-email' }, 'email', englishOf(say('emailInvalid'))],
    ['a bad number', { phone: '12345' }, 'phone', 'Enter a 10-digit mobile number.'],
    ['a role the garage has not', { role: 'owner' }, 'role', 'Choose a role: admin, advisor, technician or rider.'],
    ['no role', { role: undefined }, 'role', 'Choose a role: admin, advisor, technician or rider.'],
    ['a short password', { password: 'Ab@1' }, 'password', 'Password must be at least 8 characters long.'],
    [
      'a password without a number',
      { password: 'Garage@Desk' },
      'password',
      'Password must contain at least one number.',
    ],
    ['a common password', { password: 'Admin@123' }, 'password', englishOf(say('passwordTooCommon'))],
  ])('refuses %s beside its field (400), and makes nobody', async (_what, wrong, field, message) => {
    const body = newMember('rider', wrong);
    const before = (await staffList()).length;
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, fieldErrors: { [field]: message } });
    expect(await staffList()).toHaveLength(before);
  });

  it('refuses an email already in use, in any case, by staff or by a customer (409)', async () => {
    for (const email of [boss.email.toUpperCase(), asha.email]) {
      const res = await add(newMember('rider', { email }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: MESSAGES.emailTaken,
        fieldErrors: { email: MESSAGES.emailTaken },
      });
    }
    const holders = await t.database.db.select().from(customers).where(eq(customers.email, asha.email));
    expect(holders.map((c) => c.role)).toEqual(['customer']);
  });
});

describe('changing a member', () => {
  it('changes the role, which holds from their next call, and the name and number', async () => {
    const advisor = await loginStaff(t, 'advisor', { name: 'Esha Desk' });
    expect((await ordersAs(advisor.cookie)).statusCode).toBe(200);

    const moved = await change(advisor.id, { role: 'rider' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().member).toMatchObject({ _id: advisor.id, role: 'rider', name: 'Esha Desk', active: true });
    expect((await ordersAs(advisor.cookie)).statusCode).toBe(403);

    const renamed = await change(advisor.id, { name: 'Esha Patil', phone: '07020 123456' });
    expect(renamed.json().member).toMatchObject({ name: 'Esha Patil', phone: '+917020123456', role: 'rider' });
    expect((await staffList()).find((m) => m._id === advisor.id)).toMatchObject({ name: 'Esha Patil' });

    expect((await change(advisor.id, { role: 'advisor' })).statusCode).toBe(200);
    expect((await ordersAs(advisor.cookie)).statusCode).toBe(200);
  });

  it('refuses an unknown member and a customer (404), and a change of nothing or of bad values (400)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', asha.id]) {
      const res = await change(id, { name: 'Nobody Here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'No such member of staff.' });
    }
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, asha.id));
    expect(customer?.name).not.toBe('Nobody Here');
    expect((await change(asha.id, { active: false })).statusCode).toBe(404);
    expect((await logIn(asha.email, asha.password)).statusCode).toBe(200);

    const member = await loginStaff(t, 'rider');
    expect((await change(member.id, {})).json()).toMatchObject({ success: false, message: 'Nothing to change.' });
    expect((await change(member.id, { role: 'boss' })).statusCode).toBe(400);
    expect((await change(member.id, { phone: '555' })).json().message).toBe('Enter a 10-digit mobile number.');
    expect((await change(member.id, { active: 'no' })).statusCode).toBe(400);
  });

  it('lets no admin demote or switch off themself (409), though they change their own name and number', async () => {
    // Another active admin, so that only the rule about oneself can refuse.
    await loginStaff(t, 'admin');
    for (const body of [
      { role: 'advisor' },
      { active: false },
      { role: 'admin' },
      { name: 'Bhavna B', active: false },
    ]) {
      const res = await change(boss.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: NOT_YOURSELF });
    }
    const [me] = await t.database.db.select().from(customers).where(eq(customers.id, boss.id));
    expect(me).toMatchObject({ staffRole: 'admin', active: true, name: 'Bhavna Owner' });
    expect((await list()).statusCode).toBe(200);

    const renamed = await change(boss.id, { name: 'Bhavna Joshi', phone: '9822099999' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().member).toMatchObject({ name: 'Bhavna Joshi', phone: '+919822099999', role: 'admin' });
  });

  it('keeps the last active admin: neither demoted nor switched off (409)', async () => {
    const other = await loginStaff(t, 'admin', { name: 'Farhan Admin' });
    // Every other admin but the boss steps down, by the boss's hand: allowed while one remains.
    const admins = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.staffRole, 'admin'), eq(customers.active, true)));
    for (const { id } of admins.filter((a) => a.id !== boss.id)) {
      expect((await change(id, { role: 'advisor' })).statusCode).toBe(200);
    }
    // Over HTTP the caller is an active admin themself, so the last admin is only ever met in a race (two admins
    // demoting each other: last-admin.pg.test.ts). Here the service is called as the demoted admin's request would
    // reach it had it passed the guard a moment before.
    for (const body of [{ role: 'technician' as const }, { active: false }]) {
      await expect(changeStaff(t.database.db, other.id, boss.id, body)).rejects.toMatchObject({
        statusCode: 409,
        message: LAST_ADMIN,
      });
    }
    const left = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.staffRole, 'admin'), eq(customers.active, true)));
    expect(left).toEqual([{ id: boss.id }]);
    // With a second admin again, either may be switched off by the other.
    expect((await change(other.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await change(other.id, { active: false })).statusCode).toBe(200);
  });
});

describe('switching a member off', () => {
  it('ends every session of theirs at once: their next call is 401, on each device', async () => {
    const advisor = await loginStaff(t, 'advisor');
    const phone = cookieFrom(await logIn(advisor.email));
    for (const cookie of [advisor.cookie, phone]) expect((await ordersAs(cookie)).statusCode).toBe(200);

    const res = await change(advisor.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ _id: advisor.id, active: false, role: 'advisor' });
    for (const cookie of [advisor.cookie, phone]) {
      const after = await ordersAs(cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, message: MESSAGES.pleaseLogIn });
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.customerId, advisor.id))).toEqual([]);
    // The boss's own session is untouched.
    expect((await list()).statusCode).toBe(200);
  });

  it('refuses their log-in, after the right password only, saying why in the language asked (403)', async () => {
    const rider = await loginStaff(t, 'rider');
    expect((await change(rider.id, { active: false })).statusCode).toBe(200);
    for (const [language, message] of [
      ['en', MESSAGES.staffSwitchedOff],
      ['mr', CUSTOMER_MESSAGES_MR.staffSwitchedOff],
      ['hi', CUSTOMER_MESSAGES_HI.staffSwitchedOff],
    ] as const) {
      const res = await logIn(rider.email, TEST_OPERATOR.password, language);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message });
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('mm_sid=');
    }
    // A wrong password learns nothing of the account.
    const guess = await logIn(rider.email, 'Wrong@2026x');
    expect(guess.statusCode).toBe(401);
    expect(guess.json().message).toBe(MESSAGES.loginFailed);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.customerId, rider.id))).toEqual([]);
  });

  it('lets them log in again once switched back on, with the role they had', async () => {
    const advisor = await loginStaff(t, 'advisor');
    expect((await change(advisor.id, { active: false })).statusCode).toBe(200);
    expect((await logIn(advisor.email)).statusCode).toBe(403);

    const back = await change(advisor.id, { active: true });
    expect(back.json().member).toMatchObject({ active: true, role: 'advisor' });
    const login = await logIn(advisor.email);
    expect(login.statusCode).toBe(200);
    expect((await ordersAs(cookieFrom(login))).statusCode).toBe(200);
  });
});

describe('the crew the desk assigns (GET /api/ops/crew)', () => {
  it('lists the active riders and technicians to an advisor, without their e-mail', async () => {
    const advisor = await loginStaff(t, 'advisor');
    const rider = await loginStaff(t, 'rider', { name: 'Aaron Rider', phone: '98220 11111' });
    const tech = await loginStaff(t, 'technician', { name: 'Abdul Technician' });
    const gone = await loginStaff(t, 'rider', { name: 'Aadil Gone' });
    expect((await change(gone.id, { active: false })).statusCode).toBe(200);
    const res = await as(t.app, advisor, { method: 'GET', url: '/api/ops/crew' });
    expect(res.statusCode).toBe(200);
    const crew = res.json().crew as { _id: string; name: string; phone: string; role: string }[];
    expect(crew.map((m) => m._id)).toEqual(expect.arrayContaining([rider.id, tech.id]));
    expect(crew.map((m) => m._id)).not.toContain(gone.id);
    expect(crew.every((m) => m.role === 'rider' || m.role === 'technician')).toBe(true);
    expect(crew.find((m) => m._id === rider.id)).toEqual({
      _id: rider.id,
      name: 'Aaron Rider',
      phone: '+919822011111',
      role: 'rider',
    });
    expect(res.body).not.toContain('@motomitra.in');
  });
});
