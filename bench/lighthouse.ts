// Lighthouse (npm package) on Debian's Chromium, its default mobile profile: simulated slow 4G and a 4× slower CPU.
// Each page is measured several times in a fresh browser and the median run (by performance score) is reported, as
// a single run on a shared 2-core machine varies by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageScore = {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedJsKiB: number;
  /** Bytes the page transferred, by type (compressed, as the browser received them). */
  transfer: { document: number; script: number; stylesheet: number; image: number; total: number };
  runs: number[];
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function once(url: string): Promise<Omit<PageScore, 'path' | 'runs'> | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    // Lighthouse could not measure this pass (NO_NAVSTART, NO_FCP): the performance category has no score.
    if (result.lhr.runtimeError || categories.performance?.score == null) return null;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ??
      [];
    const bytes = (type?: string) =>
      requests.filter((r) => !type || r.resourceType === type).reduce((a, r) => a + (r.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: +numeric('cumulative-layout-shift').toFixed(3),
      unusedJsKiB: +(
        ((audits['unused-javascript']?.details as { overallSavingsBytes?: number })?.overallSavingsBytes ?? 0) / 1024
      ).toFixed(1),
      transfer: {
        document: bytes('Document'),
        script: bytes('Script'),
        stylesheet: bytes('Stylesheet'),
        image: bytes('Image'),
        total: bytes(),
      },
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails a pass of its own (its trace misses the navigation); such a pass is made again. */
const ATTEMPTS_PER_RUN = 3;

async function measuredRun(url: string): Promise<Omit<PageScore, 'path' | 'runs'>> {
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    const result = await once(url);
    if (result) return result;
    console.warn(`Lighthouse could not measure ${url} (attempt ${attempt} of ${ATTEMPTS_PER_RUN})`);
  }
  throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS_PER_RUN} attempts`);
}

export async function lighthousePage(baseUrl: string, path: string, runs: number): Promise<PageScore> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measuredRun(`${baseUrl}${path}`));
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)] as (typeof results)[number];
  return { path, ...median, runs: results.map((r) => r.performance) };
}
