// Fixtures for end-to-end specs: a Chromium browser (Debian's, never downloaded), pages at phone and desktop size, axe.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export function baseURL(): string {
  return inject('baseURL');
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
}

/**
 * A page in a fresh context of the given size. Tests keep that size: a page resized mid-test (setViewportSize) now and
 * then left Chromium producing no frames, and clicks then waited for a "stable" element until they timed out (issue
 * 12); a second size is a second page.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    /** Cookies to start with, such as another context's log-in (context.storageState()). */
    storageState?: BrowserContextOptions['storageState'];
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.storageState ? { storageState: options.storageState } : {}),
    // Map tiles and anything else outside the shop are not reachable in tests; fail fast instead of waiting.
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  // A server-rendered page shows its content before its script has taken it over: a test acts only once the app has
  // (the layout marks <html data-ready>), as a person's tap before that would only reach a plain link.
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
        return response;
      },
    });
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
  return { context, page };
}

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

/** Runs axe-core in the page (injected through the DevTools protocol, so the CSP does not block it). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as AxeResult;
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Page errors thrown in the browser so far. */
export function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/** Waits until a toast with this text is shown. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('.toast').filter({ hasText: text }).count(), { message: String(text) })
    .toBeGreaterThan(0);
}
