// The owner's reports at a garage's real scale (decision 0022): 100,000 orders over the last year (20,000 customers, their
// extra work, reviews, reminders, refunds and rider runs), written with generate_series in a few statements
// (report-year.ts), then GET /api/ops/reports/summary for the year's range, one request at a time as the owner's
// screen asks it, against the built shop on PostgreSQL: p50 and p95 (target p95 < 200 ms), next to a month's range,
// the year's groups (extra work, reminders, customers, ratings by city, service and tier) and the year's orders.csv.
// `npm run bench` runs it with BENCH_DATABASE_URL (or TEST_DATABASE_URL); alone, after `npm run build`:
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/reports.ts
import os from 'node:os';
import { addDays, istDate } from '@motomitra/domain/ist';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createOperator } from '../apps/api/src/modules/operators/accounts.ts';
import { createScratchDatabase } from '../apps/api/src/testing/scratch-database.ts';
import { keepAliveClient, perRequestMs, serverCpu, summarize } from './load.ts';
import { loadYear, ORDERS } from './report-year.ts';
import { startShop } from './shop.ts';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 60);
const WARMUP = 5;
const ADMIN = { email: 'owner@bench.motomitra.in', name: 'Bench Owner', password: 'Owner#Bench2026x' };

async function adminCookie(url: string, databaseUrl: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await createOperator(database.db, ADMIN);
  } finally {
    await database.close();
  }
  const res = await fetch(`${url}/api/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`owner login: ${res.status} ${await res.text()}`);
  return (res.headers.getSetCookie().find((c) => c.startsWith('mm_sid=')) ?? '').split(';')[0] ?? '';
}

const send = keepAliveClient(1);

/**
 * One request at a time, as one owner's screen asks: latencies of `runs` after a warm-up, and the CPU each cost the API
 * process and the database's backends (from /proc: a measure that a machine busy with other work does not inflate as
 * much as it does wall time).
 */
async function timed(url: string, cookie: string, runs: number, shop: { pid: number; databaseUrl: string }) {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  let cpuBefore = await serverCpu(shop.pid, shop.databaseUrl);
  for (let i = 0; i < WARMUP + runs; i++) {
    if (i === WARMUP) cpuBefore = await serverCpu(shop.pid, shop.databaseUrl);
    const t0 = performance.now();
    const res = await send(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    if (i >= WARMUP) latencies.push(performance.now() - t0);
    if (res.status !== 200) errors++;
    bytes = res.body.length;
  }
  const cpuAfter = await serverCpu(shop.pid, shop.databaseUrl);
  return {
    ...summarize(latencies, (performance.now() - started) / 1000, errors),
    bytes,
    apiCpu: perRequestMs(cpuBefore.api, cpuAfter.api, runs),
    // A pool connection closed meanwhile takes its backend's CPU out of the sum: then there is nothing to say.
    postgresCpu:
      cpuAfter.postgres !== null && cpuBefore.postgres !== null && cpuAfter.postgres < cpuBefore.postgres
        ? 'n/a'
        : perRequestMs(cpuBefore.postgres, cpuAfter.postgres, runs),
  };
}

export async function benchReports(adminUrl: string): Promise<void> {
  const database = await createScratchDatabase(adminUrl, 'mm_bench_reports');
  const server = await startShop({ databaseUrl: database.url }).catch(async (err) => {
    await database.drop();
    throw err;
  });
  try {
    await loadYear(database.url);
    const cookie = await adminCookie(server.url, database.url);
    const today = istDate(new Date());
    const year = { from: addDays(today, -364), to: today };
    const month = { from: addDays(today, -29), to: today };
    const summary = (r: { from: string; to: string }) =>
      `${server.url}/api/ops/reports/summary?${new URLSearchParams(r)}`;
    const shop = { pid: server.child.pid ?? 0, databaseUrl: database.url };
    const yearRun = await timed(summary(year), cookie, RUNS, shop);
    const monthRun = await timed(summary(month), cookie, RUNS, shop);
    const groupsUrl = `${server.url}/api/ops/reports/groups?${new URLSearchParams(year)}`;
    const groupsRun = await timed(groupsUrl, cookie, RUNS, shop);
    const csvUrl = `${server.url}/api/ops/reports/orders.csv?${new URLSearchParams(year)}`;
    const csvRun = await timed(csvUrl, cookie, 3, shop);
    const row = (r: Awaited<ReturnType<typeof timed>>) => ({
      requests: r.requests,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'KB answered': Math.round(r.bytes / 1024),
      'CPU API': r.apiCpu,
      'CPU PostgreSQL': r.postgresCpu,
      errors: r.errors,
    });
    console.log(`Reports on PostgreSQL (${ORDERS} orders over a year; one request at a time after ${WARMUP} warm-up):`);
    console.table({
      'summary, a year (365 days)': row(yearRun),
      'summary, 30 days': row(monthRun),
      'groups, a year': row(groupsRun),
      'orders.csv, a year': row(csvRun),
    });
    console.log(
      `summary of a year p95 = ${yearRun.p95} ms (target < 200 ms); CPU per request is the API process's and the` +
        ` database backends' (n/a when PostgreSQL runs elsewhere); load average ${os.loadavg()[0]?.toFixed(1)} on` +
        ` ${os.cpus().length} CPUs`,
    );
    if (yearRun.errors + monthRun.errors + csvRun.errors > 0) throw new Error('a report request failed');
  } finally {
    await server.stop();
    // BENCH_KEEP_DATABASE=1 keeps the loaded year to look at its query plans (EXPLAIN); drop it by hand after.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${database.url}`);
    else await database.drop();
  }
}

// Run alone: `node --import tsx bench/reports.ts` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  await benchReports(url);
}
