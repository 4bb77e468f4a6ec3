// Paying online in Chromium on a 360 px phone, in English and Marathi: the garage asks for payment (through the API),
// the customer opens the order, taps Pay online, pays on the built-in test gateway's page (the e2e shop has no
// Razorpay keys), comes back, and the order turns Paid with its invoice through the gateway's signed webhook alone,
// with nobody at the garage confirming it. Axe, no sideways scroll and, in Marathi, no English on each screen of ours.
import { PAYMENT_STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { PaymentSheetSchema } from '@motomitra/domain/ops';
import type { Page } from '@playwright/test';
import { BOOKING_EN } from '../../apps/web/src/i18n/en/booking.ts';
import { BOOKING_MR } from '../../apps/web/src/i18n/mr/booking.ts';
import { customersCode } from '../api-setup.ts';
import { englishLeft } from '../english.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations, jsErrors, PHONE } from '../support.ts';

const wider = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('paying online on the test gateway', () => {
  test.use({ viewport: PHONE });

  for (const [lang, texts] of [
    ['en', BOOKING_EN],
    ['mr', BOOKING_MR],
  ] as const) {
    test(`in ${lang} at 360 px: Pay online, paid on the gateway's page, the order Paid with its invoice`, async ({
      page,
      customer,
      vehicle,
      placedOrder: order,
      operator,
    }) => {
      const say = (key: keyof typeof BOOKING_EN, values: Record<string, string> = {}) =>
        Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, v), texts[key]);
      // What stays as written: the customer's own words and vehicle, the address they booked with, the payee's bank.
      const kept = [
        vehicle.make_model,
        vehicle.reg_number,
        customer.name,
        customer.email,
        'Dharampeth, Nagpur, Maharashtra',
      ];
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await wider(page), `sideways scroll on ${label}`).toBeLessThanOrEqual(0);
        if (lang !== 'en') expect(await englishLeft(page, kept), `English on ${label}`).toEqual([]);
        await expectNoAxeViolations(page, `${label} in ${lang}`);
      };

      await test.step('the garage takes the vehicle back and asks for payment', async () => {
        const ops = operator.context.request;
        const code = await customersCode(page.request, order._id);
        for (const [path, data] of [
          ['handover', { stage: 'pickup', code }],
          ['status', { to: 'inService' }],
          ['status', { to: 'inTransitDown' }],
          ['request-payment', {}],
        ] as const) {
          const res = await ops.post(`/api/ops/orders/${order._id}/${path}`, { data });
          expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
        }
        const sheet = PaymentSheetSchema.parse(
          await (await page.request.get(`/api/orders/${order._id}/payment`)).json(),
        );
        kept.push(sheet.payeeName, sheet.bank.accountName, sheet.bank.bankName, sheet.vpa);
      });

      const row = page.getByRole('row').filter({ hasText: order.OID });
      await test.step('the customer opens Pay Now and, by keyboard, Pay online', async () => {
        await page.goto(`/my-account/orders?lang=${lang}`);
        await row.getByRole('button', { name: say('orders.payNamed', { oid: order.OID }) }).click();
        const sheet = page.getByRole('dialog', { name: say('pay.title') });
        const online = sheet.getByRole('button', { name: new RegExp(say('pay.onlineButton', { amount: '.+' })) });
        await expect(online).toBeVisible();
        await expect(sheet.getByRole('heading', { name: say('pay.orUpi') })).toBeVisible();
        await check('the payment sheet');
        await online.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/api\/test-gateway\/plink_test[0-9a-f]+/);
      });

      await test.step("pays on the test gateway's page", async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test payment gateway');
        await expect(page.getByText(order.OID)).toBeVisible();
        expect(await wider(page), 'sideways scroll on the gateway page').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `the test gateway page (${lang})`);
        await page.getByRole('radio', { name: 'Card' }).check();
        await page.getByRole('button', { name: /^Pay ₹[\d,.]+ \(test\)$/ }).click();
      });

      await test.step('back on the order, Paid with its invoice, nobody confirming', async () => {
        await expect(page).toHaveURL(/razorpay_payment_link_status=paid/);
        const details = page.getByRole('dialog', { name: say('orders.d.title', { oid: order.OID }) });
        await expect(details.getByRole('status').filter({ hasText: say('orders.returnPaid') })).toBeVisible({
          timeout: 15_000,
        });
        await expect(details).toContainText(PAYMENT_STATUS_LABELS_IN[lang].paid);
        await check('the order paid');
        await page.keyboard.press('Escape');
        await expect(details).toHaveCount(0);
        await expect(row).toContainText(PAYMENT_STATUS_LABELS_IN[lang].paid);
        await expect(
          row.getByRole('link', { name: new RegExp(say('orders.invoiceNamed', { number: '.+' })) }),
        ).toBeVisible();
        await check('the orders with the invoice');
      });
      expect(jsErrors(page)).toEqual([]);
    });
  }
});
