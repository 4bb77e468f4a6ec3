// The owner's reports (decision 0022) through the real API over the test database (on TEST_DATABASE_URL's server too): a
// seeded week's figures equal the totals worked out by hand (report-scenario.ts), revenue's GST equals the invoices'
// to the paisa, the CSV is a spreadsheet-safe RFC 4180 file of the range's orders, only admins get either, and a bad
// range is refused with a clear message.
import { addDays, istInstant } from '@motomitra/domain/ist';
import { ReportGroupsSchema } from '@motomitra/domain/report-groups';
import { ORDERS_CSV_COLUMNS, type ReportSummary, ReportSummarySchema } from '@motomitra/domain/reports';
import { STAFF_ROLES } from '@motomitra/domain/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, labourSessions, products } from '../../db/schema.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { type ReportScenario, SCENARIO_NAMES, seedReportScenario } from '../../testing/report-scenario.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tierOf } from './breakdowns.ts';
import { csvCell } from './csv.ts';
import { TIER } from './group-queries.ts';

let t: TestApp;
let admin: { cookie: string };
let s: ReportScenario;
let report: ReportSummary;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginOperator(t);
  s = await seedReportScenario(t, admin);
  const res = await as(t.app, admin, {
    method: 'GET',
    url: `/api/ops/reports/summary?from=${s.range.from}&to=${s.range.to}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  report = ReportSummarySchema.parse(res.json());
});
afterAll(() => t?.close());

describe('the summary of a seeded week', () => {
  it('answers the range and the previous week beside it', () => {
    expect(report.range).toEqual({ ...s.range, days: 7 });
    expect(report.previousRange).toEqual(s.previous);
  });

  it('counts bookings, cancellations and vehicles serviced as worked out by hand', () => {
    // A, B, C, D, E placed this week; C and D cancelled. A and E delivered (bikes); B is on its way back.
    expect(report.current.bookings).toBe(5);
    expect(report.current.cancelled).toBe(2);
    expect(report.current.serviced).toEqual({ bikes: 2, cars: 0, total: 2 });
    expect(report.cancellationReasons).toEqual([{ reason: 'Customer travelling', count: 2 }]);
    // F the week before; G, a month ago, is in neither.
    expect(report.previous.bookings).toBe(1);
    expect(report.previous.cancelled).toBe(0);
    expect(report.previous.serviced).toEqual({ bikes: 1, cars: 0, total: 1 });
  });

  it('takes revenue from the paid orders only: not the cancelled one, not the refunded one', () => {
    // A ₹999 + ₹450 approved = ₹1,449.00; B ₹2,249.00 (the declined wipers not billed). C (cancelled, its late payment
    // given back) and E (paid ₹3,000, refunded) are not revenue.
    // GST as each invoice splits it: A 144900 → taxable round(144900 × 100 / 118) = 122797, tax 22103 = 11051 + 11052;
    // B 224900 → 190593, tax 34307 = 17153 + 17154.
    expect(report.current.revenue).toEqual({
      paidOrders: 2,
      totalPaise: 369_800,
      taxablePaise: 313_390,
      cgstPaise: 28_204,
      sgstPaise: 28_206,
      averagePaise: 184_900,
    });
    // F ₹500: taxable 42373, tax 7627 = 3813 + 3814.
    expect(report.previous.revenue).toEqual({
      paidOrders: 1,
      totalPaise: 50_000,
      taxablePaise: 42_373,
      cgstPaise: 3_813,
      sgstPaise: 3_814,
      averagePaise: 50_000,
    });
    // B's coupon took ₹2,499 − ₹2,249 = ₹250 off (its ₹249.90 rounded the total down to whole rupees).
    expect(report.current.discounts).toEqual({ orders: 1, totalPaise: 25_000 });
    expect(report.coupons).toEqual([{ code: 'DIWALI10', orders: 1, discountPaise: 25_000 }]);
  });

  it('gives the same GST as the invoices issued for those orders, to the paisa', async () => {
    const issued = await t.database.db.select().from(invoices);
    const paidIds = new Set([s.orders.a.id, s.orders.b.id]);
    const mine = issued.filter((i) => i.orderId !== null && paidIds.has(i.orderId));
    expect(mine).toHaveLength(2);
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') =>
      mine.reduce((total, i) => total + i[key], 0);
    expect(report.current.revenue.totalPaise).toBe(sum('totalPaise'));
    expect(report.current.revenue.taxablePaise).toBe(sum('taxablePaise'));
    expect(report.current.revenue.cgstPaise).toBe(sum('cgstPaise'));
    expect(report.current.revenue.sgstPaise).toBe(sum('sgstPaise'));
  });

  it('counts extra work, reminders, customers, ratings and rider runs', () => {
    // Brake pads approved (₹450), wipers (2 × ₹199.50) declined.
    expect(report.current.extraWork).toEqual({
      proposed: 2,
      approved: 1,
      declined: 1,
      waiting: 0,
      approvalRate: 50,
      valueAddedPaise: 45_000,
    });
    // Ravi booked B and E after his service reminder; Meera booked nothing after hers.
    expect(report.current.reminders).toEqual({
      sent: 2,
      byKind: { service: 1, insurance: 1, puc: 0, planRenewal: 0 },
      followedByBooking: 1,
    });
    // Asha (A; D was cancelled) and Ravi (B and E: a repeat); the week before, Meera, who had booked G.
    expect(report.current.customers).toEqual({ total: 2, repeat: 1 });
    expect(report.previous.customers).toEqual({ total: 1, repeat: 1 });
    expect(report.current.rating).toEqual({ count: 1, average: 4 });
    expect(report.previous.rating).toEqual({ count: 1, average: 5 });
    // A picked up and dropped, B picked up; C was cancelled before its pickup.
    expect(report.current.riderRuns).toEqual({ pickups: 2, drops: 1 });
    expect(report.riders).toEqual([{ staffId: s.riderId, name: 'Rahul Rider', pickups: 2, drops: 1 }]);
  });

  it('has every day of the range, with bookings on the day placed and revenue on the day paid', () => {
    expect(report.daily.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(s.range.from, i)));
    const on = (k: number) => report.daily.find((d) => d.date === addDays(s.today, -k));
    expect([6, 5, 4, 3, 2, 1, 0].map((k) => on(k)?.bookings)).toEqual([0, 1, 1, 1, 1, 1, 0]);
    expect([6, 5, 4, 3, 2, 1, 0].map((k) => on(k)?.revenuePaise)).toEqual([0, 0, 0, 0, 0, 0, 369_800]);
  });

  it('breaks the figures down by city, service and vehicle band', async () => {
    const row = (bookings: number, cancelled: number, serviced: number, paidOrders: number, revenuePaise: number) => ({
      bookings,
      cancelled,
      serviced,
      paidOrders,
      revenuePaise,
    });
    // B's ₹250 coupon discount in Pune on the car service; A picked up and dropped in Nagpur, B picked up in Pune.
    const more = (discountPaise: number, pickups: number, drops: number) => ({ discountPaise, pickups, drops });
    expect(report.byCity).toEqual([
      { key: 'nagpur', label: 'Nagpur', ...row(3, 2, 1, 1, 144_900), ...more(0, 1, 1) },
      { key: 'pune', label: 'Pune', ...row(2, 0, 1, 1, 224_900), ...more(25_000, 1, 0) },
    ]);
    const [bikeService] = await t.database.db
      .select({ name: products.productName })
      .from(products)
      .where(sql`${products.id} = ${s.orders.a.productId}`);
    const [carService] = await t.database.db
      .select({ name: products.productName })
      .from(products)
      .where(sql`${products.id} = ${s.orders.b.productId}`);
    expect(report.byService).toEqual([
      { key: s.orders.a.productId, label: bikeService?.name, ...row(4, 2, 2, 1, 144_900), ...more(0, 1, 1) },
      { key: s.orders.b.productId, label: carService?.name, ...row(1, 0, 0, 1, 224_900), ...more(25_000, 1, 0) },
    ]);
    expect(
      report.byVehicle.map((v) => [v.key, v.vehicleType, v.bookings, v.cancelled, v.serviced, v.revenuePaise]),
    ).toEqual([
      ['band1', 'Bike', 2, 1, 1, 144_900],
      ['band2', 'Bike', 1, 1, 0, 0],
      ['band3', 'Bike', 1, 0, 1, 0],
      ['hatchback', 'Car', 1, 0, 0, 224_900],
    ]);
    expect(report.byVehicle.map((v) => [v.key, v.discountPaise, v.pickups, v.drops])).toEqual([
      ['band1', 0, 1, 1],
      ['band2', 0, 0, 0],
      ['band3', 0, 0, 0],
      ['hatchback', 25_000, 1, 0],
    ]);
  });

  it('breaks extra work, reminders, customers and ratings down by city, service and vehicle band', async () => {
    const res = await as(t.app, admin, {
      method: 'GET',
      url: `/api/ops/reports/groups?from=${s.range.from}&to=${s.range.to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const g = ReportGroupsSchema.parse(res.json());
    expect(g.range).toEqual({ ...s.range, days: 7 });
    const extra = (proposed: number, approved: number, declined: number, rate: number | null, value: number) => ({
      proposed,
      approved,
      declined,
      waiting: 0,
      approvalRate: rate,
      valueAddedPaise: value,
    });
    const none = extra(0, 0, 0, null, 0);
    const brakes = extra(1, 1, 0, 100, 45_000); // on A: Nagpur, the bike service, band 1
    const wipers = extra(1, 0, 1, 0, 0); // on B: Pune, the car service, hatchback
    const row = (
      key: string,
      label: string,
      extraWork: ReturnType<typeof extra>,
      [sent, followedByBooking]: [number, number],
      [total, repeat]: [number, number],
      rating: { count: number; average: number | null },
    ) => ({
      key,
      label,
      extraWork,
      reminders: { sent, followedByBooking },
      customers: { total, repeat },
      rating,
      labourMinutes: 0,
    });
    const unrated = { count: 0, average: null };
    const fourStars = { count: 1, average: 4 }; // A's rating
    // Customers (bookings kept): Asha (A: Nagpur, bike service, band 1; D was cancelled: not a repeat), Ravi (B: Pune,
    // car service, hatchback; E: Pune, bike service, band 3: a repeat, once in Pune). Ravi's reminder is for his bike
    // (band 1) last serviced in Pune with the bike service, and he booked after it; Meera's for a bike (band 1) never
    // serviced here: no city, no service.
    expect(g.byCity).toEqual([
      row('nagpur', 'Nagpur', brakes, [0, 0], [1, 0], fourStars),
      row('pune', 'Pune', wipers, [1, 1], [1, 1], unrated),
      row('none', 'Not serviced here yet', none, [1, 0], [0, 0], unrated),
    ]);
    const name = async (id: string | null) =>
      (await t.database.db.select().from(products).where(sql`${products.id} = ${id}`))[0]?.productName;
    const bike = s.orders.a.productId ?? '';
    const car = s.orders.b.productId ?? '';
    expect(g.byService).toEqual([
      row(bike, (await name(bike)) ?? '', brakes, [1, 1], [2, 1], fourStars),
      row(car, (await name(car)) ?? '', wipers, [0, 0], [1, 1], unrated),
      row('none', 'Not serviced here yet', none, [1, 0], [0, 0], unrated),
    ]);
    expect(g.byVehicle).toEqual([
      { ...row('band1', 'Bike Below 150 cc and electric', brakes, [2, 1], [1, 0], fourStars), vehicleType: 'Bike' },
      { ...row('band3', 'Bike Above 200 cc', none, [0, 0], [1, 1], unrated), vehicleType: 'Bike' },
      { ...row('hatchback', 'Car Hatchback', wipers, [0, 0], [1, 1], unrated), vehicleType: 'Car' },
    ]);
    // Each dimension's rows add up to the summary's extra work, reminders and ratings.
    for (const rows of [g.byCity, g.byService, g.byVehicle]) {
      const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + f(r), 0);
      expect(sum((r) => r.extraWork.proposed)).toBe(report.current.extraWork.proposed);
      expect(sum((r) => r.extraWork.valueAddedPaise)).toBe(report.current.extraWork.valueAddedPaise);
      expect(sum((r) => r.reminders.sent)).toBe(report.current.reminders.sent);
      expect(sum((r) => r.reminders.followedByBooking)).toBe(report.current.reminders.followedByBooking);
      expect(sum((r) => r.rating.count)).toBe(report.current.rating.count);
    }
  });

  it('fills each slot over the range from the bookings kept and the places the garage set', () => {
    // 7 days × 2 cities × 4 places, but Pune's 10 AM today closed (0) and Nagpur's 4 PM today at 6.
    expect(report.slotFill).toEqual([
      { slot: '10:00 AM - 12:00 PM', hour: 10, booked: 2, capacity: 52 },
      { slot: '12:00 PM - 02:00 PM', hour: 12, booked: 0, capacity: 56 },
      { slot: '02:00 PM - 04:00 PM', hour: 14, booked: 1, capacity: 56 },
      { slot: '04:00 PM - 06:00 PM', hour: 16, booked: 0, capacity: 58 },
      { slot: '06:00 PM - 08:30 PM', hour: 18, booked: 0, capacity: 56 },
    ]);
  });
});

/** An RFC 4180 reader: quoted fields with commas, doubled quotes and line breaks; CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field || record.length) throw new Error('the last record does not end with CRLF');
  return records;
}

describe("the vehicle tier in SQL (the customers' groups)", () => {
  it('is the tier pricing.ts gives each bike cc and car segment', async () => {
    const vehicles: [string, number | null, string | null][] = [
      ...[null, 0, 1, 110, 149, 150, 151, 199, 200, 201, 1000].map((cc): [string, number | null, null] => [
        'Bike',
        cc,
        null,
      ]),
      ...['hatchback', 'sedan', 'compact_suv', 'suv_muv', 'luxury', null].map((c): [string, null, string | null] => [
        'Car',
        null,
        c,
      ]),
    ];
    const values = sql.join(
      vehicles.map(([type, cc, car]) => sql`(${type}::text, ${cc}::int, ${car}::text)`),
      sql`, `,
    );
    const result = await t.database.db.execute(
      sql`select vehicle_type, bike_cc, car_type, ${TIER} as tier from (values ${values}) as v(vehicle_type, bike_cc, car_type)`,
    );
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(vehicles.length);
    for (const r of rows) expect(r.tier, JSON.stringify(r)).toBe(tierOf(r));
  });
});

describe('the orders CSV', () => {
  it('is a UTF-8 file with a BOM, named for its range, with one row per order placed in it', async () => {
    const res = await as(t.app, admin, {
      method: 'GET',
      url: `/api/ops/reports/orders.csv?from=${s.range.from}&to=${s.range.to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${s.range.from}-${s.range.to}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    // In the order they were placed: D, C, A, E, B (F and G are not in the range).
    const { a, b, c, d, e } = s.orders;
    expect(rows.map((r) => r[0])).toEqual([d.oid, c.oid, a.oid, e.oid, b.oid]);
    const col = (row: string[] | undefined, name: (typeof ORDERS_CSV_COLUMNS)[number]) =>
      row?.[ORDERS_CSV_COLUMNS.indexOf(name)];
    const rowOf = (oid: string) => rows.find((r) => r[0] === oid);

    // Asha's name in Devanagari, intact; the IST minute it was placed.
    expect(col(rowOf(a.oid), 'Customer name')).toBe(SCENARIO_NAMES.asha);
    expect(col(rowOf(a.oid), 'Placed at (IST)')).toBe(`${addDays(s.today, -3)} 10:00`);
    expect(col(rowOf(a.oid), 'Status')).toBe('Delivered');
    expect(col(rowOf(a.oid), 'Payment status')).toBe('Paid');
    expect(col(rowOf(a.oid), 'Final total (₹)')).toBe('1449.00');
    expect(col(rowOf(a.oid), 'CC or segment')).toBe('110 cc');
    expect(col(rowOf(a.oid), 'Phone')).toMatch(/^\d{10}$/);
    // Ravi's formula is text: a leading apostrophe, and its quotes survive the quoting.
    expect(col(rowOf(b.oid), 'Customer name')).toBe(`'${SCENARIO_NAMES.ravi}`);
    expect(col(rowOf(b.oid), 'Placed at (IST)')).toBe(`${addDays(s.today, -1)} 18:45`);
    expect(col(rowOf(b.oid), 'Coupon')).toBe('DIWALI10');
    expect(
      ['Subtotal (₹)', 'Discount (₹)', 'Total (₹)', 'Final total (₹)'].map((n) => col(rowOf(b.oid), n as never)),
    ).toEqual(['2499.00', '250.00', '2249.00', '2249.00']);
    expect(col(rowOf(b.oid), 'CC or segment')).toBe('Hatchback');
    expect(col(rowOf(b.oid), 'Paid at (IST)')).toMatch(new RegExp(`^${s.today} \\d{2}:\\d{2}$`));
    // Meera's comma, quotes and line break come back as she typed them; the cancelled order is in, with its reason.
    expect(col(rowOf(c.oid), 'Customer name')).toBe(SCENARIO_NAMES.meera);
    expect(col(rowOf(c.oid), 'Status')).toBe('Cancelled');
    expect(col(rowOf(c.oid), 'Payment status')).toBe('Not charged');
    expect(col(rowOf(c.oid), 'Cancel reason')).toBe('Customer travelling');
    expect(col(rowOf(c.oid), 'Paid at (IST)')).toBe('');
    // On the wire: the formula quoted with its quotes doubled, the line break inside quotes.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Ravi"")"`);
    expect(text).toContain('"Meera ""Mee"" Joshi,\nKothrud"');
  });

  it('takes both ends of the range whole, in IST, and nothing outside them', async () => {
    const customer = await registerCustomer(t.app);
    const from = '2025-03-01';
    const to = '2025-03-02';
    const placed = async (at: Date, name: string) =>
      insertOrder(t.database.db, customer.id, { createdAt: at, customerName: name });
    const before = await placed(istInstant('2025-02-28', '23:59'), 'Before');
    const first = await placed(istInstant(from, '00:00'), 'First minute');
    const last = await placed(new Date(istInstant('2025-03-03', '00:00').getTime() - 1), 'Last instant');
    const after = await placed(istInstant('2025-03-03', '00:00'), 'After');
    const res = await as(t.app, admin, { method: 'GET', url: `/api/ops/reports/orders.csv?from=${from}&to=${to}` });
    const [, ...rows] = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows.map((r) => r[0])).toEqual([first.oid, last.oid]);
    expect(rows.map((r) => r[1])).toEqual(['2025-03-01 00:00', '2025-03-02 23:59']);
    expect(rows.flat()).not.toContain(before.oid);
    expect(rows.flat()).not.toContain(after.oid);

    const empty = await as(t.app, admin, {
      method: 'GET',
      url: '/api/ops/reports/orders.csv?from=2001-01-01&to=2001-01-01',
    });
    expect(parseCsv(empty.rawPayload.toString('utf8').slice(1))).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });

  it('writes any cell that starts like a formula as text, and quotes only what needs it', () => {
    expect(
      ['=1+1', '+91', '-2', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"', 'two\nlines', 'आशा'].map(csvCell),
    ).toEqual(["'=1+1", "'+91", "'-2", "'@SUM(A1)", "'\tx", 'plain', '"a,b"', '"say ""hi"""', '"two\nlines"', 'आशा']);
  });
});

describe('who may read the reports', () => {
  const urls = [
    '/api/ops/reports/summary?from=2026-11-01&to=2026-11-07',
    '/api/ops/reports/groups?from=2026-11-01&to=2026-11-07',
    '/api/ops/reports/orders.csv?from=2026-11-01&to=2026-11-07',
  ];

  it.each(urls)('%s: admins only; every other role and customers 403, visitors 401', async (url) => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      const member = await loginStaff(t, role);
      const res = await as(t.app, member, { method: 'GET', url });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Your role in the garage cannot do this.');
    }
    const res = await as(t.app, s.asha, { method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(t.app, admin, { method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('a bad range', () => {
  it.each([
    ['from=2026-11-08&to=2026-11-01', /on or before its end/],
    ['from=2025-01-01&to=2026-01-02', /at most 366 days/],
    ['from=2026-02-30&to=2026-03-01', /date like/],
    ['from=2026-11-01', /date like/],
    ['to=2026-11-01', /date like/],
    ['from=yesterday&to=today', /date like/],
    ['', /date like/],
  ])('?%s is refused with 400 and says why', async (query, message) => {
    for (const path of ['summary', 'groups', 'orders.csv']) {
      const res = await as(t.app, admin, { method: 'GET', url: `/api/ops/reports/${path}?${query}` });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('takes a whole leap year (366 days) and a single day', async () => {
    for (const query of ['from=2024-01-01&to=2024-12-31', 'from=2026-11-01&to=2026-11-01']) {
      const res = await as(t.app, admin, { method: 'GET', url: `/api/ops/reports/summary?${query}` });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe("technicians' minutes", () => {
  it('count the whole minutes of the work sessions that ended in each period, per technician', async () => {
    const tara = await loginStaff(t, 'technician', { name: 'Tara Technician' });
    const a = s.orders.a.id;
    const at = (k: number, hhmm: string) => istInstant(addDays(s.today, -k), hhmm);
    await t.database.db.insert(labourSessions).values([
      // 45.5 minutes and 20 minutes this week: 65 whole minutes.
      { orderId: a, technicianId: tara.id, startedAt: at(2, '10:00'), stoppedAt: new Date(+at(2, '10:45') + 30_000) },
      { orderId: a, technicianId: tara.id, startedAt: at(2, '11:00'), stoppedAt: at(2, '11:20') },
      // Ended the week before: the previous period's.
      { orderId: a, technicianId: tara.id, startedAt: at(8, '09:00'), stoppedAt: at(8, '09:30') },
      // Still running: counted once it stops.
      { orderId: s.orders.b.id, technicianId: tara.id, startedAt: at(0, '00:05'), stoppedAt: null },
    ]);
    const res = await as(t.app, admin, {
      method: 'GET',
      url: `/api/ops/reports/summary?from=${s.range.from}&to=${s.range.to}`,
    });
    const now = ReportSummarySchema.parse(res.json());
    expect(now.technicians).toEqual([{ staffId: tara.id, name: 'Tara Technician', minutes: 65 }]);
    expect(now.current.labourMinutes).toBe(65);
    expect(now.previous.labourMinutes).toBe(30);
    // In the groups of A's order: Nagpur, the bike service, band 1; B's running session counts nowhere yet.
    const groups = await as(t.app, admin, {
      method: 'GET',
      url: `/api/ops/reports/groups?from=${s.range.from}&to=${s.range.to}`,
    });
    const g = ReportGroupsSchema.parse(groups.json());
    expect(g.byCity.map((c) => [c.key, c.labourMinutes])).toEqual([
      ['nagpur', 65],
      ['pune', 0],
      ['none', 0],
    ]);
    expect(g.byService.find((r) => r.key === s.orders.a.productId)?.labourMinutes).toBe(65);
    expect(g.byVehicle.find((r) => r.key === 'band1')?.labourMinutes).toBe(65);
  });
});
