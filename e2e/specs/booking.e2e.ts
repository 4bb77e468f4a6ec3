// The whole journey of spec section 1 in Chromium at 360 px: log in, choose city and vehicle, add to cart, apply
// a coupon, check out with a searched pickup place, place the order, see it received and in My Orders.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVehicle, loginOperator, PASSWORD, registerCustomer, tomorrowIst } from '../fixtures.ts';
import { baseURL, expectNoAxeViolations, expectToast, jsErrors, launchBrowser, newPage, PHONE } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** From the shop to the cart with a bike service in Nagpur. */
async function addBikeServiceToCart(page: Page) {
  await page.goto('/productcategory/bike');
  await page
    .locator('.product-card')
    .filter({ hasText: 'Bike' })
    .first()
    .getByRole('link', { name: /Select Options/ })
    .click();
  await page.waitForURL('**/product/**');
  const addButton = page.getByRole('button', { name: 'ADD TO CART' });
  await expect.poll(() => addButton.isDisabled()).toBe(true);
  await page.getByLabel('City').selectOption('nagpur');
  await expect.poll(() => addButton.isDisabled()).toBe(true);
  await page.locator('.vehicle-option').first().click();
  await expect.poll(() => page.locator('.product__price').textContent()).toMatch(/Price: ₹[\d,]+/);
  await expect.poll(() => addButton.isDisabled()).toBe(false);
  return addButton;
}

/** Fills the checkout for a bike: confirmations, tomorrow, the first free slot, a searched pickup, pincode, mobile. */
async function fillCheckout(page: Page) {
  await page.getByLabel(/I confirm the make and model/).check();
  await page.getByLabel(/I confirm the registration number/).check();
  await page.getByLabel('Date of servicing').fill(tomorrowIst());
  const slot = page.locator('.slot:not(.slot--off) input').first();
  await expect.poll(() => slot.count()).toBe(1);
  await slot.check();
  await page.getByLabel('Expected delivery date').fill(tomorrowIst());
  const search = page.getByRole('combobox', { name: /Pickup location/ });
  await search.fill('Dharampeth');
  const option = page.getByRole('option', { name: /Dharampeth/ }).first();
  await expect.poll(() => option.count()).toBeGreaterThan(0);
  await option.click();
  await page.getByLabel('Pincode').fill('440010');
  await page.getByLabel('Alternate mobile number').fill('9822012345');
}

describe('booking a service', () => {
  it('goes from the shop to My Orders in one sitting', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const asha = await registerCustomer(page);
    await addVehicle(page, 'Activa', 'MH31AB1234');

    // Log in on the phone, as a returning customer does.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(asha.email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // A customer is never shown the way into the garage's console.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'My account' }).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="/ops"]').count()).toBe(0);
    await page.keyboard.press('Escape');

    const add = await addBikeServiceToCart(page);
    await expectNoAxeViolations(page, '/product');
    // Description sub-points toggle.
    const toggle = page.getByRole('button', { name: 'Show Sub Points' });
    await expect.poll(() => toggle.count()).toBe(1);
    await toggle.click();
    await expect.poll(() => page.getByRole('button', { name: 'Hide Sub Points' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'ADDITIONAL INFORMATION' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toMatch(/125/);
    await add.click();
    await expectToast(page, /cart/i);
    await page.waitForURL('**/cart');

    // The cart: the spec's columns, the first coupon, the coupon texts.
    await expect.poll(() => page.locator('.cart-table tbody tr').count()).toBe(1);
    const headers = await page.locator('.cart-table thead th').allTextContents();
    expect(headers).toEqual(['REMOVE', 'IMAGE', 'Vehicle Type', 'PRODUCT', 'PRICE', 'SUBTOTAL', 'SELECT']);
    await expect.poll(() => page.locator('.coupon-card').count()).toBe(1);
    await expectNoAxeViolations(page, '/cart');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.coupon-bad').textContent()).toBe('Coupon is Not Applied');
    await page.getByLabel('Coupon code').fill('welcome100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.coupon-ok').textContent()).toBe('Coupon is Applied');
    const totals = page.locator('.cart-totals dd');
    await expect.poll(() => totals.nth(1).textContent()).toBe('₹100');
    const subtotal = Number((await totals.nth(0).textContent())?.replace(/[^\d]/g, ''));
    expect(Number((await totals.nth(2).textContent())?.replace(/[^\d]/g, ''))).toBe(subtotal - 100);
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL('**/checkout?**');

    // Checkout.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    await expect.poll(() => page.locator('.order-summary').textContent()).toContain('WELCOME100');
    const place = page.getByRole('button', { name: 'Place Order' });
    expect(await place.isDisabled()).toBe(true);
    // Insurance status needs the confirmations first.
    await page.getByLabel('Vehicle Under Insurance Servicing').click();
    const dialog = page.locator('dialog.dialog[open]');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Are you sure you want to change the value of Vehicle Under Insurance Servicing?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('Valid', { exact: true }).click();
    await expectToast(page, 'First confirm vehicle make model and registration number check box!');
    await fillCheckout(page);
    await page.getByLabel('Valid', { exact: true }).click();
    await expectNoAxeViolations(page, '/checkout');
    await page.getByLabel(/I have read and agree/).check();
    await place.click();
    await page.waitForURL('**/order-received?orderId=**');

    // Order received.
    await expect.poll(() => page.locator('.received__lead').textContent()).toMatch(/MM-\d{4}-\d{6}/);
    const oid = (await page.locator('.received__lead').textContent())?.match(/MM-\d{4}-\d{6}/)?.[0] ?? '';
    const table = await page.locator('.details-table').textContent();
    expect(table).toContain('Booking Confirmed');
    expect(table).toContain('MH31AB1234');
    expect(table).toContain('Dharampeth');
    await expectNoAxeViolations(page, '/order-received');

    // My orders and View Details.
    await page.goto('/my-account/orders');
    const row = page.locator('.orders-table tbody tr').filter({ hasText: oid });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Booking Confirmed');
    expect(await row.getByRole('button', { name: /Pay Now/ }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '/my-account/orders');
    await row.getByRole('button', { name: /View Details/ }).click();
    const modal = page.locator('dialog.modal[open]');
    await expect.poll(() => modal.textContent()).toContain(oid);
    const details = (await modal.textContent()) ?? '';
    for (const text of ['Honda Activa', 'MH31AB1234', 'Nagpur', 'Final total', 'Pickup date and slot']) {
      expect(details).toContain(text);
    }
    await expectNoAxeViolations(page, 'View Details');
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('makes one order however often Place Order is pressed', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await registerCustomer(page, 'Ravi Patil');
    await addVehicle(page, 'Splendor', 'MH31CD4321');
    const add = await addBikeServiceToCart(page);
    await add.click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL('**/checkout?**');
    await fillCheckout(page);
    await page.getByLabel(/I have read and agree/).check();
    // Every checkout request the page sends, with its idempotency key: a repeat must carry the first one's key.
    const keys: Promise<string | undefined>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newmyorder/generate') {
        keys.push(request.allHeaders().then((headers) => headers['idempotency-key']));
      }
    });
    // The first request reaches the server and places the order, but its answer is lost on the way back.
    await page.route(
      '**/api/newmyorder/generate',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const place = page.getByRole('button', { name: 'Place Order' });
    const lost = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/newmyorder/generate'));
    await place.dblclick();
    await lost;
    // The customer tries again (click waits for the button to be enabled again): the same key answers the order
    // already made.
    await place.click();
    await page.waitForURL('**/order-received?orderId=**');
    const sent = await Promise.all(keys);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/\S/);
    expect(sent[1]).toBe(sent[0]);
    const orders = (await (await page.request.get('/api/customer/fetch/customers/orders')).json()) as {
      orders: unknown[];
    };
    expect(orders.orders).toHaveLength(1);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('drops a coupon that stopped applying before the order, says why, and books without it', async () => {
    // The garage withdraws a coupon while a customer is at checkout with it.
    const garage = await browser.newContext({ baseURL: baseURL() });
    await loginOperator(garage);
    const code = `GONE${Date.now().toString().slice(-8)}`;
    const made = await garage.request.post('/api/ops/coupons', {
      data: { couponCode: code, discountType: 'fixed_card_discount', amount: 50 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const coupon = ((await made.json()) as { coupons: { _id: string; couponCode: string }[] }).coupons.find(
      (c) => c.couponCode === code,
    );

    const { context, page } = await newPage(browser, PHONE);
    await registerCustomer(page, 'Meera Joshi');
    await addVehicle(page, 'Splendor', 'MH31GH2468');
    await (await addBikeServiceToCart(page)).click();
    await page.waitForURL('**/cart');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.coupon-ok').textContent()).toBe('Coupon is Applied');
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await page.waitForURL('**/checkout?**');
    await expect.poll(() => page.locator('.order-summary').textContent()).toContain(code);

    const off = await garage.request.patch(`/api/ops/coupons/${coupon?._id}`, { data: { active: false } });
    expect(off.status(), await off.text()).toBe(200);
    await fillCheckout(page);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    // Refused with the reason beside the summary; the coupon is gone from the amount; the next press books.
    const problem = page.locator('.order-summary [role=alert]');
    await expect.poll(() => problem.textContent()).toContain('This coupon code is not valid.');
    expect(await problem.textContent()).toContain(`Coupon ${code} was removed: the amount above is without it.`);
    const summary = page.locator('.order-summary dd');
    expect(await summary.nth(2).textContent()).toBe('₹0');
    expect(await summary.nth(3).textContent()).toBe(await summary.nth(1).textContent());
    await expectNoAxeViolations(page, '/checkout with a dropped coupon');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-received?orderId=**');
    const orders = (await (await page.request.get('/api/customer/fetch/customers/orders')).json()) as {
      orders: { discount: number; couponCode: string | null }[];
    };
    expect(orders.orders).toMatchObject([{ discount: 0, couponCode: null }]);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
    await garage.close();
  });
});
