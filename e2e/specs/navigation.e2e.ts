// Navigation on React Router (decision 0018): what the shop's own router did keeps working, and a stale tab
// whose next screen's script is gone after a deploy reloads once instead of showing the error screen.
import { expect, test } from '../fixtures.ts';
import { jsErrors, PHONE } from '../support.ts';

test.use({ viewport: PHONE });

test.describe('navigation', () => {
  test("matches the spec's paths in any letter case, on the server and in the browser", async ({ page }) => {
    await page.goto('/SHOP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    await page.goto('/ProductCategory/Bike');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike services');
    // The catch-all, last in rank: an unknown path is the not-found page, with its 404.
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    expect(jsErrors(page)).toEqual([]);
  });

  test('returns to where the visitor was on back and forward, and starts a new page at the top', async ({ page }) => {
    await page.goto('/faqs');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await footerLink.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await footerLink.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(jsErrors(page)).toEqual([]);
  });

  test('keeps a Marathi page’s links at Marathi addresses, and a logged-in screen at its one address', async ({
    page,
  }) => {
    await page.goto('/mr/faqs');
    const about = page.getByRole('contentinfo').locator('a[href="/mr/about-us"]');
    await about.click();
    await expect(page).toHaveURL(/\/mr\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    // The cart is behind a login: one address in every language.
    await expect(page.getByRole('contentinfo').locator('a[href="/cart"], a[href="/mr/cart"]')).toHaveCount(0);
    expect(jsErrors(page)).toEqual([]);
  });

  test("reloads once when the next screen's script is gone after a deploy, instead of the error screen", async ({
    page,
  }) => {
    await page.goto('/');
    // The FAQs screen's script is gone for this tab, as a file of the build before a deploy would be: every request for
    // it fails (Vite's preload may ask for it before the import does) until the page loads again.
    let failed = 0;
    let gone = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) gone = false;
    });
    await page.route(/\/assets\/faqs-[^/]+\.js$/, async (route) => {
      if (!gone) return route.continue();
      failed++;
      return route.abort();
    });
    const reload = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await reload;
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(failed).toBeGreaterThanOrEqual(1);
  });
});
