// Accounts API: registration rules, log-in, sessions, profile, vehicles, ownership, CSRF, limits, enquiries.

import { phoneMessage, registrationMessage } from '@motomitra/domain/customer-fields';
import { englishOf } from '@motomitra/domain/keyed-text';
import { MESSAGES } from '@motomitra/domain/messages';
import { passwordTooCommon } from '@motomitra/domain/password';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, enquiries, sessions } from '../../db/schema.ts';
import { as, cookieFrom, json, newCustomerData, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (customerData: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/customer/register', headers: json, payload: { customerData } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    headers: { ...json, ...headers },
    payload: { email, password },
  });
const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0;

async function catalogueVehicle(type: 'Bike' | 'Car') {
  const res = await t.app.inject({ method: 'GET', url: '/api/vehicles/allvehicles' });
  const v = res.json().vehiclesData.find((x: { vehicle_type: string }) => x.vehicle_type === type);
  if (!v) throw new Error('no catalogue vehicle');
  return v as { _id: string; make_model: string; variant: string; bike_cc: number | null; car_type: string | null };
}

describe('POST /api/customer/register', () => {
  it('creates the account with a CXID, a +91 phone, an argon2id hash, and logs the customer in', async () => {
    const data = { ...newCustomerData(), email: 'Asha.Patil@Example.IN', phone_no: '98230 12345' };
    const res = await register(data);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.signUpSuccess });
    const cookie = cookieFrom(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const customer = me.json().customer;
    expect(customer.CXID).toMatch(/^CX\d{6}$/);
    expect(customer.email).toBe('asha.patil@example.in');
    expect(customer.phone_no).toBe('+919823012345');
    // Whether the account has a password is said (hasPassword: true); nothing of the password itself.
    expect(customer.hasPassword).toBe(true);
    expect(JSON.stringify({ ...me.json(), customer: { ...customer, hasPassword: undefined } })).not.toMatch(
      /password|argon/i,
    );
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an email that exists in another letter case (409) and writes nothing', async () => {
    const first = newCustomerData();
    expect((await register(first)).statusCode).toBe(201);
    const before = await customerCount();
    const res = await register({ ...newCustomerData(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
    expect(await customerCount()).toBe(before);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters long.'],
    ['a name over 80 characters', { name: 'A'.repeat(81) }, 'Name must be at most 80 characters long.'],
    ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['a 9-digit phone', { phone_no: '982301234' }, englishOf(phoneMessage)],
    ['a phone starting with 5', { phone_no: '5823012345' }, englishOf(phoneMessage)],
    ['a short password', { password: 'Ab#1' }, MESSAGES.passwordTooShort],
    ['a password without a special character', { password: 'Abcdefg12' }, MESSAGES.passwordNoSpecial],
    ['a password without a number', { password: 'Abcdefg#h' }, MESSAGES.passwordNoNumber],
    [
      'a password over 128 characters',
      { password: `#1${'a'.repeat(127)}` },
      'Password must be at most 128 characters long.',
    ],
    ['a very common password', { password: 'Password@123' }, englishOf(passwordTooCommon)],
    ['a missing field', { name: undefined }, undefined],
  ])('refuses %s with 400 and the rule’s message', async (_label, change, message) => {
    const before = await customerCount();
    const res = await register({ ...newCustomerData(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    if (message) expect(body.message).toBe(message);
    expect(Object.keys(body.fieldErrors ?? {}).length).toBeGreaterThan(0);
    expect(await customerCount()).toBe(before);
  });

  it('checks the password rules in the spec’s order', async () => {
    const res = await register({ ...newCustomerData(), password: 'abc' });
    expect(res.json().message).toBe(MESSAGES.passwordTooShort);
    const res2 = await register({ ...newCustomerData(), password: 'abcdefghi' });
    expect(res2.json().message).toBe(MESSAGES.passwordNoSpecial);
  });
});

describe('log in, sessions and log out', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await registerCustomer(t.app);
  });

  it('logs in with the right password (any email case) and answers the spec fields', async () => {
    const res = await login(c.email.toUpperCase(), c.password);
    expect(res.statusCode).toBe(200);
    // With the customer's language (decision 0012), which wins after login: English, the page they registered on.
    expect(res.json()).toEqual({ success: true, isLoggedIn: true, message: MESSAGES.loginSuccess, language: 'en' });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/customer/check/logged/in',
      headers: { ...json, cookie: cookieFrom(res) },
      payload: {},
    });
    expect(check.json()).toEqual({ isCustomerLoggedIn: true, role: 'customer', cartCount: 0 });
  });

  it('refuses a wrong password and an unknown email with the same 401 text', async () => {
    for (const res of [await login(c.email, 'Wrong#pass1'), await login('nobody@example.in', 'Wrong#pass1')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.loginFailed });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rotates the session at log-in: the id the request carried is dead afterwards', async () => {
    const before = c.cookie;
    const res = await login(c.email, c.password, { cookie: before });
    const after = cookieFrom(res);
    expect(after).not.toBe(before);
    const old = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie: before } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie: after } });
    expect(fresh.statusCode).toBe(200);
    c.cookie = after;
  });

  it('stores only a hash of the session id', async () => {
    const id = c.cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === id)).toBe(false);
  });

  it('ends the session on the server at log-out', async () => {
    const res = await login(c.email, c.password);
    const cookie = cookieFrom(res);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { ...json, cookie },
      payload: {},
    });
    expect(out.json()).toEqual({ success: true, isLoggedIn: false });
    expect(String(out.headers['set-cookie'])).toMatch(/mm_sid=;/);
    // Replaying the old cookie does not work.
    const replay = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('expires a session after its 2-day lifetime', async () => {
    const res = await login(c.email, c.password);
    const cookie = cookieFrom(res);
    const expires = String(res.headers['set-cookie']).match(/Expires=([^;]+)/i)?.[1];
    const lifetime = new Date(expires ?? 0).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(47 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600_000);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    const after = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    c.cookie = cookieFrom(await login(c.email, c.password));
  });

  it('slows and then refuses repeated failed log-ins for an account with 429, and lets the right password in after the window', async () => {
    const victim = await registerCustomer(t.app);
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `Wrong#${i}xyz1`)).statusCode).toBe(401);
    const locked = await login(victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed log-in attempts\. Please try again in \d+ minutes?\.$/);
    await t.database.db.execute(sql`update login_throttle set window_start = now() - interval '16 minutes'`);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let raviVehicleId: string;
  beforeAll(async () => {
    asha = await registerCustomer(t.app);
    ravi = await registerCustomer(t.app);
    const v = await catalogueVehicle('Bike');
    const res = await as(t.app, ravi, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { catalogue_id: v._id, make_model: v.make_model, reg_number: 'MH31 ZZ 4321' },
    });
    raviVehicleId = res.json().vehicle._id;
  });

  it.each([
    ['GET', '/api/customer/fetch/single'],
    ['PATCH', '/api/customer/edit'],
    ['GET', '/api/customer/fetch/current/customer/vehicles'],
    ['PUT', '/api/customer/addvehicle'],
    ['DELETE', '/api/customer/vehicles/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/customer/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/customer/addvehicle/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: method === 'GET' || method === 'DELETE' ? {} : json,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });

  it('a forged cookie is 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/fetch/single',
      headers: { cookie: 'mm_sid=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to delete another customer’s vehicle with 403 and keeps it', async () => {
    const res = await as(t.app, asha, { method: 'DELETE', url: `/api/customer/vehicles/${raviVehicleId}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('MH31ZZ4321');
    const mine = await as(t.app, ravi, { method: 'GET', url: '/api/customer/fetch/current/customer/vehicles' });
    expect(mine.json().customerVehicles.map((v: { _id: string }) => v._id)).toContain(raviVehicleId);
  });

  it('legacy calls accept only the customer’s own id (403 and nothing of theirs otherwise)', async () => {
    const other = await as(t.app, asha, { method: 'GET', url: `/api/customer/${ravi.id}` });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(ravi.email);
    expect(other.body).not.toContain(ravi.name);
    const own = await as(t.app, asha, { method: 'GET', url: `/api/customer/${asha.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, myOrders: [] });

    const v = await catalogueVehicle('Bike');
    const [make, ...model] = v.make_model.split(' ');
    const legacyBody = {
      vehicleType: 'Bike',
      make,
      model: model.join(' '),
      cc_type: v.bike_cc,
      reg_number: 'mh12ab1234',
    };
    const forbidden = await as(t.app, asha, {
      method: 'PUT',
      url: `/api/customer/addvehicle/${ravi.id}`,
      payload: legacyBody,
    });
    expect(forbidden.statusCode).toBe(403);
    const ok = await as(t.app, asha, {
      method: 'PUT',
      url: `/api/customer/addvehicle/${asha.id}`,
      payload: legacyBody,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().vehicle.reg_number).toBe('MH12AB1234');

    // A model sold in several variants needs the variant to resolve to one catalogue entry.
    const wagonR = { vehicleType: 'Car', make: 'Maruti Suzuki', model: 'Wagon R', reg_number: 'MH12AB1299' };
    const ambiguous = await as(t.app, asha, {
      method: 'PUT',
      url: `/api/customer/addvehicle/${asha.id}`,
      payload: wagonR,
    });
    expect(ambiguous.statusCode).toBe(400);
    const variants = (await t.app.inject({ url: '/api/vehicles/allvehicles' }))
      .json()
      .vehiclesData.filter((e: { make_model: string }) => e.make_model === 'Maruti Suzuki Wagon R');
    expect(variants.length).toBeGreaterThan(1);
    const chosen = await as(t.app, asha, {
      method: 'PUT',
      url: `/api/customer/addvehicle/${asha.id}`,
      payload: { ...wagonR, variant: variants[1].variant },
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().vehicle.variant).toBe(variants[1].variant);
  });
});

describe('profile', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await registerCustomer(t.app);
  });
  const profile = (changes: Record<string, unknown> = {}) => ({
    updatedCustomerData: {
      name: 'Priya Deshmukh',
      email: c.email,
      phone_no: c.phone,
      dob: '1992-04-18',
      gender: 'female',
      address: '12, Shivaji Nagar, Nagpur 440010',
      city: 'Nagpur',
      otherAddress: [{ addressLabel: 'Office', address: 'IT Park, Gayatri Nagar, Nagpur 440022' }],
      ...changes,
    },
  });

  it('saves every profile field and the other-address list', async () => {
    const res = await as(t.app, c, { method: 'PATCH', url: '/api/customer/edit', payload: profile() });
    expect(res.statusCode).toBe(200);
    const customer = res.json().customer;
    expect(customer).toMatchObject({
      name: 'Priya Deshmukh',
      phone_no: `+91${c.phone}`,
      dob: '1992-04-18',
      gender: 'female',
      city: 'nagpur',
      otherAddress: [{ addressLabel: 'Office', address: 'IT Park, Gayatri Nagar, Nagpur 440022' }],
    });
    const removed = await as(t.app, c, {
      method: 'PATCH',
      url: '/api/customer/edit',
      payload: profile({ otherAddress: [] }),
    });
    expect(removed.json().customer.otherAddress).toEqual([]);
  });

  it.each([
    ['a missing date of birth', { dob: '' }],
    ['a date of birth in the future', { dob: '2999-01-01' }],
    ['an unknown gender', { gender: 'robot' }],
    ['a missing home address', { address: '' }],
    ['a city we do not serve', { city: 'Mumbai' }],
    ['an other address without a label', { otherAddress: [{ addressLabel: '', address: 'Somewhere long enough' }] }],
    ['a bad phone', { phone_no: '12345' }],
  ])('refuses %s with 400 and changes nothing', async (_label, change) => {
    const res = await as(t.app, c, { method: 'PATCH', url: '/api/customer/edit', payload: profile(change) });
    expect(res.statusCode).toBe(400);
    const me = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(me.json().customer.name).toBe('Priya Deshmukh');
  });

  it('refuses an email another customer uses (409)', async () => {
    const other = await registerCustomer(t.app);
    const res = await as(t.app, c, {
      method: 'PATCH',
      url: '/api/customer/edit',
      payload: profile({ email: other.email.toUpperCase(), currentPassword: c.password }),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('other addresses', () => {
  it('are saved on their own, with no date of birth or home address asked first, and only by their owner', async () => {
    const c = await registerCustomer(t.app);
    const put = (payload: object, who: { cookie: string } | null = c) =>
      who
        ? as(t.app, who, { method: 'PUT', url: '/api/customer/addresses', payload })
        : t.app.inject({
            method: 'PUT',
            url: '/api/customer/addresses',
            headers: json,
            payload: JSON.stringify(payload),
          });
    const office = { addressLabel: 'Office', address: 'IT Park, Parsodi, Nagpur 440022' };
    const res = await put({ otherAddress: [office] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer.otherAddress).toEqual([office]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ otherAddresses: [office], dob: null });

    expect((await put({ otherAddress: [office] }, null)).statusCode).toBe(401);
    const tooMany = await put({ otherAddress: Array.from({ length: 11 }, () => office) });
    expect(tooMany.statusCode).toBe(400);
    expect((await put({ otherAddress: [{ addressLabel: '', address: 'x' }] })).statusCode).toBe(400);
    const [still] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(still?.otherAddresses).toEqual([office]);
  });
});

describe("my vehicle isn't listed", () => {
  it('records make, model and cc or segment for an operator, from a logged-in customer only', async () => {
    const c = await registerCustomer(t.app);
    const ask = (payload: object, who: { cookie: string } | null = c) =>
      who
        ? as(t.app, who, { method: 'POST', url: '/api/customer/vehicle-request', payload })
        : t.app.inject({ method: 'POST', url: '/api/customer/vehicle-request', headers: json, payload });
    const bike = { vehicle_type: 'Bike', make: 'Hero', model: 'Mavrick 440', bike_cc: 440 };
    expect((await ask(bike, null)).statusCode).toBe(401);
    const noCc = await ask({ ...bike, bike_cc: undefined });
    expect(noCc.statusCode).toBe(400);
    expect(noCc.json().fieldErrors.bike_cc).toBe('Enter the engine size in cc (50 to 2,000).');
    expect((await ask({ vehicle_type: 'Car', make: 'Tata', model: 'Sierra' })).json().fieldErrors.car_type).toBe(
      'Choose the body type.',
    );
    const ok = await ask(bike);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await ask({ vehicle_type: 'Car', make: 'Tata', model: 'Sierra', car_type: 'suv_muv' })).statusCode).toBe(
      201,
    );
    const rows = await t.database.db.select().from(enquiries).where(eq(enquiries.email, c.email));
    expect(rows.map((r) => [r.kind, r.message]).sort()).toEqual([
      ['vehicle', 'Bike: Hero Mavrick 440, 440 cc'],
      ['vehicle', 'Car: Tata Sierra, SUV/MUV'],
    ]);
  });
});

describe('saved vehicles', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await registerCustomer(t.app);
  });

  it('adds a bike and a car from the catalogue, upper-casing the registration number', async () => {
    const bike = await catalogueVehicle('Bike');
    const car = await catalogueVehicle('Car');
    const a = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { catalogue_id: bike._id, make_model: bike.make_model, reg_number: 'mh31ab1234' },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      success: true,
      message: MESSAGES.vehicleAdded,
      vehicle: { reg_number: 'MH31AB1234', bike_cc: bike.bike_cc },
    });
    const b = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { make_model: car.make_model, variant: car.variant, reg_number: '22 BH 1234 AB' },
    });
    expect(b.statusCode).toBe(201);
    expect(b.json().vehicle).toMatchObject({ reg_number: '22BH1234AB', car_type: car.car_type, bike_cc: null });
    const list = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/current/customer/vehicles' });
    expect(list.json().customerVehicles).toHaveLength(2);
  });

  it.each([
    ['no registration number', { reg_number: '' }, MESSAGES.regNumberRequired],
    ['a registration number in no Indian format', { reg_number: 'ABC' }, englishOf(registrationMessage)],
    ['an unknown state code', { reg_number: 'XX31AB1234' }, englishOf(registrationMessage)],
    ['no make and model', { make_model: '' }, MESSAGES.selectMakeModel],
    [
      'a vehicle that is not in the catalogue',
      { make_model: 'Flying Carpet 3000', catalogue_id: undefined },
      MESSAGES.selectMakeModel,
    ],
  ])('refuses %s', async (_label, change, message) => {
    const bike = await catalogueVehicle('Bike');
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { catalogue_id: bike._id, make_model: bike.make_model, reg_number: 'MH40XY9876', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the same registration number twice (409)', async () => {
    const bike = await catalogueVehicle('Bike');
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { catalogue_id: bike._id, make_model: bike.make_model, reg_number: 'MH 31 AB 1234' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('deletes a vehicle and answers the remaining ones; an unknown id is 404, a malformed one 400', async () => {
    const list = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/current/customer/vehicles' });
    const [first] = list.json().customerVehicles;
    const res = await as(t.app, c, { method: 'DELETE', url: `/api/customer/vehicles/${first._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicles).toHaveLength(1);
    expect((await as(t.app, c, { method: 'DELETE', url: `/api/customer/vehicles/${first._id}` })).statusCode).toBe(404);
    const malformed = await as(t.app, c, { method: 'DELETE', url: '/api/customer/vehicles/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.invalidId);
  });
});

describe('request hygiene: CSRF, content types, malformed and oversized bodies', () => {
  it('refuses a cross-site POST (Origin of another site) with 403 and writes nothing', async () => {
    const before = await customerCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: { ...json, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { customerData: newCustomerData() },
    });
    expect(res.statusCode).toBe(403);
    expect(await customerCount()).toBe(before);
  });

  it('refuses a request the browser marks cross-site (Sec-Fetch-Site)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a same-origin request with a matching Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/check/logged/in',
      headers: { ...json, origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body (what a cross-site form can send) with 415',
    async (type) => {
      const before = await customerCount();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/register',
        headers: { 'content-type': type },
        payload: 'a=b',
      });
      expect(res.statusCode).toBe(415);
      expect(await customerCount()).toBe(before);
    },
  );

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: json,
      payload: '{"customerData": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and writes nothing', async () => {
    const before = await customerCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: json,
      payload: JSON.stringify({ customerData: { ...newCustomerData(), name: 'x'.repeat(200_000) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(await customerCount()).toBe(before);
  });

  it('never leaks internals in an error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: ['x'], password: { $ne: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/stack|sql|select|at .*\.ts/i);
  });
});

describe('public forms', () => {
  it('stores a contact enquiry and an Earn-With-Us application', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/create',
      headers: json,
      payload: {
        name: 'Rahul Kale',
        email: 'rahul@example.in',
        mobile_no: 9876543210,
        address: 'Kothrud, Pune 411038',
      },
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toEqual({ success: true, message: MESSAGES.contactUploaded });
    const earn = await t.app.inject({
      method: 'POST',
      url: '/api/earn/apply',
      headers: json,
      payload: { name: 'Sameer Shaikh', email: 'sameer@example.in', mobile: '9822098220', occupation: 'Garage owner' },
    });
    expect(earn.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(enquiries)
      .where(sql`${enquiries.email} in ('rahul@example.in', 'sameer@example.in')`);
    expect(rows.map((r) => r.kind).sort()).toEqual(['contact', 'earn']);
    // The spec's four fields alone: a message with no text.
    expect(rows.find((r) => r.kind === 'contact')).toMatchObject({
      mobile: '+919876543210',
      topic: 'message',
      message: '',
    });
  });

  it('keeps what a contact enquiry is about and what was asked, and refuses a topic it does not know', async () => {
    const send = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contactus/create',
        headers: json,
        payload: {
          name: 'Leena Patil',
          email: 'leena@example.in',
          mobile_no: '9822011111',
          address: 'Baner, Pune',
          ...extra,
        },
      });
    const ok = await send({ topic: 'insurance', message: '  Renewal due next month for my Activa.  ' });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.email, 'leena@example.in'));
    expect(row).toMatchObject({ topic: 'insurance', message: 'Renewal due next month for my Activa.' });
    const unknown = await send({ topic: 'loan' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.topic).toBe('Choose what your enquiry is about.');
    expect((await send({ message: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it.each([
    [
      'contact without an address',
      '/api/contactus/create',
      { name: 'Rahul', email: 'r@example.in', mobile_no: '9876543210' },
    ],
    [
      'contact with a bad email',
      '/api/contactus/create',
      { name: 'Rahul', email: 'r@', mobile_no: '9876543210', address: 'Kothrud, Pune' },
    ],
    ['earn without an occupation', '/api/earn/apply', { name: 'Sameer', email: 's@example.in', mobile: '9822098220' }],
  ])('refuses %s with 400', async (_label, url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, headers: json, payload });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits per client address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp(
      {
        rateLimits: {
          registerPerHour: 2,
          loginPerMinute: 3,
          formsPerHour: 1,
          passwordResetPerHour: 2,
          vehiclesPerHour: 2,
          otpPerHour: 2,
        },
      },
      { seed: false },
    );
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('answers the n+1-th registration, log-in and form post with 429 and a clear message', async () => {
    const reg = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/customer/register',
        headers: json,
        payload: { customerData: newCustomerData() },
      });
    expect((await reg()).statusCode).toBe(201);
    expect((await reg()).statusCode).toBe(201);
    const third = await reg();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);

    const bad = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        headers: json,
        payload: { email: 'x@example.in', password: 'Nope#1234' },
      });
    for (let i = 0; i < 3; i++) expect((await bad()).statusCode).toBe(401);
    expect((await bad()).statusCode).toBe(429);

    const form = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/earn/apply',
        headers: json,
        payload: { name: 'Sameer', email: 's@example.in', mobile: '9822098220', occupation: 'Mechanic' },
      });
    expect((await form()).statusCode).toBe(201);
    expect((await form()).statusCode).toBe(429);

    const forgot = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/customer/password/forgot',
        headers: json,
        payload: { email: 'someone@example.in' },
      });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});
