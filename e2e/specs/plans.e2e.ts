// A yearly plan bought on a 360 px phone, in English and Hindi (decision 0023): the garage's admin puts a bike plan on
// sale (through the console's API), the customer opens /Subscription, chooses their bike and Nagpur, sees the year's
// price for it, buys, pays on the built-in test gateway's page (the e2e shop has no Razorpay keys), and comes back to
// find the plan Active under My plans with its days and every included use left, activated by the gateway's signed
// webhook alone; then books the covered service at ₹0 and sees one use left; in English, the garage's console then
// finds the plan among the plans sold with the use taken, and records the plan's breakdown call. Axe, no sideways scroll
// and, in Hindi, no English on our screens.
import { ProductListSchema } from '@motomitra/domain/catalogue';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsPlanInput } from '@motomitra/domain/plans';
import type { Page } from '@playwright/test';
import { SUBSCRIPTION_EN } from '../../apps/web/src/i18n/en/subscription.ts';
import { SUBSCRIPTION_HI } from '../../apps/web/src/i18n/hi/subscription.ts';
import { placeOrder, readAnswer } from '../api-setup.ts';
import { englishLeft } from '../english.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations, jsErrors, PHONE } from '../support.ts';

const wider = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('buying a yearly plan', () => {
  test.use({ viewport: PHONE });

  for (const [lang, texts] of [
    ['en', SUBSCRIPTION_EN],
    ['hi', SUBSCRIPTION_HI],
  ] as const) {
    test(`in ${lang} at 360 px: chosen for the bike and city, paid on the gateway's page, Active with its uses`, async ({
      page,
      customer,
      vehicle,
      operator,
    }) => {
      const say = (key: keyof typeof SUBSCRIPTION_EN, values: Record<string, string> = {}) =>
        Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, v), texts[key]);
      const tag = String(10_000 + Math.floor(Math.random() * 90_000));
      const names = { en: `Bike Care ${tag}`, hi: `बाइक केयर ${tag}` };
      const kept = [vehicle.make_model, vehicle.reg_number, customer.name, customer.email, tag];
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await wider(page), `sideways scroll on ${label}`).toBeLessThanOrEqual(0);
        if (lang !== 'en') expect(await englishLeft(page, kept), `English on ${label}`).toEqual([]);
        await expectNoAxeViolations(page, `${label} in ${lang}`);
      };

      await test.step('the admin puts a bike plan on sale', async () => {
        // The bike service placeOrder books (the first bike service the shop lists).
        const products = await readAnswer(await page.request.get('/api/products/allproducts'), 200, ProductListSchema);
        const service = products.find((p) => p.category === 'Bike');
        const plan: OpsPlanInput = {
          vehicleType: 'Bike',
          texts: {
            en: { name: names.en, description: 'Two services a year.' },
            mr: { name: `बाइक केअर ${tag}`, description: 'वर्षातून दोन सर्व्हिस.' },
            hi: { name: names.hi, description: 'साल में दो सर्विस।' },
          },
          services: [{ productId: service?._id ?? '', uses: 2 }],
          extraWorkPercent: 10,
          freePickupDrop: true,
          breakdownCalls: 1,
          prices: (['band1', 'band2', 'band3'] as const).flatMap((tier, i) =>
            (['nagpur', 'pune'] as const).map((city) => ({ city, tier, price: 999 + i * 200 })),
          ),
        };
        const res = await operator.context.request.post('/api/ops/plans', { data: plan });
        expect(res.status(), await res.text()).toBe(201);
      });

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names[lang] }) });
      await test.step('the customer chooses their bike and Nagpur, and sees the price', async () => {
        await page.goto(lang === 'en' ? '/Subscription' : `/${lang}/Subscription`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('subscription.title'));
        await expect(card).toBeVisible();
        await card.getByLabel(say('subscription.city')).selectOption('nagpur');
        // The Activa is below 150 cc: band 1's ₹999 in Nagpur, said for its registration.
        const price = card.locator('.plan-buy__price');
        await expect(price).toContainText(formatRupees(999));
        await expect(price).toContainText(vehicle.reg_number);
        await check('the plans page with its buy form');
      });

      await test.step('buys it, and pays on the gateway page', async () => {
        const buy = card.getByRole('button', { name: say('subscription.buyNamed', { name: names[lang] }) });
        await buy.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/api\/test-gateway\/plink_test[0-9a-f]+/);
        await expect(page.getByText(/^SUB-\d{4}-\d{6}$/)).toBeVisible();
        await page.getByRole('radio', { name: 'UPI' }).check();
        await page.getByRole('button', { name: /^Pay ₹[\d,.]+ \(test\)$/ }).click();
      });

      await test.step('back on the plans page: Active, for a year, every use left', async () => {
        await expect(page).toHaveURL(/\/Subscription\?subscription=.+razorpay_payment_link_status=paid/);
        const mine = page.getByRole('region', { name: say('subscription.mine') });
        await expect(mine.getByText(say('subscription.status.active'))).toBeVisible({ timeout: 15_000 });
        await expect(mine).toContainText(names[lang]);
        await expect(mine).toContainText(vehicle.reg_number);
        const used = say('subscription.used', { service: '§', used: '0', included: '2', left: '2' });
        const [before = '', after = ''] = used.split('§');
        await expect(mine).toContainText(after);
        expect(before).toBe('');
        await check('my plans after paying');
      });

      await test.step('books the covered service at ₹0, and sees one use left', async () => {
        const order = await placeOrder(page.request, vehicle.reg_number);
        expect(order.totalSellingPrice).toBe(0);
        await page.reload();
        const mine = page.getByRole('region', { name: say('subscription.mine') });
        const used = say('subscription.used', { service: '§', used: '1', included: '2', left: '1' });
        await expect(mine).toContainText(used.split('§')[1] ?? '');
        await check('my plans after a covered booking');
      });

      if (lang === 'en') {
        await test.step('the garage sees the plan sold and the use taken, and records a breakdown call, at 360 px', async () => {
          const desk = operator.page;
          await desk.setViewportSize(PHONE);
          await desk.goto(`/ops/subscriptions?q=${encodeURIComponent(vehicle.reg_number)}`);
          const card = desk
            .getByRole('listitem')
            .filter({ has: desk.getByRole('heading', { name: new RegExp(names.en) }) });
          await expect(card).toContainText(vehicle.reg_number);
          await expect(card).toContainText('Active');
          await expect(card).toContainText(/: 1 of 2 used, 1 left/);
          await expect(card).toContainText('Breakdown calls: 0 of 1 used, 1 left');
          expect(await wider(desk), 'sideways scroll on the plans sold').toBeLessThanOrEqual(0);
          await expectNoAxeViolations(desk, 'the plans sold');

          await card
            .getByLabel('Where the vehicle was and what was done')
            .fill('Flat tyre at Sitabuldi, fixed on the spot');
          await card.getByRole('button', { name: 'Record breakdown call' }).click();
          await expect(desk.getByText(/^Breakdown call recorded for SUB-\d{4}-\d{6}: 0 left\.$/)).toBeVisible();
          await expect(card).toContainText('Breakdown calls: 1 of 1 used, 0 left');
          await expect(card).toContainText('Flat tyre at Sitabuldi, fixed on the spot');
          await expect(card.getByRole('button', { name: 'Record breakdown call' })).toHaveCount(0);
          await expectNoAxeViolations(desk, 'the plans sold after a call');
          expect(jsErrors(desk)).toEqual([]);
        });
      }
      expect(jsErrors(page)).toEqual([]);
    });
  }
});
