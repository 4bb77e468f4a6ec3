// The cap on saved vehicles under concurrency, with two API instances on one PostgreSQL and real parallel
// HTTP requests: adds racing for a customer's last free place save exactly one vehicle, whichever call and instance
// they reach. Each add counts the customer's vehicles under the customer's row lock; without it, every racer would
// count the same 19 and save.
import { VEHICLES_MAX } from '@motomitra/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerVehicles, vehicleCatalogue } from '../../db/schema.ts';
import { type BookingTestApp, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { type Hold, hold, releaseHolds, statuses, untilBlockedBy } from '../../testing/held-locks.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let instances: [Instance, Instance];
let t: BookingTestApp;
let splendor: typeof vehicleCatalogue.$inferSelect;

beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances, t } = setup);
  const [entry] = await t.database.db
    .select()
    .from(vehicleCatalogue)
    .where(eq(vehicleCatalogue.model, 'Splendor Plus'));
  if (!entry) throw new Error('no Splendor Plus in the catalogue');
  splendor = entry;
});

afterAll(async () => {
  await setup?.close();
});

let plate = 0;
const nextReg = () => `MH40PG${String(1000 + (plate++ % 9000))}`;

/** A customer with `n` vehicles saved already (written straight to the database). */
async function customerWith(n: number): Promise<Shopper> {
  const c = await quickCustomer(t);
  await t.database.db.insert(customerVehicles).values(
    Array.from({ length: n }, () => ({
      customerId: c.id,
      catalogueId: splendor.id,
      vehicleType: splendor.vehicleType,
      makeModel: `${splendor.make} ${splendor.model}`,
      variant: splendor.variant,
      fuelType: splendor.fuelType,
      bikeCc: splendor.bikeCc,
      vehicleImage: splendor.image,
      regNumber: nextReg(),
    })),
  );
  return c;
}

/** Adds a vehicle over real HTTP through instance `i % 2`, by the current call (even i) or the legacy one (odd i). */
async function add(i: number, c: Shopper): Promise<number> {
  const instance = instances[i % 2] as Instance;
  const legacy = i % 4 >= 2;
  const res = await fetch(`${instance.url}/api/customer/addvehicle${legacy ? `/${c.id}` : ''}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: c.cookie },
    body: JSON.stringify(
      legacy
        ? { make: splendor.make, model: splendor.model, reg_number: nextReg() }
        : { catalogue_id: splendor.id, make_model: `${splendor.make} ${splendor.model}`, reg_number: nextReg() },
    ),
  });
  await res.arrayBuffer();
  return res.status;
}

const saved = async (c: Shopper) =>
  (await t.database.db.select().from(customerVehicles).where(eq(customerVehicles.customerId, c.id))).length;
/** Another session holding the customer's row, as an add in flight does, until release(). */
const holdCustomer = (id: string) =>
  hold(setup.fresh.config.url, 'select 1 from customers where id = $1 for no key update', [id]);
afterEach(releaseHolds);

/** Returns once `n` sessions wait for the held row; fails the test when they do not within 5 seconds. */
const untilBlocked = (held: Hold, n: number) =>
  untilBlockedBy(t.database.db, held, n, "adds waited for the customer's row");

describe('adds racing for the last place under the cap (two instances, one PostgreSQL)', () => {
  it('12 adds at once for a customer with 19 vehicles save exactly one; the others get 409', async () => {
    const c = await customerWith(VEHICLES_MAX - 1);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(i, c)));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 11 });
    expect(await saved(c)).toBe(VEHICLES_MAX);
  });

  it('two adds that both read the count while another holds the customer wait for it, and only one saves', async () => {
    const c = await customerWith(VEHICLES_MAX - 1);
    const held = await holdCustomer(c.id);
    const racing = Promise.all([add(0, c), add(1, c)]);
    // Both are inside their transactions, waiting for the customer's row: neither has counted yet.
    await untilBlocked(held, 2);
    await held.release();
    expect(statuses(await racing)).toEqual({ 201: 1, 409: 1 });
    expect(await saved(c)).toBe(VEHICLES_MAX);
  });
});
