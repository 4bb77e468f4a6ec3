// `npm run bench`: what the home page loads before any interaction (gzip), catalogue throughput next to a bare route,
// and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, place-order throughput and latency.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { benchPlaceOrder } from './orders.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function homeInitialAssets(): { js: number; css: number; files: string[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const bytes = gzipSync(fs.readFileSync(path.join(dist, ref)), { level: 9 }).length;
    if (ref.endsWith('.js')) js += bytes;
    else css += bytes;
  }
  return { js, css, files: [...new Set(refs)] };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const size = homeInitialAssets();
console.log('\nHome page, loaded before any interaction (gzip -9):');
console.table({
  JavaScript: { 'KB gzip': +(size.js / 1024).toFixed(1), target: '< 150' },
  CSS: { 'KB gzip': +(size.css / 1024).toFixed(1), target: '' },
});

const server = await startServer();
try {
  await load(`${server.url}/api/products/allproducts`); // warm-up
  const bare = await load(`${server.url}/api/live`);
  const catalogue = await load(`${server.url}/api/products/allproducts`);
  console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, PGlite):`);
  console.table({
    'GET /api/live (bare)': { 'req/s': Math.round(bare.rps), 'p99 ms': bare.p99, errors: bare.errors },
    'GET /api/products/allproducts': {
      'req/s': Math.round(catalogue.rps),
      'p99 ms': catalogue.p99,
      errors: catalogue.errors,
    },
  });
  const ratio = catalogue.rps / bare.rps;
  console.log(`catalogue / bare = ${(ratio * 100).toFixed(0)}% (target ≥ 40%)`);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) await benchPlaceOrder(postgresUrl);
else console.log('\nPlace order: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to measure it.');
