// Place-order and add-to-cart throughput and latency on PostgreSQL: 20 customers, each with its own cart items,
// placing orders (then adding services to their carts) at once against a real server process, next to the bare
// GET /api/live driven the same way.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, istDate } from '@motomitra/domain/ist';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  cartItems,
  coupons,
  customers,
  customerVehicles,
  products,
  slotCapacity,
  vehicleCatalogue,
} from '../apps/api/src/db/schema.ts';
import { validOrderData } from '../apps/api/src/testing/booking.ts';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { startShop, treeRssMb } from './shop.ts';

/** Concurrent customers; BENCH_CUSTOMERS=200 is the load real use was measured at (issue 22). */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ORDERS_PER_CUSTOMER = Number(process.env.BENCH_ORDERS_PER_CUSTOMER ?? 100);
const WARMUP_PER_CUSTOMER = 3;
/** Orders each customer places in the one-at-a-time pass that shows a single order's cost without queueing. */
const SOLO_PER_CUSTOMER = 5;
const BIKE_SLUGS = [
  'bike-general-service',
  'bike-premium-service',
  'bike-engine-oil-change',
  'bike-yearly-care-plan',
  'breakdown-assistance',
  'flat-tyre-battery-jump-start',
];

/** A lean keep-alive HTTP client: fetch() costs the client more CPU than the bare route costs the server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS });
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

type Shopper = { id: string; cookie: string; cartIds: string[]; vehicleIds: string[] };

/** Cart items each customer adds in the cart pass: as many as a cart holds (CART_MAX_ITEMS). */
const CART_ADDS_PER_CUSTOMER = 20;

/** Customers register over HTTP (as people do); their vehicles and cart items are written directly, being many. */
async function prepare(url: string, databaseUrl: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const tag = randomBytes(4).toString('hex');
    const res = await fetch(`${url}/api/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerData: {
          name: `Bench Customer ${i + 1}`,
          email: `bench.${tag}@example.in`,
          phone_no: `98${String(10_000_000 + i).padStart(8, '0')}`,
          password: `Bench#${tag}9`,
        },
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('mm_sid=')) ?? '').split(';')[0] ?? '';
    shoppers.push({ id: '', cookie, cartIds: [], vehicleIds: [] });
  }

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const db = database.db;
    const rows = await db.select({ id: customers.id }).from(customers).orderBy(customers.number);
    rows.forEach((r, i) => {
      const s = shoppers[i];
      if (s) s.id = r.id;
    });
    const [bike] = await db.select().from(vehicleCatalogue).where(eq(vehicleCatalogue.model, 'Splendor Plus'));
    if (!bike) throw new Error('no catalogue bike');
    const productIds = (
      await db.select({ id: products.id }).from(products).where(inArray(products.slug, BIKE_SLUGS))
    ).map((p) => p.id);
    const total = WARMUP_PER_CUSTOMER + ORDERS_PER_CUSTOMER + SOLO_PER_CUSTOMER;
    // Enough vehicles for the cart items the orders use, and for the cart pass's adds.
    const vehiclesEach = Math.ceil(Math.max(total, CART_ADDS_PER_CUSTOMER) / productIds.length);
    for (const s of shoppers) {
      const vehicles = await db
        .insert(customerVehicles)
        .values(
          Array.from({ length: vehiclesEach }, (_, v) => ({
            customerId: s.id,
            catalogueId: bike.id,
            vehicleType: bike.vehicleType,
            makeModel: `${bike.make} ${bike.model}`,
            variant: bike.variant,
            fuelType: bike.fuelType,
            bikeCc: bike.bikeCc,
            carType: bike.carType,
            vehicleImage: bike.image,
            regNumber: `MH31AB${String(1000 + v)}`,
          })),
        )
        .returning({ id: customerVehicles.id });
      s.vehicleIds = vehicles.map((v) => v.id);
      const items = vehicles
        .flatMap((v) =>
          productIds.map((p) => ({ customerId: s.id, productId: p, vehicleId: v.id, city: 'nagpur' as const })),
        )
        .slice(0, total);
      s.cartIds = (await db.insert(cartItems).values(items).returning({ id: cartItems.id })).map((r) => r.id);
    }
    // A coupon any number of orders may use, so that coupon orders are counted, not refused.
    await db.insert(coupons).values({ code: 'BENCH50', discountType: 'fixed_card_discount', amount: 5_000 });
    // Room for every order: the bench measures checkout, not a full slot's 409.
    const today = istDate(new Date());
    await db.insert(slotCapacity).values(
      Array.from({ length: 30 }, (_, d) =>
        TIME_SLOTS.map((slot) => ({
          city: 'nagpur' as const,
          date: addDays(today, d + 1),
          slot,
          capacity: 1_000_000,
        })),
      ).flat(),
    );
  } finally {
    await database.close();
  }
  return shoppers;
}

/** The tests' valid order data (every checkout rule passes), spread over 30 days and the five slots. */
function orderData(n: number) {
  const date = addDays(istDate(new Date()), 1 + (n % 30));
  return validOrderData({
    servicingDate: date,
    expectedDeliveryDate: date,
    serviceTimeSlot: TIME_SLOTS[n % TIME_SLOTS.length],
    couponCode: n % 4 === 0 ? 'BENCH50' : undefined,
  });
}

/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is no such process here. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** What the server process and this database's PostgreSQL backends (when they run on this machine) have used. */
async function serverCpu(serverPid: number, databaseUrl: string): Promise<{ api: number; postgres: number | null }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const backends = rows.map((r) => cpuSeconds(r.pid));
    return {
      api: cpuSeconds(serverPid) ?? 0,
      postgres: backends.every((b) => b !== null) ? backends.reduce<number>((a, b) => a + (b ?? 0), 0) : null,
    };
  } finally {
    await client.end();
  }
}

type Run = { requests: number; seconds: number; rps: number; p50: number; p95: number; p99: number; errors: number };

function summarize(latencies: number[], seconds: number, errors: number): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return {
    requests: latencies.length,
    seconds: +seconds.toFixed(2),
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** Each shopper is one client that sends its next request as soon as the last one answered. */
async function drive(
  shoppers: Shopper[],
  perShopper: number,
  request: (s: Shopper, i: number) => Promise<{ status: number }>,
  ok: (status: number) => boolean,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    shoppers.map(async (s) => {
      for (let i = 0; i < perShopper; i++) {
        const t0 = performance.now();
        const res = await request(s, i);
        latencies.push(performance.now() - t0);
        if (!ok(res.status)) errors++;
      }
    }),
  );
  return summarize(latencies, (performance.now() - start) / 1000, errors);
}

/** The bike services the cart pass adds, by id. */
async function bikeServiceIds(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    return (await database.db.select({ id: products.id }).from(products).where(inArray(products.slug, BIKE_SLUGS))).map(
      (p) => p.id,
    );
  } finally {
    await database.close();
  }
}

export async function benchPlaceOrder(adminUrl: string): Promise<void> {
  const database = await createScratchDatabase(adminUrl, 'mm_bench');
  const server = await startShop({ databaseUrl: database.url, env: { RATE_LIMIT_REGISTER_PER_HOUR: '10000' } });
  try {
    const shoppers = await prepare(server.url, database.url);
    let n = 0;
    const place = (s: Shopper, i: number, offset: number) =>
      send(`${server.url}/api/newmyorder/generate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: s.cookie,
          'idempotency-key': `bench-${s.id}-${offset + i}`,
        },
        body: JSON.stringify({ orderData: orderData(n++), cartId: s.cartIds[offset + i] }),
      });
    const placed = (status: number) => status === 201;
    const warmup = await drive(shoppers, WARMUP_PER_CUSTOMER, (s, i) => place(s, i, 0), placed);
    const live = await drive(
      shoppers,
      ORDERS_PER_CUSTOMER,
      () => send(`${server.url}/api/live`),
      (status) => status === 200,
    );
    const cpuBefore = await serverCpu(server.child.pid ?? 0, database.url);
    const orders = await drive(shoppers, ORDERS_PER_CUSTOMER, (s, i) => place(s, i, WARMUP_PER_CUSTOMER), placed);
    const cpuAfter = await serverCpu(server.child.pid ?? 0, database.url);
    const perRequestMs = (before: number | null, after: number | null, requests: number) =>
      before === null || after === null ? 'n/a' : `${(((after - before) * 1000) / requests).toFixed(2)} ms`;
    const perOrderMs = (before: number | null, after: number | null) => perRequestMs(before, after, orders.requests);
    // One request in flight at a time: the latency of one order when nothing queues.
    const soloLatencies: number[] = [];
    let soloErrors = 0;
    const soloStart = performance.now();
    for (const s of shoppers) {
      const solo = await drive(
        [s],
        SOLO_PER_CUSTOMER,
        (x, i) => place(x, i, WARMUP_PER_CUSTOMER + ORDERS_PER_CUSTOMER),
        placed,
      );
      soloLatencies.push(solo.p50);
      soloErrors += solo.errors;
    }
    const soloMs = (performance.now() - soloStart) / (shoppers.length * SOLO_PER_CUSTOMER);

    // Adding to the cart under the same load (issue 22: it took a median 925 ms where an order took 365 ms): every
    // customer's cart is empty now, and each adds services for its vehicles until the cart is full.
    const services = await bikeServiceIds(database.url);
    const addToCart = (s: Shopper, i: number) =>
      send(`${server.url}/api/customer/cart`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: s.cookie },
        body: JSON.stringify({
          selectedProductId: services[i % services.length],
          city: 'Nagpur',
          vehicleId: s.vehicleIds[Math.floor(i / services.length)],
        }),
      });
    const cartCpuBefore = await serverCpu(server.child.pid ?? 0, database.url);
    const carts = await drive(shoppers, CART_ADDS_PER_CUSTOMER, addToCart, (status) => status === 200);
    const cartCpuAfter = await serverCpu(server.child.pid ?? 0, database.url);

    const failed = warmup.errors + orders.errors + soloErrors + carts.errors;
    if (failed > 0) throw new Error(`${failed} orders were refused: the bench measures placed orders only`);
    console.log(
      `\nPlace order on PostgreSQL (${CUSTOMERS} concurrent customers, ${ORDERS_PER_CUSTOMER} orders each, own cart items; every 4th with a coupon):`,
    );
    const row = (r: Run) => ({
      requests: r.requests,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
    });
    console.table({
      'GET /api/live (bare)': row(live),
      'POST /api/newmyorder/generate': row(orders),
      'PUT /api/customer/cart': row(carts),
    });
    console.log(
      `place-order p95 = ${orders.p95} ms (target < 50 ms); one at a time: ${soloMs.toFixed(1)} ms per order` +
        ` (median of per-customer medians ${summarize(soloLatencies, 1, 0).p50} ms, errors ${soloErrors});` +
        ` load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.log(
      `CPU per cart add under load: API process ${perRequestMs(cartCpuBefore.api, cartCpuAfter.api, carts.requests)},` +
        ` PostgreSQL backends ${perRequestMs(cartCpuBefore.postgres, cartCpuAfter.postgres, carts.requests)}`,
    );
    console.log(
      `CPU per order under load: API process ${perOrderMs(cpuBefore.api, cpuAfter.api)},` +
        ` PostgreSQL backends ${perOrderMs(cpuBefore.postgres, cpuAfter.postgres)}` +
        ` (from /proc; n/a when PostgreSQL runs elsewhere); pool: ${process.env.DATABASE_POOL_SIZE ?? "the server's default"}`,
    );
    console.log(
      `API process on PostgreSQL: ${Math.round(treeRssMb(server.child.pid ?? 0).total)} MB RSS after the run (target ≤ 200 MB)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}
