// The shop under test, started as `npm start` runs the built shop (scripts/start.mjs: the API's build, source maps on)
// on a free port with a fresh database: on the embedded database in a fresh data directory, or on a fresh PostgreSQL
// database of TEST_DATABASE_URL. The garage's operator is made first by the tool behind `npm run operator:create`.
// A worker-scoped fixture (fixtures.ts) starts one per Playwright project and stops it when the project's worker ends
// (a worker also ends after a failed test: the next test then gets a new shop on a fresh database).
//
// The shop runs the build `npm run build` made (`npm run test:e2e` builds first). Unlike `npm start`, it does not build
// again when a source is newer: while someone edits the web app, a run would otherwise test a build of whatever the
// sources held when each project started (or fail on a half-edited file), and race that person's own builds.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type FakeChannels, startFakeChannels } from '@motomitra/api/testing/fake-channels';
import { createScratchDatabase } from '@motomitra/api/testing/scratch-database';
import { z } from 'zod';

export type DatabaseKind = 'embedded' | 'postgres';

export type Shop = {
  baseURL: string;
  /** The embedded database's data directory (unused on PostgreSQL). */
  dataDir: string;
  /** The PostgreSQL database the shop runs on; '' on the embedded database (in dataDir). */
  databaseUrl: string;
  /** The garage's operator, made with `npm run operator:create` before the shop started. */
  operator: { email: string; password: string };
  /**
   * The fake WhatsApp Cloud API and MSG91 the shop sends through (WHATSAPP_* and SMS_* point at them), running in this
   * process: what they received, and webhooks signed as Meta signs them. Specs read them through `phones` (phones.ts).
   */
  channels: FakeChannels;
};

const root = path.resolve(import.meta.dirname, '..');
const apiDist = path.join(root, 'apps/api/dist');

/** `node <the API's build of entry>`, as scripts/start.mjs runs it (stack traces point into the sources). */
function apiCommand(entry: 'server' | 'operator-create', args: string[] = []): string[] {
  const file = path.join(apiDist, `${entry}.js`);
  if (!fs.existsSync(file)) throw new Error(`The API is not built (missing ${file}): run \`npm run build\` first.`);
  return ['--enable-source-maps', file, ...args];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once the child answers /api/health; rejects when it exits first or after 90 s. */
async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ExitedEarly(`server exited with ${child.exitCode ?? child.signalCode}:\n${log()}`, log());
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

class ExitedEarly extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** What the test runner sets in its worker processes for itself: the shop's processes start without it. */
const RUNNER_ENV = new Set(['FORCE_COLOR', 'DEBUG_COLORS', 'TEST_WORKER_INDEX', 'TEST_PARALLEL_INDEX']);

function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !RUNNER_ENV.has(key)));
}

/** The part of Vite's build manifest that names the built files. */
const ViteManifestSchema = z.record(z.string(), z.object({ file: z.string(), css: z.array(z.string()).optional() }));

/**
 * A copy of the built web app for this shop alone (WEB_DIST_DIR): the shop serves its files from disk, and an
 * `npm run build` run meanwhile by someone else on this machine (it empties apps/web/dist first) would otherwise pull
 * them from under it. The page renderer imports react from node_modules: the copy's directory links the repository's.
 */
function snapshotWebBuild(into: string): string {
  const dist = path.join(root, 'apps/web/dist');
  const copy = path.join(into, 'web');
  fs.cpSync(dist, copy, { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  const manifestFile = path.join(copy, 'client/.vite/manifest.json');
  const needed = [path.join(copy, 'client/index.html'), manifestFile, path.join(copy, 'server/entry-server.js')];
  const missing = needed.filter((f) => !fs.existsSync(f));
  if (missing.length === 0) {
    const manifest = ViteManifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        if (!fs.existsSync(path.join(copy, 'client', file))) missing.push(file);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `apps/web/dist is not a whole build (missing ${missing.join(', ')}): run \`npm run build\` ` +
        '(and not while another build runs).',
    );
  }
  return copy;
}

/** The server's environment: the shop on `port`, its limits and polls short for specs, its providers the fakes. */
function serverEnv(
  env: NodeJS.ProcessEnv,
  shop: { port: number; baseURL: string; webDistDir: string; channels: FakeChannels },
): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_ENV: 'test',
    PORT: String(shop.port),
    PUBLIC_URL: shop.baseURL,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: shop.webDistDir,
    // Every spec registers its own customers from one address; the limits themselves are proven by API tests.
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_FORMS_PER_HOUR: '1000',
    // The reminder job looks for due reminders every second (every 15 minutes by default), so that a spec sees
    // the e-mail of a date it saved while it waits.
    REMINDER_POLL_MS: '1000',
    // WhatsApp and SMS go to the fakes in this process, and leave the outbox within 200 ms of being queued.
    ...shop.channels.env,
    OUTBOX_POLL_MS: '200',
  };
}

/** Starts a shop; `name` names it in messages and its log (/tmp/mm-<name>-server.log, written when it stops). */
export async function startShop(kind: DatabaseKind, name: string): Promise<Shop & { stop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl) throw new Error(`${name} needs TEST_DATABASE_URL`);
  // The data directory as the embedded PostgreSQL wants it (as root, it hands the directory to the user postgres).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-'));
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-web-'));
  let database: { url: string; drop(): Promise<void> } | null = null;
  const channels = await startFakeChannels();
  const cleanUp = async () => {
    await channels.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
    await database?.drop();
  };
  // The garage's operator, made the only way operators are made: `npm run operator:create`.
  const operator = { email: 'ops@motomitra.test', password: 'Desk@2026x' };
  let output = '';
  let started: { child: ChildProcess; baseURL: string };
  try {
    const webDistDir = snapshotWebBuild(webDir);
    database = kind === 'postgres' && adminUrl ? await createScratchDatabase(adminUrl, 'mm_e2e') : null;
    const env = { ...baseEnv(), DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };

    // Before the server holds the embedded database (one process per data directory), and before it made the shop
    // there: so --new-shop, as for the first operator of a new shop.
    const made = spawnSync(
      process.execPath,
      apiCommand('operator-create', ['--email', operator.email, '--name', 'Garage Desk', '--new-shop']),
      { cwd: root, input: `${operator.password}\n`, encoding: 'utf8', env: { ...env, LOG_LEVEL: 'warn' } },
    );
    if (made.status !== 0) throw new Error(`operator:create failed: ${made.stderr}${made.stdout}`);

    const launch = async (): Promise<{ child: ChildProcess; baseURL: string }> => {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      output = '';
      const child = spawn(process.execPath, apiCommand('server'), {
        cwd: root,
        env: serverEnv(env, { port, baseURL, webDistDir, channels }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => {
        output += d;
      });
      child.stderr?.on('data', (d) => {
        output += d;
      });
      try {
        await waitForHealth(baseURL, child, () => output);
      } catch (err) {
        await stopChild(child);
        throw err;
      }
      return { child, baseURL };
    };

    // The port is free when picked and taken by the shop a moment later; should another process take it in between,
    // the shop stops with EADDRINUSE and starts again on another port.
    for (let attempt = 1; ; attempt++) {
      try {
        started = await launch();
        break;
      } catch (err) {
        if (!(err instanceof ExitedEarly && err.output.includes('EADDRINUSE') && attempt < 3)) throw err;
      }
    }
  } catch (err) {
    await cleanUp();
    throw err;
  }
  const { child, baseURL } = started;
  // Should this process end without its teardown (a killed worker), the shop and its database go with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  return {
    baseURL,
    dataDir,
    databaseUrl: database?.url ?? '',
    operator,
    channels,
    async stop() {
      process.off('exit', killOnExit);
      await stopChild(child);
      if (output.trim()) fs.writeFileSync(path.join(os.tmpdir(), `mm-${name}-server.log`), output);
      await cleanUp();
    },
  };
}
