// The owner's reports in Chromium (decision 0022): a booking the garage delivered and was paid for in cash, dated last week,
// is what the owner finds after opening Reports from the console's navigation and choosing "Last week" with the
// keyboard: the bookings-per-day chart names it, and its table (opened from the chart's "same numbers" disclosure) has
// the day's booking and revenue to the paisa; the table of customers by city has its customer. Axe-clean at 1280 px
// and, in a second page 360 px wide with the same log-in, at 360 px with no sideways scroll.
import { openDatabase } from '@motomitra/api/db/client';
import { orders } from '@motomitra/api/db/schema';
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { formatCount, formatPaise, formatRupees } from '@motomitra/domain/money';
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { ReportGroupsSchema } from '@motomitra/domain/report-groups';
import { presetRange, ReportSummarySchema } from '@motomitra/domain/reports';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { handOverThroughOps, paidInCashThroughOps, readAnswer } from '../api-setup.ts';
import { expect, test } from '../desk.ts';
import type { Shop } from '../shop.ts';
import { expectNoAxeViolations, jsErrors, PHONE } from '../support.ts';

/** The garage is paid in cash at the door and hands the vehicle over, as the console does it. */
async function deliveredAndPaid(desk: Page, orderId: string) {
  await paidInCashThroughOps(desk.request, orderId);
  await handOverThroughOps(desk.request, orderId, 'drop');
  return (await readAnswer(await desk.request.get(`/api/ops/orders/${orderId}`), 200, OpsOrderResponseSchema)).order;
}

/**
 * Moves the order's booking, servicing and payment to `day` (the API dates them now, and the report is about last
 * week), in the database the shop runs on, joined as a command-line tool joins it.
 */
async function dateOrderOn(shop: Pick<Shop, 'dataDir' | 'databaseUrl'>, orderId: string, day: string) {
  const database = await openDatabase(
    shop.databaseUrl
      ? { kind: 'postgres', url: shop.databaseUrl, poolSize: 1 }
      : { kind: 'embedded', dataDir: shop.dataDir, poolSize: 1 },
    { join: true },
  );
  try {
    await database.db
      .update(orders)
      .set({
        createdAt: istInstant(day, '10:30'),
        servicingDate: day,
        expectedDeliveryDate: day,
        paidAt: istInstant(day, '17:45'),
      })
      .where(eq(orders.id, orderId));
  } finally {
    await database.close();
  }
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

test('the owner picks last week and reads the chart and its table, at 1280 and 360 px', async ({
  desk,
  phone,
  placedOrder,
  shop,
}) => {
  const order = await deliveredAndPaid(desk, placedOrder._id);
  const lastWeek = presetRange('lastWeek', istDate(new Date()));
  const day = addDays(lastWeek.from, 2);
  await dateOrderOn(shop, order._id, day);

  // From the console's navigation, then the quick range, with the keyboard.
  const link = desk.getByRole('navigation', { name: 'Garage console' }).getByRole('link', { name: 'Reports' });
  await link.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Reports');
  const lastWeekButton = desk.getByRole('button', { name: 'Last week' });
  await lastWeekButton.focus();
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL((u) => u.search === `?from=${lastWeek.from}&to=${lastWeek.to}`);
  await expect(lastWeekButton).toHaveAttribute('aria-pressed', 'true');

  // What the API says of last week: at least this booking and its money (other tests' orders are this week's).
  const report = await readAnswer(
    await desk.request.get(`/api/ops/reports/summary?from=${lastWeek.from}&to=${lastWeek.to}`),
    200,
    ReportSummarySchema,
  );
  const onDay = report.daily.find((d) => d.date === day);
  expect(onDay?.bookings).toBeGreaterThanOrEqual(1);
  expect(onDay?.revenuePaise).toBeGreaterThanOrEqual(Math.round(order.finalTotal * 100));

  // The chart, as a screen reader hears it, and its table.
  const chart = desk.getByRole('img', { name: /^Column chart of bookings placed per day/ });
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(`from ${ddmmyyyy(lastWeek.from)} to ${ddmmyyyy(lastWeek.to)}`),
  );
  const disclosure = desk.getByText('The same numbers as a table').first();
  await disclosure.focus();
  await desk.keyboard.press('Enter');
  const table = desk.getByRole('table', { name: 'Bookings per day, Revenue per day' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`^${ddmmyyyy(day)}`) });
  await expect(row.getByRole('cell').first()).toHaveText(String(onDay?.bookings));
  await expect(row.getByRole('cell').nth(1)).toHaveText(formatPaise(onDay?.revenuePaise ?? 0));
  // This booking's own amount, when it is the day's only one (a worker's other specs book this week, not last).
  if (onDay?.bookings === 1) expect(formatPaise(onDay.revenuePaise)).toBe(formatRupees(order.finalTotal));
  await expect(desk.getByRole('table', { name: 'Revenue', exact: true })).toContainText('Revenue (paid)');

  // The figures around the orders by city, asked beside the summary: this booking's customer in its city.
  const groups = await readAnswer(
    await desk.request.get(`/api/ops/reports/groups?from=${lastWeek.from}&to=${lastWeek.to}`),
    200,
    ReportGroupsSchema,
  );
  const city = groups.byCity.find((c) => c.customers.total >= 1);
  expect(city).toBeDefined();
  const byCity = desk.getByRole('table', { name: 'Extra work, reminders, customers and ratings by city' });
  const cityRow = byCity.getByRole('row', { name: new RegExp(`^${city?.label}`) });
  // Cells after the city: items proposed … customers (the 8th).
  await expect(cityRow.getByRole('cell').nth(7)).toHaveText(formatCount(city?.customers.total ?? 0));
  await expectNoAxeViolations(desk, '/ops/reports (last week, table open) at 1280 px');

  await phone.goto(`/ops/reports?from=${lastWeek.from}&to=${lastWeek.to}`);
  await expect(phone.getByRole('img', { name: /^Column chart of bookings placed per day/ })).toBeVisible();
  await phone.getByText('The same numbers as a table').first().click();
  await expect(phone.getByRole('table', { name: 'Bookings per day, Revenue per day' })).toBeVisible();
  await expectNoAxeViolations(phone, '/ops/reports at 360 px');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(jsErrors(desk)).toEqual([]);
  expect(jsErrors(phone)).toEqual([]);
});
