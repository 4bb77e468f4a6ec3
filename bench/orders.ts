// Place-order and add-to-cart throughput and latency on PostgreSQL: 20 customers, each with its own cart items,
// placing orders (then adding services to their carts) at once against a real server process, next to the bare
// GET /api/live driven the same way. load.ts drives the clients and measures; shoppers.ts prepares the customers.
import os from 'node:os';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { drive, keepAliveClient, perRequestMs, type Run, type ServerCpu, serverCpu, summarize } from './load.ts';
import { startShop, treeRssMb } from './shop.ts';
import { bikeServiceIds, orderData, prepareShoppers, type Shopper } from './shoppers.ts';

/** Concurrent customers; BENCH_CUSTOMERS=200 is the load real use was measured at. */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ORDERS_PER_CUSTOMER = Number(process.env.BENCH_ORDERS_PER_CUSTOMER ?? 100);
const WARMUP_PER_CUSTOMER = 3;
/** Orders each customer places in the one-at-a-time pass that shows a single order's cost without queueing. */
const SOLO_PER_CUSTOMER = 5;

/** Cart items each customer adds in the cart pass: as many as a cart holds (CART_MAX_ITEMS). */
const CART_ADDS_PER_CUSTOMER = 20;

const send = keepAliveClient(CUSTOMERS);

type OrderRuns = {
  warmup: Run;
  live: Run;
  orders: Run;
  cpu: [ServerCpu, ServerCpu];
  /** One at a time: wall time per order, the median of the per-customer medians, and refusals. */
  solo: { msEach: number; medianMs: number; errors: number };
};

/**
 * Orders under load, next to the bare route driven the same way, with the CPU they cost; then one at a time, the latency
 * of one order when nothing queues. Each customer uses its own cart items: a warm-up's, the loaded run's, the solo run's.
 */
async function placeOrders(url: string, databaseUrl: string, pid: number, shoppers: Shopper[]): Promise<OrderRuns> {
  let n = 0;
  const place = (s: Shopper, i: number, offset: number) =>
    send(`${url}/api/newmyorder/generate`, {
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
    () => send(`${url}/api/live`),
    (status) => status === 200,
  );
  const cpuBefore = await serverCpu(pid, databaseUrl);
  const orders = await drive(shoppers, ORDERS_PER_CUSTOMER, (s, i) => place(s, i, WARMUP_PER_CUSTOMER), placed);
  const cpuAfter = await serverCpu(pid, databaseUrl);
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
  const msEach = (performance.now() - soloStart) / (shoppers.length * SOLO_PER_CUSTOMER);
  const medianMs = summarize(soloLatencies, 1, 0).p50;
  return { warmup, live, orders, cpu: [cpuBefore, cpuAfter], solo: { msEach, medianMs, errors: soloErrors } };
}

/**
 * Adding to the cart under the same load (it took a median 925 ms where an order took 365 ms): every
 * customer's cart is empty now, and each adds services for its vehicles until the cart is full.
 */
async function addToCarts(url: string, databaseUrl: string, pid: number, shoppers: Shopper[]) {
  const services = await bikeServiceIds(databaseUrl);
  const addToCart = (s: Shopper, i: number) =>
    send(`${url}/api/customer/cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: s.cookie },
      body: JSON.stringify({
        selectedProductId: services[i % services.length],
        city: 'Nagpur',
        vehicleId: s.vehicleIds[Math.floor(i / services.length)],
      }),
    });
  const cpuBefore = await serverCpu(pid, databaseUrl);
  const carts = await drive(shoppers, CART_ADDS_PER_CUSTOMER, addToCart, (status) => status === 200);
  const cpuAfter = await serverCpu(pid, databaseUrl);
  return { carts, cpu: [cpuBefore, cpuAfter] as const };
}

function report(runs: OrderRuns, carts: Run, cartCpu: readonly [ServerCpu, ServerCpu], pid: number): void {
  const { live, orders, solo } = runs;
  const [cpuBefore, cpuAfter] = runs.cpu;
  const [cartCpuBefore, cartCpuAfter] = cartCpu;
  const perOrderMs = (before: number | null, after: number | null) => perRequestMs(before, after, orders.requests);
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
    `place-order p95 = ${orders.p95} ms (target < 50 ms); one at a time: ${solo.msEach.toFixed(1)} ms per order` +
      ` (median of per-customer medians ${solo.medianMs} ms, errors ${solo.errors});` +
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
  console.log(`API process on PostgreSQL: ${Math.round(treeRssMb(pid).total)} MB RSS after the run (target ≤ 200 MB)`);
}

export async function benchPlaceOrder(adminUrl: string): Promise<void> {
  const database = await createScratchDatabase(adminUrl, 'mm_bench');
  const server = await startShop({ databaseUrl: database.url, env: { RATE_LIMIT_REGISTER_PER_HOUR: '10000' } });
  try {
    const pid = server.child.pid ?? 0;
    const shoppers = await prepareShoppers(server.url, database.url, {
      customers: CUSTOMERS,
      cartItemsEach: WARMUP_PER_CUSTOMER + ORDERS_PER_CUSTOMER + SOLO_PER_CUSTOMER,
      cartAddsEach: CART_ADDS_PER_CUSTOMER,
    });
    const runs = await placeOrders(server.url, database.url, pid, shoppers);
    const { carts, cpu } = await addToCarts(server.url, database.url, pid, shoppers);
    const failed = runs.warmup.errors + runs.orders.errors + runs.solo.errors + carts.errors;
    if (failed > 0) throw new Error(`${failed} orders were refused: the bench measures placed orders only`);
    report(runs, carts, cpu, pid);
  } finally {
    await server.stop();
    await database.drop();
  }
}
