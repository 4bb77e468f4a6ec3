// Operator accounts: the command line makes them, sign-up never does; they log in like customers with role operator,
// an admin unless operator:create was given another role (decision 0021).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { cookieFrom, json } from '../../testing/customers.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../testing/test-app.ts';
import { createOperator, OperatorInputError, passwordFromPipe } from './accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('operator accounts', () => {
  it('refuses a weak password with the spec’s first message, a bad email and an email in use', async () => {
    await expect(createOperator(t.database.db, { email: 'a@b.in', name: 'Desk', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters long.',
    );
    await expect(
      createOperator(t.database.db, { email: 'not-an-email', name: 'Desk', password: 'Desk@2026x' }),
    ).rejects.toBeInstanceOf(OperatorInputError);
    await createOperator(t.database.db, { email: 'desk@motomitra.in', name: 'Desk', password: 'Desk@2026x' });
    await expect(
      createOperator(t.database.db, { email: 'DESK@motomitra.in', name: 'Desk', password: 'Desk@2026x' }),
    ).rejects.toThrow('An account with this email already exists.');
  });

  it('logs in at the customer log-in and is reported as an operator', async () => {
    await createOperator(t.database.db, { email: 'floor@motomitra.in', name: 'Floor', password: 'Floor@2026x' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: 'floor@motomitra.in', password: 'Floor@2026x' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/customer/check/logged/in',
      headers: { ...json, cookie },
      payload: {},
    });
    expect(check.json()).toEqual({ isCustomerLoggedIn: true, role: 'operator', staffRole: 'admin' });
  });

  it('is made with the role and number it is given, and refuses a role the garage has not', async () => {
    const made = await createOperator(t.database.db, {
      email: 'rider.one@motomitra.in',
      name: 'Ravi Rider',
      password: 'Rider@2026x',
      role: 'rider',
      phone: '98220 12345',
    });
    expect(made.role).toBe('rider');
    const [row] = await t.database.db
      .select({ role: customers.role, staffRole: customers.staffRole, phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, made.id));
    expect(row).toEqual({ role: 'operator', staffRole: 'rider', phone: '+919822012345' });
    await expect(
      createOperator(t.database.db, {
        email: 'boss@motomitra.in',
        name: 'Boss',
        password: 'Boss@2026x',
        role: 'owner',
      }),
    ).rejects.toThrow('The role is admin, advisor, technician or rider.');
    await expect(
      createOperator(t.database.db, {
        email: 'boss@motomitra.in',
        name: 'Boss',
        password: 'Boss@2026x',
        phone: '12345',
      }),
    ).rejects.toThrow('Enter a 10-digit mobile number.');
    expect(await t.database.db.select().from(customers).where(eq(customers.email, 'boss@motomitra.in'))).toEqual([]);
  });
});

describe('a piped password', () => {
  it('is one line, or the same line twice; anything else is refused with a clear message', () => {
    expect(passwordFromPipe('Desk@2026x\n')).toBe('Desk@2026x');
    expect(passwordFromPipe('Desk@2026x')).toBe('Desk@2026x');
    expect(passwordFromPipe('Desk@2026x\r\nDesk@2026x\r\n')).toBe('Desk@2026x');
    expect(() => passwordFromPipe('Desk@2026x\nDesk@2026y\n')).toThrow('The two passwords piped differ.');
    expect(() => passwordFromPipe('a\nb\nc\n')).toThrow('Pipe the password on one line, or on two lines');
    expect(() => passwordFromPipe('\n')).toThrow('No password was piped');
  });

  it('never becomes a password with a line break inside', async () => {
    await expect(
      createOperator(t.database.db, { email: 'nl@motomitra.in', name: 'Desk', password: 'Desk@2026x\nDesk@2026x' }),
    ).rejects.toThrow('A password cannot contain line breaks or other control characters.');
  });
});

describe('npm run operator:create', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const create = (env: Record<string, string>, input: string, email: string, flags: string[] = []) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/modules/operators/cli.ts', '--email', email, '--name', 'Garage Desk', ...flags],
      { cwd: root, input, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
    );

  it('creates an operator from a piped password, in DATA_DIR, and refuses a weak one', () => {
    // A data directory no shop has used yet: not even made.
    const dataDir = path.join(os.tmpdir(), `mm-op-${randomBytes(6).toString('hex')}`);
    const run = (input: string, email: string, flags: string[] = []) =>
      create({ DATA_DIR: dataDir, DATABASE_URL: '' }, input, email, flags);
    try {
      // Another DATA_DIR than the running shop's once made a new, empty shop and said "created": now it
      // says there is no shop there, where it looked, what to check and how to go on, and makes nothing.
      const nowhere = run('Desk@2026x\n', 'ops@motomitra.in');
      expect(nowhere.status).toBe(1);
      expect(nowhere.stdout).not.toContain('created');
      expect(nowhere.stderr).toContain(`There is no MotoMitra shop in ${dataDir} yet`);
      expect(nowhere.stderr).toContain('If your shop runs with another DATA_DIR or with DATABASE_URL');
      expect(nowhere.stderr).toContain('run it again with --new-shop');
      expect(fs.existsSync(dataDir)).toBe(false);

      // The first operator before the first start: said so, and made.
      const ok = run('Desk@2026x\n', 'ops@motomitra.in', ['--new-shop']);
      expect(ok.stderr).toBe('');
      expect(ok.stdout).toContain('Operator ops@motomitra.in created (admin).');
      expect(ok.status).toBe(0);
      // Written to DATA_DIR, not to a throwaway database: a second run finds the shop, and the account.
      const again = run('Desk@2026x\n', 'ops@motomitra.in');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('An account with this email already exists.');
      const weak = run('password\n', 'ops2@motomitra.in');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain('Password must contain at least one special character.');
      // Piped twice, as the two prompts ask: one password, not both lines as one.
      const twice = run('Desk@2026y\nDesk@2026y\n', 'ops3@motomitra.in');
      expect(twice.stderr).toBe('');
      expect(twice.status).toBe(0);
      const differ = run('Desk@2026y\nDesk@2026z\n', 'ops4@motomitra.in');
      expect(differ.status).toBe(1);
      expect(differ.stderr).toContain('The two passwords piped differ.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says so of a DATABASE_URL without the shop’s tables, makes none, and with --new-shop makes the shop', async () => {
    const empty = await createTestDatabase();
    const tables = async () => {
      const client = new pg.Client({ connectionString: empty.config.url });
      await client.connect();
      try {
        const found = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_tables where schemaname = 'public'",
        );
        return found.rows[0]?.n;
      } finally {
        await client.end();
      }
    };
    try {
      const env = { DATABASE_URL: empty.config.url };
      const refused = create(env, 'Desk@2026x\n', 'url@motomitra.in');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('(DATABASE_URL) holds no MotoMitra shop yet');
      expect(refused.stderr).toContain('--new-shop');
      expect(await tables()).toBe(0);
      const made = create(env, 'Desk@2026x\n', 'url@motomitra.in', ['--new-shop']);
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain('Operator url@motomitra.in created (admin).');
      expect(await tables()).toBeGreaterThan(0);
    } finally {
      await empty.drop();
    }
  }, 60_000);

  it('makes a rider with --role rider and --phone, and refuses a role the garage has not before asking anything', async () => {
    const shop = await createTestDatabase('migrated');
    const client = new pg.Client({ connectionString: shop.config.url });
    await client.connect();
    const staffOf = async (email: string) =>
      (
        await client.query<{ role: string; staff_role: string; phone: string }>(
          'select role, staff_role, phone from customers where email = $1',
          [email],
        )
      ).rows;
    try {
      const env = { DATABASE_URL: shop.config.url };
      const rider = create(env, 'Rider@2026x\n', 'rider@motomitra.in', ['--role', 'rider', '--phone', '9822012345']);
      expect(rider.stderr).toBe('');
      expect(rider.stdout).toContain('Operator rider@motomitra.in created (rider).');
      expect(rider.status).toBe(0);
      expect(await staffOf('rider@motomitra.in')).toEqual([
        { role: 'operator', staff_role: 'rider', phone: '+919822012345' },
      ]);

      // Nothing piped: a role checked only after the password would be refused for the missing password instead.
      const boss = create(env, '', 'boss@motomitra.in', ['--role', 'boss']);
      expect(boss.status).toBe(1);
      expect(boss.stderr.trim()).toBe('The role is admin, advisor, technician or rider.');
      expect(boss.stdout).toBe('');
      expect(await staffOf('boss@motomitra.in')).toEqual([]);
    } finally {
      await client.end();
      await shop.drop();
    }
  }, 60_000);
});
