// The shop in Marathi and Hindi (decision 0012): the language a visitor gets and keeps, the pages' addresses in each
// language, and Marathi and Hindi pages on a 360 px phone that fit their boxes and pass axe.

import { PRODUCT_TRANSLATIONS } from '@motomitra/api/db/seed/translations';
import { LoginResponseSchema } from '@motomitra/domain/accounts';
import { AddToCartResponseSchema } from '@motomitra/domain/booking';
import { ProductListSchema } from '@motomitra/domain/catalogue';
import { addDays, istDate } from '@motomitra/domain/ist';
import { PAYMENT_STATUS_LABELS_IN, STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { CUSTOMER_MESSAGES_HI } from '@motomitra/domain/messages-customer-hi';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { PaymentSheetSchema } from '@motomitra/domain/ops';
import type { Locator, Page } from '@playwright/test';
import { FAQS as FAQS_EN } from '../../apps/web/src/i18n/en/content/faqs.ts';
import { PRIVACY as PRIVACY_HI } from '../../apps/web/src/i18n/hi/content/legal.ts';
import { PACK_HI } from '../../apps/web/src/i18n/hi/pack.ts';
import { ARTICLE as ARTICLE_MR } from '../../apps/web/src/i18n/mr/content/articles/regular-servicing-importance.ts';
import { FAQS as FAQS_MR } from '../../apps/web/src/i18n/mr/content/faqs.ts';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { customersCode, placeOrder, readAnswer, tomorrowIst } from '../api-setup.ts';
import { englishIn, englishLeft, recordMessages } from '../english.ts';
import { expect, test } from '../fixtures.ts';
import { consoleProblems, expectNoAxeViolations, jsErrors, openEmailWay, PHONE, productCards } from '../support.ts';

/** A pack's text with its `{placeholders}` as a pattern that any value fills ('Show all {count} coupons'). */
const textPattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?'),
  );

/** The IST date `days` from today, as a date field takes it. */
const addDaysIst = (days: number) => addDays(istDate(new Date()), days);

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
      // Inside a box hidden from sight but read out (a card table's column heads at phone width): nothing spills.
      let hidden = false;
      for (let up = el.parentElement; up && !hidden; up = up.parentElement) {
        hidden = getComputedStyle(up).clipPath !== 'none' || up.classList.contains('visually-hidden');
      }
      if (hidden) continue;
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

  test('the long pages and the catalogue arrive in the language, before any script runs', async ({ shop }) => {
    const html = async (path: string) => (await fetch(`${shop.baseURL}${path}`)).text();
    // React writes ' and " as entities; the texts below are compared as the page has them.
    const asHtml = (text: string | undefined) => {
      if (!text) throw new Error('a text to look for is missing');
      return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
    };
    const faqs = await html('/mr/faqs');
    expect(faqs).toContain(asHtml(FAQS_MR[0]?.question));
    expect(faqs).not.toContain(asHtml(FAQS_EN[0]?.question));
    expect(await html('/hi/privacy-policy')).toContain(asHtml(PRIVACY_HI.title));
    const firstParagraph = ARTICLE_MR.body[0];
    expect(await html('/mr/articles/regular-servicing-importance')).toContain(
      asHtml(firstParagraph?.kind === 'p' ? firstParagraph.text : undefined),
    );
    // The services' names as the catalogue has them in Hindi, with the English ones gone.
    const services = await html('/hi/shop');
    expect(services).toContain(asHtml(PRODUCT_TRANSLATIONS['bike-general-service']?.hi.product_name));
    expect(services).not.toContain('Bike General Service');
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
    test(`in ${lang}, every public page is taken over without a warning, fits its boxes, passes axe and has no English left`, async ({
      page,
      shop,
    }) => {
      const messages = consoleProblems(page);
      const h1s: Record<string, string> = {
        [`/${lang}`]: pack['home.title'],
        [`/${lang}/shop`]: pack['shop.title'],
        [`/${lang}/faqs`]: pack['faqs.title'],
      };
      // Every public page of the sitemap in this language: the home blocks, the shop, the long pages, the forms.
      const sitemap = await (await page.request.get(`${shop.baseURL}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1] as string).pathname)
        .filter((p) => p === `/${lang}` || p.startsWith(`/${lang}/`));
      expect(paths.length).toBeGreaterThanOrEqual(16);
      for (const path of paths) {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 }).first();
        if (h1s[path]) await expect(h1).toHaveText(h1s[path]);
        else await expect(h1).toHaveText(/[\u0900-\u097F]/);
        await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
        expect(await overflowing(page), `overflow on ${path}`).toEqual([]);
        expect(await englishLeft(page, []), `English on ${path}`).toEqual([]);
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

  for (const [lang, pack, customerTexts] of [
    ['mr', PACK_MR, CUSTOMER_MESSAGES_MR],
    ['hi', PACK_HI, CUSTOMER_MESSAGES_HI],
  ] as const) {
    test(`gives a rule checked in the browser in the page's language: registering in ${lang}`, async ({ page }) => {
      const messages = await recordMessages(page);
      await page.goto(`/${lang}/login`);
      const form = await openEmailWay(page, pack['phone.emailWay']);
      await form
        .getByRole('group', { name: pack['login.choose'] })
        .getByRole('button', { name: pack['login.registerTitle'] })
        .click();
      await form.getByLabel(pack['login.fullName']).fill('A');
      await form.getByLabel(pack['login.email']).fill('asha.k@example.in');
      await form.getByLabel(pack['login.mobile']).fill('12345');
      // The password's live checks, in the spec's order, in the language (they were English).
      const password = page.getByLabel(new RegExp(`^${pack['login.password']}( \\*)?$`));
      await password.fill('garage');
      for (const rule of [
        customerTexts.passwordTooShort,
        customerTexts.passwordNoSpecial,
        customerTexts.passwordNoNumber,
      ]) {
        await expect(page.getByText(rule)).toBeVisible();
      }
      expect(await englishLeft(page, []), `English while choosing a password in ${lang}`).toEqual([]);
      await password.fill('Garage@2026');
      await page.getByRole('button', { name: pack['login.submitRegister'] }).click();
      // The domain's rules, checked before anything is sent: a pattern with its field's name, and a whole text.
      await expect(
        page.getByText(lang === 'mr' ? 'नाव किमान 2 अक्षरांचे असले पाहिजे.' : 'नाम कम से कम 2 अक्षरों का होना चाहिए।'),
      ).toBeVisible();
      await expect(
        page.getByText(lang === 'mr' ? '10 अंकी भारतीय मोबाइल नंबर टाका.' : '10 अंकों का भारतीय मोबाइल नंबर डालें।'),
      ).toBeVisible();
      expect(await englishLeft(page, []), `English on the refused registration in ${lang}`).toEqual([]);
      expect(englishIn(messages, []), `English in a message in ${lang}`).toEqual([]);
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

test.describe("a logged-in customer's language", () => {
  test('the switcher saves it in their profile (a POST): it is theirs at the next log-in elsewhere', async ({
    page,
    customer,
    playwright,
    baseURL,
  }) => {
    await page.goto('/faqs');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिंदी' }).click();
    await expect(page).toHaveURL(/\/hi\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PACK_HI['faqs.title']);
    // Another device: its log-in answers the profile's language (and sets it there).
    const elsewhere = await playwright.request.newContext({ baseURL });
    try {
      const login = await readAnswer(
        await elsewhere.post('/api/customer/login', { data: { email: customer.email, password: customer.password } }),
        200,
        LoginResponseSchema,
      );
      expect(login.language).toBe('hi');
    } finally {
      await elsewhere.dispose();
    }
    expect(jsErrors(page)).toEqual([]);
  });
});

test.describe('booking in Marathi and Hindi on a 360 px phone', () => {
  test.use({
    viewport: PHONE,
    customerName: 'Sunita Deshmukh',
    vehicleToAdd: { search: 'Splendor', reg: 'MH31KL2468' },
  });

  for (const [lang, pack, customerTexts] of [
    ['mr', PACK_MR, CUSTOMER_MESSAGES_MR],
    ['hi', PACK_HI, CUSTOMER_MESSAGES_HI],
  ] as const) {
    test(`in ${lang}: from the shop to order-received, every screen fitting its boxes and passing axe`, async ({
      page,
      vehicle,
      customer,
    }) => {
      // What the customer saved is shown as they wrote it: their vehicle, their name. The place they pick is named in
      // the page's language, so it is not kept here: an English place name would be found.
      const kept = [vehicle.make_model, vehicle.reg_number, customer.name, customer.email];
      const dharampeth = {
        name: 'धरमपेठ',
        address: lang === 'mr' ? 'धरमपेठ, नागपूर, महाराष्ट्र 440010' : 'धरमपेठ, नागपुर, महाराष्ट्र 440010',
      };
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await overflowing(page), `overflow on ${label}`).toEqual([]);
        expect(await englishLeft(page, kept), `English on ${label} in ${lang}`).toEqual([]);
        await expectNoAxeViolations(page, `${label} in ${lang}`);
      };
      // Every toast, field error and refusal on the way is read too, not only what a screen shows at the end.
      const messages = await recordMessages(page);
      await test.step('chooses a bike service in the language', async () => {
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
      });
      await test.step("the cart: every coupon, and the server's refusals", async () => {
        // The cart: every coupon with its terms, and the server's refusals, in the language.
        const coupons = page.getByRole('region', { name: pack['cart.coupon'], exact: true });
        await coupons.getByRole('button', { name: textPattern(pack['cart.allCoupons']) }).click();
        const code = coupons.getByLabel(pack['cart.couponCode']);
        const applyCoupon = coupons.getByRole('button', { name: pack['cart.apply'], exact: true });
        for (const [typed, said] of [
          ['FLAT500', customerTexts.couponAmountNotEligible],
          ['NOSUCH', customerTexts.couponUnknown],
        ] as const) {
          await code.fill(typed);
          await applyCoupon.click();
          await expect(coupons.getByRole('status')).toHaveText(said);
        }
        await check('the cart with every coupon');
        await page.getByRole('button', { name: pack['cart.proceed'] }).click();
        await expect(page).toHaveURL(/\/checkout\?/);
      });
      await test.step('checks out (field errors, a date too far, the place typed in Devanagari) and sees order-received', async () => {
        // Place Order before anything is filled: the first problem as a toast, each beside its field.
        await page.getByLabel(new RegExp(pack['checkout.termsBefore'])).check();
        await page.getByRole('button', { name: pack['checkout.placeOrder'] }).click();
        await expect(page.locator('.form__error').first()).toBeVisible();
        await check('the checkout with its field errors');
        await page.getByLabel(new RegExp(pack['checkout.termsBefore'])).uncheck();
        // A date outside the booking window is said at once, beside the slots.
        await page.getByLabel(pack['checkout.servicingDate']).fill(addDaysIst(60));
        await expect(page.getByText(customerTexts.servicingDateRange)).toBeVisible();
        await check('the checkout with a date too far');
        await page.getByLabel(new RegExp(pack['checkout.confirmMakeModel'].split('{')[0] as string)).check();
        await page.getByLabel(new RegExp(pack['checkout.confirmReg'].split('{')[0] as string)).check();
        await page.getByLabel(pack['checkout.servicingDate']).fill(tomorrowIst());
        await page
          .getByRole('group', { name: pack['checkout.slot'] })
          .getByRole('radio', { disabled: false })
          .first()
          .check();
        await page.getByLabel(pack['checkout.deliveryDate']).fill(tomorrowIst());
        // The customer types the place in Devanagari, as they write it, and picks it by its name in their language.
        const search = page.getByRole('combobox', { name: new RegExp(pack['checkout.pickup']) });
        await search.fill(dharampeth.name);
        const option = page.getByRole('option', { name: new RegExp(`^${dharampeth.name}`) }).first();
        await expect(option).toContainText(dharampeth.address);
        await option.click();
        await expect(search).toHaveValue(dharampeth.name);
        await expect(page.getByText(dharampeth.address, { exact: false }).first()).toBeVisible();
        await page.getByLabel(pack['checkout.pincode']).fill('440010');
        await page.getByLabel(pack['checkout.alternate']).fill('9822012345');
        await check('the checkout');
        await page.getByLabel(new RegExp(pack['checkout.termsBefore'])).check();
        await page.getByRole('button', { name: pack['checkout.placeOrder'] }).click();
        await expect(page).toHaveURL(/\/order-received\?orderId=/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['received.title']);
        await expect(page.getByText(pack['common.loading'])).toHaveCount(0);
        // The order keeps the place as the customer saw it.
        await expect(page.getByRole('table')).toContainText(dharampeth.address);
        await check('order-received');
      });

      await test.step('Add vehicle refuses a vehicle without its registration number', async () => {
        // Add vehicle saved without a registration number: the spec's toast, in the language. The search's example
        // names two models, as their makers write them.
        kept.push('Activa', 'Swift');
        await page.goto('/addmyvehiclenew');
        await page.getByRole('button', { name: pack['addVehicle.save'] }).click();
        await expect(page.getByText(customerTexts.regNumberRequired).first()).toBeVisible();
        await check('add vehicle with its error');
      });
      expect(englishIn(messages, kept), `English in a message on the way in ${lang}`).toEqual([]);
      expect(messages.length).toBeGreaterThan(5);
      expect(jsErrors(page)).toEqual([]);
    });
  }
});

test.describe('a car’s checkout in Hindi and Marathi', () => {
  test.use({ viewport: PHONE, vehicleToAdd: { search: 'Swift', reg: 'MH31CD1357' } });

  for (const [lang, pack] of [
    ['hi', PACK_HI],
    ['mr', PACK_MR],
  ] as const) {
    test(`in ${lang}: the transmission's choices and everything else in the language`, async ({
      page,
      vehicle,
      customer,
    }) => {
      const products = await readAnswer(await page.request.get('/api/products/allproducts'), 200, ProductListSchema);
      const car = products.find((p) => p.category === 'Car' && p.product_name.includes('Basic'));
      if (!car) throw new Error('no car service');
      const cart = await page.request.put('/api/customer/cart', {
        data: { selectedProductId: car._id, city: 'Nagpur', vehicleId: vehicle._id },
      });
      const { cartItem } = await readAnswer(cart, 200, AddToCartResponseSchema);
      await page.goto(`/cart?lang=${lang}`);
      await page.goto(`/checkout?cart=${cartItem._id}`);
      const transmission = page.getByRole('combobox', { name: pack['checkout.transmission'], exact: true });
      await expect(transmission).toBeVisible();
      await expect(transmission.locator('option')).toHaveText([
        pack['checkout.chooseTransmission'],
        pack['transmission.Manual'],
        pack['transmission.Automatic'],
      ]);
      await transmission.selectOption('Manual');
      const kept = [vehicle.make_model, vehicle.variant ?? '', vehicle.reg_number, customer.name, customer.email];
      expect(await englishLeft(page, kept), `English on a car's checkout in ${lang}`).toEqual([]);
      await expectNoAxeViolations(page, `a car's checkout in ${lang}`);
      expect(jsErrors(page)).toEqual([]);
    });
  }
});

/**
 * Moves the focus with Tab (Shift+Tab with `back`) until `target` has it, and checks that the focused element shows a
 * focus ring (an outline, or a ring drawn with box-shadow) at every step on the way.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  // The screen is there first (a new screen's module may still be loading after Enter on a link).
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'none';
      const style = getComputedStyle(el);
      const shown =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return shown
        ? 'ring'
        : `no ring on ${el.tagName.toLowerCase()} ${el.getAttribute('type') ?? ''} ${el.getAttribute('name') ?? el.id} (${style.outlineStyle} ${style.outlineWidth})`;
    });
    expect(ring, 'every focused element shows a focus ring').toBe('ring');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('booking by keyboard alone, in Marathi', () => {
  test.use({
    viewport: PHONE,
    customerName: 'Prakash Wankhede',
    vehicleToAdd: { search: 'Splendor', reg: 'MH31MN3579' },
  });

  test('Tab, Enter, Space and the arrow keys take a customer from the bike services to order-received', async ({
    page,
    vehicle: _saved,
  }) => {
    const pack = PACK_MR;
    await page.goto('/productcategory/bike?lang=mr');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await tabTo(
      page,
      productCards(page)
        .first()
        .getByRole('link', { name: new RegExp(pack['shop.selectOptions']) }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    const city = page.getByLabel(pack['product.city']);
    await tabTo(page, city);
    await page.keyboard.press('ArrowDown');
    await expect(city).toHaveValue('nagpur');
    const vehicle = page.getByRole('group', { name: pack['product.vehicle'] }).getByRole('radio').first();
    await tabTo(page, vehicle);
    await page.keyboard.press('Space');
    await expect(vehicle).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: pack['product.addToCart'] }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: pack['cart.proceed'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\?/);
    for (const key of ['checkout.confirmMakeModel', 'checkout.confirmReg'] as const) {
      const box = page.getByLabel(new RegExp(pack[key].split('{')[0] as string));
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    // A date field takes its month, day and year typed in the browser's order (en-US here: mm dd yyyy).
    const [y, m, d] = tomorrowIst().split('-') as [string, string, string];
    const servicing = page.getByLabel(pack['checkout.servicingDate']);
    await tabTo(page, servicing);
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(servicing).toHaveValue(tomorrowIst());
    const slot = page
      .getByRole('group', { name: pack['checkout.slot'] })
      .getByRole('radio', { disabled: false })
      .first();
    await tabTo(page, slot);
    await page.keyboard.press('Space');
    await expect(slot).toBeChecked();
    const delivery = page.getByLabel(pack['checkout.deliveryDate']);
    await tabTo(page, delivery);
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(delivery).toHaveValue(tomorrowIst());
    // The place search, without touching the map: type, arrow down to a place, Enter. Typed in Latin letters, the
    // way it sounds ('dharmpeth'), it is found and named in Marathi.
    const search = page.getByRole('combobox', { name: new RegExp(pack['checkout.pickup']) });
    await tabTo(page, search);
    await page.keyboard.type('dharmpeth');
    await expect(page.getByRole('option', { name: /^धरमपेठ/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('धरमपेठ');
    const pincode = page.getByLabel(pack['checkout.pincode']);
    await tabTo(page, pincode);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('440010');
    await tabTo(page, page.getByLabel(pack['checkout.alternate']));
    await page.keyboard.type('9822012345');
    const terms = page.getByLabel(new RegExp(pack['checkout.termsBefore']));
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: pack['checkout.placeOrder'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-received\?orderId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['received.title']);
    expect(jsErrors(page)).toEqual([]);
  });
});

test.describe('following, paying for and cancelling a booking in Marathi and Hindi', () => {
  test.use({ viewport: PHONE });

  for (const [lang, pack] of [
    ['mr', PACK_MR],
    ['hi', PACK_HI],
  ] as const) {
    test(`in ${lang} on a 360 px phone, with no English on the way: orders, details, extra work, Pay Now, cancel`, async ({
      page,
      customer,
      vehicle,
      placedOrder: order,
      operator,
    }) => {
      const say = (key: keyof typeof PACK_MR & keyof typeof PACK_HI, values: Record<string, string> = {}) =>
        Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, v), pack[key]);
      const ops = operator.context.request;
      const opsCall = async (path: string, data: object) => {
        const res = await ops.post(`/api/ops/orders/${order._id}/${path}`, { data });
        expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      };
      const second = await placeOrder(page.request, vehicle.reg_number);
      // What stays as written: the customer's own words and vehicle, the garage's item names, the payee's bank details.
      const kept = [
        vehicle.make_model,
        vehicle.reg_number,
        customer.name,
        customer.email,
        'Brake pads',
        'Dharampeth, Nagpur, Maharashtra',
      ];
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await overflowing(page), `overflow on ${label}`).toEqual([]);
        expect(await englishLeft(page, kept), `English on ${label}`).toEqual([]);
        await expectNoAxeViolations(page, `${label} in ${lang}`);
      };

      // Every toast and field error on the way is read as well.
      const messages = await recordMessages(page);
      const row = await test.step("the orders, with the garage's extra work", async () => {
        // The garage picks the vehicle up and proposes extra work; the customer follows it in Marathi.
        await opsCall('handover', { stage: 'pickup', code: await customersCode(page.request, order._id) });
        await opsCall('status', { to: 'inService' });
        await opsCall('items', { name: 'Brake pads', quantity: 2, unitPrice: 350 });
        await page.goto(`/my-account/orders?lang=${lang}`);
        await expect(page).toHaveURL(/\/my-account\/orders$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['account.nav.orders']);
        const row = page.getByRole('row').filter({ hasText: order.OID });
        await expect(row).toBeVisible();
        await check('the orders');
        return row;
      });
      await test.step("the second booking's Reschedule dialog, left as it was", async () => {
        // Moving the second booking: the dialog in the language, then left as it was.
        await page
          .getByRole('row')
          .filter({ hasText: second.OID })
          .getByRole('button', { name: say('orders.rescheduleNamed', { oid: second.OID }) })
          .click();
        const moving = page.getByRole('dialog', { name: say('reschedule.title', { oid: second.OID }) });
        await expect(moving.getByRole('radio').first()).toBeVisible();
        await check('the Reschedule dialog');
        await page.keyboard.press('Escape');
        await expect(moving).toHaveCount(0);
      });
      await test.step("approves the extra work in the order's details", async () => {
        await row.getByRole('button', { name: say('orders.viewNamed', { oid: order.OID }) }).click();
        const details = page.getByRole('dialog', { name: say('orders.d.title', { oid: order.OID }) });
        await expect(
          details.getByRole('button', { name: say('extra.approveNamed', { name: 'Brake pads' }) }),
        ).toBeVisible();
        await check('the order’s details');
        await details.getByRole('button', { name: say('extra.approveNamed', { name: 'Brake pads' }) }).click();
        const ask = page.getByRole('dialog').filter({ hasText: 'Brake pads' }).last();
        await expect(ask.getByRole('button', { name: pack['dialog.yes'], exact: true })).toBeVisible();
        await check('the approval question');
        await ask.getByRole('button', { name: pack['dialog.yes'], exact: true }).click();
        await expect(details).toContainText(pack['extra.approved']);
        await check('the approved item');
        await page.keyboard.press('Escape');
      });

      await test.step('pays with Pay Now, after a UTR refused', async () => {
        // On the way back, payment is requested: Pay Now, in Marathi.
        await opsCall('status', { to: 'inTransitDown' });
        await opsCall('request-payment', {});
        const payee = PaymentSheetSchema.parse(
          await (await page.request.get(`/api/orders/${order._id}/payment`)).json(),
        );
        kept.push(payee.payeeName, payee.bank.accountName, payee.bank.bankName, payee.vpa);
        await page.reload();
        await row.getByRole('button', { name: say('orders.payNamed', { oid: order.OID }) }).click();
        const pay = page.getByRole('dialog', { name: pack['pay.title'] });
        await expect(pay.getByLabel(pack['pay.utr'])).toBeVisible();
        await check('Pay Now');
        // A UTR too short: refused beside the field, in the language.
        await pay.getByLabel(pack['pay.utr']).fill('12');
        await pay.getByRole('button', { name: pack['pay.submit'] }).click();
        await expect(pay.locator('.form__error')).toHaveText(/[\u0900-\u097F]/);
        await check('Pay Now with a UTR refused');
        await pay.getByLabel(pack['pay.utr']).fill('412345678901');
        await pay.getByRole('button', { name: pack['pay.submit'] }).click();
        await expect(row).toContainText(PAYMENT_STATUS_LABELS_IN[lang].submitted);
        await check('the payment sent');
      });

      await test.step('cancels the second booking', async () => {
        // The second booking is cancelled while new.
        const other = page.getByRole('row').filter({ hasText: second.OID });
        await other.getByRole('button', { name: say('orders.cancelNamed', { oid: second.OID }) }).click();
        const cancel = page.getByRole('dialog').filter({ hasText: second.OID }).last();
        await expect(cancel).toContainText(say('orders.confirmCancel', { oid: second.OID }));
        await check('the cancel question');
        await cancel.getByRole('button', { name: pack['dialog.yes'], exact: true }).click();
        await expect(other).toContainText(STATUS_LABELS_IN[lang].cancelled);
        await check('the cancelled order');
      });
      expect(englishIn(messages, kept), `English in a message on the way in ${lang}`).toEqual([]);
      expect(jsErrors(page)).toEqual([]);
    });
  }
});

test.describe('the account screens in Marathi and Hindi', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['mr', 'hi'] as const) {
    test(`in ${lang}, every account screen fits its boxes, passes axe and has no English left`, async ({
      page,
      customer,
      vehicle,
    }) => {
      // The customer's own, and the models the vehicle search names as examples.
      const kept = [vehicle.make_model, vehicle.variant ?? '', vehicle.reg_number, customer.name, customer.email];
      kept.push('Activa', 'Swift');
      await page.goto(`/my-account?lang=${lang}`);
      await expect(page).toHaveURL(/\/my-account$/);
      for (const path of [
        '/my-account',
        '/my-account/orders',
        '/my-account/downloads',
        '/my-account/edit-address',
        '/my-account/edit-account',
        '/my-account/messages',
        '/my-account/your-data',
        '/myvehicles',
        '/addmyvehiclenew',
        '/cart',
        '/Subscription',
        '/MaintenancePage',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/[\u0900-\u097F]/);
        await expect(page.getByText(lang === 'mr' ? PACK_MR['common.loading'] : PACK_HI['common.loading'])).toHaveCount(
          0,
        );
        expect(await overflowing(page), `overflow on ${path}`).toEqual([]);
        expect(await englishLeft(page, kept), `English on ${path}`).toEqual([]);
        await expectNoAxeViolations(page, `${path} in ${lang}`);
      }
      expect(jsErrors(page)).toEqual([]);
    });
  }
});
