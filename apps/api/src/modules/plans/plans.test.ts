// Yearly plans through the real API (decision 0023): an admin defines a plan (texts in three languages, services and
// their uses, extra-work discount, pickup, breakdown calls, yearly prices per city and tier), edits it and withdraws it
// from sale; the shop lists the plans on sale in the visitor's language; a plan is priced for a vehicle and city by the
// services' rule; bad plans are refused with the field that is wrong and change nothing; only admins manage plans.
import {
  type OpsPlanInput,
  OpsPlanResponseSchema,
  OpsPlansResponseSchema,
  PlansResponseSchema,
  planPriceFor,
} from '@motomitra/domain/plans';
import { STAFF_ROLES } from '@motomitra/domain/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, products } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginStaff } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: { cookie: string };
let asha: TestCustomer;
let bikeService: { id: string; name: string };
let washService: { id: string; name: string };
let carService: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'admin');
  asha = await registerCustomer(t.app);
  const all = await t.database.db.select().from(products);
  const pick = (category: string) => {
    const found = all.filter((p) => p.category === category);
    if (found.length === 0) throw new Error(`no ${category} service seeded`);
    return found;
  };
  const [bike, second] = pick('Bike');
  bikeService = { id: bike?.id ?? '', name: bike?.productName ?? '' };
  washService = { id: second?.id ?? '', name: second?.productName ?? '' };
  const [car] = pick('Car');
  carService = { id: car?.id ?? '', name: car?.productName ?? '' };
});
afterAll(() => t?.close());

const bikePlan = (): OpsPlanInput => ({
  vehicleType: 'Bike',
  texts: {
    en: { name: 'Bike Care Yearly', description: 'Two services and four washes a year.' },
    mr: { name: 'बाइक केअर वार्षिक', description: 'वर्षातून दोन सर्व्हिस.' },
    hi: { name: 'बाइक केयर सालाना', description: 'साल में दो सर्विस.' },
  },
  services: [
    { productId: bikeService.id, uses: 2 },
    { productId: washService.id, uses: 4 },
  ],
  extraWorkPercent: 10,
  freePickupDrop: true,
  breakdownCalls: 2,
  prices: [
    { city: 'nagpur', tier: 'band1', price: 999 },
    { city: 'nagpur', tier: 'band2', price: 1199 },
    { city: 'pune', tier: 'band1', price: 1049 },
  ],
});

const create = (body: unknown, who: { cookie: string } = admin) =>
  as(t.app, who, { method: 'POST', url: '/api/ops/plans', payload: body as Record<string, unknown> });
const planCount = async () => (await t.database.db.select().from(plans)).length;

describe('an admin defines a plan', () => {
  it('creates it with everything it includes, lists it, and the shop shows it in each language', async () => {
    const res = await create(bikePlan());
    expect(res.statusCode, res.body).toBe(201);
    const { plan } = OpsPlanResponseSchema.parse(res.json());
    expect(plan).toMatchObject({
      vehicleType: 'Bike',
      onSale: true,
      extraWorkPercent: 10,
      freePickupDrop: true,
      breakdownCalls: 2,
      texts: bikePlan().texts,
    });
    expect(plan.services).toEqual(
      expect.arrayContaining([
        { productId: bikeService.id, productName: bikeService.name, uses: 2 },
        { productId: washService.id, productName: washService.name, uses: 4 },
      ]),
    );
    expect(plan.prices).toEqual(expect.arrayContaining(bikePlan().prices));
    expect(plan.prices).toHaveLength(3);

    const list = OpsPlansResponseSchema.parse(
      (await as(t.app, admin, { method: 'GET', url: '/api/ops/plans' })).json(),
    );
    expect(list.plans.map((p) => p._id)).toContain(plan._id);

    const shop = async (language: string) => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { 'accept-language': language } });
      expect(answer.statusCode).toBe(200);
      return PlansResponseSchema.parse(answer.json()).plans.find((p) => p._id === plan._id);
    };
    expect((await shop('en'))?.name).toBe('Bike Care Yearly');
    expect((await shop('hi'))?.name).toBe('बाइक केयर सालाना');
    expect((await shop('mr'))?.description).toBe('वर्षातून दोन सर्व्हिस.');
    expect((await shop('en'))?.includes).toHaveLength(2);
  });

  it('prices a plan for a vehicle and a city as a service is priced: per city and cc band', () => {
    const plan = { vehicleType: 'Bike' as const, prices: bikePlan().prices };
    const bike = (cc: number | null, fuel = 'Petrol') => ({
      vehicle_type: 'Bike' as const,
      fuel_type: fuel,
      bike_cc: cc,
      car_type: null,
    });
    expect(planPriceFor(plan, bike(110), 'nagpur')).toBe(999);
    expect(planPriceFor(plan, bike(180), 'nagpur')).toBe(1199);
    expect(planPriceFor(plan, bike(110), 'pune')).toBe(1049);
    expect(planPriceFor(plan, bike(null, 'Electric'), 'pune')).toBe(1049);
    // No price for band 2 in Pune, nor for band 3 anywhere; a car is not a bike plan's.
    expect(planPriceFor(plan, bike(180), 'pune')).toBeNull();
    expect(planPriceFor(plan, bike(350), 'nagpur')).toBeNull();
    expect(
      planPriceFor(plan, { vehicle_type: 'Car', fuel_type: 'Petrol', bike_cc: null, car_type: 'hatchback' }, 'nagpur'),
    ).toBeNull();
  });

  it('edits a plan: its services and prices are replaced by what is sent', async () => {
    const { plan } = OpsPlanResponseSchema.parse((await create(bikePlan())).json());
    const edited = {
      ...bikePlan(),
      services: [{ productId: bikeService.id, uses: 3 }],
      prices: [{ city: 'pune', tier: 'band3', price: 1499 }],
    };
    const res = await as(t.app, admin, { method: 'PUT', url: `/api/ops/plans/${plan._id}`, payload: edited });
    expect(res.statusCode, res.body).toBe(200);
    const after = OpsPlanResponseSchema.parse(res.json()).plan;
    expect(after.services).toEqual([{ productId: bikeService.id, productName: bikeService.name, uses: 3 }]);
    expect(after.prices).toEqual([{ city: 'pune', tier: 'band3', price: 1499 }]);
  });

  it('withdraws a plan from sale and puts it back: the shop stops and starts listing it', async () => {
    const { plan } = OpsPlanResponseSchema.parse((await create(bikePlan())).json());
    const onSale = async () =>
      PlansResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/plans' })).json()).plans.some(
        (p) => p._id === plan._id,
      );
    const set = (value: boolean) =>
      as(t.app, admin, { method: 'PATCH', url: `/api/ops/plans/${plan._id}`, payload: { onSale: value } });
    expect(await onSale()).toBe(true);
    const off = await set(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(OpsPlanResponseSchema.parse(off.json()).plan.onSale).toBe(false);
    expect(await onSale()).toBe(false);
    expect((await set(true)).statusCode).toBe(200);
    expect(await onSale()).toBe(true);
  });
});

describe("the shop's cached list of plans", () => {
  it('shows a new, edited or withdrawn plan at once on the instance it was changed on', async () => {
    const cached = await createTestApp({ catalogueCacheMs: 60_000 });
    try {
      const boss = await loginStaff(cached, 'admin');
      const listed = async () =>
        PlansResponseSchema.parse((await cached.app.inject({ method: 'GET', url: '/api/plans' })).json()).plans;
      expect(await listed()).toEqual([]);
      const made = await as(cached.app, boss, { method: 'POST', url: '/api/ops/plans', payload: bikePlan() });
      const { plan } = OpsPlanResponseSchema.parse(made.json());
      expect((await listed()).map((p) => p._id)).toEqual([plan._id]);
      const renamed = bikePlan();
      renamed.texts.en.name = 'Bike Care Renamed';
      const put = await as(cached.app, boss, { method: 'PUT', url: `/api/ops/plans/${plan._id}`, payload: renamed });
      expect(put.statusCode, put.body).toBe(200);
      expect((await listed()).map((p) => p.name)).toEqual(['Bike Care Renamed']);
      await as(cached.app, boss, { method: 'PATCH', url: `/api/ops/plans/${plan._id}`, payload: { onSale: false } });
      expect(await listed()).toEqual([]);
    } finally {
      await cached.close();
    }
  });
});

describe('a bad plan', () => {
  const cases: [string, () => unknown, string, RegExp][] = [
    [
      'a car segment on a bike plan',
      () => ({ ...bikePlan(), prices: [{ city: 'pune', tier: 'sedan', price: 999 }] }),
      'prices',
      /per cc band/,
    ],
    [
      'two prices for one city and band',
      () => ({
        ...bikePlan(),
        prices: [
          { city: 'pune', tier: 'band1', price: 999 },
          { city: 'pune', tier: 'band1', price: 899 },
        ],
      }),
      'prices',
      /One price per city/,
    ],
    ['no price', () => ({ ...bikePlan(), prices: [] }), 'prices', /at least one price/],
    [
      'a price of ₹0',
      () => ({ ...bikePlan(), prices: [{ city: 'pune', tier: 'band1', price: 0 }] }),
      'prices.0.price',
      /at least ₹1/,
    ],
    [
      'a car service on a bike plan',
      () => ({ ...bikePlan(), services: [{ productId: carService.id, uses: 1 }] }),
      'services.0.productId',
      /not for a bike/,
    ],
    [
      'a service that does not exist',
      () => ({ ...bikePlan(), services: [{ productId: '00000000-0000-4000-8000-000000000000', uses: 1 }] }),
      'services.0.productId',
      /No such service/,
    ],
    [
      'a service named twice',
      () => ({
        ...bikePlan(),
        services: [
          { productId: bikeService.id, uses: 1 },
          { productId: bikeService.id, uses: 2 },
        ],
      }),
      'services',
      /each service once/,
    ],
    [
      '0 uses',
      () => ({ ...bikePlan(), services: [{ productId: bikeService.id, uses: 0 }] }),
      'services.0.uses',
      /At least 1 use/,
    ],
    [
      'nothing included',
      () => ({ ...bikePlan(), services: [], extraWorkPercent: 0, freePickupDrop: false, breakdownCalls: 0 }),
      'services',
      /includes at least one/,
    ],
    ['a discount over 50%', () => ({ ...bikePlan(), extraWorkPercent: 60 }), 'extraWorkPercent', /At most 50/],
    [
      'no Hindi name',
      () => ({ ...bikePlan(), texts: { ...bikePlan().texts, hi: { name: ' ', description: '' } } }),
      'texts.hi.name',
      /2 to 60/,
    ],
  ];
  it.each(cases)('%s is refused with 400 on its field and changes nothing', async (_, body, field, message) => {
    const before = await planCount();
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json();
    expect(answer.fieldErrors?.[field], res.body).toMatch(message);
    expect(await planCount()).toBe(before);
  });

  it('an edit of no such plan is 404, and a bad id 400', async () => {
    const missing = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/ops/plans/00000000-0000-4000-8000-000000000000',
      payload: bikePlan(),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/ops/plans/not-an-id',
      payload: { onSale: false },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a refused edit leaves the plan as it was', async () => {
    const { plan } = OpsPlanResponseSchema.parse((await create(bikePlan())).json());
    const res = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/ops/plans/${plan._id}`,
      payload: { ...bikePlan(), services: [{ productId: carService.id, uses: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(plans).where(eq(plans.id, plan._id));
    const list = OpsPlansResponseSchema.parse(
      (await as(t.app, admin, { method: 'GET', url: '/api/ops/plans' })).json(),
    );
    expect(row?.vehicleType).toBe('Bike');
    expect(list.plans.find((p) => p._id === plan._id)?.services).toHaveLength(2);
  });
});

describe('who may manage plans', () => {
  it('admins only: every other role and customers 403, visitors 401; anyone reads the plans on sale', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/ops/plans' },
      { method: 'POST' as const, url: '/api/ops/plans', payload: bikePlan() },
    ];
    for (const call of calls) {
      for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
        const member = await loginStaff(t, role);
        expect((await as(t.app, member, call)).statusCode, `${role} ${call.method}`).toBe(403);
      }
      expect((await as(t.app, asha, call)).statusCode).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
  });
});
