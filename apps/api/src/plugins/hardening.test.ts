// The defects an attack on a local server found (launch issue), each reproduced: bad text, logs that carried data,
// a path spelling that skipped the CSRF and session checks, operator inputs out of range, caching and framework errors.

import { englishOf } from '@motomitra/domain/keyed-text';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, enquiries, jobItems, orderEvents, orders, slotCapacity } from '../db/schema.ts';
import { addCartItem, productId, quickCustomer, saveVehicle, validOrderData } from '../testing/booking.ts';
import { as, json, newCustomerData, registerCustomer, type TestCustomer } from '../testing/customers.ts';
import { logLines } from '../testing/log-lines.ts';
import { loginOperator } from '../testing/operators.ts';
import { insertOrder } from '../testing/orders.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { BAD_TEXT, badTextAt } from './input-guard.ts';

const { lines, sink } = logLines();

let t: TestApp;
let asha: TestCustomer;
let ops: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' }, { logStream: sink });
  asha = await registerCustomer(t.app);
  ops = await loginOperator(t);
});
afterAll(() => t?.close());

const rowCounts = async () => {
  const [row] = (
    (await t.database.db.execute(sql`select
      (select count(*)::int from ${customers}) as customers, (select count(*)::int from ${orders}) as orders,
      (select count(*)::int from ${enquiries}) as enquiries, (select count(*)::int from ${jobItems}) as items,
      (select count(*)::int from ${orderEvents}) as events, (select count(*)::int from ${slotCapacity}) as slots`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return row;
};

describe('text with a NUL or another control character', () => {
  const NUL = 'ab\u0000cd';
  it.each([
    [
      'register name',
      'POST',
      '/api/customer/register',
      null,
      () => ({ customerData: { ...newCustomerData(), name: `Nul${NUL}` } }),
    ],
    ['login email', 'POST', '/api/customer/login', null, () => ({ email: `n${NUL}@x.in`, password: 'Secr3t#Nul!' })],
    [
      'contact address',
      'POST',
      '/api/contactus/create',
      null,
      () => ({ name: 'Ravi', email: 'r@x.in', mobile_no: '9876501234', address: NUL }),
    ],
    [
      'earn occupation',
      'POST',
      '/api/earn/apply',
      null,
      () => ({ name: 'Ravi', email: 'r@x.in', mobile: '9876501234', occupation: NUL }),
    ],
    [
      'add-vehicle make_model',
      'PUT',
      '/api/customer/addvehicle',
      'customer',
      () => ({ make_model: NUL, reg_number: 'MH31AB1234' }),
    ],
    ['coupon code', 'POST', '/api/coupons/apply/coupon', 'customer', () => ({ couponCode: NUL, cartAmount: 999 })],
    ['profile address', 'PATCH', '/api/customer/edit', 'customer', () => ({ updatedCustomerData: { address: NUL } })],
    ['an object key', 'PATCH', '/api/customer/edit', 'customer', () => ({ updatedCustomerData: { [NUL]: 'x' } })],
    [
      'operator coupon description',
      'POST',
      '/api/ops/coupons',
      'operator',
      () => ({ couponCode: 'NULTEST', discountType: 'fixed_card_discount', amount: 50, description: NUL }),
    ],
    [
      'a lone UTF-16 half',
      'POST',
      '/api/contactus/create',
      null,
      () => ({ name: 'Ravi \uD800', email: 'r@x.in', mobile_no: '9876501234', address: 'Nagpur' }),
    ],
  ] as const)('is refused with 400 and writes nothing: %s', async (_label, method, url, who, payload) => {
    const before = await rowCounts();
    const cookie = who === 'customer' ? asha.cookie : who === 'operator' ? ops.cookie : undefined;
    const res = await t.app.inject({
      method,
      url,
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: payload(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(englishOf(BAD_TEXT));
    expect(await rowCounts()).toEqual(before);
  });

  it('is refused in the query string and in a path parameter', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/ops/orders?q=%00', headers: { cookie: ops.cookie } });
    expect(search.statusCode).toBe(400);
    const product = await t.app.inject({ method: 'GET', url: '/api/products/ab%00cd' });
    expect(product.statusCode).toBe(400);
  });

  it('is refused in checkout, cancel reasons, job items and status notes, leaving the order as it was', async () => {
    const c = await quickCustomer(t);
    const vehicle = await saveVehicle(t, c);
    const item = await addCartItem(t, c, {
      selectedProductId: await productId(t, 'bike-general-service'),
      vehicleId: vehicle._id,
    });
    for (const field of ['note', 'address', 'pickupLocation']) {
      const orderData = validOrderData(
        field === 'pickupLocation'
          ? { pickupLocation: { address: 'x\u0000', coordinates: { lat: 21.14, lng: 79.06 } } }
          : { [field]: 'x\u0000' },
      );
      const res = await as(t.app, c, {
        method: 'POST',
        url: '/api/newmyorder/generate',
        headers: { 'idempotency-key': `nul-${field}-123456` },
        payload: { orderData, cartId: item._id },
      });
      expect(res.statusCode, field).toBe(400);
    }
    const order = await insertOrder(t.database.db, c.id);
    const before = await rowCounts();
    for (const [url, payload] of [
      [`/api/ops/orders/${order.id}/cancel`, { reason: 'because\u0000' }],
      [`/api/ops/orders/${order.id}/items`, { name: 'Brake\u0000pads', quantity: 1, unitPrice: 850 }],
      [`/api/ops/orders/${order.id}/status`, { to: 'pickedUp', note: 'ok\u0001' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...json, cookie: ops.cookie }, payload });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('is found at any depth, and a body nested 30,000 deep is answered 400 (found by the fuzz suite)', async () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 30_000; i++) deep = [deep];
    expect(badTextAt({ a: deep })).toBe(`a.${Array(30_000).fill('0').join('.')}`);
    // Copying the path at each level made this 64 KB body cost 35 s of the event loop before the guard was linear.
    const body = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const res = await as(t.app, asha, { method: 'PUT', url: '/api/customer/cart', payload: body });
    expect(res.statusCode).toBe(400);
  });
});

describe('log lines', () => {
  it('carry no query parameter, e-mail, phone or password hash when the database refuses a write', async () => {
    // The database refuses every new customer, as an outage or a deadlock would mid-request.
    await t.database.db.execute(
      sql.raw(`
      create or replace function refuse_customer() returns trigger language plpgsql as $$
      begin raise exception 'deadlock detected' using errcode = '40P01'; end $$;
      create trigger refuse_customer before insert on customers for each row execute function refuse_customer();`),
    );
    try {
      const data = newCustomerData();
      lines.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/register',
        headers: json,
        payload: { customerData: data },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/deadlock|insert|customers/i);
      const log = lines.join('');
      expect(log).toContain('"code":"40P01"');
      for (const secret of [data.email, data.phone_no.slice(-8), '$argon2id', 'params:']) {
        expect(log, `${secret} reached the log`).not.toContain(secret);
      }
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger refuse_customer on customers; drop function refuse_customer();'),
      );
    }
  });

  it('show a request’s path without its query string (an operator’s phone search is not logged)', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/ops/orders?q=9876501234', headers: { cookie: ops.cookie } });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/ops/orders"');
    expect(log).not.toContain('9876501234');
  });

  it('say when the database ends a connection (a restart, a network cut), and the shop goes on', async () => {
    // Connections the pool keeps idle, which the server then ends. Each one's loss is reported (the pool drops it);
    // the request below waits for all of them, so it cannot pick one whose end has not arrived yet.
    await t.database.db.execute(sql`select 1`);
    const pool = t.database.db.$client;
    expect(pool.idleCount).toBeGreaterThan(0);
    lines.length = 0;
    let dropped = 0;
    let ended = Number.POSITIVE_INFINITY;
    let allDropped: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allDropped = resolve;
    });
    t.database.onConnectionError(() => {
      if (++dropped >= ended) allDropped();
    });
    const url = (t.config.database as { url: string }).url;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      ended = result.rowCount ?? 0;
      expect(ended).toBeGreaterThan(0);
      if (dropped >= ended) allDropped();
    } finally {
      await admin.end();
    }
    await done;
    const logged = lines.filter((l) => l.includes('database connection lost'));
    expect(logged).toHaveLength(ended);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ level: 50, err: { code: '57P01' } });
    // The pool opens new connections: the next request is answered.
    const res = await t.app.inject({ method: 'GET', url: '/api/products/allproducts' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the checks of /api', () => {
  it('meet every spelling of a path: /%61pi/… from a foreign origin is refused before anything is written', async () => {
    const data = newCustomerData();
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/customer/register',
      headers: { ...json, origin: 'https://evil.example' },
      payload: { customerData: data },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/%61pi/customer/login',
      headers: { ...json, origin: 'https://evil.example' },
      payload: { email: asha.email, password: asha.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    // The session is read for such a spelling too.
    const me = await t.app.inject({
      method: 'GET',
      url: '/%61pi/customer/fetch/single',
      headers: { cookie: asha.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('the log-in lock-out', () => {
  it('checks at most 5 passwords of an account however many arrive at once', async () => {
    const target = await registerCustomer(t.app);
    const attempts = Array.from({ length: 24 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        headers: json,
        // The right password at position 10, as in the attack.
        payload: { email: target.email, password: i === 10 ? target.password : `${target.password}x${i}` },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401 || s === 200);
    expect(checked.length, statuses.join(',')).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(24 - checked.length);
  });
});

describe('operator inputs out of range', () => {
  it('are refused with 400 and change nothing', async () => {
    const c = await quickCustomer(t);
    const order = await insertOrder(t.database.db, c.id);
    const before = await rowCounts();
    const cases: [string, string, unknown][] = [
      ['POST', `/api/ops/orders/${order.id}/items`, { name: 'Engine', quantity: 1000, unitPrice: 1_000_000 }],
      ['POST', `/api/ops/orders/${order.id}/items`, { name: 'Engine', quantity: 1, unitPrice: 10.005 }],
      ['POST', '/api/ops/coupons', { couponCode: 'HUGE', discountType: 'fixed_card_discount', amount: 1e10 }],
      ['POST', '/api/ops/coupons', { couponCode: 'TINY', discountType: 'fixed_card_discount', amount: 0.001 }],
      // Found by `npm run fuzz`: positive, but 0 paise.
      ['POST', '/api/ops/coupons', { couponCode: 'DENORM', discountType: 'fixed_card_discount', amount: 5e-324 }],
      ['POST', '/api/ops/coupons', { couponCode: 'NEARZERO', discountType: 'fixed_card_discount', amount: 1e-9 }],
      ['PUT', '/api/ops/slots', { city: 'nagpur', date: '9999-12-31', capacity: 5 }],
      ['GET', '/api/ops/slots?city=nagpur&from=9999-12-31', undefined],
      ['GET', '/api/ops/orders?from=9999-12-31', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(payload ? json : {}), cookie: ops.cookie },
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a job card keeps its final amount below ₹20,00,000 however many lines are added', async () => {
    const c = await quickCustomer(t);
    const order = await insertOrder(t.database.db, c.id, { status: 'inService' });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/orders/${order.id}/items`,
        headers: { ...json, cookie: ops.cookie },
        payload: { name: 'Engine rebuild', quantity: 1, unitPrice: 900_000 },
      });
    expect((await add()).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    const third = await add();
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('An order’s final amount cannot exceed ₹20,00,000.'.replace('’', "'"));
  });
});

describe('answers', () => {
  it('about a person say Cache-Control: no-store', async () => {
    for (const url of [
      '/api/customer/fetch/single',
      '/api/customer/fetch/customers/orders',
      '/api/customer/fetch/current/customer/vehicles',
      '/api/customer/invoices',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: asha.cookie } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const board = await t.app.inject({ method: 'GET', url: '/api/ops/orders', headers: { cookie: ops.cookie } });
    expect(board.headers['cache-control']).toBe('no-store');
    const list = await t.app.inject({ method: 'GET', url: '/api/products/allproducts' });
    expect(list.headers['cache-control']).toBe('public, max-age=60');
  });

  it('to a malformed URL or too long a parameter go through the one error handler, with the security headers', async () => {
    for (const [url, status] of [
      ['/api/products/%E0%A4%A', 400],
      [`/api/products/${'a'.repeat(500)}`, 414],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/^The address is/) });
      expect(res.body).not.toMatch(/FST_ERR|%E0|aaaa/);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  const register = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: { ...json, ...headers },
      payload: { customerData: newCustomerData() },
    });

  it('trusted, the session cookie is Secure over https and limits count each client address', async () => {
    const behind = await createTestApp(
      {
        trustProxy: true,
        rateLimits: {
          registerPerHour: 2,
          loginPerMinute: 100,
          formsPerHour: 100,
          passwordResetPerHour: 100,
          vehiclesPerHour: 100,
          otpPerHour: 100,
        },
      },
      { seed: false },
    );
    try {
      const first = await register(behind.app, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
      expect(first.statusCode).toBe(201);
      expect(String(first.headers['set-cookie'])).toMatch(/; Secure/i);
      expect((await register(behind.app, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(201);
      expect((await register(behind.app, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
      // Another customer behind the same proxy is another address.
      expect((await register(behind.app, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(201);
    } finally {
      await behind.close();
    }
  });

  it('untrusted (the default), forwarded headers change neither the cookie nor the address', async () => {
    const direct = await createTestApp(
      {
        rateLimits: {
          registerPerHour: 1,
          loginPerMinute: 100,
          formsPerHour: 100,
          passwordResetPerHour: 100,
          vehiclesPerHour: 100,
          otpPerHour: 100,
        },
      },
      { seed: false },
    );
    try {
      const first = await register(direct.app, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
      expect(first.statusCode).toBe(201);
      expect(String(first.headers['set-cookie'])).not.toMatch(/; Secure/i);
      expect((await register(direct.app, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
