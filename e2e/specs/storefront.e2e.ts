// A logged-out visitor's tour of the storefront, at phone and desktop width, with axe on every page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, jsErrors, launchBrowser, newPage, PHONE } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor browsing the shop', () => {
  it('sees the home page with plans, follows a tile to /shop with that line chosen, and filters', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('servicing');
    // The rebrand banner and the header phone.
    await expect.poll(() => page.getByText('BikeSeva is now MotoMitra').count()).toBe(1);
    const tel = await page.locator('header a[href^="tel:"]').getAttribute('href');
    expect(tel).toBe('tel:+917125550100');
    // Plans from the API replace the spinner.
    const plans = page.locator('.plans > li');
    await expect.poll(() => plans.count()).toBe(6);
    await expect.poll(() => page.getByText('Four-wheeler servicing', { exact: false }).count()).toBeGreaterThan(0);
    // Counters end at their targets.
    await expect
      .poll(() => page.locator('.stats__item dd span[aria-hidden]').allTextContents(), { timeout: 5000 })
      .toEqual(['2', '3,000+', '500+', '2,500+']);
    await expectNoAxeViolations(page, 'home at 360 px');

    // The car tile opens /shop with Car chosen.
    await page.getByRole('link', { name: /See plans.*Four-wheeler servicing/ }).click();
    await page.waitForURL('**/shop');
    const select = page.getByLabel('Sort Services');
    await expect.poll(() => select.inputValue()).toBe('Car');
    const cards = page.locator('.product-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const carCategories = await page.locator('.product-card__category').allTextContents();
    expect(new Set(carCategories)).toEqual(new Set(['Car']));
    // Visitors get 'Login to View Details', never Select Options.
    expect(await page.getByRole('link', { name: /Login to View Details/ }).count()).toBe(await cards.count());
    expect(await page.getByRole('link', { name: /Select Options/ }).count()).toBe(0);
    await expectNoAxeViolations(page, '/shop at 360 px');

    await select.selectOption('Bike');
    await expect
      .poll(async () => new Set(await page.locator('.product-card__category').allTextContents()))
      .toEqual(new Set(['Bike']));
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => select.inputValue()).toBe('');
    const all = await page.locator('.product-card__category').allTextContents();
    expect(new Set(all)).toEqual(new Set(['Bike', 'Car', 'Breakdown', 'Bike Yearly']));
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('opens a category page, an article and the FAQs, and hits an unknown path', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const size = `${viewport.width} px`;
      const { context, page } = await newPage(browser, viewport);

      await page.goto('/productcategory/bike');
      await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(0);
      const kinds = new Set(await page.locator('.product-card__category').allTextContents());
      expect(kinds.has('Car')).toBe(false);
      expect(kinds.has('Breakdown')).toBe(true);
      await expectNoAxeViolations(page, `/productcategory/bike at ${size}`);

      await page.goto('/productcategory/car');
      await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(0);
      expect(new Set(await page.locator('.product-card__category').allTextContents())).toEqual(
        new Set(['Car', 'Breakdown']),
      );

      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Top 10 signs your vehicle needs servicing' })
        .click();
      await page.waitForURL('**/articles/top-10-signs-vehicle-needs-servicing');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Top 10 signs your vehicle needs servicing');
      await expect.poll(() => page.getByRole('heading', { name: 'Leave a Reply' }).count()).toBe(1);
      expect(await page.locator('.cards > li').count()).toBe(3);
      expect(await page.getByText('10 May 2023').count()).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page, `article at ${size}`);

      await page.goto('/faqs');
      const questions = page.locator('details.accordion__item');
      await expect.poll(() => questions.count()).toBeGreaterThanOrEqual(10);
      const first = questions.first();
      await first.locator('summary').click();
      expect(await first.getAttribute('open')).not.toBeNull();
      await expectNoAxeViolations(page, `/faqs at ${size}`);

      await page.goto('/privacy-policy');
      await page.getByLabel('Search this page').fill('cookie');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'matching paragraphs' }).count()).toBe(1);
      await expectNoAxeViolations(page, `/privacy-policy at ${size}`);

      const res = await page.goto('/no-such-page');
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/no-such-page');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      await expectNoAxeViolations(page, `not found at ${size}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it('opens the side menu by keyboard and asks before going to log in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'side menu open');
    await menu.getByRole('button', { name: 'Log in' }).click();
    const confirm = page.getByRole('dialog', { name: 'You Need to Log in First?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'No' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the static pages with their spec texts', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const pages: [string, string][] = [
      ['/career', 'Career is Opening Soon'],
      ['/about-us', 'About'],
      ['/contact-us', 'Contact us'],
      ['/terms-and-conditions', 'Terms'],
    ];
    for (const [url, text] of pages) {
      await page.goto(url);
      await expect.poll(() => page.locator('main').textContent(), { message: url }).toContain(text);
      await expectNoAxeViolations(page, url);
    }
    // The logged-in placeholders send a visitor to /login (their texts are checked in account.e2e.ts).
    await page.goto('/Subscription');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('autoplays the carousel, and keeps still for visitors who ask for reduced motion', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const current = () => page.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');
    await expect.poll(current, { timeout: 8000 }).toBe('Show slide 2');
    await context.close();

    const still = await newPage(browser, DESKTOP, { reducedMotion: 'reduce' });
    await still.page.goto('/');
    // No autoplay (so no pause button) and a tagline that does not rotate.
    await expect.poll(() => still.page.locator('.carousel__dot').count()).toBe(4);
    await expect.poll(() => still.page.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0);
    expect(await still.page.locator('.hero__tagline strong').textContent()).toBe('Innovative, Reliable, Trustworthy');
    await still.context.close();
  });
});

describe('the public forms', () => {
  it('sends the contact form to the API, shows field errors from the server, and confirms success', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/connect');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Contact us' }).count()).toBe(1);
    await expectNoAxeViolations(page, '/connect');
    await page.getByLabel('Name').fill('Rahul Kale');
    await page.getByLabel('Email').fill('rahul@');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Address').fill('Kothrud, Pune 411038');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Enter a valid email address.').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill('rahul@example.in');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('status').getByText('Contact upload successfully:').count()).toBe(1);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await page.goto('/earn');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Earn with us' }).count()).toBe(1);
    await expectNoAxeViolations(page, '/earn');
    await context.close();
  });
});
