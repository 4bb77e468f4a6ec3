// The owner's reports bench's data (decision 0022): a year of a busy garage's orders, 100,000 by default (20,000
// customers, their extra work, reviews, reminders, refunds and rider runs), written with generate_series in a few
// statements in one transaction.
import pg from 'pg';

export const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));

/** The customers, six riders, and the ids the orders pick from (customers, riders, bike and car services). */
async function insertPeople(client: pg.Client) {
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
}

/**
 * The year's orders, as loadYear tells. One row per order; `r` is a fixed pseudo-random number per order (no random():
 * every run loads the same year).
 */
async function insertOrders(client: pg.Client) {
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
}

/** What the reports read beside orders: extra work, reviews, reminders (each for a customer's bike) and refunds. */
async function insertAroundOrders(client: pg.Client) {
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
}

/**
 * A year of orders ending today (IST): created through the year, serviced a day or two after, 8% cancelled, most of
 * the rest delivered and paid a day after service, one in five with a coupon, one in three with extra work.
 */
export async function loadYear(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await insertPeople(client);
    await insertOrders(client);
    await insertAroundOrders(client);
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
