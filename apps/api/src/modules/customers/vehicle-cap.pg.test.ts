// The cap on saved vehicles under concurrency, with two API instances on one PostgreSQL and real parallel
// HTTP requests: adds racing for a customer's last free place save exactly one vehicle, whichever call and instance
// they reach. Each add counts the customer's vehicles under the customer's row lock; without it, every racer would
// count the same 19 and save.
import { VEHICLES_MAX } from '@motomitra/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerVehicles, vehicleCatalogue } from '../../db/schema.ts';
import { type BookingTestApp, quickCustomer, type Shopper } from '../../testing/booking.ts';
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
function statuses(list: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of list) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** Another session holding the customer's row, as an add in flight does, until release(). */
type Hold = { pid: number; release(): Promise<void> };
const holds = new Set<Hold>();
async function holdCustomer(id: string): Promise<Hold> {
  const other = new pg.Client({ connectionString: setup.fresh.config.url });
  await other.connect();
  await other.query('begin');
  await other.query('select 1 from customers where id = $1 for no key update', [id]);
  const { rows } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
  const held: Hold = {
    pid: rows[0]?.pid ?? 0,
    release: async () => {
      if (!holds.delete(held)) return;
      await other.query('commit');
      await other.end();
    },
  };
  holds.add(held);
  return held;
}
afterEach(async () => {
  for (const held of [...holds]) await held.release();
});

/** Returns once `n` sessions wait for the held row; fails the test when they do not within 5 seconds. */
async function untilBlockedBy(held: Hold, n: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const waiting = (await t.database.db.execute(
      // Directly, or queued behind another waiter for the same row.
      sql`with recursive blocked(pid) as (
          select pid from pg_stat_activity where ${held.pid}::int = any(pg_blocking_pids(pid))
          union
          select a.pid from pg_stat_activity a join blocked b on b.pid = any(pg_blocking_pids(a.pid)))
        select count(*)::int as n from blocked`,
    )) as unknown as { rows: { n: number }[] };
    if ((waiting.rows[0]?.n ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} adds waited for the customer's row`);
}

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
    await untilBlockedBy(held, 2);
    await held.release();
    expect(statuses(await racing)).toEqual({ 201: 1, 409: 1 });
    expect(await saved(c)).toBe(VEHICLES_MAX);
  });
});
