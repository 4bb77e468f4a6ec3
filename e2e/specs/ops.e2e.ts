// The garage's side in a real browser: an operator takes a booking from new to delivered, adds a job-card item and
// requests payment; the customer sees the status and total, opens Pay Now and submits a UTR; the operator confirms;
// the customer downloads the GST invoice (its text checked). axe on the board and the order page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../../apps/api/src/testing/pdf-text.ts';
import { addVehicle, loginOperator, placeOrderViaApi, registerCustomer } from '../fixtures.ts';
import { DESKTOP, expectNoAxeViolations, expectToast, jsErrors, launchBrowser, newPage, PHONE } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function yes(page: Page) {
  const dialog = page.locator('dialog.dialog[open]');
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

describe('the operator console', () => {
  it('runs a booking from new to paid and delivered, and the customer pays and gets the invoice', async () => {
    const customer = await newPage(browser, PHONE);
    const c = customer.page;
    await registerCustomer(c, 'Meera Joshi');
    await addVehicle(c, 'Activa', 'MH31EF5678');
    const order = await placeOrderViaApi(c, 'MH31EF5678');

    // A customer never reaches the console.
    await c.goto('/ops');
    await expect
      .poll(() => c.locator('main').textContent())
      .toContain('This part of the shop is for garage operators only.');
    expect((await c.request.get('/api/ops/orders')).status()).toBe(403);

    // The operator logs in at /login and lands on /ops.
    const ops = await newPage(browser, DESKTOP);
    const o = ops.page;
    const operator = inject('operator');
    await o.goto('/login');
    await o.getByLabel('Email').fill(operator.email);
    await o.locator('input[name=password]').fill(operator.password);
    await o.locator('form').getByRole('button', { name: 'Login' }).click();
    await o.waitForURL((u) => u.pathname === '/ops');
    await expect.poll(() => o.getByRole('heading', { level: 1 }).textContent()).toBe('Bookings');
    await expect.poll(() => o.locator('.slot-fill tbody tr').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(o, '/ops board');

    // Find the booking by its registration number.
    await o.getByLabel('Order number, phone or registration').fill('mh31 ef 5678');
    await o.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => o.locator('.cart-table tbody tr').count()).toBe(1);
    await o.getByRole('link', { name: order.OID }).click();
    await o.waitForURL(`**/ops/orders/${order._id}`);
    await expect.poll(() => o.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.OID}`);
    expect(await o.locator('.ops-order').textContent()).toContain('Dharampeth');
    await expectNoAxeViolations(o, '/ops/orders/:id');

    // Only the allowed next steps are offered.
    const next = o.locator('#ops-next').locator('..');
    await expect
      .poll(() => next.getByRole('button', { name: /^Mark / }).allTextContents())
      .toEqual(['Mark Vehicle Picked Up']);
    await next.getByRole('button', { name: 'Mark Vehicle Picked Up' }).click();
    await yes(o);
    await expectToast(o, 'Marked Vehicle Picked Up.');
    await next.getByRole('button', { name: 'Mark In Service' }).click();
    await yes(o);
    await expect
      .poll(() => next.getByRole('button', { name: /^Mark / }).allTextContents())
      .toEqual(['Mark On the Way Back']);

    // Job card: an extra item after inspection.
    await o.getByLabel('Extra item').fill('Brake pads');
    await o.getByLabel('Quantity').fill('2');
    await o.getByLabel('Price each (₹)').fill('350');
    await o.getByRole('button', { name: 'Add item' }).click();
    await expectToast(o, 'Item added.');
    const finalTotal = order.totalSellingPrice + 700;
    await expect.poll(() => o.locator('#ops-job').locator('..').textContent()).toContain('Brake pads × 2');

    await next.getByRole('button', { name: 'Mark On the Way Back' }).click();
    await yes(o);
    await o.getByRole('button', { name: /^Request payment of/ }).click();
    await expectToast(o, 'Payment requested');

    // The customer sees the new status and total, and pays.
    await c.goto('/my-account/orders');
    const row = c.locator('.orders-table tbody tr').filter({ hasText: order.OID });
    await expect.poll(() => row.textContent()).toContain('On the Way Back');
    expect(await row.textContent()).toContain(`₹${finalTotal.toLocaleString('en-IN')}`);
    await row.getByRole('button', { name: /View Details/ }).click();
    const modal = c.locator('dialog.modal[open]');
    await expect.poll(() => modal.textContent()).toContain('Brake pads × 2');
    await modal.getByRole('button', { name: 'Close' }).click();
    const payNow = row.getByRole('button', { name: /Pay Now/ });
    expect(await payNow.isDisabled()).toBe(false);
    await payNow.click();
    const sheet = c.locator('dialog.modal[open]');
    await expect.poll(() => sheet.locator('img.pay__qr').count()).toBe(1);
    expect(await sheet.textContent()).toContain(`₹${finalTotal.toLocaleString('en-IN')}`);
    const upi = await sheet.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href');
    expect(upi).toContain(`tr=${order.OID}`);
    await expectNoAxeViolations(c, 'Pay Now sheet');
    await sheet.getByLabel('UTR or reference number').fill('412345678901');
    await sheet.getByRole('button', { name: 'I have paid' }).click();
    await expectToast(c, 'We will confirm your payment shortly.');

    // The operator sees the UTR and confirms; the invoice is issued; then delivery.
    await o.reload();
    await expect.poll(() => o.locator('#ops-payment').locator('..').textContent()).toContain('412345678901');
    await o.getByRole('button', { name: 'Confirm paid' }).click();
    await expectToast(o, 'Payment confirmed');
    const invoiceLink = o.getByRole('link', { name: /^Invoice MM\// });
    await expect.poll(() => invoiceLink.count()).toBe(1);
    const invoiceNumber = ((await invoiceLink.textContent()) ?? '').match(/MM\/\d{2}-\d{2}\/\d{6}/)?.[0] ?? '';
    expect(invoiceNumber).toMatch(/^MM\/\d{2}-\d{2}\/\d{6}$/);
    await next.getByRole('button', { name: 'Mark Delivered' }).click();
    await yes(o);
    await expect.poll(() => o.locator('.ops-order header').textContent()).toContain('Delivered');
    await expect.poll(() => o.locator('.timeline li').count()).toBeGreaterThanOrEqual(7);
    // Who did what: the customer placed it, then each step with its labels.
    expect(await o.locator('.timeline li').first().textContent()).toMatch(/\(customer\): placed the order/);
    expect(await o.locator('.timeline li').allTextContents()).toContainEqual(
      expect.stringMatching(/\(operator\): Booking Confirmed → Vehicle Picked Up/),
    );

    // The customer downloads the invoice.
    await c.goto('/my-account/downloads');
    const link = c.getByRole('link', { name: /Download PDF/ }).first();
    await expect.poll(() => link.count()).toBe(1);
    await expectNoAxeViolations(c, '/my-account/downloads');
    const href = (await link.getAttribute('href')) ?? '';
    const pdf = await c.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    for (const expected of ['TAX INVOICE', invoiceNumber, order.OID, '998714', 'CGST', 'SGST', 'Rupees']) {
      expect(text, expected).toContain(expected);
    }

    expect(jsErrors(c)).toEqual([]);
    expect(jsErrors(o)).toEqual([]);
    await customer.context.close();
    await ops.context.close();

    // The console also works on a phone: the board and the order page at 360 px.
    const small = await newPage(browser, PHONE);
    await loginOperator(small.context);
    await small.page.goto('/ops');
    await expect.poll(() => small.page.locator('.slot-fill tbody tr').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(small.page, '/ops board at 360 px');
    await small.page.goto(`/ops/orders/${order._id}`);
    await expect.poll(() => small.page.locator('.timeline li').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(small.page, '/ops/orders/:id at 360 px');
    const overflow = await small.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await small.context.close();
  });
});
