// The shop in Marathi and Hindi (issue 15): the language a visitor gets and keeps, the pages' addresses in each
// language, and Marathi and Hindi pages on a 360 px phone that fit their boxes and pass axe.
import type { Page } from '@playwright/test';
import { PACK_HI } from '../../apps/web/src/i18n/hi/pack.ts';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { expect, test, tomorrowIst } from '../fixtures.ts';
import { expectNoAxeViolations, jsErrors, PHONE, productCards } from '../support.ts';

const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/**
 * Elements whose content is wider than their box and spills out of it (overflow visible): text that does not fit.
 * Boxes that scroll or clip on purpose are not text spilling out, nor is the carousel's track, as wide as all its
 * slides by design (its frame shows one; each slide is checked as an element of its own).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push('the page');
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      if (getComputedStyle(el).overflowX !== 'visible' || el.classList.contains('carousel__track')) continue;
      found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`);
    }
    return found;
  });
}

test.describe('the language a visitor gets', () => {
  test("Accept-Language: mr on / renders Marathi HTML before any script runs, at the page's Marathi address", async ({
    shop,
  }) => {
    const first = await fetch(`${shop.baseURL}/`, { headers: { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' } });
    expect(first.url).toBe(`${shop.baseURL}/mr`);
    const html = await first.text();
    expect(html).toContain('<html lang="mr"');
    expect(h1Of(html)).toBe(PACK_MR['home.title']);
    expect(html).toContain(`<link rel="canonical" href="${shop.baseURL}/mr">`);
    for (const [lang, path] of [
      ['en', '/'],
      ['mr', '/mr'],
      ['hi', '/hi'],
      ['x-default', '/'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${shop.baseURL}${path}">`);
    // The header's links go to the Marathi pages; the switcher names each language in its own script.
    expect(html).toContain('href="/mr/shop"');
    expect(html).toMatch(/lang="hi" hreflang="hi"/i);
  });

  test('is English for a browser in none of our languages, and Hindi at /hi/faqs whatever the browser says', async ({
    shop,
  }) => {
    const english = await fetch(`${shop.baseURL}/faqs`, { headers: { 'accept-language': 'ta-IN,de;q=0.5' } });
    expect(english.url).toBe(`${shop.baseURL}/faqs`);
    expect(await english.text()).toContain('<html lang="en"');
    const hindi = await fetch(`${shop.baseURL}/hi/faqs`, { headers: { 'accept-language': 'en' } });
    expect(hindi.status).toBe(200);
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi"');
    expect(h1Of(html)).toBe(PACK_HI['faqs.title']);
  });

  test('is kept once chosen: a cookie that wins over the browser, and a choice of English stays English', async ({
    shop,
  }) => {
    const chosen = await fetch(`${shop.baseURL}/shop?category=Car&lang=hi`, { redirect: 'manual' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/hi/shop?category=Car');
    const cookie = chosen.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=hi;/);
    const next = await fetch(`${shop.baseURL}/faqs`, {
      headers: { cookie: 'lang=hi', 'accept-language': 'mr' },
      redirect: 'manual',
    });
    expect(next.headers.get('location')).toBe('/hi/faqs');
    const english = await fetch(`${shop.baseURL}/faqs`, { headers: { cookie: 'lang=en', 'accept-language': 'mr' } });
    expect(english.url).toBe(`${shop.baseURL}/faqs`);
    expect(await english.text()).toContain('<html lang="en"');
    // A screen behind the login keeps its one address, in the chosen language.
    const cart = await fetch(`${shop.baseURL}/cart`, { headers: { cookie: 'lang=mr' }, redirect: 'manual' });
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('<html lang="mr"');
  });

  test('the sitemap lists every public page in all three languages, each naming the others', async ({ shop }) => {
    const xml = await (await fetch(`${shop.baseURL}/sitemap.xml`)).text();
    for (const path of ['/shop', '/mr/shop', '/hi/shop', '/mr', '/hi/faqs', '/articles/regular-servicing-importance'])
      expect(xml).toContain(`<loc>${shop.baseURL}${path}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="mr" href="${shop.baseURL}/mr/faqs"/>`);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  for (const [lang, pack] of [
    ['mr', PACK_MR],
    ['hi', PACK_HI],
  ] as const) {
    test(`in ${lang}, public pages are taken over without a warning, fit their boxes and pass axe`, async ({
      page,
    }) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      const pages: [string, string][] = [
        [`/${lang}`, pack['home.title']],
        [`/${lang}/shop`, pack['shop.title']],
        [`/${lang}/faqs`, pack['faqs.title']],
      ];
      for (const [path, h1] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(h1);
        await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
        expect(await overflowing(page), `overflow on ${path}`).toEqual([]);
        await expectNoAxeViolations(page, path);
      }
      // The app's own navigation keeps the language: the side menu's shop link goes to the page in it.
      await page.getByRole('button', { name: pack['shell.openMenu'] }).click();
      const menu = page.getByRole('dialog', { name: pack['shell.menu'] });
      await menu.getByRole('link', { name: pack['menu.shop'] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['shop.title']);
      expect(messages).toEqual([]);
      expect(jsErrors(page)).toEqual([]);
    });
  }

  test('the switcher in the header changes the language by keyboard, and the choice is kept', async ({ page }) => {
    await page.goto('/faqs');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'मराठी' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mr\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PACK_MR['faqs.title']);
    // The choice is remembered: English's address of another page sends this visitor to its Marathi one.
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/mr\/about-us$/);
    await page
      .getByRole('navigation', { name: PACK_MR['language.label'] })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/faqs');
    await expect(page).toHaveURL(/\/faqs$/);
    expect(jsErrors(page)).toEqual([]);
  });
});

test.describe('booking in Marathi and Hindi on a 360 px phone', () => {
  test.use({
    viewport: PHONE,
    customerName: 'Sunita Deshmukh',
    vehicleToAdd: { search: 'Splendor', reg: 'MH31KL2468' },
  });

  for (const [lang, pack] of [
    ['mr', PACK_MR],
    ['hi', PACK_HI],
  ] as const) {
    test(`in ${lang}: from the shop to order-received, every screen fitting its boxes and passing axe`, async ({
      page,
      vehicle: _saved,
    }) => {
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await overflowing(page), `overflow on ${label}`).toEqual([]);
        await expectNoAxeViolations(page, `${label} in ${lang}`);
      };
      // The switcher's link keeps the choice; the logged-in screens follow it.
      await page.goto(`/productcategory/bike?lang=${lang}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/productcategory/bike$`));
      await check('the bike services');
      await productCards(page)
        .first()
        .getByRole('link', { name: new RegExp(pack['shop.selectOptions']) })
        .click();
      await expect(page).toHaveURL(/\/product\//);
      const add = page.getByRole('button', { name: pack['product.addToCart'] });
      await page.getByLabel(pack['product.city']).selectOption('nagpur');
      await page.getByRole('group', { name: pack['product.vehicle'] }).getByRole('radio').first().check();
      await expect(page.getByText(pack['product.price'].replace('{price}', '₹'), { exact: false })).toBeVisible();
      await check('the product');
      await add.click();
      await page.getByRole('button', { name: pack['cart.proceed'] }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
      await page.getByLabel(new RegExp(pack['checkout.confirmMakeModel'].split('{')[0] as string)).check();
      await page.getByLabel(new RegExp(pack['checkout.confirmReg'].split('{')[0] as string)).check();
      await page.getByLabel(pack['checkout.servicingDate']).fill(tomorrowIst());
      await page
        .getByRole('group', { name: pack['checkout.slot'] })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await page.getByLabel(pack['checkout.deliveryDate']).fill(tomorrowIst());
      const search = page.getByRole('combobox', { name: new RegExp(pack['checkout.pickup']) });
      await search.fill('Dharampeth');
      await page
        .getByRole('option', { name: /Dharampeth/ })
        .first()
        .click();
      await page.getByLabel(pack['checkout.pincode']).fill('440010');
      await page.getByLabel(pack['checkout.alternate']).fill('9822012345');
      await check('the checkout');
      await page.getByLabel(new RegExp(pack['checkout.termsBefore'])).check();
      await page.getByRole('button', { name: pack['checkout.placeOrder'] }).click();
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['received.title']);
      await expect(page.getByText(pack['common.loading'])).toHaveCount(0);
      await check('order-received');
      expect(jsErrors(page)).toEqual([]);
    });
  }
});
