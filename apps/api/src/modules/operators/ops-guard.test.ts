// Every route under /api/ops, found from the real app's route table (not a hand-written list), refuses visitors
// with 401 and customers with 403, and every member of staff whose role it does not serve with 403 (decision 0021),
// and says nothing about its internals when it does. Which roles a route serves is written out here, route by route,
// so that a route registered with the wrong roles fails, and so does a new route nobody decided for.
import { randomUUID } from 'node:crypto';
import { ADMIN_ONLY, ALL_STAFF, DESK, STAFF_ROLES, type StaffRole } from '@motomitra/domain/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginStaff } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** What the app had when this test was written; the guard check below covers whatever is registered. */
const KNOWN = [
  'GET /api/ops/orders',
  'GET /api/ops/orders/:id',
  'POST /api/ops/orders/:id/status',
  'POST /api/ops/orders/:id/cancel',
  'POST /api/ops/orders/:id/items',
  'DELETE /api/ops/orders/:id/items/:itemId',
  'POST /api/ops/orders/:id/items/:itemId/decision',
  'POST /api/ops/orders/:id/request-payment',
  'POST /api/ops/orders/:id/confirm-payment',
  'GET /api/ops/invoices/:id/pdf',
  'GET /api/ops/credit-notes/:id/pdf',
  'GET /api/ops/outbox',
  'GET /api/ops/products',
  'PATCH /api/ops/products/:id',
  'PUT /api/ops/products/:id/prices',
  'GET /api/ops/coupons',
  'POST /api/ops/coupons',
  'PATCH /api/ops/coupons/:id',
  'GET /api/ops/slots',
  'PUT /api/ops/slots',
  'GET /api/ops/enquiries',
  'PATCH /api/ops/enquiries/:id',
  'POST /api/ops/orders/:id/assign',
  'POST /api/ops/orders/:id/handover',
  'POST /api/ops/orders/:id/labour',
  'GET /api/ops/runs',
  'GET /api/ops/jobs',
  'GET /api/ops/orders/:id/conversation',
  'POST /api/ops/orders/:id/conversation',
  'GET /api/ops/settlement',
  'GET /api/ops/crew',
  'GET /api/ops/staff',
  'POST /api/ops/staff',
  'PATCH /api/ops/staff/:id',
  'POST /api/ops/orders/:id/inspections',
  'GET /api/ops/orders/:id/inspections',
  'PATCH /api/ops/inspections/:id',
  'POST /api/ops/inspections/:id/photos',
  'POST /api/ops/inspections/:id/complete',
  'POST /api/ops/inspections/:id/items/:key/propose',
  'GET /api/ops/checklists',
  'PUT /api/ops/checklists/:vehicleType',
  'GET /api/ops/reports/summary',
  'GET /api/ops/reports/groups',
  'GET /api/ops/reports/orders.csv',
  'GET /api/ops/plans',
  'POST /api/ops/plans',
  'PUT /api/ops/plans/:id',
  'PATCH /api/ops/plans/:id',
  'GET /api/ops/subscriptions',
  'POST /api/ops/subscriptions/:id/calls',
  'GET /api/ops/orders/:id/plan',
];

/** The routes that serve other roles than the desk (admins and advisors); every other route serves the desk. */
const SERVES: Record<string, readonly StaffRole[]> = {
  'GET /api/ops/staff': ADMIN_ONLY,
  'POST /api/ops/staff': ADMIN_ONLY,
  'PATCH /api/ops/staff/:id': ADMIN_ONLY,
  // Every member of staff reads an order (a rider or technician only one of theirs: staff-work/runs.test.ts); a
  // rider makes one status move, hands over and lists their runs; a technician lists their jobs and keeps time.
  'GET /api/ops/orders/:id': ALL_STAFF,
  'POST /api/ops/orders/:id/status': [...DESK, 'rider'],
  'POST /api/ops/orders/:id/handover': [...DESK, 'rider'],
  'GET /api/ops/runs': [...DESK, 'rider'],
  'GET /api/ops/jobs': [...DESK, 'technician'],
  'POST /api/ops/orders/:id/labour': ['technician'],
  // Inspections: every member of staff, a rider or technician only on the orders assigned to them (the route's check).
  'POST /api/ops/orders/:id/inspections': ALL_STAFF,
  'GET /api/ops/orders/:id/inspections': ALL_STAFF,
  'PATCH /api/ops/inspections/:id': ALL_STAFF,
  'POST /api/ops/inspections/:id/photos': ALL_STAFF,
  'POST /api/ops/inspections/:id/complete': ALL_STAFF,
  'POST /api/ops/inspections/:id/items/:key/propose': ALL_STAFF,
  'GET /api/ops/checklists': ADMIN_ONLY,
  'PUT /api/ops/checklists/:vehicleType': ADMIN_ONLY,
  'GET /api/ops/reports/summary': ADMIN_ONLY,
  'GET /api/ops/reports/groups': ADMIN_ONLY,
  'GET /api/ops/reports/orders.csv': ADMIN_ONLY,
  'GET /api/ops/plans': ADMIN_ONLY,
  'POST /api/ops/plans': ADMIN_ONLY,
  'PUT /api/ops/plans/:id': ADMIN_ONLY,
  'PATCH /api/ops/plans/:id': ADMIN_ONLY,
  // The plan running for an order's vehicle, to whoever may read the order (sold plans and calls: the desk).
  'GET /api/ops/orders/:id/plan': ALL_STAFF,
};
const servedBy = (route: string) => SERVES[route] ?? DESK;

// Collected while buildApp registers its plugins, before any test runs: `it.each` below needs them at collection
// time, so the app is built at module level (vitest runs top-level await before collecting).
const registered: { method: string; url: string; staff: readonly StaffRole[]; multipart: boolean }[] = [];
const t: TestApp = await createTestApp(
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        registered.push({
          method,
          url: route.url,
          staff: route.config?.staff ?? DESK,
          multipart: route.config?.multipart === true,
        });
      }
    },
  },
);
const opsRoutes = registered
  .filter((r) => r.url === '/api/ops' || r.url.startsWith('/api/ops/'))
  .map((r) => `${r.method} ${r.url}`)
  .filter((r, i, all) => all.indexOf(r) === i)
  .sort();

let asha: TestCustomer;
const staff = {} as Record<StaffRole, { cookie: string }>;
beforeAll(async () => {
  asha = await registerCustomer(t.app);
  for (const role of STAFF_ROLES) staff[role] = await loginStaff(t, role);
});
afterAll(() => t.close());

/** Path params (`:id`, `:itemId`…) filled with a valid UUID, each a different one. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID());

/** An error answer is `{ success: false, message }` and nothing more: no stack, no SQL, no file paths. */
function expectPlainError(body: string, message: string) {
  const parsed = JSON.parse(body);
  expect(parsed).toEqual({ success: false, message });
  expect(body).not.toMatch(/stack|error:|select |insert |node_modules|\.ts\b|\/src\/|postgres|pglite/i);
}

describe('the /api/ops route table', () => {
  it('holds at least every route known when this test was written', () => {
    expect(opsRoutes.length).toBeGreaterThanOrEqual(KNOWN.length);
    expect(opsRoutes).toEqual(expect.arrayContaining(KNOWN));
  });

  it('serves on each route the roles written out above, and no other', () => {
    const actual = Object.fromEntries(
      registered
        .filter((r) => r.url.startsWith('/api/ops/') && r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, [...r.staff].sort()]),
    );
    const expected = Object.fromEntries(Object.keys(actual).map((route) => [route, [...servedBy(route)].sort()]));
    expect(actual).toEqual(expected);
    for (const route of Object.keys(SERVES)) expect(actual).toHaveProperty([route]);
  });
});

describe.each(opsRoutes)('%s', (route) => {
  const [method = '', pattern = ''] = route.split(' ');
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  // State-changing requests carry what a same-origin browser sends (JSON body, or an empty form to an upload, and a
  // matching Origin), so the answer is the operator guard's, not the CSRF check's.
  const upload = registered.some((r) => `${r.method} ${r.url}` === route && r.multipart);
  const headers = unsafe
    ? {
        ...(upload ? { 'content-type': 'multipart/form-data; boundary=x' } : json),
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      }
    : {};
  const payload = unsafe && method !== 'DELETE' ? (upload ? '--x--\r\n' : {}) : undefined;
  const inject = (cookie?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: concrete(pattern),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('answers 401 to a visitor', async () => {
    const res = await inject();
    expect(res.statusCode).toBe(401);
    if (method !== 'HEAD') expectPlainError(res.body, 'Please log in to continue.');
  });

  const refused = STAFF_ROLES.filter((role) => !servedBy(method === 'HEAD' ? `GET ${pattern}` : route).includes(role));
  const served = STAFF_ROLES.filter((role) => !refused.includes(role));
  it.each(refused)('answers 403 to a %s', async (role) => {
    const res = await inject(staff[role].cookie);
    expect(res.statusCode).toBe(403);
    if (method !== 'HEAD') expectPlainError(res.body, 'Your role in the garage cannot do this.');
  });
  it.each(served)('lets a %s past the guard', async (role) => {
    const res = await inject(staff[role].cookie);
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers 403 to a logged-in customer', async () => {
    const res = await inject(asha.cookie);
    expect(res.statusCode).toBe(403);
    if (method !== 'HEAD') {
      expectPlainError(res.body, 'Only garage operators can do this.');
      expect(res.body).not.toContain(asha.email);
    }
  });
});
