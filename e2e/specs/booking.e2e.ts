// The whole journey of spec section 1 in Chromium at 360 px: log in, choose city and vehicle, add to cart, apply
// a coupon, check out with a searched pickup place, place the order, see it received and in My Orders.
import { OrderListResponseSchema } from '@motomitra/domain/booking';
import { OpsCouponsResponseSchema } from '@motomitra/domain/ops-admin';
import type { Page } from '@playwright/test';
import { readAnswer, tomorrowIst } from '../api-setup.ts';
import { addBikeServiceToCart, fillCheckout } from '../booking-steps.ts';
import { expect, test } from '../fixtures.ts';
import {
  answerDialog,
  bodyRows,
  definitionOf,
  expectNoAxeViolations,
  expectToast,
  jsErrors,
  submitLogin,
} from '../support.ts';

/** The customer's orders, as the API answers them. */
async function ordersOf(page: Page) {
  return (
    await readAnswer(await page.request.get('/api/customer/fetch/customers/orders'), 200, OrderListResponseSchema)
  ).orders;
}

/** Whole rupees in an amount as the screens write it (₹1,099 → 1099). */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('booking a service', () => {
  test('goes from the shop to My Orders in one sitting', async ({ page, context, customer, vehicle, mailbox }) => {
    await test.step('logs in on the phone, with no way into the console', async () => {
      // Log in on the phone, as a returning customer does (the account and its vehicle were made through the API).
      await context.clearCookies();
      await page.goto('/login');
      await submitLogin(page, customer);
      await expect(page).toHaveURL((u) => u.pathname === '/');
      // The home page shown: the navigation has finished, and with it the menu's closing on a new page (side-menu.tsx),
      // which a click made while the page was still changing lost to (seen once on a busy two-core machine).
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bike and car servicing at your doorstep' }),
      ).toBeVisible();
      // A customer is never shown the way into the garage's console.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(page.locator('a[href^="/ops"]')).toHaveCount(0);
      await page.keyboard.press('Escape');
    });

    await test.step('adds the bike service to the cart from its page', async () => {
      const add = await addBikeServiceToCart(page);
      await expectNoAxeViolations(page, '/product');
      // Description sub-points toggle.
      await page.getByRole('button', { name: 'Show Sub Points' }).click();
      await expect(page.getByRole('button', { name: 'Hide Sub Points' })).toBeVisible();
      await page.getByRole('tab', { name: 'ADDITIONAL INFORMATION' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('125');
      await add.click();
      await expectToast(page, /cart/i);
      await expect(page).toHaveURL(/\/cart$/);
    });

    await test.step('applies the first coupon in the cart', async () => {
      // The cart: the spec's columns, the first coupon, the coupon texts.
      const cart = page.getByRole('table', { name: 'Services in your cart' });
      await expect(bodyRows(cart)).toHaveCount(1);
      await expect(cart.getByRole('columnheader')).toHaveText([
        'REMOVE',
        'IMAGE',
        'Vehicle Type',
        'PRODUCT',
        'PRICE',
        'SUBTOTAL',
        'SELECT',
      ]);
      const coupons = page.getByRole('region', { name: 'Coupon', exact: true });
      await expect(coupons.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page, '/cart');
      // Nothing scrolls sideways at 360 px, not even by a pixel.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const apply = coupons.getByRole('button', { name: 'Apply', exact: true });
      await apply.click();
      await expect(coupons.getByRole('status')).toHaveText('Coupon is Not Applied');
      await coupons.getByLabel('Coupon code').fill('welcome100');
      await apply.click();
      await expect(coupons.getByRole('status')).toHaveText('Coupon is Applied');
      const totals = page.getByRole('region', { name: 'Cart totals' });
      await expect(definitionOf(totals, 'Discount')).toHaveText('₹100');
      const subtotal = rupees(await definitionOf(totals, 'Subtotal').textContent());
      expect(rupees(await definitionOf(totals, 'Total').textContent())).toBe(subtotal - 100);
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
    });

    await test.step('checks out, goes back to the cart and forward, reloads, and places the order', async () => {
      // Checkout.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
      const summary = page.getByRole('region', { name: 'Your order' });
      await expect(summary).toContainText('WELCOME100');
      const place = page.getByRole('button', { name: 'Place Order' });
      await expect(place).toBeDisabled();
      // Insurance status needs the confirmations first.
      await page.getByLabel('Vehicle Under Insurance Servicing').click();
      await answerDialog(
        page,
        'Are you sure you want to change the value of Vehicle Under Insurance Servicing?',
        'Yes',
      );
      await page.getByLabel('Valid', { exact: true }).click();
      await expectToast(page, 'First confirm vehicle make model and registration number check box!');
      await fillCheckout(page);
      await page.getByLabel('Valid', { exact: true }).click();
      // Back to the cart and forward, then a reload (decision 0017): the coupon stays applied, the checkout keeps every field.
      await page.goBack();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText('WELCOME100 is applied: ₹100 off.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 service' })).toBeVisible();
      await page.goForward();
      await expect(page.getByLabel('Pincode')).toHaveValue('440010');
      await page.reload();
      await expect(page.getByLabel('Pincode')).toHaveValue('440010');
      await expect(page.getByLabel('Alternate mobile number')).toHaveValue('9822012345');
      await expect(page.getByLabel('Date of servicing')).toHaveValue(tomorrowIst());
      await expect(page.getByLabel('Valid', { exact: true })).toBeChecked();
      await expect(summary).toContainText('WELCOME100');
      await expectNoAxeViolations(page, '/checkout');
      await page.getByLabel(/I have read and agree/).check();
      await place.click();
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
    });

    const oid = await test.step('sees the order received, and its e-mail', async () => {
      // Order received.
      const lead = page.getByText(/Your order number is MM-\d{4}-\d{6}/);
      await expect(lead).toBeVisible();
      const oid = (await lead.textContent())?.match(/MM-\d{4}-\d{6}/)?.[0] ?? '';
      const table = page.getByRole('table', { name: 'Order details' });
      await expect(table).toContainText('Booking Confirmed');
      await expect(table).toContainText(vehicle.reg_number);
      await expect(table).toContainText('Dharampeth');
      // Under the spec's table: when, how much, and that it was e-mailed.
      const when = page.getByRole('heading', { name: 'Pickup and payment' });
      await expect(when).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /, \d{2}:\d{2} (AM|PM) - / })).toBeVisible();
      await expect(page.getByText('We have sent these details to your e-mail address.')).toBeVisible();
      expect(await mailbox.subjectsTo(customer.email)).toContain(`Booking confirmed: order ${oid}`);
      await expectNoAxeViolations(page, '/order-received');
      return oid;
    });

    await test.step('finds the order in My Orders, with its details', async () => {
      // My orders and View Details.
      await page.goto('/my-account/orders');
      const row = bodyRows(page.getByRole('table', { name: 'Your orders' })).filter({ hasText: oid });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Booking Confirmed');
      // Nothing to pay yet: no Pay Now, and the row says when.
      await expect(row.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
      await expect(row).toContainText('You pay when your vehicle is on the way back.');
      await expectNoAxeViolations(page, '/my-account/orders');
      await row.getByRole('button', { name: /View Details/ }).click();
      const modal = page.getByRole('dialog', { name: `Order ${oid}` });
      await expect(modal).toContainText(oid);
      for (const text of ['Honda Activa', 'MH31AB1234', 'Nagpur', 'Final total', 'Pickup date and slot']) {
        await expect(modal).toContainText(text);
      }
      await expectNoAxeViolations(page, 'View Details');
      await modal.getByRole('button', { name: 'Close' }).click();
    });
    expect(jsErrors(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ customerName: 'Ravi Patil', vehicleToAdd: { search: 'Splendor', reg: 'MH31CD4321' } });

    test('makes one order however often Place Order is pressed', async ({ page, vehicle: _saved }) => {
      const add = await addBikeServiceToCart(page);
      await add.click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
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
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
      const sent = await Promise.all(keys);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/\S/);
      expect(sent[1]).toBe(sent[0]);
      const orders = await ordersOf(page);
      expect(orders).toHaveLength(1);
      expect(jsErrors(page)).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ customerName: 'Meera Joshi', vehicleToAdd: { search: 'Splendor', reg: 'MH31GH2468' } });

    test('drops a coupon that stopped applying before the order, says why, and books without it', async ({
      page,
      operator,
      vehicle: _saved,
    }) => {
      // The garage withdraws a coupon while a customer is at checkout with it.
      const garage = operator.context.request;
      const code = `GONE${Date.now().toString().slice(-8)}`;
      const made = await garage.post('/api/ops/coupons', {
        data: { couponCode: code, discountType: 'fixed_card_discount', amount: 50 },
      });
      const coupon = (await readAnswer(made, 201, OpsCouponsResponseSchema)).coupons.find((c) => c.couponCode === code);
      if (!coupon) throw new Error(`coupon ${code} is not listed after it was made`);

      await (await addBikeServiceToCart(page)).click();
      await expect(page).toHaveURL(/\/cart$/);
      const coupons = page.getByRole('region', { name: 'Coupon', exact: true });
      await coupons.getByLabel('Coupon code').fill(code.toLowerCase());
      await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(coupons.getByRole('status')).toHaveText('Coupon is Applied');
      // Checkout reads the cart (with its coupon) as it opens: the garage withdraws the coupon after that read, so the
      // page learns it only from the refusal (a read after the withdrawal would say so before Place Order).
      const checkoutRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/customer/fetch/single');
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
      await checkoutRead;
      const summary = page.getByRole('region', { name: 'Your order' });
      await expect(summary).toContainText(code);

      await readAnswer(
        await garage.patch(`/api/ops/coupons/${coupon._id}`, { data: { active: false } }),
        200,
        OpsCouponsResponseSchema,
      );
      await fillCheckout(page);
      await page.getByLabel(/I have read and agree/).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      // Refused with the reason beside the summary; the coupon is gone from the amount; the next press books.
      const problem = summary.getByRole('alert');
      await expect(problem).toContainText('This coupon code is not valid.');
      await expect(problem).toContainText(`Coupon ${code} was removed: the amount above is without it.`);
      await expect(definitionOf(summary, 'Discount')).toHaveText('₹0');
      await expect(definitionOf(summary, 'Amount')).toHaveText(
        (await definitionOf(summary, 'Subtotal').textContent()) ?? '',
      );
      await expectNoAxeViolations(page, '/checkout with a dropped coupon');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
      const orders = await ordersOf(page);
      expect(orders).toMatchObject([{ discount: 0, couponCode: null }]);
      expect(jsErrors(page)).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ customerName: 'Kiran Bhosale', vehicleToAdd: { search: 'Splendor', reg: 'MH31JK1357' } });

    test('books with the pickup from a saved other address, a flat and a landmark', async ({
      page,
      vehicle: _saved,
    }) => {
      const office = { addressLabel: 'Office', address: 'Flat 3, IT Park, Parsodi, Nagpur 440022' };
      expect((await page.request.put('/api/customer/addresses', { data: { otherAddress: [office] } })).status()).toBe(
        200,
      );
      await (await addBikeServiceToCart(page)).click();
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
      // The billing block shows the customer's own mobile.
      await expect(page.getByRole('region', { name: 'Billing details' })).toContainText('Mobile');
      await page.getByLabel(/I confirm the make and model/).check();
      await page.getByLabel(/I confirm the registration number/).check();
      await page.getByLabel('Date of servicing').fill(tomorrowIst());
      await page.getByRole('group', { name: 'Time slot' }).getByRole('radio', { disabled: false }).first().check();
      await page.getByLabel('Expected delivery date').fill(tomorrowIst());
      await page.getByLabel('Or use a saved address').selectOption({ label: `Office: ${office.address}` });
      await expect(page.getByLabel('Pincode')).toHaveValue('440022');
      // The map's zoom buttons are 44 px touch targets, not Leaflet's 30 px (its own CSS loads later, with the map).
      const zoomIn = page.getByRole('button', { name: 'Zoom in' }).first();
      await expect(zoomIn).toBeVisible();
      expect((await zoomIn.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await page.getByLabel(/Flat \/ house no\./).fill('B-402, Sai Residency');
      await page.getByLabel(/Landmark/).fill('Opp. Persistent gate');
      await page.getByLabel('Alternate mobile number').fill('9822012345');
      await expectNoAxeViolations(page, '/checkout with a saved address');
      await page.getByLabel(/I have read and agree/).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
      const orders = await ordersOf(page);
      expect(orders).toMatchObject([
        {
          pickupLocation: { address: office.address },
          pincode: '440022',
          flat: 'B-402, Sai Residency',
          landmark: 'Opp. Persistent gate',
        },
      ]);
      expect(jsErrors(page)).toEqual([]);
    });
  });
});
