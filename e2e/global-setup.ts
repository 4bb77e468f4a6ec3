// Starts the shop once per e2e project, the way `npm start` does, on a free port: project `e2e` on the embedded
// database in a fresh data directory, project `e2e-postgres` on a fresh PostgreSQL database of TEST_DATABASE_URL.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The PostgreSQL database of project e2e-postgres; '' on the embedded database (in dataDir). */
    databaseUrl: string;
    operator: { email: string; password: string };
  }
}

const root = path.resolve(import.meta.dirname, '..');

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
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

export default async function setup(project: TestProject) {
  const onPostgres = project.name === 'e2e-postgres';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (onPostgres && !adminUrl) throw new Error('e2e-postgres needs TEST_DATABASE_URL');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-'));
  const database = onPostgres && adminUrl ? await createScratchDatabase(adminUrl, 'mm_e2e') : null;
  const databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
  let output = '';
  // The garage's operator, made the only way operators are made: `npm run operator:create`, before the server
  // holds the embedded database (one process per data directory).
  const operator = { email: 'ops@motomitra.test', password: 'Desk@2026x' };
  const made = spawnSync(
    process.execPath,
    ['scripts/start.mjs', 'operator-create', '--email', operator.email, '--name', 'Garage Desk'],
    {
      cwd: root,
      input: `${operator.password}\n`,
      encoding: 'utf8',
      env: { ...process.env, ...databaseEnv, LOG_LEVEL: 'warn' },
    },
  );
  if (made.status !== 0) throw new Error(`operator:create failed: ${made.stderr}${made.stdout}`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every spec registers its own customers from one address; the limits themselves are proven by API tests.
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', database?.url ?? '');
  project.provide('operator', operator);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (output.trim()) fs.writeFileSync(path.join(os.tmpdir(), `mm-${project.name}-server.log`), output);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}
