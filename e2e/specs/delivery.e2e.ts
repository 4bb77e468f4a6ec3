// How pages reach a phone: rendered by the server with current data (and usable without script), taken over by the
// app without a hydration complaint, compressed, installable, and an offline page from the service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOperator } from '../fixtures.ts';
import { BROWSER_ARGS, baseURL, CHROMIUM, launchBrowser, newPage, PHONE } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

const rawHtml = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseURL()}${path}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('a public page, as the server sends it', () => {
  it.each(PUBLIC_PAGES)('%s arrives with its headline, title, description and canonical link', async (path, h1) => {
    const { status, html } = await rawHtml(path);
    expect(status).toBe(200);
    expect(decode(h1Of(html) ?? '')).toBe(h1);
    expect(html).toMatch(/<title>[^<]+ \| MotoMitra<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}${path}">`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toContain('<meta property="og:image" content="');
  });

  it('has the content that comes from the database: the plans on home, the services with prices in the shop', async () => {
    const home = (await rawHtml('/')).html;
    const plans = [...home.matchAll(/<li class="plan">.*?<h3>(.*?)<\/h3>/gs)].map((m) => m[1]);
    expect(plans).toContain('Four-wheeler servicing');
    expect(plans).toHaveLength(6);
    const shop = (await rawHtml('/shop')).html;
    expect(shop).toContain('Bike General Service');
    expect(shop).toMatch(/from ₹[\d,]+/);
  });

  it('describes the shop to search engines on home and the shop pages: AutoRepair with services and offers in INR', async () => {
    for (const path of ['/', '/shop', '/productcategory/bike', '/productcategory/car']) {
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await rawHtml(path)).html)?.[1];
      const data = JSON.parse(json ?? 'null');
      expect(data, path).toMatchObject({ '@context': 'https://schema.org', '@type': 'AutoRepair', name: 'MotoMitra' });
      const offers = data.hasOfferCatalog.itemListElement as { priceCurrency: string; price: string }[];
      expect(offers.length, path).toBeGreaterThan(5);
      expect(new Set(offers.map((o) => o.priceCurrency)), path).toEqual(new Set(['INR']));
      expect(
        offers.every((o) => Number(o.price) > 0),
        path,
      ).toBe(true);
    }
    expect((await rawHtml('/faqs')).html).not.toContain('application/ld+json');
  });

  it('shows a price an operator edits within the catalogue cache window', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    await loginOperator(context);
    type OpsProduct = { _id: string; product_name: string; prices: { city: string; tier: string; price: number }[] };
    const { products } = (await (await context.request.get('/api/ops/products')).json()) as { products: OpsProduct[] };
    const product = products.find((p) => p.prices.length > 1) as OpsProduct;
    const edited = product.prices.map((p, i) => ({ ...p, price: i === 0 ? 77 : p.price }));
    const saved = await context.request.put(`/api/ops/products/${product._id}/prices`, { data: { prices: edited } });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      // CATALOGUE_CACHE_MS is 5 s: the rendered shop catches up by then.
      await expect
        .poll(async () => (await rawHtml('/shop')).html, { timeout: 8000, interval: 500 })
        .toContain('<p class="product-card__price">from ₹77</p>');
    } finally {
      await context.request.put(`/api/ops/products/${product._id}/prices`, { data: { prices: product.prices } });
      await context.close();
    }
  });

  it('sends a logged-in screen as the header and footer around a spinner, kept out of search engines', async () => {
    const { status, html } = await rawHtml('/cart');
    expect(status).toBe(200);
    expect(html).toMatch(/<header class="header">.*BikeSeva is now MotoMitra.*<\/header>/s);
    expect(html).toMatch(/<main id="main" tabindex="-1"><div class="spinner" role="status">/);
    expect(html).toContain('<footer class="footer later">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('"render":"client"');
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const { status, html } = await rawHtml('/no/such/page');
    expect(status).toBe(404);
    expect(h1Of(html)).toBe('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    expect((await rawHtml('/robots.txt')).html).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const sitemap = (await rawHtml('/sitemap.xml')).html;
    const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    for (const [path] of PUBLIC_PAGES) expect(paths, path).toContain(path);
    expect(paths).not.toContain('/cart');
  });
});

describe('without JavaScript', () => {
  it('the pages show the same content and their links work', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe('Bike and car servicing at your doorstep');
    expect(await page.locator('.plans > li').count()).toBe(6);
    expect(await page.locator('.stats__item dd span[aria-hidden]').allTextContents()).toEqual([
      '2',
      '3,000+',
      '500+',
      '2,500+',
    ]);
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/faqs');
    expect(await page.locator('h1').textContent()).toBe('Frequently asked questions');
    await page.getByRole('link', { name: /MotoMitra home/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL('**/shop');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(5);
    await context.close();
  });
});

describe('in the browser', () => {
  it.each(PUBLIC_PAGES)('%s is taken over by the app without an error or a warning', async (path, h1) => {
    const { context, page } = await newPage(browser, PHONE);
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    await page.goto(path);
    expect(await page.locator('h1').first().textContent()).toBe(h1);
    // The app owns the page: its side menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe('over the network', () => {
  it('sends built files and pages compressed, hashed files cached for good', async () => {
    const { html } = await rawHtml('/');
    const script = /<script type="module" crossorigin src="(\/assets\/app-[^"]+\.js)">/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseURL()}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${baseURL()}/faqs`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const list = await fetch(`${baseURL()}/api/products/allproducts`, { headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('on a phone', () => {
  let context: BrowserContext;
  let profile: string;
  afterAll(async () => {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('can install the shop, and after one visit shows the offline page for a navigation without a network', async () => {
    // A browser profile of its own: Chromium installs nothing from a private (incognito) window.
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: BROWSER_ARGS,
      baseURL: baseURL(),
      viewport: PHONE,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    // Chromium's own verdict on installability (manifest, icons, service worker).
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
    // The service worker has taken the page over once it has kept its files.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // A repeat visit takes the built files from the phone, not the network.
    const fromPhone: boolean[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) fromPhone.push(r.fromServiceWorker());
    });
    await page.goto('/shop');
    expect(await page.locator('h1').textContent()).toBe('Services');
    expect(fromPhone.length).toBeGreaterThan(0);
    expect(fromPhone.every(Boolean)).toBe(true);

    await context.setOffline(true);
    await page.goto('/faqs');
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    expect(await page.locator('main').getByRole('link', { name: /Call/ }).getAttribute('href')).toBe(
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
    expect(await page.locator('h1').textContent()).toBe('Frequently asked questions');
  });
});
