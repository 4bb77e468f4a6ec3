// A booking's day on the staff's phones (decision 0021), in Chromium at 360 px with axe on every screen: the desk
// assigns a rider and a technician; the rider finds the pickup among the servicing day's runs, records the pickup inspection
// with the camera's six photos, the odometer and the fuel, and hands the vehicle over with the customer's code (a wrong
// code refused first); the technician starts work, marks the brakes "now" with a photo and proposes them in one tap;
// the customer, in Marathi, sees the photo beside the proposal and the inspection report, and approves.
import { OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { StaffAnswerSchema } from '@motomitra/domain/staff';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { customersCode, logIn, PASSWORD, readAnswer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations, expectToast, jsErrors, PHONE } from '../support.ts';

/** A photo as a phone's camera hands it over: a small JPEG of one colour. */
async function cameraPhoto(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

let made = 0;
/** A member of staff the admin adds through the console's call, logged in on a phone of their own. */
async function staffPhone(
  desk: APIRequestContext,
  openPhone: () => Promise<{ page: Page }>,
  role: 'rider' | 'technician',
  name: string,
) {
  const email = `${role}.${Date.now()}.${++made}@motomitra.in`;
  const res = await desk.post('/api/ops/staff', {
    data: { name, email, phone: '98220 12345', role, password: PASSWORD },
  });
  const { member } = await readAnswer(res, 200, StaffAnswerSchema);
  const { page } = await openPhone();
  await logIn(page.request, { email, password: PASSWORD });
  return { id: member._id, page };
}

/** Where the page is: no sideways scroll at 360 px, and no axe violation. */
async function checkScreen(page: Page, label: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label}: sideways scroll`,
  ).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, `${label} at 360 px`);
}

test('the rider, the technician and the customer record a booking’s day on their phones', async ({
  page,
  customer,
  placedOrder: order,
  operator,
  openPage,
}) => {
  const desk = operator.context.request;
  const phone = () => openPage(PHONE);
  const rider = await staffPhone(desk, phone, 'rider', 'Ravi Rider');
  const tech = await staffPhone(desk, phone, 'technician', 'Tara Technician');
  for (const data of [
    { role: 'rider', staffId: rider.id },
    { role: 'technician', staffId: tech.id },
  ]) {
    await readAnswer(await desk.post(`/api/ops/orders/${order._id}/assign`, { data }), 200, OpsOrderResponseSchema);
  }
  const code = await customersCode(page.request, order._id);
  expect(code).toMatch(/^\d{4}$/);

  await test.step('the rider photographs the vehicle at pickup', async () => {
    const r = rider.page;
    // The booking's servicing day (the first with a place left), as the day switcher's links address it.
    await r.goto(`/ops/runs?date=${order.servicingDate}`);
    const card = r.getByRole('article', { name: new RegExp(`· Pickup · ${order.OID}`) });
    await expect(card).toContainText(order.OID);
    await expect(card.getByRole('link', { name: /^Navigate/ })).toHaveAttribute('href', /google\.com\/maps\/dir/);
    await expect(card.getByRole('link', { name: `Call ${customer.name}` })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await checkScreen(r, 'the rider’s runs');

    await card.getByRole('link', { name: /Pickup inspection/ }).click();
    await r.getByRole('button', { name: 'Start the pickup inspection' }).click();
    const slots = ['Front', 'Back', 'Left side', 'Right side', 'Odometer', 'Fuel gauge'];
    for (const [i, slot] of slots.entries()) {
      await r.getByLabel(`${slot} photo`, { exact: true }).setInputFiles(await cameraPhoto(`${i}.jpg`, '#2a6'));
      await expect(r.getByRole('img', { name: `${slot} photo as saved` })).toBeVisible();
    }
    await r.getByLabel('Odometer reading (km)').fill('12345');
    await r.getByRole('radio', { name: 'Half' }).check();
    await r.getByRole('button', { name: 'Save reading' }).click();
    await expectToast(r, 'Odometer and fuel saved.');
    await r.getByRole('button', { name: 'Complete the inspection' }).click();
    await expect(r.getByText(/^Completed /)).toBeVisible();
    await checkScreen(r, 'the pickup inspection');
  });

  await test.step('the rider hands the vehicle over with the customer’s code', async () => {
    const r = rider.page;
    await r.goto(`/ops/runs?date=${order.servicingDate}`);
    const card = r.getByRole('article', { name: new RegExp(`· Pickup · ${order.OID}`) });
    const field = card.getByLabel('Handover code from the customer');
    const wrong = code === '0000' ? '1111' : '0000';
    await field.fill(wrong);
    await card.getByRole('button', { name: /Confirm pickup/ }).click();
    await expect(card.getByRole('alert')).toHaveText('Wrong handover code.');
    await field.fill(code ?? '');
    await card.getByRole('button', { name: /Confirm pickup/ }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Code accepted' })).toHaveText(
      'Code accepted: the vehicle is picked up.',
    );
    await checkScreen(r, 'the run handed over');
  });

  await test.step('the technician proposes the worn brakes with a photo', async () => {
    const w = tech.page;
    await w.goto('/ops/jobs');
    const job = w.getByRole('article').filter({ hasText: order.OID });
    await job.getByRole('button', { name: /^Start work/ }).click();
    await expect(job.getByText('Working now', { exact: true })).toBeVisible();
    await checkScreen(w, 'the technician’s jobs');
    await job.getByRole('link', { name: /Workshop inspection/ }).click();
    await w.getByRole('button', { name: 'Start the workshop inspection' }).click();
    const brakes = w.getByRole('group', { name: 'Brakes', exact: true });
    await brakes.getByRole('radio', { name: 'Now' }).check();
    await w.getByLabel('Brakes photo', { exact: true }).setInputFiles(await cameraPhoto('brakes.jpg', '#b33'));
    await expect(w.getByRole('img', { name: 'Brakes photo as saved' })).toBeVisible();
    await w.getByLabel('Price (₹)').fill('450');
    await w.getByRole('button', { name: 'Propose to customer: Brakes' }).click();
    await expect(w.getByText('Proposed to the customer on the job card.')).toBeVisible();
    await checkScreen(w, 'the workshop inspection');
  });

  await test.step('the customer sees the photo in Marathi and approves', async () => {
    const { page: c } = await openPage(PHONE, { storageState: await page.context().storageState() });
    const say = (key: keyof typeof PACK_MR, values: Record<string, string> = {}) =>
      Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, v), PACK_MR[key]);
    await c.goto('/my-account/orders?lang=mr');
    const row = c.getByRole('row').filter({ hasText: order.OID });
    await row.getByRole('button', { name: say('orders.viewNamed', { oid: order.OID }) }).click();
    const details = c.getByRole('dialog', { name: say('orders.d.title', { oid: order.OID }) });
    const photo = details.getByRole('img', { name: say('extra.photoAlt', { name: 'Brakes' }) });
    await expect(photo).toBeVisible();
    // The photo itself arrived (the customer's own order's photo), not a broken image.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(details.getByRole('heading', { name: say('inspection.title') })).toBeVisible();
    await checkScreen(c, 'the order’s details in Marathi');
    await details.getByRole('button', { name: say('extra.approveNamed', { name: 'Brakes' }) }).click();
    const ask = c.getByRole('dialog').filter({ hasText: 'Brakes' }).last();
    await ask.getByRole('button', { name: PACK_MR['dialog.yes'], exact: true }).click();
    await expect(details).toContainText(PACK_MR['extra.approved']);
    await checkScreen(c, 'the approved item in Marathi');
  });

  for (const p of [rider.page, tech.page, page]) expect(jsErrors(p)).toEqual([]);
});
