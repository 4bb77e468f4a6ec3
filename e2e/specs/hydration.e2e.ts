// Every public page the server renders in English (the sitemap's addresses) is taken over by React in the browser with
// no hydration mismatch and no error or warning on the console (decision 0018). The Marathi and Hindi pages are walked
// by languages.e2e.ts, which fails on any error or warning on the console, a mismatch included, on every one of them.
// The check can fail: a page changed on its way to the browser is caught as a mismatch.
import { expect, test } from '../fixtures.ts';
import { consoleProblems, jsErrors, PHONE } from '../support.ts';

test.use({ viewport: PHONE });

/** The sitemap's page addresses in English, as paths. */
async function englishPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL((m[1] ?? '').replaceAll('&amp;', '&')).pathname,
  );
  return paths.filter((p) => !/^\/(mr|hi)(\/|$)/.test(p));
}

test('every public page hydrates with no mismatch, error or warning', async ({ page, shop }) => {
  const paths = await englishPaths(shop.baseURL);
  expect(paths.length).toBeGreaterThanOrEqual(16);
  expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/faqs']));
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
