// Rules the database keeps by itself: CHECK constraints written from the domain's constants, the whole row that
// place_order inserts, and migrations that are never edited once committed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CITIES, ORDER_STATUSES, PAYMENT_STATUSES, TIME_SLOTS } from '@motomitra/domain/constants';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { type Database, migrationsFolder, openDatabase } from './client.ts';
import { wholeRowToJson } from './json-rows.ts';
import { orders } from './schema.ts';

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await createTestDatabase();
  database = await openDatabase(fresh.config);
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The quoted values of a `column in ('a', 'b')` CHECK, as PostgreSQL gives its definition back. */
async function allowedValues(name: string): Promise<string[]> {
  const [found] = await rows<{ def: string }>(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name} and contype = 'c'`,
  );
  if (!found) throw new Error(`no CHECK constraint ${name}`);
  return [...found.def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replaceAll("''", "'"));
}

describe('CHECK constraints from the domain constants', () => {
  const expected: [string, readonly string[]][] = [
    ['orders_status', ORDER_STATUSES],
    ['orders_payment_status', PAYMENT_STATUSES],
    ['orders_city', CITIES],
    ['orders_service_time_slot', TIME_SLOTS],
    ['slot_capacity_city', CITIES],
    ['slot_capacity_slot', TIME_SLOTS],
    ['cart_items_city', CITIES],
    ['product_prices_city', CITIES],
    ['customers_city', CITIES],
  ];

  it.each(expected)('%s allows exactly the domain values', async (name, values) => {
    expect(await allowedValues(name)).toEqual([...values]);
  });

  it('refuses a value the domain has no name for, and takes every one it has', async () => {
    const write = (city: string, slot: string) =>
      database.db.execute(
        sql`insert into slot_capacity (city, date, slot, capacity) values (${city}, '2030-01-01', ${slot}, 4)`,
      );
    const refused = async (p: Promise<unknown>) => {
      const err = (await p.then(
        () => null,
        (e: unknown) => e,
      )) as { cause?: { code?: string }; code?: string } | null;
      return err?.cause?.code ?? err?.code ?? null;
    };
    expect(await refused(write('mumbai', TIME_SLOTS[0]))).toBe('23514');
    expect(await refused(write('nagpur', '10 AM'))).toBe('23514');
    for (const city of CITIES) for (const slot of TIME_SLOTS) await write(city, slot);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from slot_capacity`);
    expect(count?.n).toBe(CITIES.length * TIME_SLOTS.length);
  });
});

describe('the row place_order inserts', () => {
  // place_order inserts jsonb_populate_record(orders): a column the API leaves out becomes null, not its default.
  const columns = Object.keys(getTableColumns(orders));
  const whole = Object.fromEntries(columns.map((key) => [key, null])) as unknown as typeof orders.$inferSelect;

  it('needs every column of orders, and names the one that is missing', () => {
    expect(Object.keys(wholeRowToJson(orders, whole))).toHaveLength(columns.length);
    for (const key of ['cancelReason', 'finalTotalPaise', 'createdAt']) {
      const { [key as keyof typeof whole]: _left, ...rest } = whole;
      expect(() => wholeRowToJson(orders, rest as typeof whole)).toThrow(`missing: ${key}`);
    }
  });
});

describe('migrations', () => {
  // A committed migration is never edited: a database migrated before the edit would keep the old version forever
  // (drizzle runs each migration once). A change is a new migration; add its checksum here (decision 0006).
  const COMMITTED: Record<string, string> = {
    '0000_initial_schema.sql': 'ea792fff232005b11124c14ed022820f5f6e38d67a89c5bc12e7b4d8ebde8a42',
    '0001_operations.sql': 'eb63b939243b02d052b226f903dcf0349996ed2728bf483da344959d2015b202',
    '0002_invoices_immutable.sql': '4812b3df28c10163051592e508f0b85697775c1230aa59f7d49a5bd2cee3796c',
    '0003_place_order.sql': 'fe598864997338db0dc87c6cdfc95c01ef1cec202688e361895e41c45d154547',
    '0004_password_resets.sql': 'd5e854c98709f9f4d6dd06f6186bd2af755e65ae822127d322fcf7b6514c1fe9',
    '0005_checks_and_one_coupon_count.sql': 'e72cae1a3afffd693add856c7a9e59ae07d8f8f30f7e6652b7da465315b1ac74',
    '0006_job_item_decisions.sql': '0c5ce2b45f20fb45aa08aee79c13e216a7b04196e8e4b13cc41002a6afc789a4',
    '0007_order_placed_email.sql': 'ee0e846218298b42135bec54451b14f08702c3e12067e3ff0eaa62bcf04e087d',
    '0008_enquiry_topic.sql': 'dcd72dee5d408048c5444df33b9861574312621604a01c8af00bd11f9af69957',
    '0009_enquiry_kinds.sql': 'e49b80cd0a4370b5795fa715398ff2220371de9be43731cbb148882f3dafffa1',
    '0010_pickup_flat_landmark.sql': 'e628c575080b7100a6ac367ed5429c787de56df33dbd1d55ade046c5c5a84bdf',
    '0011_customer_language.sql': '750990fd6aafe72c3dcedf2d0f5a03138b531bbd4905364d4cbc92492267184d',
    '0012_catalogue_translations.sql': 'd4d4da7a1017136e1768587f60a90eadecbe4b534b768862d90f00d7fc4a9ddf',
    '0013_order_reschedules.sql': '4e28d9d82e76f2cd3840d9fad9e334190f80e99afecef78d2d3cebfecf613694',
    '0014_customer_erasure.sql': 'd9a4066fad32f6144114a828c6aaa6dccbfc9227a01bc74efd535e7d24e3cf1f',
    '0015_reviews.sql': '98ef368d77649ac107ccddcebade00a5abe7cc92a04a242e7efdb897f7b6644c',
    '0016_enquiry_customer.sql': 'bfdf3ac34607296f324125b7e53f05b7a3274804c393220067f3924fb6cf6cfd',
    '0017_service_reminders.sql': 'e83e33d4bdcea1c5ae0db59baece91653ab87bdf61a371c1336971ced08618d4',
    '0018_coupon_eligibility.sql': 'f639e859180191bb46178059f9104b0de5f575b07297ff1dfb8423cc1e301acc',
    '0019_service_fuels.sql': '69b4b641342cc6c90028be4fece6e1a3c0be4c604dc0259eae54819f3d02c0f1',
    '0020_outbox_order_and_secrets.sql': '0822b512aeba307c1a2008855d2a419409ad2d3d0bf5802682834085e592f062',
    '0021_drop_flat_landmark.sql': 'd2e26dfaea9eed6934ef9e15258a8019bbb9075dff3439401bd30c522609382e',
    '0022_phone_first.sql': 'aa0af047b0ada7a3c63f1d3c79ead60330b9f58d5b420245634cc072ad1e3848',
    '0023_conversations.sql': 'fc022ec01adec76e09185dd8ab1c76eeb8dca93a752a6f97bc00456aad4b6269',
    '0024_channel_messages.sql': 'f23f4f302e6a31800dc0366ee27df7a52d6944c17373580cff38dc2a9a9bc180',
    '0025_forget_dead_codes.sql': '1b1147dc4c5f7f6e9bfb549c19c8b038225c80c17a015638fdb51603941e78e4',
    '0026_payment_links.sql': '0349c8786d2c03db4f6de6ccc8af4c4d7bc6f729086ceb3dfaaefe1e9a07b764',
    '0027_staff_roles.sql': '9c24f52f72e65ae230cc46a12179e8ca9a2a26b197c409c48f4fc54463142c9b',
    '0028_staff_work.sql': '10c22fba3a92a9f058d9a978229c9550a6daf820212f6ce1b376b6cdda31faf2',
    '0029_inspections.sql': '0ab94fceb1ba2e8e8fb0524c5122613d0cc9fe726e22001773f87e0f1c1cd798',
    '0030_report_indexes.sql': '1cc6768ae35f02f2f8b113601bbca6e8c39332ab00f018119806d4ef01cfbdf2',
    '0031_plans.sql': '25c0696fdd76c5dd258cedcb0a93333538a22e032671fc2c3890e6bf1d226f61',
    '0032_subscriptions.sql': 'f982fa88869540019fe36f4915b4f78607344760a086a065ef893bf98f38b8fa',
    '0033_plan_invoices_calls.sql': 'ab7e9c32b7584fb3a48c7dd6f673e724ee5e3e65aa6a55fd5a203fc4b06ce42a',
  };

  it('are never edited once committed, and each new one is recorded here', () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    const sums = Object.fromEntries(
      files.map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(path.join(migrationsFolder, f), 'utf8').replaceAll('\r\n', '\n'))
          .digest('hex'),
      ]),
    );
    expect(sums, 'an edited migration: put the change in a new one instead').toEqual(COMMITTED);
  });

  it("leave place_order counting a customer's coupon uses through coupon_uses_by", async () => {
    // place_order queues the confirmation around place_order_booking, which books (migration 0007).
    const [fn] = await rows<{ body: string }>(
      sql`select prosrc as body from pg_proc where proname = 'place_order_booking'`,
    );
    expect(fn?.body).toContain('"coupon_uses_by"(r."customer_id", r."coupon_id")');
    expect(fn?.body).not.toMatch(/count\(\*\)/i);
  });
});
