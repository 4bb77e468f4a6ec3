// Generated bad input on every route: requests from requests.ts, built from the app's own route table, sent
// as a visitor, a customer and an operator. Whatever arrives: no 5xx, no internals (stack, SQL, file paths, framework
// codes) and no unrendered keyed text in any body, and a refused request (4xx) changes nothing: every table's content
// is the same after it as before (login_throttle and otp_codes aside, which count refused log-ins and wrong codes by
// design).
//
// The API suites send FUZZ_RUNS=1500 requests from a fixed seed, on each database; `npm test` (so CI) sends 10,000 on the
// embedded one within its unit run, as `npm run fuzz` does alone. FUZZ_SEED picks another sample.
import { randomBytes } from 'node:crypto';
import { textIn } from '@motomitra/domain/messages-in';
import { say } from '@motomitra/domain/say';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, enquiries, jobItems } from '../db/schema.ts';
import { createOperator } from '../modules/operators/accounts.ts';
import { hashId, SESSION_COOKIE, SESSION_TTL_MS } from '../plugins/sessions.ts';
import {
  addCartItem,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  saveVehicle,
  tomorrow,
  validOrderData,
} from '../testing/booking.ts';
import { as, json, newCustomerData, registerCustomer } from '../testing/customers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Actor, type FuzzRequest, type RouteInfo, requestArbitrary, type Seed, type World } from './requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** What must never reach a client: a stack frame, a path on the server, SQL or the database's words, framework codes. */
const INTERNALS =
  /node_modules|\/work\/|\/apps\/api\/|at [\w.<>$]+ \(|FST_ERR|SQLSTATE|syntax error at|violates [\w-]+ constraint|duplicate key value|relation "|invalid input syntax|out of range for type|ZodError|"stack"|TypeError|RangeError|ReferenceError|Cannot read propert|drizzle|\bpg_\w+/;

/** U+0001, the mark a keyed text travels with (packages/domain/src/keyed-text.ts). */
const KEYED_MARK = String.fromCharCode(1);

/**
 * The first text of a body (a JSON answer's strings, else the body itself) that still carries a keyed text, else null.
 * The answer hook (and a service, for a field it fills itself) renders each into the request's language, and the input
 * guard refuses the mark in anything a client sends, so a mark in an answer is a text that escaped rendering: a key and
 * its values instead of a sentence.
 */
function unrenderedText(body: string): string | null {
  let found: string | null = null;
  const look = (text: string) => {
    if (found === null && text.includes(KEYED_MARK)) found = JSON.stringify(text.slice(0, 120));
  };
  try {
    JSON.parse(body, (_key, value: unknown) => {
      if (typeof value === 'string') look(value);
      return value;
    });
  } catch {
    look(body);
  }
  return found;
}

let t: TestApp;
const routes: RouteInfo[] = [];
let world: World;
const cookies: Record<Actor, string> = { visitor: '', customer: '', operator: '' };
const owners: Record<Exclude<Actor, 'visitor'>, string> = { customer: '', operator: '' };

async function sessionFor(customerId: string): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await t.database.db.execute(
    sql`insert into sessions (id_hash, customer_id, expires_at) values (${hashId(t.config.sessionSecret, sid)}, ${customerId}, ${new Date(Date.now() + SESSION_TTL_MS)})`,
  );
  return `${SESSION_COOKIE}=${sid}`;
}

let fingerprintQuery: ReturnType<typeof sql.raw>;
/** Every table's content, as one hash per table (login_throttle and otp_codes aside: they count refusals). */
async function fingerprint(): Promise<Record<string, string>> {
  const rows = (await t.database.db.execute(fingerprintQuery)).rows as { name: string; hash: string }[];
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (r) => {
        const methods = [r.method].flat();
        const schema = (r as { schema?: Record<string, unknown> }).schema ?? {};
        for (const method of methods) {
          // Fastify answers HEAD for every GET by itself; the GET is the route.
          if (method === 'HEAD' && methods.length === 1 && routes.some((x) => x.url === r.url && x.method === 'GET'))
            continue;
          routes.push({ method, url: r.url, hasBody: Boolean(schema.body), hasQuery: Boolean(schema.querystring) });
        }
      },
    },
  );

  const tables = (
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('login_throttle', 'otp_codes') order by 1`,
    )
  ).rows as { name: string }[];
  fingerprintQuery = sql.raw(
    tables
      .map(
        ({ name }) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
      )
      .join(' union all '),
  );

  // The customer: registered (a real account), with a vehicle, an order placed at checkout and a service in the cart.
  const customer = await registerCustomer(t.app);
  owners.customer = customer.id;
  const shopper = { id: customer.id, cookie: customer.cookie, name: customer.name, email: customer.email };
  const bikeService = await productId(t, 'bike-general-service');
  const vehicle = await saveVehicle(t, shopper);
  const first = await addCartItem(t, shopper, { selectedProductId: bikeService, vehicleId: vehicle._id });
  const placed = await t.app.inject(placeOrderRequest(shopper, first._id, validOrderData()));
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const order = placed.json().order._id as string;
  const cart = await addCartItem(t, shopper, { selectedProductId: bikeService, vehicleId: vehicle._id });

  // Someone else, with their own vehicle and order: their ids must be refused to the customer.
  const other = await quickCustomer(t, 'Other Person');
  const theirVehicle = await saveVehicle(t, other);
  const theirCart = await addCartItem(t, other, { selectedProductId: bikeService, vehicleId: theirVehicle._id });
  const theirOrder = (await t.app.inject(placeOrderRequest(other, theirCart._id, validOrderData()))).json().order
    ._id as string;

  // The garage.
  const operator = await createOperator(t.database.db, {
    email: 'fuzz.desk@motomitra.in',
    name: 'Fuzz Desk',
    password: 'Desk@2026x',
  });
  owners.operator = operator.id;
  const item = await as(
    t.app,
    { cookie: await sessionFor(operator.id) },
    {
      method: 'POST',
      url: `/api/ops/orders/${order}/items`,
      payload: { name: 'Brake pads', quantity: 1, unitPrice: 450 },
    },
  );
  if (item.statusCode !== 200) throw new Error(`job item: ${item.statusCode} ${item.body}`);
  await t.app.inject({
    method: 'POST',
    url: '/api/contactus/create',
    headers: json,
    payload: { name: 'Sameer', email: 's@example.in', mobile_no: '9822098220', address: 'Dharampeth, Nagpur' },
  });
  // Its inspections: a pickup one, and a workshop one with an item found "now" (the propose seed's).
  const operatorCookie = await sessionFor(operator.id);
  const inspect = async (kind: 'pickup' | 'workshop') => {
    const res = await as(
      t.app,
      { cookie: operatorCookie },
      { method: 'POST', url: `/api/ops/orders/${order}/inspections`, payload: { kind } },
    );
    if (res.statusCode !== 200) throw new Error(`inspection: ${res.statusCode} ${res.body}`);
    return res.json().inspection._id as string;
  };
  const pickupInspection = await inspect('pickup');
  const workshopInspection = await inspect('workshop');
  await as(
    t.app,
    { cookie: operatorCookie },
    {
      method: 'PATCH',
      url: `/api/ops/inspections/${workshopInspection}`,
      payload: { items: [{ key: 'brakes', state: 'now' }] },
    },
  );
  const [coupon] = await t.database.db.select({ id: coupons.id }).from(coupons).limit(1);
  const [enquiry] = await t.database.db.select({ id: enquiries.id }).from(enquiries).limit(1);
  const [jobItem] = await t.database.db.select({ id: jobItems.id }).from(jobItems).limit(1);

  let n = 0;
  const reg = () => `MH12ZZ${String(1000 + (n++ % 9000))}`;
  const seeds: Record<string, () => Seed> = {
    'POST /api/customer/register': () => ({ body: { customerData: newCustomerData() } }),
    'POST /api/customer/login': () => ({ body: { email: 'nobody@example.in', password: 'Wrong#Pass1' } }),
    'POST /api/customer/password/forgot': () => ({ body: { email: customer.email } }),
    'POST /api/customer/password/reset': () => ({
      body: { token: randomBytes(32).toString('base64url'), password: 'Fresh#Start42' },
    }),
    'PATCH /api/customer/edit': () => ({
      body: {
        updatedCustomerData: {
          name: customer.name,
          email: customer.email,
          // The account's own number: the profile never moves it (a code does).
          phone_no: customer.phone,
          dob: '1990-01-01',
          gender: 'male',
          address: '12, Shivaji Nagar, Nagpur 440010',
          city: 'Nagpur',
          otherAddress: [{ addressLabel: 'Office', address: 'IT Park, Nagpur 440022' }],
        },
      },
    }),
    'PUT /api/customer/addvehicle': () => ({ body: { make_model: 'Hero Splendor Plus', reg_number: reg() } }),
    'PUT /api/customer/addvehicle/:customerId': () => ({
      body: { vehicleType: 'Bike', make: 'Hero', model: 'Splendor Plus', reg_number: reg() },
    }),
    'PUT /api/customer/cart': () => ({
      body: { selectedProductId: bikeService, city: 'Nagpur', vehicleId: vehicle._id },
    }),
    'POST /api/coupons/apply/coupon': () => ({ body: { couponCode: 'WELCOME100', cartId: cart._id } }),
    'GET /api/coupons/allget': () => ({ query: { amount: '999' } }),
    'GET /api/slots': () => ({ query: { city: 'nagpur', date: tomorrow() } }),
    'POST /api/newmyorder/generate': () => ({
      body: { orderData: validOrderData(), cartId: cart._id },
      headers: { 'idempotency-key': newKey() },
    }),
    'POST /api/orders/:id/cancel': () => ({ body: {} }),
    'POST /api/orders/:id/review': () => ({ body: { rating: 5, comment: 'Good work' } }),
    'PUT /api/customer/reminders': () => ({ body: { enabled: true } }),
    'POST /api/customer/language': () => ({ body: { language: 'en' } }),
    'POST /api/customer/otp/request': () => ({ body: { mobile: '9822012345' } }),
    'POST /api/customer/otp/verify': () => ({ body: { mobile: '9822012345', code: '123456', name: 'Fuzz Person' } }),
    'PUT /api/customer/channels': () => ({ body: { whatsapp: true, email: true } }),
    'POST /api/customer/phone/code': () => ({ body: { mobile: '9822012346' } }),
    'PUT /api/customer/phone': () => ({ body: { mobile: '9822012346', code: '123456' } }),
    // No plan is on sale in the fuzz's shop: every purchase is refused, and nothing is bought (decision 0023).
    'POST /api/plans/:id/purchase': () => ({ body: { vehicleId: vehicle._id, city: 'nagpur' } }),
    // The fuzz's customer has no plan: every cancel is refused (cancelling is proven in subscriptions/cancel.test.ts).
    'POST /api/customer/subscriptions/:id/cancel': () => ({ body: {} }),
    'PUT /api/customer/vehicles/:vehicleId/dates': () => ({
      body: { insurance_expires_on: '2027-03-31', puc_expires_on: null },
    }),
    // A made-up token: the fuzz's customer keeps its reminders (the signed link is proven in reminders.test.ts).
    'POST /api/reminders/unsubscribe': () => ({ body: { token: 'not-a-signed-token' } }),
    'POST /api/reminders/subscribe': () => ({ body: { token: 'not-a-signed-token' } }),
    'GET /api/products/:id/reviews': () => ({ query: { page: '1' } }),
    'PATCH /api/ops/reviews/:id': () => ({ body: { hidden: true, reason: 'Shares a phone number' } }),
    // A wrong password: the fuzz's customer must outlive the run (erasing is proven in my-data.test.ts).
    'POST /api/customer/delete': () => ({ body: { password: 'not-the-password-9#' } }),
    'POST /api/orders/:id/reschedule': () => ({
      body: { servicingDate: tomorrow(), serviceTimeSlot: '04:00 PM - 06:00 PM', expectedDeliveryDate: tomorrow() },
    }),
    'POST /api/contactus/create': () => ({
      body: {
        name: 'Sameer',
        email: 's@example.in',
        mobile_no: '9822098220',
        address: 'Dharampeth, Nagpur',
        topic: 'rto',
        message: 'Transfer of ownership',
      },
    }),
    'POST /api/earn/apply': () => ({
      body: { name: 'Sameer', email: 's@example.in', mobile: '9822098220', occupation: 'Mechanic' },
    }),
    'GET /api/places/search': () => ({ query: { q: 'Dharampeth', city: 'nagpur' } }),
    'GET /api/places/reverse': () => ({ query: { lat: '21.1397', lng: '79.0631' } }),
    'GET /api/webhooks/whatsapp': () => ({
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-verify-token', 'hub.challenge': '1158201444' },
    }),
    'POST /api/orders/:id/payment': () => ({ body: { reference: 'UTR123456789' } }),
    // The token in the path is made up: a signed one is proven in pay-routes.test.ts.
    'GET /api/pay/:token': () => ({ query: { lang: 'mr' } }),
    'POST /api/customer/vehicle-request': () => ({
      body: { vehicle_type: 'Bike', make: 'Hero', model: 'Mavrick 440', bike_cc: 440 },
    }),
    'PUT /api/customer/addresses': () => ({
      body: { otherAddress: [{ addressLabel: 'Office', address: 'IT Park, Parsodi, Nagpur' }] },
    }),
    'POST /api/orders/:id/items/:itemId/decision': () => ({ body: { approve: true } }),
    'GET /api/ops/outbox': () => ({ query: { status: 'pending', page: '1' } }),
    'GET /api/ops/settlement': () => ({ query: { date: tomorrow() } }),
    // The owner's reports: a valid range, which the fuzz bends into bad ones (from after to, over a year, no date).
    'GET /api/ops/reports/summary': () => ({ query: { from: '2026-11-01', to: tomorrow() } }),
    'GET /api/ops/reports/groups': () => ({ query: { from: '2026-11-01', to: tomorrow() } }),
    'GET /api/ops/reports/orders.csv': () => ({ query: { from: '2026-11-01', to: tomorrow() } }),
    'GET /api/ops/orders': () => ({
      query: { city: 'nagpur', from: tomorrow(), to: tomorrow(), q: 'MH31', page: '1' },
    }),
    'POST /api/ops/orders/:id/status': () => ({ body: { to: 'pickedUp', note: 'On the way' } }),
    'POST /api/ops/orders/:id/cancel': () => ({ body: { reason: 'Customer asked' } }),
    'POST /api/ops/orders/:id/reschedule': () => ({
      body: { servicingDate: tomorrow(), serviceTimeSlot: '02:00 PM - 04:00 PM', expectedDeliveryDate: tomorrow() },
    }),
    'POST /api/ops/orders/:id/items': () => ({ body: { name: 'Chain lube', quantity: 2, unitPrice: 99.5 } }),
    'POST /api/ops/orders/:id/conversation': () => ({ body: { text: 'Your bike is ready.' } }),
    'POST /api/ops/orders/:id/items/:itemId/decision': () => ({
      body: { approve: false, decidedBy: 'Asha (customer)', at: new Date().toISOString() },
    }),
    'POST /api/ops/orders/:id/confirm-payment': () => ({
      body: { method: 'UPI', reference: 'UTR123456789', amount: 599 },
    }),
    'PUT /api/ops/products/:id/prices': () => ({ body: { prices: [{ city: 'nagpur', tier: 'band1', price: 999 }] } }),
    'PATCH /api/ops/products/:id': () => ({ body: { published: true, service_interval_months: 3 } }),
    'PUT /api/ops/products/:id/translations': () => ({
      body: {
        mr: {
          product_name: 'बाइक जनरल सर्व्हिस',
          description: [{ main_point: 'इंजिन ऑइल बदलणे', sub_points: [] }],
          additional_info: [],
        },
      },
    }),
    'POST /api/ops/coupons': () => ({
      body: { couponCode: `FUZZ${n++}`, discountType: 'fixed_card_discount', amount: 50, validFrom: null },
    }),
    'PATCH /api/ops/coupons/:id': () => ({ body: { active: true, amount: 75 } }),
    'GET /api/ops/slots': () => ({ query: { city: 'nagpur', from: tomorrow(), days: '7' } }),
    'PUT /api/ops/slots': () => ({ body: { city: 'nagpur', date: tomorrow(), capacity: 4 } }),
    'GET /api/ops/enquiries': () => ({ query: { kind: 'contact', handled: 'false' } }),
    'PATCH /api/ops/enquiries/:id': () => ({ body: { handled: true } }),
    'POST /api/ops/staff': () => ({
      body: { name: 'Ravi Rider', email: `rider${n++}@motomitra.in`, role: 'rider', password: 'Rider@2026x' },
    }),
    'PATCH /api/ops/staff/:id': () => ({ body: { role: 'advisor', phone: '9876543210' } }),
    'POST /api/ops/plans': () => ({
      body: {
        vehicleType: 'Bike',
        texts: { en: { name: 'Bike Care' }, mr: { name: 'बाइक केअर' }, hi: { name: 'बाइक केयर' } },
        services: [],
        extraWorkPercent: 10,
        freePickupDrop: true,
        breakdownCalls: 1,
        prices: [{ city: 'nagpur', tier: 'band1', price: 999 }],
      },
    }),
    'PUT /api/ops/plans/:id': () => ({
      body: {
        vehicleType: 'Bike',
        texts: { en: { name: 'Bike Care' }, mr: { name: 'बाइक केअर' }, hi: { name: 'बाइक केयर' } },
        services: [],
        extraWorkPercent: 10,
        freePickupDrop: true,
        breakdownCalls: 1,
        prices: [{ city: 'nagpur', tier: 'band1', price: 999 }],
      },
    }),
    'PATCH /api/ops/plans/:id': () => ({ body: { onSale: false } }),
    'GET /api/ops/subscriptions': () => ({ query: { status: 'active', city: 'nagpur', q: 'MH31', page: '1' } }),
    'POST /api/ops/subscriptions/:id/calls': () => ({ body: { note: 'Flat tyre near Sitabuldi, fixed on the spot' } }),
    'POST /api/ops/orders/:id/assign': () => ({ body: { role: 'technician', staffId: operator.id } }),
    'POST /api/ops/orders/:id/handover': () => ({
      body: { stage: 'pickup', override: true, reason: 'Customer lost the message' },
    }),
    'POST /api/ops/orders/:id/labour': () => ({ body: { action: 'start' } }),
    'GET /api/ops/runs': () => ({ query: { date: tomorrow(), riderId: operator.id } }),
    'GET /api/ops/jobs': () => ({ query: { technicianId: operator.id } }),
    'POST /api/ops/orders/:id/inspections': () => ({ body: { kind: 'pickup' } }),
    'PATCH /api/ops/inspections/:id': () => ({
      body: { odometerKm: 12_345, fuelLevel: 'half', items: [{ key: 'tyres', state: 'soon', note: 'Rear at 2 mm' }] },
    }),
    'POST /api/ops/inspections/:id/items/:key/propose': () => ({ body: { description: 'Brake pads', price: 450 } }),
    // A form as the phone sends it; its file is text, so it is never taken (photos are proven in inspections.test.ts).
    'POST /api/ops/inspections/:id/photos': () => ({
      form: {
        fields: { slot: 'front' },
        files: [{ field: 'photo', filename: 'front.jpg', content: 'not really a jpeg' }],
      },
    }),
    'PUT /api/ops/checklists/:vehicleType': () => ({
      body: { items: [{ key: 'brakes', label: { en: 'Brakes', mr: 'ब्रेक', hi: 'ब्रेक' } }] },
    }),
  };
  world = {
    ids: [
      customer.id,
      other.id,
      operator.id,
      vehicle._id,
      theirVehicle._id,
      cart._id,
      order,
      theirOrder,
      bikeService,
      coupon?.id ?? '',
      enquiry?.id ?? '',
      jobItem?.id ?? '',
      pickupInspection,
      workshopInspection,
      // An item key and a vehicle type, for the paths that take one.
      'brakes',
      'Bike',
    ].filter(Boolean),
    seeds,
  };
  cookies.customer = customer.cookie;
  cookies.operator = await sessionFor(operator.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Problem = { request: FuzzRequest; status: number; why: string; body: string };

describe('a keyed text that escaped rendering', () => {
  it('is found in a body as it is and as JSON escapes it, and a rendered one is not', () => {
    const keyed = say('couponUnknown');
    expect(unrenderedText(JSON.stringify({ success: true, coupons: [{ reason: keyed }] }))).toContain('couponUnknown');
    expect(unrenderedText(`<p>${keyed}</p>`)).toContain('couponUnknown');
    expect(unrenderedText(JSON.stringify({ success: false, message: textIn(keyed, 'mr') }))).toBeNull();
    // Words that only spell the mark's escape are words.
    expect(unrenderedText(JSON.stringify({ note: 'typed: \\u0001' }))).toBeNull();
  });
});

describe(`generated bad input on every route (${RUNS} requests, seed ${SEED})`, () => {
  it('knows every route and has a seed for every route that takes a body or a query', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter((r) => (r.hasBody || r.hasQuery) && !world.seeds[`${r.method} ${r.url}`])
      .map((r) => `${r.method} ${r.url}`);
    // Routes whose body is optional or legacy are fuzzed from generated JSON only.
    expect(missing.filter((r) => !r.includes('/ops/orders/:id/request-payment'))).toEqual([]);
  });

  it('answers no 5xx, shows no internals or unrendered texts, and a refused request changes nothing', async () => {
    const requests = fc.sample(requestArbitrary(routes, world), { numRuns: RUNS, seed: SEED });
    const statuses = new Map<number, number>();
    const problems: Problem[] = [];
    for (const request of requests) {
      const mutating = !['GET', 'HEAD'].includes(request.method);
      const before = mutating ? await fingerprint() : null;
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(cookies[request.actor] ? { cookie: cookies[request.actor] } : {}) },
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      // What a request leaves for after its answer (a reset link's e-mail) is done before the next one is judged.
      await t.app.afterReply.settled();
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const report = (why: string) =>
        problems.push({ request, status: res.statusCode, why, body: res.body.slice(0, 300) });
      if (res.statusCode >= 500) report('5xx');
      // A PDF's bytes are no text: any of them may look like a mark or a word.
      if (!String(res.headers['content-type'] ?? '').startsWith('application/pdf')) {
        if (INTERNALS.test(res.body)) report(`internals: ${INTERNALS.exec(res.body)?.[0]}`);
        const unrendered = unrenderedText(res.body);
        if (unrendered) report(`an unrendered keyed text: ${unrendered}`);
      }
      if (res.statusCode >= 400 && request.method !== 'HEAD') {
        const body = (() => {
          try {
            return JSON.parse(res.body) as { message?: unknown };
          } catch {
            return null;
          }
        })();
        // An address a customer follows from a message (GET /api/pay/:token) answers in plain words, not JSON.
        const plain = String(res.headers['content-type'] ?? '').startsWith('text/plain') && res.body.trim() !== '';
        if (typeof body?.message !== 'string' && !plain) report('an error without a message');
      }
      if (before && res.statusCode >= 400) {
        const after = await fingerprint();
        const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
        if (changed.length > 0) report(`a refused request changed ${changed.join(', ')}`);
      }
      // A session the request ended (log out) or replaced is given back, so the actor stays who it is.
      const setCookie = String(res.headers['set-cookie'] ?? '');
      if (request.actor !== 'visitor' && setCookie.includes(`${SESSION_COOKIE}=`)) {
        cookies[request.actor] = await sessionFor(owners[request.actor]);
      }
    }
    const counts = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b));
    // The statuses are told only when the run fails, beside its problems: a passing run prints nothing.
    const summary = `${requests.length} requests, seed ${SEED}; statuses ${JSON.stringify(counts)}`;
    const shown = problems
      .slice(0, 10)
      .map((p) => ({ ...p, request: { ...p.request, body: p.request.body?.slice(0, 300) } }));
    expect(shown, `${problems.length} problems in ${summary}`).toEqual([]);
    // The sample reaches past validation: some requests are accepted.
    expect(
      [...statuses.keys()].some((s) => s < 300),
      summary,
    ).toBe(true);
  }, 900_000);
});
