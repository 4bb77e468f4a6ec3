// The PGlite data directory lock: a second live process is refused with a clear error; a dead one's lock is taken over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from './client.ts';

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-pglite-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite data directory', () => {
  it('refuses a directory locked by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dir, 'motomitra.lock'), String(other.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /in use by another MotoMitra process/,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it on close', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dir, 'motomitra.lock'), String(dead.pid));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'motomitra.lock'), 'utf8')).toBe(String(process.pid));
    await database.migrate();
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await database.close();
    expect(fs.existsSync(path.join(dir, 'motomitra.lock'))).toBe(false);
  });
});
