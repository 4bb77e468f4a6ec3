// `npm run bench` (after `npm run build`): the shop as production runs it, on the embedded database, measured the way
// the phone-speed issue states its targets, then place-order throughput and the owner's reports on PostgreSQL when one is
// configured.
//   1. first-screen JavaScript of home: the scripts and module preloads its HTML names (gzip -9);
//   2. start time (first start makes the database; a warm start is the second) and memory (RSS of the whole process
//      tree, the embedded PostgreSQL included) after start and after 10 s of catalogue load;
//   3. catalogue throughput next to a bare route;
//   4. Lighthouse, mobile profile, on /, /shop, /faqs, an article, /mr and /hi/shop: scores, paint and blocking times,
//      transfer sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { lighthousePage, type PageScore } from './lighthouse.ts';
import { benchPlaceOrder } from './orders.ts';
import { benchReports } from './reports.ts';
import { root, startShop, treeRssMb } from './shop.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/shop', '/faqs', '/articles/regular-servicing-importance', '/mr', '/hi/shop'];
const clientDir = path.join(root, 'apps/web/dist/client');

/** gzip -9 size of what a page's HTML names: its module scripts and module preloads. */
function namedScriptsKb(html: string): number {
  const refs = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g,
      ),
    ].map((m) => m[1] as string),
  );
  let bytes = 0;
  for (const ref of refs) bytes += gzipSync(fs.readFileSync(path.join(clientDir, ref)), { level: 9 }).length;
  return +(bytes / 1024).toFixed(1);
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const mb = (n: number) => Math.round(n);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-'));

const first = await startShop({ dataDir });
try {
  const sizes: Record<string, { 'KB gzip': number; target: string }> = {};
  for (const page of PAGES) {
    sizes[page] = { 'KB gzip': namedScriptsKb(await (await fetch(`${first.url}${page}`)).text()), target: '' };
  }
  // React 19 and React Router 7 on the first screen (decision 0018).
  (sizes['/'] as { target: string }).target = '≤ 110';
  console.log('\nJavaScript each page’s HTML names (module scripts and preloads, gzip -9):');
  console.table(sizes);
} finally {
  await first.stop();
}

// A warm start: the same data directory, the database already made.
const shop = await startShop({ dataDir });
try {
  const idle = treeRssMb(shop.child.pid ?? 0);
  await load(`${shop.url}/api/products/allproducts`); // warm-up
  const bare = await load(`${shop.url}/api/live`);
  const catalogue = await load(`${shop.url}/api/products/allproducts`, { 'accept-encoding': 'br' });
  const loaded = treeRssMb(shop.child.pid ?? 0);
  console.log('\nStart and memory (embedded PostgreSQL; RSS of the shop process and the database processes it runs):');
  console.table({
    'first start (makes the database)': { ms: Math.round(first.startMs), target: '' },
    'warm start to healthy': { ms: Math.round(shop.startMs), target: '≤ 2000' },
  });
  console.table({
    'after start': { 'RSS MB': mb(idle.total), processes: idle.byProcess.length, target: '≤ 350' },
    'after catalogue load': { 'RSS MB': mb(loaded.total), processes: loaded.byProcess.length, target: '≤ 350' },
  });
  console.log('by process after load:', loaded.byProcess.map((p) => `${p.name.split(' ')[0]} ${mb(p.mb)}`).join(', '));
  console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, embedded PostgreSQL):`);
  console.table({
    'GET /api/live (bare)': { 'req/s': Math.round(bare.rps), 'p99 ms': bare.p99, errors: bare.errors },
    'GET /api/products/allproducts (br)': {
      'req/s': Math.round(catalogue.rps),
      'p99 ms': catalogue.p99,
      errors: catalogue.errors,
    },
  });
  console.log(`catalogue / bare = ${((catalogue.rps / bare.rps) * 100).toFixed(0)}% (target ≥ 40%)`);

  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}× per page (mobile: simulated slow 4G, 4× CPU), the median run:`);
  const scores: PageScore[] = [];
  for (const page of PAGES) scores.push(await lighthousePage(shop.url, page, LIGHTHOUSE_RUNS));
  console.table(
    Object.fromEntries(
      scores.map((s) => [
        s.path,
        {
          perf: s.performance,
          'perf runs': s.runs.join('/'),
          a11y: s.accessibility,
          seo: s.seo,
          'LCP ms': s.lcpMs,
          'FCP ms': s.fcpMs,
          'TBT ms': s.tbtMs,
          CLS: s.cls,
          'unused JS KiB': s.unusedJsKiB,
        },
      ]),
    ),
  );
  console.log('targets: performance ≥ 95, LCP ≤ 2000 ms, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility and SEO 100');
  console.log('\nCompressed transfer per page (bytes, as Lighthouse saw them):');
  console.table(Object.fromEntries(scores.map((s) => [s.path, s.transfer])));
} finally {
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  await benchPlaceOrder(postgresUrl);
  await benchReports(postgresUrl);
} else {
  console.log(
    '\nPlace order and reports: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to measure them.',
  );
}
