// Styles live with their screens: a public page downloads the shell's stylesheet and its own screen's, never the
// garage console's or the account area's; the console, the account area and the cart are styled as soon as they show,
// whether the server sent the page or the browser went there, and a screen's own rules come after the shell's.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Rules that only the console, the account area and the other logged-in screens use. */
const PRIVATE_RULES = [
  '.ops__nav',
  '.slot-fill',
  '.ops-card',
  '.price-grid',
  '.account__side',
  '.vehicle-cards',
  '.vehicle-reminders',
  '.cart-table',
  '.details-table',
];

const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/productcategory/bike',
  '/faqs',
  '/articles/regular-servicing-importance',
  '/contact-us',
  '/connect',
  '/login',
  '/mr',
  '/hi/shop',
];

/** The stylesheets the page has downloaded so far, with their text. */
async function downloadedStyles(page: Page): Promise<Map<string, string>> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.css')),
  );
  const sheets = new Map<string, string>();
  for (const url of urls) sheets.set(new URL(url).pathname, await (await page.request.get(url)).text());
  return sheets;
}

/** The rules of `names` a stylesheet holds (a class name followed by anything but more of a name). */
const rulesIn = (css: string, names: string[]) =>
  names.filter((name) => new RegExp(`${name.replace('.', '\\.')}(?![\\w-])`).test(css));

/** The stylesheets a page's HTML links, in order. */
async function linkedStyles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * Records, for each selector, a property of the first element that matches it, read as the element enters the page
 * (a mutation observer runs before the browser paints): what the visitor first sees of it. Only for what the app
 * draws: the browser parses a server-rendered page's markup while its stylesheets still load (and paints it after).
 */
async function recordFirstLook(page: Page, watch: [selector: string, property: string][]): Promise<void> {
  await page.addInitScript((list) => {
    const seen: Record<string, string> = {};
    Object.assign(window, { firstLook: seen });
    new MutationObserver(() => {
      for (const [selector, property] of list) {
        const key = `${selector} ${property}`;
        const element = key in seen ? null : document.querySelector(selector);
        if (element) seen[key] = getComputedStyle(element).getPropertyValue(property);
      }
    }).observe(document, { childList: true, subtree: true });
  }, watch);
}
const firstLook = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstLook: Record<string, string> }).firstLook);

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
}

test.describe('styles', () => {
  test("a public page downloads none of the console's or the account area's rules", async ({ openPage }) => {
    for (const path of PUBLIC_PAGES) {
      // A browser of its own each time: nothing downloaded before, nothing cached.
      const { page } = await openPage();
      await page.goto(path);
      const sheets = await downloadedStyles(page);
      // The shell's stylesheet is among them: the check reads real rules.
      expect(
        [...sheets.values()].some((css) => rulesIn(css, ['.header__inner']).length > 0),
        path,
      ).toBe(true);
      for (const [url, css] of sheets) expect(rulesIn(css, PRIVATE_RULES), `${path}: ${url}`).toEqual([]);
    }
  });

  test("a page's HTML links the shell's stylesheet first and each of its own once, after it", async ({ page }) => {
    const shell = (await linkedStyles(page, '/faqs'))[0];
    expect(shell).toMatch(/^\/assets\/.+\.css$/);
    for (const path of [...PUBLIC_PAGES, '/cart', '/ops']) {
      const links = await linkedStyles(page, path);
      expect(links[0], path).toBe(shell);
      expect(new Set(links).size, `${path} links a stylesheet twice: ${links.join(' ')}`).toBe(links.length);
    }
    // Home: the shell's rules and its own, no more.
    expect((await linkedStyles(page, '/')).length).toBeLessThanOrEqual(2);
  });

  test('the console is styled when it shows, sent by the server or reached from a public page', async ({
    operator,
  }) => {
    const { page } = operator;
    // The console's bar under its links, and the board's filters in a row.
    const look = { '.ops__nav ul border-bottom-width': '2px', '.ops-filters display': 'flex' };
    await recordFirstLook(page, [
      ['.ops__nav ul', 'border-bottom-width'],
      ['.ops-filters', 'display'],
    ]);
    await page.goto('/ops');
    await expect(page.getByRole('navigation', { name: 'Garage console' })).toBeVisible();
    expect(await firstLook(page)).toEqual(look);

    await page.goto('/shop');
    await openMenuLink(page, 'Bookings');
    await expect(page.getByRole('navigation', { name: 'Garage console' })).toBeVisible();
    expect(await firstLook(page)).toEqual(look);
  });

  test('the account area is styled when it shows, sent by the server or reached from a public page', async ({
    page,
    customer: _loggedIn,
  }) => {
    // The account's side box: the soft blue of the shell's palette.
    const side: [string, string] = ['.account__side', 'background-color'];
    await recordFirstLook(page, [side]);
    await page.goto('/my-account');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await firstLook(page)).toEqual({ '.account__side background-color': 'rgb(238, 243, 255)' });

    await page.goto('/');
    await openMenuLink(page, 'My account');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await firstLook(page)).toEqual({ '.account__side background-color': 'rgb(238, 243, 255)' });
  });

  test("the cart's own rules win over the shell's and the shared tables', sent by the server or reached", async ({
    page,
    vehicle,
  }) => {
    const products = (await (await page.request.get('/api/products/allproducts')).json()) as {
      _id: string;
      category: string;
    }[];
    const bike = products.find((p) => p.category === 'Bike');
    if (!bike) throw new Error('no bike service');
    const added = await page.request.put('/api/customer/cart', {
      data: { selectedProductId: bike._id, city: 'Nagpur', reg_number: vehicle.reg_number },
    });
    expect(added.status()).toBe(200);
    // The remove button is an icon button (the shell: no border) with the cart's border; on a phone an item's row is
    // a card (the shared tables: a block) laid out as a column (the cart's own).
    const look = {
      '.cart-table__remove border-top-width': '1px',
      '.cart-table--items tbody tr display': 'flex',
    };
    await recordFirstLook(page, [
      ['.cart-table__remove', 'border-top-width'],
      ['.cart-table--items tbody tr', 'display'],
    ]);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
    expect(await firstLook(page)).toEqual(look);

    await page.goto('/shop');
    await openMenuLink(page, 'Cart');
    await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
    expect(await firstLook(page)).toEqual(look);
  });
});
