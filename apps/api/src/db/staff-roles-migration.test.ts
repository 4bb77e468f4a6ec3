// The staff-roles migration (decision 0021) on a shop that ran every migration before it: its operators become
// admins, its customers get no staff role, and from then on the database refuses an operator without a role.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { type Database, migrationsFolder, openDatabase } from './client.ts';

type Journal = { entries: { idx: number; tag: string }[] };

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let before: string;

beforeAll(async () => {
  fresh = await createTestDatabase('empty');
  database = await openDatabase(fresh.config);
  // The migrations up to the one before staff roles, found by name: its number changes when branches are merged.
  before = mkdtempSync(path.join(os.tmpdir(), 'mm-before-staff-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_staff_roles'));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
});

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  if (before) rmSync(before, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const refusal = async (p: Promise<unknown>) => {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { cause?: { code?: string }; code?: string } | null;
  return err?.cause?.code ?? err?.code ?? null;
};

describe('the staff-roles migration', () => {
  it('makes every operator of an older shop an admin, active, and gives its customers no staff role', async () => {
    await migrate(database.db, { migrationsFolder: before });
    expect(
      await rows(sql`select column_name from information_schema.columns where table_name = 'customers'
      and column_name in ('staff_role', 'active')`),
    ).toEqual([]);
    await database.db.execute(sql`insert into customers (role, name, email, phone, password_hash) values
      ('operator', 'Garage Desk', 'desk@motomitra.in', '', 'x'),
      ('operator', 'Night Desk', 'night@motomitra.in', '', 'x'),
      ('customer', 'Asha Patil', 'asha@example.in', '+919822000001', 'x')`);

    await database.migrate();

    expect(await rows(sql`select email, role, staff_role, active from customers order by email`)).toEqual([
      { email: 'asha@example.in', role: 'customer', staff_role: null, active: true },
      { email: 'desk@motomitra.in', role: 'operator', staff_role: 'admin', active: true },
      { email: 'night@motomitra.in', role: 'operator', staff_role: 'admin', active: true },
    ]);
  });

  it('leaves a database that refuses an operator without a role, a customer with one, and a role it has not', async () => {
    const insert = (role: string, staffRole: string | null, email: string) =>
      database.db.execute(sql`insert into customers (role, staff_role, name, email, phone)
        values (${role}, ${staffRole}, 'Someone', ${email}, '')`);
    expect(await refusal(insert('operator', null, 'a@motomitra.in'))).toBe('23514');
    expect(await refusal(insert('customer', 'rider', 'b@motomitra.in'))).toBe('23514');
    expect(await refusal(insert('operator', 'owner', 'c@motomitra.in'))).toBe('23514');
    expect(await refusal(insert('operator', 'rider', 'd@motomitra.in'))).toBeNull();
  });
});
