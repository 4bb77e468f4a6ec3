// Every public page the server renders, in English, Marathi and Hindi (the sitemap's addresses), is taken over by
// React in the browser with no hydration mismatch and no error or warning on the console (decision 0018). The check can
// fail: a page changed on its way to the browser is caught as a mismatch.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { jsErrors, PHONE } from '../support.ts';

test.use({ viewport: PHONE });

/** Everything the console says at the error or warning level while the page is used. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  return problems;
}

/** The sitemap's page addresses, as paths: each public page once per language. */
async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? '').replaceAll('&amp;', '&')).pathname);
}

test('every public page in every language hydrates with no mismatch, error or warning', async ({ page, shop }) => {
  const paths = await sitemapPaths(shop.baseURL);
  expect(paths.length).toBeGreaterThanOrEqual(3 * 16);
  expect(paths).toEqual(expect.arrayContaining(['/', '/mr', '/hi/shop', '/mr/faqs']));
  const problems = consoleProblems(page);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // The app owns the page: its side menu (the header's first button) opens, and closes again.
      await page.getByRole('banner').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(problems, `on ${path}`).toEqual([]);
    });
  }
  expect(jsErrors(page)).toEqual([]);
});

test('a page drawn differently in the browser than on the server is caught (the check can fail)', async ({ page }) => {
  const problems = consoleProblems(page);
  // The server's HTML of /faqs, its heading changed on the way: what the browser draws no longer matches it.
  await page.route('**/faqs', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, '$1Changed on the way');
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect.poll(() => problems.join('\n')).toContain('[hydration]');
});
