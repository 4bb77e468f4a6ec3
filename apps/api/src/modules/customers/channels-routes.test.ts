// Where a customer hears from the garage, as the account shows and changes it (decision 0019), over the real API: each
// change is kept as a consent from the account, once; e-mail cannot be turned on without an address; sign-up's
// WhatsApp box is kept as a consent from sign-up. Every bad input is a 4xx.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../db/schema.ts';
import { as, cookieFrom, json, newCustomerData, registerCustomer } from '../../testing/customers.ts';
import { e164, lastCode, newMobile, requestCode, verifyCode } from '../../testing/phone-codes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

const read = (c: { cookie: string }) => as(t.app, c, { method: 'GET', url: '/api/customer/channels' });
const save = (c: { cookie: string }, payload: object, headers: Record<string, string> = {}) =>
  as(t.app, c, { method: 'PUT', url: '/api/customer/channels', payload, headers });
const consentsOf = async (id: string) =>
  (await t.database.db.select().from(consents).where(eq(consents.customerId, id)).orderBy(asc(consents.at))).map(
    (r) => [r.channel, r.granted, r.source],
  );

describe('GET and PUT /api/customer/channels', () => {
  it('shows e-mail on and WhatsApp off until the customer says, and keeps each change once', async () => {
    const c = await registerCustomer(t.app);
    const first = await read(c);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      channels: { whatsapp: false, email: true, emailAddress: c.email, phone: e164(c.phone), phoneVerified: false },
    });

    const on = await save(c, { whatsapp: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      success: true,
      message: 'Your choices of messages are saved.',
      channels: { whatsapp: true, email: true, emailAddress: c.email, phone: e164(c.phone), phoneVerified: false },
    });
    // The same again, and e-mail left on as it stands: nothing new is kept.
    expect((await save(c, { whatsapp: true, email: true })).statusCode).toBe(200);
    expect((await save(c, {})).statusCode).toBe(200);
    expect(await consentsOf(c.id)).toEqual([['whatsapp', true, 'account']]);

    const off = await save(c, { email: false, whatsapp: false }, { 'accept-language': 'hi' });
    expect(off.json().message).toBe('मैसेज के बारे में आपकी पसंद सेव हो गई है।');
    expect(off.json().channels).toMatchObject({ whatsapp: false, email: false });
    expect((await read(c)).json().channels).toMatchObject({ whatsapp: false, email: false });
    expect(await consentsOf(c.id)).toEqual([
      ['whatsapp', true, 'account'],
      ['whatsapp', false, 'account'],
      ['email', false, 'account'],
    ]);
  });

  it('refuses e-mail on for an account without an address, and keeps nothing of that request', async () => {
    const mobile = newMobile();
    await requestCode(t.app, mobile);
    const made = await verifyCode(t.app, { mobile, code: await lastCode(t.database.db, mobile), name: 'Ravi Pawar' });
    const c = { cookie: cookieFrom(made) };
    const me = (await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' })).json().customer;
    expect((await read(c)).json().channels).toEqual({
      whatsapp: false,
      email: false,
      emailAddress: null,
      phone: e164(mobile),
      phoneVerified: true,
    });
    const refused = await save(c, { whatsapp: true, email: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Add an e-mail address to your profile before turning e-mails on.',
      fieldErrors: { email: 'Add an e-mail address to your profile before turning e-mails on.' },
    });
    const inMarathi = await save(c, { email: true }, { 'accept-language': 'mr' });
    expect(inMarathi.json().message).toBe('ईमेल सुरू करण्यापूर्वी तुमच्या प्रोफाइलमध्ये ईमेल पत्ता जोडा.');
    expect(await consentsOf(me._id)).toEqual([]);
    // WhatsApp alone is theirs to turn on.
    expect((await save(c, { whatsapp: true })).json().channels).toMatchObject({ whatsapp: true, email: false });
  });

  it.each([
    ['a text for WhatsApp', { whatsapp: 'yes' }],
    ['a number for e-mail', { email: 1 }],
    ['null', { whatsapp: null }],
    ['an array', [true]],
  ])('refuses %s with 400', async (_label, payload) => {
    const c = await registerCustomer(t.app);
    const res = await save(c, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await consentsOf(c.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await read({ cookie: '' })).statusCode).toBe(401);
    expect((await save({ cookie: '' }, { whatsapp: true })).statusCode).toBe(401);
  });
});

describe("sign-up's WhatsApp box", () => {
  const register = (customerData: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/customer/register', headers: json, payload: { customerData } });
  const idOf = async (res: Awaited<ReturnType<typeof register>>) =>
    (await as(t.app, { cookie: cookieFrom(res) }, { method: 'GET', url: '/api/customer/fetch/single' })).json().customer
      ._id as string;

  it('is kept as a consent from sign-up, ticked or not, and nothing when it was not shown', async () => {
    const yes = await register({ ...newCustomerData(), whatsapp: true });
    expect(yes.statusCode).toBe(201);
    expect(await consentsOf(await idOf(yes))).toEqual([['whatsapp', true, 'signup']]);
    const no = await register({ ...newCustomerData(), whatsapp: false });
    expect(await consentsOf(await idOf(no))).toEqual([['whatsapp', false, 'signup']]);
    const unasked = await register(newCustomerData());
    expect(await consentsOf(await idOf(unasked))).toEqual([]);
  });

  it('refuses anything but true or false with 400, and makes no account', async () => {
    const data = { ...newCustomerData(), whatsapp: 'on' };
    const res = await register(data);
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: data.email, password: data.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
