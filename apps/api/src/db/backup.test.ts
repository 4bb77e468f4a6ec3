// Backups: a backup restored into an empty database holds the same rows in every table (orders, invoices
// and all) and the same sequences, and the shop works on it; the inspection photos' bytes go with it, from the photo
// store on disk into an S3 bucket here, and the customer sees their photo in the restored shop; a restore refuses a
// database with rows and a damaged file, changing nothing; a failed backup leaves nothing under its name;
// `npm run db:backup`/`db:restore` do it end to end on the embedded PostgreSQL, from one DATA_DIR into another.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { issueInvoice } from '../modules/invoices/service.ts';
import { diskPhotoStore } from '../modules/photos/disk-store.ts';
import { s3PhotoStore } from '../modules/photos/s3-store.ts';
import { as, cookieFrom, json, registerCustomer, type TestCustomer } from '../testing/customers.ts';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3.ts';
import { loginOperator } from '../testing/operators.ts';
import { insertOrder } from '../testing/orders.ts';
import { phonePhoto, photoForm } from '../testing/photos.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.ts';
import { BackupError, backupDatabase } from './backup.ts';
import { type Database, openDatabase } from './client.ts';
import { restoreDatabase } from './restore.ts';

let t: TestApp;
let asha: TestCustomer;
let s3: FakeS3;
let photoUrl: string;
const bucket = {
  bucket: 'restored',
  region: 'ap-south-1',
  accessKeyId: 'AKIARESTORE',
  secretAccessKey: 'restore-secret-1234',
};
const s3Config = () => ({ kind: 's3' as const, endpoint: s3.url, forcePathStyle: true, ...bucket });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-backup-'));
const file = path.join(dir, 'shop.json.gz');
const cleanups: (() => Promise<void>)[] = [];

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every public table's rows, as PostgreSQL writes them, sorted: equal means equal to the last digit and microsecond. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const tables = await rows(
    database,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    const r = await rows(database, sql.raw(`select to_jsonb(t)::text as row from "${name}" t order by 1`));
    out[name] = r.map((x) => x.row as string);
  }
  return out;
}
const sequenceValues = (database: Database) =>
  rows(database, sql`select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`);

async function emptyDatabase(): Promise<Database> {
  const fresh = await createTestDatabase();
  const database = await openDatabase(fresh.config);
  cleanups.push(async () => {
    await database.close();
    await fresh.drop();
  });
  return database;
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await registerCustomer(t.app);
  const db = t.database.db;
  const open = await insertOrder(db, asha.id);
  const paid = await insertOrder(db, asha.id, { status: 'delivered', paymentStatus: 'paid', paymentMethod: 'UPI' });
  await db.transaction((tx) => issueInvoice(tx, paid.id, t.config.seller, new Date()));
  // The pickup inspection of the open order, with one photo (on disk, the test app's store).
  const desk = await loginOperator(t);
  const inspection = await as(t.app, desk, {
    method: 'POST',
    url: `/api/ops/orders/${open.id}/inspections`,
    payload: { kind: 'pickup' },
  });
  const form = photoForm('front', await phonePhoto());
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/ops/inspections/${inspection.json().inspection._id}/photos`,
    headers: { ...form.headers, cookie: desk.cookie },
    payload: form.payload,
  });
  photoUrl = uploaded.json().photo.url;
  s3 = await startFakeS3(bucket);
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await s3?.close();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('restored into an empty database holds the same rows and sequences and the photos, and the shop works on it', async () => {
    const header = await backupDatabase(t.database, file, t.app.photos);
    expect(header.tables.find((x) => x.name === 'orders')?.rows).toBe(2);
    expect(header.tables.find((x) => x.name === 'invoices')?.rows).toBe(1);
    expect([header.photos, header.missingPhotos]).toEqual([1, 0]);
    expect(fs.readdirSync(dir)).toEqual(['shop.json.gz']);

    const target = await emptyDatabase();
    await restoreDatabase(target, file, s3PhotoStore(s3Config()));
    // The photo's bytes are in the bucket the restored shop reads, under the key its row names.
    const [row] = await rows(target, sql`select storage_key from inspection_photos`);
    const key = row?.storage_key as string;
    expect([...s3.objects.keys()]).toEqual([key]);
    expect(s3.objects.get(key)?.body.equals((await t.app.photos.get(key)) as Buffer)).toBe(true);
    const before = await contents(t.database);
    expect(await contents(target)).toEqual(before);
    expect(before.orders).toHaveLength(2);
    expect(before.invoices).toHaveLength(1);
    expect(await sequenceValues(target)).toEqual(await sequenceValues(t.database));

    // The restored shop: Asha logs in with her password and sees her two orders.
    const app = await buildApp(
      { ...t.config, database: { kind: 'postgres', url: '', poolSize: 2 }, photos: s3Config() },
      { database: target },
    );
    cleanups.push(() => app.close());
    const login = await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: asha.email, password: asha.password },
    });
    expect(login.statusCode).toBe(200);
    const list = await as(
      app,
      { cookie: cookieFrom(login) },
      { method: 'GET', url: '/api/customer/fetch/customers/orders' },
    );
    expect(list.json().orders).toHaveLength(2);
    const photo = await as(app, { cookie: cookieFrom(login) }, { method: 'GET', url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(s3.objects.get(key)?.body as Buffer)).toBe(true);
    // The invoice series continues where it stood: the next paid order gets the next number, not a duplicate.
    const [last] = await rows(target, sql`select max(sequence)::int as n from invoices`);
    const next = await insertOrder(target.db, asha.id, {
      status: 'delivered',
      paymentStatus: 'paid',
      paymentMethod: 'UPI',
    });
    await target.db.transaction((tx) => issueInvoice(tx, next.id, t.config.seller, new Date()));
    const sequences = await rows(target, sql`select sequence from invoices order by sequence`);
    expect(sequences.map((r) => r.sequence)).toEqual([last?.n, (last?.n as number) + 1]);
    // And new customers get the next customer number (the identity sequence came along).
    const [numbers] = await rows(
      target,
      sql`select count(distinct number)::int as d, count(*)::int as n from customers`,
    );
    await registerCustomer(app);
    const [after] = await rows(target, sql`select count(distinct number)::int as d, count(*)::int as n from customers`);
    expect(numbers?.d).toBe(numbers?.n);
    expect(after?.d).toBe(after?.n);
  });

  it('is not restored into a database that has rows, which it leaves as it was', async () => {
    await backupDatabase(t.database, file, t.app.photos);
    const before = await contents(t.database);
    await expect(restoreDatabase(t.database, file, t.app.photos)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(t.database, file, t.app.photos)).rejects.toThrow(
      /not empty .* never overwrites a shop/,
    );
    expect(await contents(t.database)).toEqual(before);
  });

  it('names a photo its store no longer has, and a restore of it puts back the others and no bytes for that one', async () => {
    const [row] = await rows(t.database, sql`select storage_key from inspection_photos`);
    const key = row?.storage_key as string;
    const bytes = (await t.app.photos.get(key)) as Buffer;
    await t.app.photos.delete(key);
    try {
      const header = await backupDatabase(t.database, file, t.app.photos);
      expect([header.photos, header.missingPhotos]).toEqual([1, 1]);
    } finally {
      await t.app.photos.put(key, bytes);
    }
    const target = await emptyDatabase();
    const store = diskPhotoStore(path.join(dir, 'restored-photos'));
    await restoreDatabase(target, file, store);
    expect(await rows(target, sql`select storage_key from inspection_photos`)).toEqual([{ storage_key: key }]);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses a damaged or foreign file before touching the database', async () => {
    await backupDatabase(t.database, file, t.app.photos);
    const whole = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.json.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const foreign = path.join(dir, 'foreign.json.gz');
    fs.writeFileSync(foreign, 'not a backup');
    const target = await emptyDatabase();
    const store = s3PhotoStore(s3Config());
    await expect(restoreDatabase(target, cut, store)).rejects.toThrow(/damaged/);
    await expect(restoreDatabase(target, foreign, store)).rejects.toThrow(/not a MotoMitra backup/);
    await expect(restoreDatabase(target, path.join(dir, 'missing.json.gz'), store)).rejects.toThrow(/No file at/);
    // Nothing was made: not even the tables.
    expect(await rows(target, sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([
      { n: 0 },
    ]);
  });

  it('that fails leaves nothing under its name, not even the partial file', async () => {
    // A directory where the file should go: writing succeeds, the final rename fails.
    const blocked = path.join(dir, 'blocked.json.gz');
    fs.mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    await expect(backupDatabase(t.database, blocked, t.app.photos)).rejects.toThrow();
    expect(fs.existsSync(`${blocked}.partial`)).toBe(false);
    expect(fs.statSync(blocked).isDirectory()).toBe(true);
  });
});

describe('npm run db:backup and db:restore', () => {
  // About the embedded database only: once is enough (not again in the PostgreSQL project).
  it.skipIf(process.env.MM_TEST_DB === 'postgres')(
    'back up one embedded DATA_DIR and restore it into an empty one',
    () => {
      const root = path.resolve(import.meta.dirname, '../../../..');
      const source = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-backup-src-'));
      const target = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-backup-dst-'));
      const out = path.join(dir, 'cli.json.gz');
      const run = (script: string, args: string[], dataDir: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
        });
      const nowhere = path.join(os.tmpdir(), `mm-backup-none-${process.pid}-${Date.now()}`);
      try {
        // Where no shop is yet, nothing is made: no backup of an empty shop, no shop seeded unasked.
        const noShop = run('apps/api/src/db/backup-cli.ts', ['backup', out], nowhere);
        expect(noShop.status).toBe(1);
        expect(noShop.stderr).toContain(`There is no MotoMitra shop in ${nowhere} yet`);
        expect(noShop.stderr).toContain('there is nothing to back up');
        expect(fs.existsSync(nowhere)).toBe(false);
        expect(fs.existsSync(out)).toBe(false);
        const unasked = run('apps/api/src/db/seed/cli.ts', [], source);
        expect(unasked.status).toBe(1);
        expect(unasked.stderr).toContain(`There is no MotoMitra shop in ${source} yet`);
        expect(unasked.stderr).toContain('--new-shop');
        expect(fs.readdirSync(source)).toEqual([]);

        const seeded = run('apps/api/src/db/seed/cli.ts', ['--new-shop'], source);
        expect(seeded.status, seeded.stderr).toBe(0);
        const backup = run('apps/api/src/db/backup-cli.ts', ['backup', out], source);
        expect(backup.stderr).toBe('');
        expect(backup.stdout).toMatch(
          /^Backup written to .*cli\.json\.gz: \d+ tables, \d+ rows, 0 photos\. It holds personal data/,
        );
        const restore = run('apps/api/src/db/backup-cli.ts', ['restore', out], target);
        expect(restore.stderr).toBe('');
        expect(restore.status).toBe(0);
        expect(restore.stdout).toMatch(/^Restored .* into embedded: \d+ tables, \d+ rows, 0 photos\./);
        // A second restore into the now full directory is refused, with the reason, and exit code 1.
        const again = run('apps/api/src/db/backup-cli.ts', ['restore', out], target);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('The database is not empty');
        const [, tablesRows] = backup.stdout.match(/: (\d+ tables, \d+ rows)/) ?? [];
        expect(restore.stdout).toContain(tablesRows);
      } finally {
        fs.rmSync(nowhere, { recursive: true, force: true });
        fs.rmSync(source, { recursive: true, force: true });
        fs.rmSync(target, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
