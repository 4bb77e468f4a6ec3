// The fuels a service is for (migration 0019): the database keeps only lists of the domain's fuels, the
// demo catalogue's oil and engine services are not for electric vehicles whether the shop was seeded before the
// migration or after it, and a PUC date saved on an electric vehicle before it is dropped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { type Database, migrationsFolder, openDatabase } from './client.ts';
import { customers, customerVehicles, products } from './schema.ts';
import { SEED_PRODUCTS } from './seed/data.ts';
import { seedDemoData } from './seed/seed.ts';

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await createTestDatabase();
  database = await openDatabase(fresh.config);
  await database.migrate();
  await seedDemoData(database.db);
});

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const MIGRATION = readFileSync(path.join(migrationsFolder, '0019_service_fuels.sql'), 'utf8');
const ENGINE_SERVICES = SEED_PRODUCTS.filter((p) => p.fuels).map((p) => p.slug);

const fuelsBySlug = async () =>
  Object.fromEntries(
    (await database.db.select({ slug: products.slug, fuels: products.fuels }).from(products)).map((p) => [
      p.slug,
      p.fuels,
    ]),
  );

const refusal = async (p: Promise<unknown>) => {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { cause?: { code?: string }; code?: string } | null;
  return err?.cause?.code ?? err?.code ?? null;
};

describe('the fuels of a service', () => {
  it('are, on a freshly seeded shop, petrol, diesel and CNG for the oil and engine services, every fuel for the rest', async () => {
    expect(ENGINE_SERVICES).toEqual([
      'bike-general-service',
      'bike-premium-service',
      'bike-engine-oil-change',
      'bike-yearly-care-plan',
      'car-basic-service',
      'car-comprehensive-service',
    ]);
    const fuels = await fuelsBySlug();
    for (const p of SEED_PRODUCTS) {
      expect(fuels[p.slug], p.slug).toEqual(ENGINE_SERVICES.includes(p.slug) ? ['Petrol', 'Diesel', 'CNG'] : null);
    }
  });

  it('are given by the migration to a shop seeded before it, the same services as the seed, and its PUC dates on electric vehicles dropped', async () => {
    // As a shop seeded before 0019 was: no fuels anywhere, and a PUC date on an electric car.
    await database.db.update(products).set({ fuels: null });
    const [owner] = await database.db
      .insert(customers)
      .values({
        name: 'Old Data',
        email: 'old.data@example.in',
        phone: '+919822000001',
        passwordHash: 'x',
        address: '',
      })
      .returning({ id: customers.id });
    if (!owner) throw new Error('no customer');
    const vehicle = (fuelType: 'Electric' | 'Petrol', regNumber: string) => ({
      customerId: owner.id,
      vehicleType: 'Car' as const,
      makeModel: 'Tata Nexon EV',
      variant: 'Empowered 45',
      fuelType,
      carType: 'compact_suv' as const,
      vehicleImage: '',
      regNumber,
      pucExpiresOn: '2030-01-01',
    });
    const [ev, petrol] = await database.db
      .insert(customerVehicles)
      .values([vehicle('Electric', 'MH12EV0001'), vehicle('Petrol', 'MH12PT0001')])
      .returning({ id: customerVehicles.id });
    if (!ev || !petrol) throw new Error('no vehicles');

    for (const statement of MIGRATION.split('--> statement-breakpoint').filter((s) =>
      /^\s*(--.*\n\s*)*UPDATE/.test(s),
    )) {
      await database.db.execute(sql.raw(statement));
    }

    const fuels = await fuelsBySlug();
    for (const p of SEED_PRODUCTS) expect(fuels[p.slug], p.slug).toEqual(p.fuels ?? null);
    const puc = async (id: string) =>
      (await database.db.select().from(customerVehicles).where(eq(customerVehicles.id, id)))[0]?.pucExpiresOn;
    expect(await puc(ev.id)).toBeNull();
    expect(await puc(petrol.id)).toBe('2030-01-01');
  });

  it('are refused by the database unless they name at least one of the domain fuels and not all of them', async () => {
    const set = (fuels: string[]) =>
      database.db.execute(
        sql`update products set fuels = ${`{${fuels.join(',')}}`}::text[] where slug = 'car-ac-service'`,
      );
    expect(await refusal(set(['Hydrogen']))).toBe('23514');
    expect(await refusal(set([]))).toBe('23514');
    expect(await refusal(set(['Petrol', 'Diesel', 'CNG', 'Electric']))).toBe('23514');
    expect(await refusal(set(['Electric']))).toBeNull();
  });
});
