// The owner's reports at a garage's real scale (decision 0022): 100,000 orders over the last year (20,000 customers, their
// extra work, reviews, reminders, refunds and rider runs), written with generate_series in a few statements, then
// GET /api/ops/reports/summary for the year's range, one request at a time as the owner's screen asks it, against the
// built shop on PostgreSQL: p50 and p95 (target p95 < 200 ms), next to a month's range, and the year's orders.csv.
// `npm run bench` runs it with BENCH_DATABASE_URL (or TEST_DATABASE_URL); alone, after `npm run build`:
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/reports.ts
import os from 'node:os';
import { addDays, istDate } from '@motomitra/domain/ist';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createOperator } from '../apps/api/src/modules/operators/accounts.ts';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { keepAliveClient, perRequestMs, serverCpu, summarize } from './load.ts';
import { startShop } from './shop.ts';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 60);
const WARMUP = 5;
const ADMIN = { email: 'owner@bench.motomitra.in', name: 'Bench Owner', password: 'Owner#Bench2026x' };

/**
 * A year of orders ending today (IST): created through the year, serviced a day or two after, 8% cancelled, most of
 * the rest delivered and paid a day after service, one in five with a coupon, one in three with extra work.
 */
async function loadYear(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await client.query(
      `insert into customers (name, email, phone)
       select 'Bench Customer ' || i, 'bench.customer.' || i || '@example.in', '+9197' || lpad(i::text, 8, '0')
       from generate_series(1, $1::int) as i`,
      [CUSTOMERS],
    );
    await client.query(
      `insert into customers (name, email, phone, role, staff_role)
       select 'Bench Rider ' || i, 'bench.rider.' || i || '@example.in', '+9196' || lpad(i::text, 8, '0'),
         'operator', 'rider'
       from generate_series(1, 6) as i`,
    );
    await client.query(
      `create temporary table bench_ids on commit drop as
       select (select array_agg(id order by number) from customers where role = 'customer') as customers,
         (select array_agg(id order by number) from customers where staff_role = 'rider') as riders,
         (select array_agg(id order by slug) from products where category in ('Bike', 'Bike Yearly')) as bikes,
         (select array_agg(id order by slug) from products where category = 'Car') as cars`,
    );
    // One row per order; `r` is a fixed pseudo-random number per order (no random(): every run loads the same year).
    await client.query(
      `insert into orders (oid, customer_id, idempotency_key, status, payment_status, product_id, product, customer_name,
         customer_email, customer_phone, vehicle_type, make_model, registration_number, bike_cc, car_type, city, address,
         servicing_date, service_time_slot, expected_delivery_date, verify_make_model, verify_registration_number,
         verify_breakdown, verify_vehicle_insurance, pickup_location, drop_location, state, pincode, alternate_number,
         subtotal_paise, discount_paise, total_paise, coupon_code, final_total_paise, payment_method, payment_reference,
         paid_at, cancel_reason, pickup_rider_id, drop_rider_id, created_at, updated_at)
       select 'MM-BENCH-' || lpad(o.i::text, 6, '0'), o.customer, 'bench-' || o.i, o.status,
         case when o.status = 'delivered' then 'paid' else 'pending' end,
         o.product, jsonb_build_object('productId', o.product, 'product_name', p.product_name, 'category', p.category,
           'image', p.image, 'description', '[]'::jsonb),
         'Bench Customer ' || o.c, 'bench.customer.' || o.c || '@example.in', '+9197' || lpad(o.c::text, 8, '0'),
         o.vehicle, case when o.vehicle = 'Bike' then 'Honda Shine' else 'Maruti Swift' end,
         'MH31BN' || lpad((o.i % 10000)::text, 4, '0'),
         case when o.vehicle = 'Bike' then (array[110, 125, 150, 160, 180, 200, 220, 350])[1 + o.i % 8] end,
         case when o.vehicle = 'Car' then (array['hatchback', 'sedan', 'compact_suv', 'suv_muv', 'luxury'])[1 + o.i % 5] end,
         case when o.i % 3 = 0 then 'pune' else 'nagpur' end, 'Plot 12, Shankar Nagar',
         o.serviced, (array['10:00 AM - 12:00 PM', '12:00 PM - 02:00 PM', '02:00 PM - 04:00 PM', '04:00 PM - 06:00 PM',
           '06:00 PM - 08:30 PM'])[1 + o.i % 5], o.serviced, true, true, false, false,
         '{"address":"Dharampeth","coordinates":{"lat":21.14,"lng":79.06}}',
         '{"address":"Dharampeth","coordinates":{"lat":21.14,"lng":79.06}}', 'Maharashtra', '440010', '9822012345',
         o.price, o.off, o.price - o.off, case when o.off > 0 then 'BENCH' || (o.i % 4) end,
         case when o.extra then o.price - o.off + 45000 end,
         case when o.status = 'delivered' then 'cash' end, null,
         case when o.status = 'delivered' then o.created + interval '2 days' end,
         case when o.status = 'cancelled' then (array['Customer travelling', 'Booked by mistake', 'Found another garage'])[1 + o.i % 3] end,
         case when o.status <> 'new' then (select riders[1 + o.i % 6] from bench_ids) end,
         case when o.status = 'delivered' then (select riders[1 + (o.i + 1) % 6] from bench_ids) end,
         o.created, o.created
       from (
         select i, 1 + i % $2::int as c, (select customers[1 + i % $2::int] from bench_ids) as customer,
           r, created, (created at time zone 'Asia/Kolkata')::date + 1 as serviced,
           case when r < 0.08 then 'cancelled'
             when created > now() - interval '3 days' then (array['new', 'pickedUp', 'inService'])[1 + i % 3]
             else 'delivered' end as status,
           case when i % 10 < 7 then 'Bike' else 'Car' end as vehicle,
           case when i % 10 < 7 then (select bikes[1 + i % array_length(bikes, 1)] from bench_ids)
             else (select cars[1 + i % array_length(cars, 1)] from bench_ids) end as product,
           case when i % 10 < 7 then 49900 + (i % 7) * 25000 else 199900 + (i % 5) * 100000 end as price,
           case when i % 5 = 0 then 10000 else 0 end as off,
           i % 3 = 0 as extra
         from (
           select i, ((i * 7919) % 1000) / 1000.0 as r,
             now() - interval '365 days' + (i::double precision / $1::int) * interval '365 days' as created
           from generate_series(1, $1::int) as i
         ) s
       ) o
       join products p on p.id = o.product`,
      [ORDERS, CUSTOMERS],
    );
    // Extra work on one order in three: approved, declined or waiting.
    await client.query(
      `insert into job_items (order_id, name, quantity, unit_price_paise, created_at, decision, decided_at, decided_via)
       select id, 'Brake pads', 1, 45000, created_at + interval '1 day', d, case when d <> 'proposed' then created_at + interval '1 day' end,
         case when d <> 'proposed' then 'customer' end
       from (select id, created_at, (array['approved', 'approved', 'declined', 'proposed'])[1 + number % 4] as d
         from orders where final_total_paise is not null) x`,
    );
    await client.query(
      `insert into reviews (order_id, customer_id, rating, first_name, city, created_at)
       select id, customer_id, 1 + number % 5, 'Bench', city, paid_at + interval '1 day'
       from orders where status = 'delivered' and number % 4 = 0`,
    );
    await client.query(
      `insert into customer_vehicles (customer_id, vehicle_type, make_model, variant, fuel_type, bike_cc, vehicle_image, reg_number)
       select id, 'Bike', 'Honda Shine', 'Drum', 'Petrol', 125, '/img/bike.svg', 'MH31BV' || number
       from customers where role = 'customer'`,
    );
    await client.query(
      `insert into reminders (customer_id, vehicle_id, kind, due_on, sent_at)
       select v.customer_id, v.id, 'service', (now() - (row_number() over (order by v.id) % 365) * interval '1 day')::date + 7,
         now() - (row_number() over (order by v.id) % 365) * interval '1 day'
       from customer_vehicles v`,
    );
    // A few hundred gateway payments given back (paid after a cancel).
    await client.query(
      `insert into payment_links (order_id, gateway_link_id, short_url, amount_paise, status, reference_id,
         gateway_payment_id, method, paid_at, refund_id, refund_status, refunded_at)
       select id, 'plink_bench_' || number, 'https://rzp.io/i/b', total_paise, 'paid', oid, 'pay_bench_' || number,
         'upi', created_at + interval '1 hour', 'rfnd_bench_' || number, 'processed', created_at + interval '2 hours'
       from orders where status = 'cancelled' and number % 10 = 0`,
    );
    await client.query('commit');
    // Index-only scans need the visibility map, which autovacuum keeps on a live shop.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ orders: string; size: string }>(
      `select count(*)::text as orders, pg_size_pretty(pg_total_relation_size('orders')) as size from orders`,
    );
    console.log(
      `\nReports: loaded ${rows[0]?.orders} orders (${rows[0]?.size} with indexes) for ${CUSTOMERS} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

async function adminCookie(url: string, databaseUrl: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await createOperator(database.db, ADMIN);
  } finally {
    await database.close();
  }
  const res = await fetch(`${url}/api/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`owner login: ${res.status} ${await res.text()}`);
  return (res.headers.getSetCookie().find((c) => c.startsWith('mm_sid=')) ?? '').split(';')[0] ?? '';
}

const send = keepAliveClient(1);

/**
 * One request at a time, as one owner's screen asks: latencies of `runs` after a warm-up, and the CPU each cost the API
 * process and the database's backends (from /proc: a measure that a machine busy with other work does not inflate as
 * much as it does wall time).
 */
async function timed(url: string, cookie: string, runs: number, shop: { pid: number; databaseUrl: string }) {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  let cpuBefore = await serverCpu(shop.pid, shop.databaseUrl);
  for (let i = 0; i < WARMUP + runs; i++) {
    if (i === WARMUP) cpuBefore = await serverCpu(shop.pid, shop.databaseUrl);
    const t0 = performance.now();
    const res = await send(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    if (i >= WARMUP) latencies.push(performance.now() - t0);
    if (res.status !== 200) errors++;
    bytes = res.body.length;
  }
  const cpuAfter = await serverCpu(shop.pid, shop.databaseUrl);
  return {
    ...summarize(latencies, (performance.now() - started) / 1000, errors),
    bytes,
    apiCpu: perRequestMs(cpuBefore.api, cpuAfter.api, runs),
    // A pool connection closed meanwhile takes its backend's CPU out of the sum: then there is nothing to say.
    postgresCpu:
      cpuAfter.postgres !== null && cpuBefore.postgres !== null && cpuAfter.postgres < cpuBefore.postgres
        ? 'n/a'
        : perRequestMs(cpuBefore.postgres, cpuAfter.postgres, runs),
  };
}

export async function benchReports(adminUrl: string): Promise<void> {
  const database = await createScratchDatabase(adminUrl, 'mm_bench_reports');
  const server = await startShop({ databaseUrl: database.url }).catch(async (err) => {
    await database.drop();
    throw err;
  });
  try {
    await loadYear(database.url);
    const cookie = await adminCookie(server.url, database.url);
    const today = istDate(new Date());
    const year = { from: addDays(today, -364), to: today };
    const month = { from: addDays(today, -29), to: today };
    const summary = (r: { from: string; to: string }) =>
      `${server.url}/api/ops/reports/summary?${new URLSearchParams(r)}`;
    const shop = { pid: server.child.pid ?? 0, databaseUrl: database.url };
    const yearRun = await timed(summary(year), cookie, RUNS, shop);
    const monthRun = await timed(summary(month), cookie, RUNS, shop);
    const csvUrl = `${server.url}/api/ops/reports/orders.csv?${new URLSearchParams(year)}`;
    const csvRun = await timed(csvUrl, cookie, 3, shop);
    const row = (r: Awaited<ReturnType<typeof timed>>) => ({
      requests: r.requests,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'KB answered': Math.round(r.bytes / 1024),
      'CPU API': r.apiCpu,
      'CPU PostgreSQL': r.postgresCpu,
      errors: r.errors,
    });
    console.log(`Reports on PostgreSQL (${ORDERS} orders over a year; one request at a time after ${WARMUP} warm-up):`);
    console.table({
      'summary, a year (365 days)': row(yearRun),
      'summary, 30 days': row(monthRun),
      'orders.csv, a year': row(csvRun),
    });
    console.log(
      `summary of a year p95 = ${yearRun.p95} ms (target < 200 ms); CPU per request is the API process's and the` +
        ` database backends' (n/a when PostgreSQL runs elsewhere); load average ${os.loadavg()[0]?.toFixed(1)} on` +
        ` ${os.cpus().length} CPUs`,
    );
    if (yearRun.errors + monthRun.errors + csvRun.errors > 0) throw new Error('a report request failed');
  } finally {
    await server.stop();
    // BENCH_KEEP_DATABASE=1 keeps the loaded year to look at its query plans (EXPLAIN); drop it by hand after.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${database.url}`);
    else await database.drop();
  }
}

// Run alone: `node --import tsx bench/reports.ts` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  await benchReports(url);
}
