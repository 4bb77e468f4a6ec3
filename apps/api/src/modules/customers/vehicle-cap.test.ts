// Saved vehicles are capped and their adding rate-limited (120 were added in a row and the profile answer
// grew to 50 KB): at most VEHICLES_MAX per customer on every call that saves one, refused with 409 in the customer's
// language and nothing saved; and RATE_LIMIT_VEHICLES_PER_HOUR adds an hour per customer over both calls, then 429.
import { VEHICLES_MAX } from '@motomitra/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { customerVehicles, vehicleCatalogue } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** The rate limit's app: 3 adds an hour per customer. */
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  strict = await createTestApp({ rateLimits: { ...testConfig().rateLimits, vehiclesPerHour: 3 } });
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
});

let plate = 0;
const nextReg = () => `MH31VC${String(1000 + (plate++ % 9000))}`;

async function splendorId(app: TestApp): Promise<string> {
  const [entry] = await app.database.db
    .select({ id: vehicleCatalogue.id })
    .from(vehicleCatalogue)
    .where(eq(vehicleCatalogue.model, 'Splendor Plus'));
  if (!entry) throw new Error('no Splendor Plus in the catalogue');
  return entry.id;
}

const add = async (app: TestApp, c: Shopper, language = 'en') =>
  as(app.app, c, {
    method: 'PUT',
    url: '/api/customer/addvehicle',
    headers: { 'accept-language': language },
    payload: { catalogue_id: await splendorId(app), make_model: 'Hero Splendor Plus', reg_number: nextReg() },
  });
const addLegacy = (app: TestApp, c: Shopper) =>
  as(app.app, c, {
    method: 'PUT',
    url: `/api/customer/addvehicle/${c.id}`,
    payload: { vehicleType: 'Bike', make: 'Hero', model: 'Splendor Plus', reg_number: nextReg() },
  });
const savedCount = async (app: TestApp, c: Shopper) =>
  (await app.database.db.select().from(customerVehicles).where(eq(customerVehicles.customerId, c.id))).length;

describe('the cap on saved vehicles', () => {
  it(`refuses the ${VEHICLES_MAX + 1}st vehicle on every call that saves one, in the customer's language, saving nothing`, async () => {
    expect(VEHICLES_MAX).toBe(20);
    const c = await quickCustomer(t);
    for (let i = 0; i < VEHICLES_MAX; i++) {
      const res = await add(t, c);
      expect(res.statusCode, res.body).toBe(201);
    }

    const refused = await add(t, c);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You can save at most 20 vehicles. Please delete one first.');
    expect((await add(t, c, 'mr')).json().message).toBe('तुम्ही जास्तीत जास्त 20 गाड्या जतन करू शकता. कृपया आधी एक काढा.');
    expect((await add(t, c, 'hi')).json().message).toBe(
      'आप ज़्यादा से ज़्यादा 20 गाड़ियाँ सेव कर सकते हैं। कृपया पहले कोई एक हटाएँ।',
    );
    const legacy = await addLegacy(t, c);
    expect(legacy.statusCode).toBe(409);
    expect(await savedCount(t, c)).toBe(VEHICLES_MAX);

    // One deleted makes room for one.
    const [first] = await t.database.db.select().from(customerVehicles).where(eq(customerVehicles.customerId, c.id));
    if (!first) throw new Error('no vehicle');
    const deleted = await as(t.app, c, { method: 'DELETE', url: `/api/customer/vehicles/${first.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await addLegacy(t, c)).statusCode).toBe(201);
    expect((await add(t, c)).statusCode).toBe(409);
    expect(await savedCount(t, c)).toBe(VEHICLES_MAX);
  });

  it("counts each customer's own vehicles only", async () => {
    const other = await quickCustomer(t);
    expect((await add(t, other)).statusCode).toBe(201);
  });
});

describe('the rate of adding vehicles', () => {
  it('answers a burst beyond the hour’s limit with 429 over both calls, for that customer only, saving nothing', async () => {
    const c = await quickCustomer(strict);
    expect((await add(strict, c)).statusCode).toBe(201);
    expect((await addLegacy(strict, c)).statusCode).toBe(201);
    expect((await add(strict, c)).statusCode).toBe(201);

    const burst = await Promise.all([add(strict, c), addLegacy(strict, c), add(strict, c, 'mr')]);
    expect(burst.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(burst[0]?.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(burst[2]?.json().message).not.toMatch(/Too many/);
    expect(burst[0]?.headers['retry-after']).toBeDefined();
    expect(await savedCount(strict, c)).toBe(3);

    const other = await quickCustomer(strict);
    expect((await add(strict, other)).statusCode).toBe(201);
  });
});
