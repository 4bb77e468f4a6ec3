// The garage's side in a real browser: an operator takes a booking from new to delivered and proposes two job-card
// items; the customer, e-mailed, approves one and declines the other; payment is requested only then; the customer
// sees the status and total, opens Pay Now (what the amount is made of) and submits a UTR; the operator confirms;
// the customer downloads the GST invoice (its text checked). axe on the board and the order page.

import { pdfText } from '@motomitra/api/testing/pdf-text';
import type { Page } from '@playwright/test';
import { customersCode, logIn } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { bodyRows, DESKTOP, expectNoAxeViolations, expectToast, jsErrors, PHONE, submitLogin } from '../support.ts';

/** Says Yes to the confirm dialog that is open. */
async function yes(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
}

const slotFill = (page: Page) => bodyRows(page.getByRole('table', { name: 'Slot fill (booked / capacity)' }));
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');

test.describe('the operator console', () => {
  test.use({ customerName: 'Meera Joshi', vehicleToAdd: { search: 'Activa', reg: 'MH31EF5678' } });

  test('runs a booking from new to paid and delivered, and the customer pays and gets the invoice', async ({
    page: c,
    placedOrder: order,
    customer,
    mailbox,
    openPage,
    shop,
  }) => {
    await test.step('a customer is refused the console', async () => {
      // A customer never reaches the console.
      await c.goto('/ops');
      await expect(c.getByRole('main')).toContainText('This part of the shop is for garage operators only.');
      expect((await c.request.get('/api/ops/orders')).status()).toBe(403);
    });

    const o = await test.step('the operator logs in at /login and lands on the board', async () => {
      // The operator logs in at /login and lands on /ops.
      const { page: o } = await openPage(DESKTOP);
      await o.goto('/login');
      await submitLogin(o, shop.operator);
      await expect(o).toHaveURL((u) => u.pathname === '/ops');
      await expect(o.getByRole('heading', { level: 1 })).toHaveText('Bookings');
      await expect(slotFill(o).first()).toBeVisible();
      await expectNoAxeViolations(o, '/ops board');
      // The operator's own menu, not the customer's; no shop footer.
      await o.getByRole('button', { name: 'Open menu' }).click();
      const menu = o.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Catalogue' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Cart' })).toHaveCount(0);
      await o.keyboard.press('Escape');
      await expect(o.getByRole('contentinfo')).toHaveCount(0);
      return o;
    });

    const orderPage = await test.step('the operator finds the booking by its registration number', async () => {
      // Find the booking by its registration number.
      await o.getByLabel('Order number, phone or registration').fill('mh31 ef 5678');
      await o.getByRole('button', { name: 'Find' }).click();
      await expect(bodyRows(o.getByRole('table', { name: 'Orders by date and slot' }))).toHaveCount(1);
      await o.getByRole('link', { name: order.OID }).click();
      await expect(o).toHaveURL((u) => u.pathname === `/ops/orders/${order._id}`);
      await expect(o.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.OID}`);
      const orderPage = o.getByRole('article');
      await expect(orderPage).toContainText('Dharampeth');
      // Tap to call.
      await expect(orderPage.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      await expectNoAxeViolations(o, '/ops/orders/:id');
      return orderPage;
    });

    const next = await test.step('only the allowed next steps are offered', async () => {
      // Only the allowed next steps are offered.
      const next = o.getByRole('region', { name: 'Next step' });
      const moves = next.getByRole('button', { name: /^Mark / });
      // Picking up goes through the handover: the 4 digits the customer reads on their order, told to the rider.
      await expect(moves).toHaveCount(0);
      const pickup = next.getByRole('form', { name: 'Handover at pickup' });
      await pickup
        .getByLabel(/^Handover code from the customer/)
        .fill((await customersCode(c.request, order._id)) ?? '');
      await pickup.getByRole('button', { name: 'Confirm pickup' }).click();
      await expectToast(o, 'Code accepted: the vehicle is picked up.');
      await next.getByRole('button', { name: 'Mark In Service' }).click();
      await yes(o);
      await expect(moves).toHaveText(['Mark On the Way Back']);
      return next;
    });

    const jobCard = await test.step('extra work is proposed, and the customer asked on their channels', async () => {
      // Job card: extra work after inspection is proposed, and the customer is asked on their channels.
      const propose = async (name: string, quantity: string, price: string) => {
        await o.getByLabel('Extra item').fill(name);
        await o.getByLabel('Quantity').fill(quantity);
        await o.getByLabel('Price each (₹)').fill(price);
        await o.getByRole('button', { name: 'Add item' }).click();
        await expectToast(
          o,
          'Item proposed; the customer is asked to approve it on WhatsApp or by e-mail, as they chose.',
        );
      };
      await propose('Brake pads', '2', '350');
      await propose('Wiper blades', '1', '499');
      const jobCard = o.getByRole('region', { name: 'Job card' });
      await expect(jobCard).toContainText('Brake pads × 2');
      await expect(jobCard.getByText('Waiting for the customer')).toHaveCount(2);
      expect(await mailbox.subjectsTo(customer.email)).toContain(`Order ${order.OID}: extra work needs your approval`);
      await expectNoAxeViolations(o, '/ops/orders/:id with proposals');
      return jobCard;
    });

    await test.step("on the way back, payment waits for the customer's answers", async () => {
      // On the way back, payment waits for the customer's answers: said first among the next steps.
      await next.getByRole('button', { name: 'Mark On the Way Back' }).click();
      await yes(o);
      await expect(next.locator(':scope > p').first()).toHaveText(
        'Payment can be requested once the customer has approved or declined every proposed item.',
      );
      await expect(o.getByRole('button', { name: /^Request payment of/ })).toHaveCount(0);
    });

    const { row, finalTotal } = await test.step('the customer approves one item and declines the other', async () => {
      // The customer approves one and declines the other; only the approved one is billed.
      await c.goto('/my-account/orders');
      const row = bodyRows(c.getByRole('table', { name: 'Your orders' })).filter({ hasText: order.OID });
      await expect(row).toContainText('Extra work waits for your approval');
      await expect(row).toContainText(`₹${order.totalSellingPrice.toLocaleString('en-IN')}`);
      await row.getByRole('button', { name: /View Details/ }).click();
      const details = c.getByRole('dialog', { name: `Order ${order.OID}` });
      const extra = details.getByRole('region', { name: 'Extra work proposed by the garage' });
      await expect(extra).toContainText('2 × Brake pads');
      await expectNoAxeViolations(c, 'View Details with extra work proposed');
      const finalTotal = order.totalSellingPrice + 700;
      await extra.getByRole('button', { name: 'Approve Brake pads' }).click();
      const approveAsk = c.getByRole('dialog', { name: /^Approve 2 × Brake pads for ₹700\?/ });
      await expect(approveAsk).toContainText(`Your order will come to ₹${finalTotal.toLocaleString('en-IN')}.`);
      await approveAsk.getByRole('button', { name: 'Yes', exact: true }).click();
      await expectToast(c, 'Approved. The garage goes ahead with this work.');
      await extra.getByRole('button', { name: 'Decline Wiper blades' }).click();
      await c
        .getByRole('dialog', { name: /^Decline 1 × Wiper blades\?/ })
        .getByRole('button', { name: 'Yes', exact: true })
        .click();
      await expectToast(c, 'Declined. This work is not done or billed.');
      await expect(extra.getByRole('button')).toHaveCount(0);
      await expect(extra).toContainText('Approved');
      await expect(extra).toContainText('Declined');
      const amounts = details.getByRole('table', { name: 'Amounts' });
      await expect(amounts).toContainText('Brake pads × 2');
      await expect(amounts).not.toContainText('Wiper blades');
      await expect(amounts).toContainText(`₹${finalTotal.toLocaleString('en-IN')}`);
      await details.getByRole('button', { name: 'Close' }).click();
      await expect(row).not.toContainText('Extra work waits for your approval');
      return { row, finalTotal };
    });

    await test.step('the operator sees the answers and asks for the payment', async () => {
      // The operator sees the answers and asks for the payment.
      await o.reload();
      await expect(jobCard).toContainText('Approved by the customer');
      await expect(jobCard).toContainText('Declined by the customer');
      // The normal step first, "Delivered, payment pending" after it.
      await expect(next.getByRole('button')).toHaveText([
        `Request payment of ₹${finalTotal.toLocaleString('en-IN')}`,
        'Delivered, payment pending',
      ]);
      await next.getByRole('button', { name: `Request payment of ₹${finalTotal.toLocaleString('en-IN')}` }).click();
      await expectToast(o, 'Payment requested');
    });

    await test.step('the customer sees the new total and pays by UPI', async () => {
      // The customer sees the new status and total, and pays.
      await c.reload();
      await expect(row).toContainText('On the Way Back');
      await expect(row).toContainText(`₹${finalTotal.toLocaleString('en-IN')}`);
      const payNow = row.getByRole('button', { name: /Pay Now/ });
      await expect(payNow).toBeEnabled();
      await payNow.click();
      const sheet = c.getByRole('dialog', { name: 'Pay Now' });
      await expect(sheet.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
      await expect(sheet).toContainText(`₹${finalTotal.toLocaleString('en-IN')}`);
      const lines = sheet.getByRole('table', { name: 'What you pay for' });
      await expect(lines).toContainText('2 × Brake pads');
      await expect(lines).not.toContainText('Wiper blades');
      await expect(sheet.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
        'href',
        new RegExp(`tr=${order.OID}`),
      );
      await expectNoAxeViolations(c, 'Pay Now sheet');
      await sheet.getByLabel('UTR or reference number').fill('412345678901');
      await sheet.getByRole('button', { name: 'I have paid' }).click();
      await expectToast(c, 'We will confirm your payment shortly.');
    });

    const invoiceNumber =
      await test.step('the operator confirms the payment, the invoice is issued, and the vehicle delivered', async () => {
        // The operator sees the UTR and confirms; the invoice is issued; then delivery.
        await o.reload();
        await expect(o.getByRole('region', { name: 'Payment', exact: true })).toContainText('412345678901');
        // Confirming issues an invoice for good: no method is chosen for the operator, the amount is typed, and asked again.
        const paymentPanel = o.getByRole('region', { name: 'Payment', exact: true });
        await expect(paymentPanel.getByLabel('Paid by')).toHaveValue('');
        await paymentPanel.getByRole('button', { name: 'Confirm paid' }).click();
        await expect(paymentPanel).toContainText('Choose how the customer paid: UPI, NEFT, IMPS, card or cash.');
        await paymentPanel.getByLabel('Paid by').selectOption('UPI');
        // Mistakes are flagged as they are typed: an amount short of the order, a reference not the customer's.
        const amount = paymentPanel.getByLabel('Amount received (₹)');
        const reference = paymentPanel.getByLabel('Reference (UTR, card slip)');
        await amount.fill(String(finalTotal - 50));
        await expect(amount).toHaveAccessibleDescription(/₹50 short of the amount due/);
        await reference.fill('412345678910');
        await expect(reference).toHaveAccessibleDescription(
          'Not the UTR the customer sent (412345678901): check it before confirming.',
        );
        await expectNoAxeViolations(o, 'confirm payment, with warnings');
        await reference.fill('4123 4567 8901');
        await expect(reference).toHaveAccessibleDescription('');
        await reference.fill('412345678901');
        await amount.fill(String(finalTotal));
        await expect(amount).not.toHaveAccessibleDescription(/short of/);
        await paymentPanel.getByRole('button', { name: 'Confirm paid' }).click();
        const ask = o.getByRole('dialog', { name: /^Confirm ₹[\d,]+ received by UPI \(412345678901\)/ });
        await expect(ask).toContainText('The GST invoice is issued now and cannot be changed.');
        await expectNoAxeViolations(o, 'confirm payment');
        await ask.getByRole('button', { name: 'Yes', exact: true }).click();
        await expectToast(o, 'Payment confirmed');
        const invoiceLink = o.getByRole('link', { name: /^Invoice MM\// });
        await expect(invoiceLink).toBeVisible();
        const invoiceNumber = ((await invoiceLink.textContent()) ?? '').match(/MM\/\d{2}-\d{2}\/\d{6}/)?.[0] ?? '';
        expect(invoiceNumber).toMatch(/^MM\/\d{2}-\d{2}\/\d{6}$/);
        const drop = next.getByRole('form', { name: 'Handover at drop' });
        await drop
          .getByLabel(/^Handover code from the customer/)
          .fill((await customersCode(c.request, order._id)) ?? '');
        await drop.getByRole('button', { name: 'Confirm drop' }).click();
        // The status beside the heading.
        await expect(orderPage.getByText('Delivered', { exact: true })).toBeVisible();
        // Seven or more steps in the timeline: who did what, the customer placed it, then each step with its labels.
        await expect(timeline(o).nth(6)).toBeVisible();
        await expect(timeline(o).first()).toContainText(/\(customer\): placed the order/);
        await expect(
          timeline(o)
            .filter({ hasText: /\(operator\): Booking Confirmed → Vehicle Picked Up/ })
            .first(),
        ).toBeVisible();
        return invoiceNumber;
      });

    await test.step("the customer's order links its invoice, with nothing left to pay", async () => {
      // The customer's order links its invoice, and nothing is left to pay.
      await c.goto('/my-account/orders');
      await expect(row.getByRole('link', { name: `Download invoice ${invoiceNumber}` })).toBeVisible();
      await expect(row.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
    });

    await test.step('the customer downloads the invoice PDF', async () => {
      // The customer downloads the invoice.
      await c.goto('/my-account/downloads');
      const link = c.getByRole('link', { name: /Download PDF/ }).first();
      await expect(link).toBeVisible();
      await expectNoAxeViolations(c, '/my-account/downloads');
      const href = (await link.getAttribute('href')) ?? '';
      const pdf = await c.request.get(href);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = await pdfText(await pdf.body());
      for (const expected of ['TAX INVOICE', invoiceNumber, order.OID, '998714', 'CGST', 'SGST', 'Rupees']) {
        expect(text, expected).toContain(expected);
      }
    });

    expect(jsErrors(c)).toEqual([]);
    expect(jsErrors(o)).toEqual([]);

    await test.step('the console works on a 360 px phone', async () => {
      // The console also works on a phone: the board and the order page at 360 px.
      const small = await openPage(PHONE);
      await logIn(small.context.request, shop.operator);
      await small.page.goto('/ops');
      await expect(slotFill(small.page).first()).toBeVisible();
      await expectNoAxeViolations(small.page, '/ops board at 360 px');
      await small.page.goto(`/ops/orders/${order._id}`);
      await expect(timeline(small.page).first()).toBeVisible();
      await expectNoAxeViolations(small.page, '/ops/orders/:id at 360 px');
      const overflow = await small.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
