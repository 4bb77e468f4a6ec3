// The console's daily settlement in Chromium: a booking the garage takes back and is paid for in cash is listed on
// today's settlement, reached from the console's navigation with the keyboard, with its amount and invoice and the cash
// total; axe-clean at 1280 px and, in a second page 360 px wide with the same log-in, at 360 px with no sideways scroll.
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { SettlementResponseSchema } from '@motomitra/domain/settlement';
import type { Page } from '@playwright/test';
import { handOverThroughOps, readAnswer } from '../api-setup.ts';
import { test as base, expect } from '../fixtures.ts';
import { DESKTOP, expectNoAxeViolations, jsErrors, PHONE, submitLogin } from '../support.ts';

const test = base.extend<{ desk: Page; phone: Page }>({
  desk: async ({ openPage, shop }, use) => {
    const { page } = await openPage(DESKTOP);
    await page.goto('/login');
    await submitLogin(page, shop.operator);
    await expect(page).toHaveURL((u) => u.pathname === '/ops');
    await use(page);
  },
  phone: async ({ openPage, desk }, use) => {
    const { page } = await openPage(PHONE, { storageState: await desk.context().storageState() });
    await use(page);
  },
});

/** The garage takes the order back and the customer pays in cash at the door, as the console does it. */
async function paidInCash(desk: Page, orderId: string) {
  await handOverThroughOps(desk.request, orderId, 'pickup');
  for (const to of ['inService', 'inTransitDown']) {
    await readAnswer(
      await desk.request.post(`/api/ops/orders/${orderId}/status`, { data: { to } }),
      200,
      OpsOrderResponseSchema,
    );
  }
  await desk.request.post(`/api/ops/orders/${orderId}/request-payment`, { data: {} });
  const { order } = await readAnswer(await desk.request.get(`/api/ops/orders/${orderId}`), 200, OpsOrderResponseSchema);
  const paid = await desk.request.post(`/api/ops/orders/${orderId}/confirm-payment`, {
    data: { method: 'cash', reference: '', amount: order.finalTotal },
  });
  return (await readAnswer(paid, 200, OpsOrderResponseSchema)).order;
}

test('lists today’s cash payment with its invoice and the cash total, at 1280 and 360 px', async ({
  desk,
  phone,
  placedOrder,
}) => {
  const order = await paidInCash(desk, placedOrder._id);
  const invoice = order.invoice?.number ?? '';
  expect(invoice).not.toBe('');

  // From the console's navigation, with the keyboard.
  const link = desk.getByRole('navigation', { name: 'Garage console' }).getByRole('link', { name: 'Settlement' });
  await link.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Daily settlement');
  const row = (p: Page) =>
    p.getByRole('table', { name: /^Payments on / }).getByRole('row', { name: new RegExp(order.OID) });
  await expect(row(desk)).toContainText(invoice);
  await expect(row(desk)).toContainText('Cash');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const api = await readAnswer(
    await desk.request.get(`/api/ops/settlement?date=${today}`),
    200,
    SettlementResponseSchema,
  );
  const cash = api.payments.filter((p) => p.way === 'cash').reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  expect(Math.round(api.totals.cash * 100)).toBe(cash);
  await expectNoAxeViolations(desk, '/ops/settlement at 1280 px');

  await phone.goto('/ops/settlement');
  await expect(row(phone)).toContainText(invoice);
  await expectNoAxeViolations(phone, '/ops/settlement at 360 px');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(jsErrors(desk)).toEqual([]);
});
