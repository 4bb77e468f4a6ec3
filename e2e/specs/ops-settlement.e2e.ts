import { SettlementResponseSchema } from '@motomitra/domain/settlement';
import type { Page } from '@playwright/test';
import { paidInCashThroughOps, readAnswer } from '../api-setup.ts';
import { expect, test } from '../desk.ts';
import { expectNoAxeViolations, jsErrors, PHONE } from '../support.ts';

test('lists today’s cash payment with its invoice and the cash total, at 1280 and 360 px', async ({
  desk,
  phone,
  placedOrder,
}) => {
  const order = await paidInCashThroughOps(desk.request, placedOrder._id);
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
