// The embedded PostgreSQL: first start initialises DATA_DIR, data outlives a restart and a killed owner, one owner per
// directory (a command-line tool may join it), and a directory of the old in-process engine is refused clearly.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { DataDirLockedError, EmbeddedStartError, isAlive } from './embedded.ts';

const dirs: string[] = [];
const open: Database[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-embedded-'));
  dirs.push(d);
  return d;
}
async function openEmbedded(dataDir: string, opts: { join?: boolean } = {}) {
  const database = await openDatabase({ kind: 'embedded', dataDir, poolSize: 2 }, opts);
  open.push(database);
  return database;
}
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of open.splice(0).reverse()) await d.close().catch(() => {});
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
}

// A stopped orphan is the child of PID 1, which in a container may never reap it: a zombie counts as stopped.
const alive = isAlive;

describe('the embedded PostgreSQL', () => {
  it('initialises DATA_DIR on first start, keeps the data across a restart, and stops its server on close', async () => {
    const dir = tempDir();
    const first = await openEmbedded(dir);
    await first.migrate();
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    const pid = postmasterPid(dir);
    expect(pid).not.toBeNull();
    expect(fs.readFileSync(path.join(dir, 'motomitra.lock'), 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(alive(pid ?? 0)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'motomitra.lock'))).toBe(false);

    const second = await openEmbedded(dir);
    expect(await rows(second, sql`select v from kept`)).toEqual([{ v: 'still here' }]);
    expect(await second.ping()).toBeGreaterThanOrEqual(0);
  });

  it('refuses a directory another live process owns, and lets a command-line tool join it instead', async () => {
    const dir = tempDir();
    const owner = await openEmbedded(dir);
    await owner.db.execute(sql`create table shared (v int)`);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(other);
    // The lock names another live process, as a second `npm start` would find it.
    fs.writeFileSync(path.join(dir, 'motomitra.lock'), String(other.pid));
    await expect(openEmbedded(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openEmbedded(dir)).rejects.toThrow(/in use by another MotoMitra process/);

    const guest = await openEmbedded(dir, { join: true });
    await guest.db.execute(sql`insert into shared values (7)`);
    await guest.close();
    // The guest leaves the owner's server running.
    expect(await rows(owner, sql`select v from shared`)).toEqual([{ v: 7 }]);
  });

  it('recovers after its owner is killed: the orphaned server is stopped and committed rows are there', async () => {
    const dir = tempDir();
    const owner = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../testing/embedded-owner.ts'), dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(owner);
    await new Promise<void>((resolve, reject) => {
      owner.stdout?.on('data', (d) => String(d).includes('committed') && resolve());
      owner.once('exit', (code) => reject(new Error(`owner exited with ${code}`)));
    });
    const orphan = postmasterPid(dir);
    owner.kill('SIGKILL');
    await new Promise((r) => owner.once('exit', r));
    expect(orphan !== null && alive(orphan)).toBe(true);

    const reopened = await openEmbedded(dir);
    expect(await rows(reopened, sql`select count(*)::int as n from acknowledged`)).toEqual([{ n: 100 }]);
    expect(alive(orphan ?? 0)).toBe(false);
  });

  it('refuses a data directory of the earlier in-process engine with a message saying what to do', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    await expect(openEmbedded(dir)).rejects.toThrow(EmbeddedStartError);
    await expect(openEmbedded(dir)).rejects.toThrow(/PGlite.*move it away or delete it/);
  });
});
