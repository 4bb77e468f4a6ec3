// Crash safety: the server is killed (SIGKILL) while 20 customers are checking out, then started again.
// Every order that was acknowledged (201) exists with its slot place and coupon use; every slot's and coupon's counter
// equals the orders that exist; a cart item is gone exactly when its order exists (all or nothing); and a customer
// whose answer was lost gets one order, not two, by sending the same Idempotency-Key again.
//
// On the embedded default the whole process group dies, PostgreSQL included (as in a power cut: the data directory
// must open and recover on its own). On PostgreSQL (TEST_DATABASE_URL) the API process dies; the server keeps running.
// No timing decides what is in flight: the test holds one slot's row locked, so that slot's 4 checkouts are certainly
// inside their transactions, half written, when the kill comes.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { tomorrow, validOrderData } from './testing/booking.ts';
import { createScratchDatabase } from './testing/scratch-database.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const CUSTOMERS = 20;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** No wait in this file is open-ended: a request that gets no answer fails the test, saying which. */
const REQUEST_TIMEOUT_MS = 60_000;

type Shop = { child: ChildProcess; base: string; log: () => string };

/** `node apps/api/src/server.ts` in a process group of its own (so that a kill can take its PostgreSQL too). */
async function startShop(env: Record<string, string>): Promise<Shop> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/api/src/server.ts')], {
    cwd: repo,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // A port of the server's own choosing, read from its log: a port picked here and freed for it could be taken by
      // another test's server meanwhile, and this test would then talk to that one.
      PORT: '0',
      LOG_LEVEL: 'info',
      // No web build: the API alone.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'mm-no-web-build'),
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 90_000;
  let base = '';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the shop did not become healthy:\n${output}`);
    base ||= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    const ok =
      base !== '' &&
      (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, log: () => output };
}

function killGroup(shop: Shop, group: boolean): Promise<void> {
  const exited = new Promise<void>((resolve) => shop.child.once('exit', () => resolve()));
  if (group) process.kill(-(shop.child.pid as number), 'SIGKILL');
  else shop.child.kill('SIGKILL');
  return exited;
}

async function stop(shop: Shop): Promise<void> {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  const exited = new Promise((r) => shop.child.once('exit', r));
  shop.child.kill('SIGTERM');
  // A shutdown that hangs is ended, not waited for: this test is about crashes, not about stopping.
  const late = setTimeout(() => process.kill(-(shop.child.pid as number), 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
}

type Customer = { cookie: string; cartId: string; key: string; slot: string };

async function call(shop: Shop, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.base}/api${url}`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the API's, checked by its own tests
  const json: any = await res.json().catch(() => null);
  return { status: res.status, headers: res.headers, json };
}

/** 20 customers, each with a bike and the general service in the cart, spread over tomorrow's slots in Nagpur. */
async function prepareCustomers(shop: Shop): Promise<Customer[]> {
  const vehicles = (await call(shop, 'GET', '/vehicles/allvehicles')).json.vehiclesData as {
    _id: string;
    vehicle_type: string;
    fuel_type: string;
  }[];
  // A petrol bike: the general service is not for electric ones.
  const bike = vehicles.find((v) => v.vehicle_type === 'Bike' && v.fuel_type === 'Petrol');
  const products = (await call(shop, 'GET', '/products/allproducts')).json as {
    _id: string;
    category: string;
  }[];
  const service = products.find((p) => p.category === 'Bike');
  if (!bike || !service) throw new Error('no demo catalogue');
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const tag = randomBytes(4).toString('hex');
    const reg = await call(shop, 'POST', '/customer/register', {
      customerData: {
        name: `Crash Customer ${i}`,
        email: `crash.${tag}@example.in`,
        phone_no: `98${String(10_000_000 + i * 7919).slice(0, 8)}`,
        password: `Secret#${tag}9`,
      },
    });
    expect(reg.status, JSON.stringify(reg.json)).toBe(201);
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const vehicle = await call(
      shop,
      'PUT',
      '/customer/addvehicle',
      { catalogue_id: bike._id, make_model: 'x', reg_number: `MH31CR${String(1000 + i)}` },
      { cookie },
    );
    expect(vehicle.status, JSON.stringify(vehicle.json)).toBe(201);
    const cart = await call(
      shop,
      'PUT',
      '/customer/cart',
      { selectedProductId: service._id, city: 'Nagpur', vehicleId: vehicle.json.vehicle._id },
      { cookie },
    );
    expect(cart.status, JSON.stringify(cart.json)).toBe(200);
    customers.push({
      cookie,
      cartId: cart.json.cartItem._id,
      key: `crash-${randomBytes(8).toString('hex')}`,
      slot: TIME_SLOTS[i % TIME_SLOTS.length] as string,
    });
  }
  return customers;
}

function checkout(shop: Shop, c: Customer) {
  return call(
    shop,
    'POST',
    '/newmyorder/generate',
    {
      cartId: c.cartId,
      orderData: validOrderData({ serviceTimeSlot: c.slot, couponCode: 'WELCOME100' }),
    },
    { cookie: c.cookie, 'idempotency-key': c.key },
  );
}

/** What the database holds about the orders, slots, coupon and carts, after the restart. */
async function consistency(db: Database) {
  const rows = async <T>(q: ReturnType<typeof sql>) => (await db.db.execute(q)).rows as T[];
  return {
    orders: await rows<{ id: string; coupon_code: string | null; slot: string }>(
      sql`select id, coupon_code, service_time_slot as slot from orders`,
    ),
    slotMismatches: await rows(
      sql`select s.slot, s.booked, count(o.id)::int as orders from slot_capacity s
        left join orders o on o.city = s.city and o.servicing_date = s.date and o.service_time_slot = s.slot
          and o.status <> 'cancelled'
        group by s.city, s.date, s.slot, s.booked having s.booked <> count(o.id)`,
    ),
    ordersWithoutPlace: await rows(
      sql`select o.id from orders o left join slot_capacity s
        on o.city = s.city and o.servicing_date = s.date and o.service_time_slot = s.slot where s.slot is null`,
    ),
    couponMismatches: await rows(
      sql`select c.code, c.uses, count(o.id)::int as orders from coupons c left join orders o on o.coupon_id = c.id
        group by c.id, c.code, c.uses having c.uses <> count(o.id)`,
    ),
    // A cart item is consumed by its order in the same transaction: never both, never neither.
    cartAndOrder: await rows(
      sql`select c.id from customers c where c.role = 'customer'
        and exists (select 1 from cart_items i where i.customer_id = c.id)
        = exists (select 1 from orders o where o.customer_id = c.id)`,
    ),
  };
}

async function crashDuringCheckout(kind: 'embedded' | 'postgres') {
  const env: Record<string, string> = { SESSION_SECRET: randomBytes(32).toString('hex') };
  let openDb: () => Promise<Database>;
  let lockConnection: () => Promise<pg.ClientConfig>;
  if (kind === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    env.DATABASE_URL = '';
    openDb = () => openDatabase({ kind: 'embedded', dataDir, poolSize: 2 }, { join: true });
    lockConnection = async () => (await startEmbeddedPostgres(dataDir, { maxConnections: 2, join: true })).connection();
  } else {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'mm_crash');
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
    openDb = () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    lockConnection = async () => ({ connectionString: scratch.url });
  }

  const first = await startShop(env);
  cleanups.push(() => stop(first));
  const customers = await prepareCustomers(first);

  // The last slot's row is held locked: its 4 checkouts stop inside place_order, having taken the cart item and
  // written the order, waiting for the slot. The other 16 go through and are acknowledged; then the plug is pulled,
  // with 4 checkouts certainly in flight, half written.
  const held = new pg.Client(await lockConnection());
  // Its connection dies with the server on the embedded database: that is expected, not an error of the test.
  held.on('error', () => {});
  await held.connect();
  cleanups.push(() => held.end().catch(() => {}));
  const blockedSlot = TIME_SLOTS[TIME_SLOTS.length - 1] as string;
  await held.query(`insert into slot_capacity (city, date, slot, capacity, booked) values ('nagpur', $1, $2, 4, 0)`, [
    tomorrow(),
    blockedSlot,
  ]);
  await held.query('begin');
  await held.query('select 1 from slot_capacity where city = $1 and date = $2 and slot = $3 for update', [
    'nagpur',
    tomorrow(),
    blockedSlot,
  ]);

  const acknowledged = new Map<Customer, string>();
  const attempts = customers.map((c) =>
    checkout(first, c).then(
      (res) => {
        if (res.status === 201) acknowledged.set(c, res.json.order._id);
        return res.status;
      },
      () => 'lost' as const,
    ),
  );
  const free = customers.filter((c) => c.slot !== blockedSlot);
  await Promise.all(attempts.filter((_, i) => customers[i]?.slot !== blockedSlot));
  expect(acknowledged.size).toBe(free.length);
  // The other 4 are waiting for the slot's row inside their transactions.
  const answered: Record<number, string> = {};
  for (const [i, attempt] of attempts.entries()) {
    void attempt.then((status) => {
      answered[i] = String(status);
    });
  }
  const waitingSince = Date.now();
  for (;;) {
    // `held` is inside its transaction, and PostgreSQL shows a transaction one picture of pg_stat_activity, taken at
    // its first look, until the transaction ends: without a fresh picture each time, a first look taken before the 4
    // had reached the slot would be seen again and again (CI's run of 2026-11-25 failed so, after 60 s).
    await held.query('select pg_stat_clear_snapshot()');
    const { rows: activity } = await held.query<{ pid: number; state: string; wait: string | null; query: string }>(
      `select pid, state, wait_event_type as wait, left(query, 60) as query from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    const waiting = activity.filter((a) => a.wait === 'Lock' && a.query.includes('place_order'));
    if (waiting.length === CUSTOMERS - free.length) break;
    if (Date.now() - waitingSince > REQUEST_TIMEOUT_MS) {
      throw new Error(
        `${waiting.length} checkouts wait for the slot, not ${CUSTOMERS - free.length}. Answered: ` +
          `${JSON.stringify(answered)}. Sessions: ${JSON.stringify(activity)}\n${first.log()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await killGroup(first, kind === 'embedded');
  const outcomes = await Promise.all(attempts);
  const lost = outcomes.filter((o) => o === 'lost').length;
  // On PostgreSQL the server outlived the API: letting go of the row lets a waiting checkout run on, for nobody.
  await held.query('rollback').catch(() => {});
  await held.end().catch(() => {});

  const second = await startShop(env);
  cleanups.push(() => stop(second));
  const db = await openDb();
  cleanups.push(() => db.close());

  const after = await consistency(db);
  const ids = new Set(after.orders.map((o) => o.id));
  for (const id of acknowledged.values()) expect(ids.has(id), `acknowledged order ${id}`).toBe(true);
  expect(after.orders.every((o) => o.coupon_code === 'WELCOME100')).toBe(true);
  expect(after.slotMismatches).toEqual([]);
  expect(after.ordersWithoutPlace).toEqual([]);
  expect(after.couponMismatches).toEqual([]);
  expect(after.cartAndOrder).toEqual([]);

  // Those whose answer was lost send the same request again: the order placed before the crash is answered, or the
  // order is placed now; either way one order each, and the counters still agree.
  for (const c of customers.filter((c) => !acknowledged.has(c))) {
    const res = await checkout(second, c);
    expect([200, 201], JSON.stringify(res.json)).toContain(res.status);
  }
  const settled = await consistency(db);
  expect(settled.orders).toHaveLength(CUSTOMERS);
  expect(settled.slotMismatches).toEqual([]);
  expect(settled.couponMismatches).toEqual([]);
  expect(settled.cartAndOrder).toEqual([]);
  return { acknowledged: acknowledged.size, lost, before: after.orders.length };
}

describe('a server killed during checkout', () => {
  it('on the embedded database: the data directory recovers, and no acknowledged order or counter is lost', async () => {
    const result = await crashDuringCheckout('embedded');
    // PostgreSQL died with the server: the 4 half-written checkouts were never committed.
    expect(result).toEqual({ acknowledged: 16, lost: 4, before: 16 });
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: no acknowledged order or counter is lost',
    async () => {
      const result = await crashDuringCheckout('postgres');
      // The server outlived the API: a checkout waiting for the slot may still finish once the lock is released,
      // for nobody (an order no one was told of, which its customer's retry then answers).
      expect(result).toMatchObject({ acknowledged: 16, lost: 4 });
      expect(result.before).toBeGreaterThanOrEqual(16);
    },
    300_000,
  );
});
