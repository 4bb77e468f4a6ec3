// Moving a booking in Chromium on a 360 px phone: the customer opens Reschedule from My Orders, sees where
// the booking is now, picks another date and slot with the same picker as checkout, and the booking moves (axe-clean,
// nothing wider than the phone); the garage moves it again from the console once it is picked up.
import { OrderResponseSchema } from '@motomitra/domain/booking';
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import type { Page } from '@playwright/test';
import { customersCode, handOverThroughOps, readAnswer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { bodyRows, DESKTOP, expectNoAxeViolations, expectToast, jsErrors, PHONE, submitLogin } from '../support.ts';

/** A date in IST `days` from today, yyyy-mm-dd. */
const istDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 24 * 3600_000));

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test.describe('moving a booking', () => {
  test.use({ viewport: PHONE, customerName: 'Kavita Deshpande' });

  test('the customer moves a new booking to another date and slot; the garage moves it again once picked up', async ({
    page,
    placedOrder: order,
    openPage,
    shop,
  }) => {
    await page.goto('/my-account/orders');
    const row = bodyRows(page.getByRole('table', { name: 'Your orders' })).filter({ hasText: order.OID });
    await row.getByRole('button', { name: `Reschedule order ${order.OID}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule order ${order.OID}` });
    await expect(dialog).toContainText(order.serviceTimeSlot);
    await expect(dialog).toContainText('You can move this booking 3 more times.');
    // Its own slot is where it is now, not one to pick.
    const slots = dialog.getByRole('group', { name: /Time slot/ });
    await expect(slots.getByRole('radio', { name: new RegExp(order.serviceTimeSlot) })).toBeDisabled();
    await expect(slots).toContainText('Your booking now');
    await expectNoAxeViolations(page, 'the Reschedule dialog at 360 px');
    await noSidewaysScroll(page);

    // A day other than the booking's (the fixture books the first slot with a place left).
    const day = order.servicingDate === istDay(2) ? istDay(3) : istDay(2);
    await dialog.getByLabel('Date of servicing').fill(day);
    await dialog.getByLabel('Expected delivery date').fill(day);
    const later = '04:00 PM - 06:00 PM';
    await slots.getByRole('radio', { name: new RegExp(later) }).check();
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(page, `Your booking is moved to ${day.split('-').reverse().join('/')}, ${later}.`);
    await expect(dialog).toHaveCount(0);
    const moved = (
      await readAnswer(await page.request.get(`/api/v1/order/fetch/order/${order._id}`), 200, OrderResponseSchema)
    ).orderData;
    expect(moved).toMatchObject({ servicingDate: day, serviceTimeSlot: later, reschedules: 1 });

    // The View Details dialog offers it too, with the moves left.
    await row.getByRole('button', { name: `View Details of order ${order.OID}` }).click();
    await page
      .getByRole('dialog', { name: `Order ${order.OID}` })
      .getByRole('button', { name: `Reschedule order ${order.OID}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Reschedule order ${order.OID}` })).toContainText(
      'You can move this booking 2 more times.',
    );
    await page.keyboard.press('Escape');

    // The garage picks it up, then moves it from the console.
    const { page: desk } = await openPage(DESKTOP);
    await desk.goto('/login');
    await submitLogin(desk, shop.operator);
    await expect(desk).toHaveURL((u) => u.pathname === '/ops');
    // With the code the customer reads on their order (the status route no longer picks up an order with one).
    await handOverThroughOps(desk.request, order._id, 'pickup', await customersCode(page.request, order._id));
    await desk.goto(`/ops/orders/${order._id}`);
    await desk.getByText('Move to another date or slot').click();
    const dayAfter = istDay(5);
    await desk.getByLabel('Date of servicing').fill(dayAfter);
    await desk.getByLabel('Expected delivery date').fill(dayAfter);
    await desk
      .getByRole('group', { name: /Time slot/ })
      .getByRole('radio', { name: /12:00 PM - 02:00 PM/ })
      .check();
    await expectNoAxeViolations(desk, 'the console’s reschedule form');
    await desk.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(desk, 'Booking moved; the customer is e-mailed.');
    await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText(
      `moved from ${day.split('-').reverse().join('/')}, ${later} to ${dayAfter.split('-').reverse().join('/')}, 12:00 PM - 02:00 PM`,
    );
    const ops = (await readAnswer(await desk.request.get(`/api/ops/orders/${order._id}`), 200, OpsOrderResponseSchema))
      .order;
    expect(ops).toMatchObject({ servicingDate: dayAfter, serviceTimeSlot: '12:00 PM - 02:00 PM' });

    // Picked up, the customer no longer sees Reschedule.
    await page.reload();
    // The table loaded with the new status first, so that the missing button is not a page still loading.
    await expect(row).toContainText('Vehicle Picked Up');
    await expect(row.getByRole('button', { name: `Reschedule order ${order.OID}` })).toHaveCount(0);
    expect(jsErrors(page)).toEqual([]);
  });
});
