// How pages reach a phone: rendered by the server with current data (and usable without script), taken over by the
// app without a hydration complaint, compressed, installable, and an offline page from the service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OpsProductsResponseSchema } from '@motomitra/domain/ops-admin';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { readAnswer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { consoleProblems, PHONE, productCards } from '../support.ts';

/** Every public page with the headline it must arrive with (the spec's texts where it has them). */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Bike and car servicing at your doorstep'],
  ['/shop', 'Services'],
  ['/productcategory/bike', 'Bike services'],
  ['/productcategory/car', 'Car services'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/privacy-policy', 'Privacy policy'],
  ['/faqs', 'Frequently asked questions'],
  ['/articles/regular-servicing-importance', 'Why regular servicing matters'],
  ['/articles/seasonal-changes-vehicle-care', 'How seasonal changes affect your vehicle'],
  ['/articles/top-10-signs-vehicle-needs-servicing', 'Top 10 signs your vehicle needs servicing'],
  ['/articles/what-happens-if-you-skip-servicing', 'What happens if I skip servicing?'],
  ['/articles/local-vs-authorised-service-centres', 'Local garage or authorised service centre?'],
  ['/about-us', 'About us'],
  ['/career', 'Career is Opening Soon'],
  ['/contact-us', 'Contact us'],
  ['/login', 'Login'],
];

/** The structured data home and the shop pages carry: the business, with its services' offers. */
const AutoRepairSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('AutoRepair'),
  name: z.literal('MotoMitra'),
  hasOfferCatalog: z.object({
    itemListElement: z.array(z.object({ priceCurrency: z.string(), price: z.union([z.string(), z.number()]) })),
  }),
});

const rawHtml = async (origin: string, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${origin}${path}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

test.describe('a public page, as the server sends it', () => {
  for (const [path, h1] of PUBLIC_PAGES) {
    test(`${path} arrives with its headline, title, description and canonical link`, async ({ shop }) => {
      const { status, html } = await rawHtml(shop.baseURL, path);
      expect(status).toBe(200);
      expect(decode(h1Of(html) ?? '')).toBe(h1);
      expect(html).toMatch(/<title>[^<]+ \| MotoMitra<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html).toContain(`<link rel="canonical" href="${shop.baseURL}${path}">`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toContain('<meta property="og:image" content="');
    });
  }

  test('has the content that comes from the database: the plans on home, the services with prices in the shop', async ({
    shop,
  }) => {
    const home = (await rawHtml(shop.baseURL, '/')).html;
    const plans = [...home.matchAll(/<li class="plan">.*?<h3>(.*?)<\/h3>/gs)].map((m) => m[1]);
    expect(plans).toContain('Four-wheeler servicing');
    expect(plans).toHaveLength(6);
    const shopPage = (await rawHtml(shop.baseURL, '/shop')).html;
    expect(shopPage).toContain('Bike General Service');
    expect(shopPage).toMatch(/from ₹[\d,]+/);
  });

  test('describes the shop to search engines on home and the shop pages: AutoRepair with services and offers in INR', async ({
    shop,
  }) => {
    for (const path of ['/', '/shop', '/productcategory/bike', '/productcategory/car']) {
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
        (await rawHtml(shop.baseURL, path)).html,
      )?.[1];
      const data: unknown = JSON.parse(json ?? 'null');
      expect(data, path).toMatchObject({ '@context': 'https://schema.org', '@type': 'AutoRepair', name: 'MotoMitra' });
      const offers = AutoRepairSchema.parse(data).hasOfferCatalog.itemListElement;
      expect(offers.length, path).toBeGreaterThan(5);
      expect(new Set(offers.map((o) => o.priceCurrency)), path).toEqual(new Set(['INR']));
      expect(
        offers.every((o) => Number(o.price) > 0),
        path,
      ).toBe(true);
    }
    expect((await rawHtml(shop.baseURL, '/faqs')).html).not.toContain('application/ld+json');
  });

  test('shows a price an operator edits within the catalogue cache window', async ({ operator, shop }) => {
    const garage = operator.context.request;
    const { products } = await readAnswer(await garage.get('/api/ops/products'), 200, OpsProductsResponseSchema);
    const product = products.find((p) => p.prices.length > 1);
    if (!product) throw new Error('no product with more than one price');
    const edited = product.prices.map((p, i) => ({ ...p, price: i === 0 ? 77 : p.price }));
    const saved = await garage.put(`/api/ops/products/${product._id}/prices`, { data: { prices: edited } });
    await readAnswer(saved, 200, OpsProductsResponseSchema);
    try {
      // CATALOGUE_CACHE_MS is 5 s: the rendered shop catches up by then. What is checked is the HTML the server sends
      // (no page, so no locator to wait on): polled over HTTP.
      const shopHtml = async () => (await rawHtml(shop.baseURL, '/shop')).html;
      const price = '<p class="product-card__price">from ₹77</p>';
      await expect.poll(shopHtml, { timeout: 8000, intervals: [500] }).toContain(price);
    } finally {
      await garage.put(`/api/ops/products/${product._id}/prices`, { data: { prices: product.prices } });
    }
  });

  test('sends a logged-in screen as the header and footer around a spinner, kept out of search engines', async ({
    shop,
  }) => {
    const { status, html } = await rawHtml(shop.baseURL, '/cart');
    expect(status).toBe(200);
    expect(html).toMatch(/<header class="header">.*BikeSeva is now MotoMitra.*<\/header>/s);
    expect(html).toMatch(/<main id="main" tabindex="-1"><div (?=[^>]*class="spinner")(?=[^>]*role="status")[^>]*>/);
    expect(html).toContain('<footer class="footer later">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('"render":"client"');
  });

  test('answers an unknown path with 404 and the not-found page', async ({ shop }) => {
    const { status, html } = await rawHtml(shop.baseURL, '/no/such/page');
    expect(status).toBe(404);
    expect(h1Of(html)).toBe('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('serves robots.txt and a sitemap of the public pages', async ({ shop }) => {
    expect((await rawHtml(shop.baseURL, '/robots.txt')).html).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const sitemap = (await rawHtml(shop.baseURL, '/sitemap.xml')).html;
    const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const [path] of PUBLIC_PAGES) expect(paths, path).toContain(path);
    expect(paths).not.toContain('/cart');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages show the same content and their links work', async ({ page }) => {
    const h1 = page.getByRole('heading', { level: 1 });
    await page.goto('/');
    await expect(h1).toHaveText('Bike and car servicing at your doorstep');
    const plans = page.getByRole('region', { name: 'Service plans' });
    await expect(plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Our numbers' }).getByRole('definition').locator('[aria-hidden="true"]'),
    ).toHaveText(['2', '3,000+', '500+', '2,500+']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(h1).toHaveText('Frequently asked questions');
    await page.getByRole('link', { name: /MotoMitra home/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // More than five services.
    await expect(productCards(page).nth(5)).toBeVisible();
  });
});

test.describe('in the browser', () => {
  for (const [path, h1] of PUBLIC_PAGES) {
    test(`${path} is taken over by the app without an error or a warning`, async ({ page }) => {
      const messages = consoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(h1);
      // The app owns the page: its side menu opens.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

test.describe('over the network', () => {
  test('sends built files and pages compressed, hashed files cached for good', async ({ shop }) => {
    const { html } = await rawHtml(shop.baseURL, '/');
    const script = /<script type="module" crossorigin src="(\/assets\/app-[^"]+\.js)">/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${shop.baseURL}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${shop.baseURL}/faqs`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const list = await fetch(`${shop.baseURL}/api/products/allproducts`, { headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
  });
});

test.describe('on a phone', () => {
  test('can install the shop, and after one visit shows the offline page for a navigation without a network', async ({
    launchOptions,
    shop,
  }) => {
    // A browser profile of its own: Chromium installs nothing from a private (incognito) window.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: shop.baseURL,
      viewport: PHONE,
      // The other walks block it (playwright.config.ts); the test runner gives this context their options too.
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      // Chromium's own verdict on installability (manifest, icons, service worker): asked of the DevTools protocol,
      // there is no locator for it, so it is polled.
      const cdp = await context.newCDPSession(page);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      // The service worker has taken the page over once it has kept its files.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

      // A repeat visit takes the built files from the phone, not the network.
      const fromPhone: boolean[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/assets/')) fromPhone.push(r.fromServiceWorker());
      });
      const h1 = page.getByRole('heading', { level: 1 });
      await page.goto('/shop');
      await expect(h1).toHaveText('Services');
      expect(fromPhone.length).toBeGreaterThan(0);
      expect(fromPhone.every(Boolean)).toBe(true);

      await context.setOffline(true);
      await page.goto('/faqs');
      await expect(h1).toHaveText('You are offline');
      await expect(page.getByRole('main').getByRole('link', { name: /Call/ })).toHaveAttribute(
        'href',
        'tel:+917125550100',
      );
      // No /api answer was kept: offline, the API is simply unreachable.
      const api = await page.evaluate(() =>
        fetch('/api/products/allproducts').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
      await context.setOffline(false);
      await page.goto('/faqs');
      await expect(h1).toHaveText('Frequently asked questions');
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
