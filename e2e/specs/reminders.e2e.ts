// Service reminders (decision 0014) in Chromium on a 360 px phone: the customer keeps a vehicle's insurance and PUC dates
// and switches reminder e-mails off and on; once the garage delivers a bike service, My Vehicles says when the next
// one is due and books it with the vehicle and city chosen; the reminder e-mail's one-click link turns reminders off
// without a login (in Marathi too), and back on. The garage sets how long after delivery a service is due again.
import { CustomerVehiclesResponseSchema } from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema } from '@motomitra/domain/booking';
import { ProductListSchema } from '@motomitra/domain/catalogue';
import { CUSTOMER_MESSAGES as EN } from '@motomitra/domain/messages-customer';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { OpsProductsResponseSchema } from '@motomitra/domain/ops-admin';
import { OutboxResponseSchema } from '@motomitra/domain/outbox';
import { addMonths } from '@motomitra/domain/reminders';
import type { APIRequestContext, Page } from '@playwright/test';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { deliverThroughOps, readAnswer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations, expectToast, jsErrors, PHONE } from '../support.ts';

/** A date in IST `days` from today, yyyy-mm-dd. */
const istDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 24 * 3600_000));

/** A yyyy-mm-dd date as an English page writes it in full ('25 February 2027'). */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(`${iso}T12:00:00+05:30`),
  );

const fitsThePhone = async (page: Page, label: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label} scrolls sideways`,
  ).toBeLessThanOrEqual(PHONE.width);

/** Whether the customer logged in `request` gets reminder e-mails, as the shop says. */
const remindersOf = async (request: APIRequestContext) =>
  (await readAnswer(await request.get('/api/customer/fetch/single'), 200, FetchSingleResponseSchema)).customer
    .reminders;

test.describe('service reminders', () => {
  test.use({ viewport: PHONE, customerName: 'Meera Bhosale' });

  test('the customer keeps expiry dates, switches reminders, books the next service and unsubscribes by link', async ({
    page,
    customer,
    vehicle,
    placedOrder: order,
    operator,
    openPage,
  }) => {
    const ops = operator.context.request;

    const reminders =
      await test.step('keeps insurance and PUC dates on My Vehicles, a date out of range refused', async () => {
        // Insurance and PUC dates on My Vehicles: a date outside 2000–2099 is refused beside its field, then both saved.
        await page.goto('/myvehicles');
        const card = page.getByRole('main').getByRole('listitem').filter({ hasText: vehicle.reg_number });
        const reminders = card.getByRole('region', { name: /^Reminders/ });
        const insurance = reminders.getByLabel('Insurance expires on');
        const puc = reminders.getByLabel('PUC expires on');
        await expect(insurance).toHaveValue('');
        await expect(reminders).toContainText('We e-mail you 15 days before each date.');
        await expect(reminders).not.toContainText('Next service due');
        await expectNoAxeViolations(page, '/myvehicles with the reminder dates');
        await fitsThePhone(page, '/myvehicles');
        const save = reminders.getByRole('button', { name: /^Save dates/ });
        await insurance.fill('1999-12-31');
        await save.click();
        await expect(insurance).toHaveAttribute('aria-invalid', 'true');
        await expect(insurance).toHaveAccessibleDescription(EN.reminderDateInvalid);
        await expect(insurance).toBeFocused();
        // Insurance expiring within the 15 days: its reminder e-mail is queued, and its link is used below.
        const insuranceDate = istDay(10);
        const pucDate = istDay(200);
        await insurance.fill(insuranceDate);
        await puc.fill(pucDate);
        await save.click();
        await expectToast(page, EN.vehicleDatesSaved);
        await expect(insurance).not.toHaveAttribute('aria-invalid', 'true');
        await page.reload();
        await expect(insurance).toHaveValue(insuranceDate);
        await expect(puc).toHaveValue(pucDate);
        return reminders;
      });

    await test.step('switches reminders off and on in My Profile by keyboard', async () => {
      // The switch in My Profile, by keyboard; it is saved at once, and leaves the profile form as it was typed.
      await page.goto('/my-account/edit-account');
      const toggle = page.getByRole('checkbox', {
        name: 'E-mail me reminders: next service, insurance and PUC expiry, yearly plan ending',
      });
      await expect(toggle).toBeChecked();
      await expectNoAxeViolations(page, '/my-account/edit-account with the reminders switch');
      await fitsThePhone(page, '/my-account/edit-account');
      const name = page.getByLabel(/^Name/);
      await name.fill('Meera B.');
      await toggle.focus();
      await page.keyboard.press('Space');
      await expectToast(page, EN.remindersOff);
      await expect(toggle).not.toBeChecked();
      expect(await remindersOf(page.request)).toBe(false);
      await expect(name).toHaveValue('Meera B.');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await page.keyboard.press('Space');
      await expectToast(page, EN.remindersOn);
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeFocused();
      expect(await remindersOf(page.request)).toBe(true);
      await page.reload();
      await expect(toggle).toBeChecked();
    });

    const { booked, next } =
      await test.step('the garage delivers: the next service is due 3 months later', async () => {
        // The garage delivers the bike service: the vehicle is due for it again its interval (3 months) later.
        const products = await readAnswer(await page.request.get('/api/products/allproducts'), 200, ProductListSchema);
        const booked = products.find((p) => p.product_name === order.productsBuyed[0]?.product_name);
        if (!booked) throw new Error('the booked service is not in the catalogue');
        const opsProducts = await readAnswer(await ops.get('/api/ops/products'), 200, OpsProductsResponseSchema);
        expect(opsProducts.products.find((p) => p._id === booked._id)?.service_interval_months).toBe(3);
        const deliveredFrom = istDay(0);
        await deliverThroughOps(ops, order._id);
        const { customerVehicles } = await readAnswer(
          await page.request.get('/api/customer/fetch/current/customer/vehicles'),
          200,
          CustomerVehiclesResponseSchema,
        );
        const next = customerVehicles.find((v) => v._id === vehicle._id)?.next_service;
        // Delivered today in IST (the day may have turned meanwhile, around midnight).
        expect([addMonths(deliveredFrom, 3), addMonths(istDay(0), 3)]).toContain(next?.due_on);
        expect(next).toMatchObject({ product_id: booked._id, city: 'nagpur' });
        return { booked, next };
      });

    await test.step('shows the next service due, and books it from there by keyboard', async () => {
      await page.goto('/myvehicles');
      await expect(reminders).toContainText(`Next service due: ${longDate(next?.due_on ?? '')}`);
      await expectNoAxeViolations(page, '/myvehicles with the next service due');
      await fitsThePhone(page, '/myvehicles with the next service due');
      // Book now, by keyboard: the service's page with this vehicle and city chosen, and its price shown.
      await reminders.getByRole('link', { name: /^Book now/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        (u) =>
          u.pathname === `/product/${booked._id}` &&
          u.searchParams.get('vehicle') === vehicle._id &&
          u.searchParams.get('city') === 'nagpur',
      );
      await expect(page.getByLabel('City')).toHaveValue('nagpur');
      await expect(
        page.getByRole('group', { name: /Your vehicle/ }).getByRole('radio', { name: new RegExp(vehicle.reg_number) }),
      ).toBeChecked();
      await expect(page.getByText(/^Price: ₹[\d,]+$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
      await expectNoAxeViolations(page, 'the product booked from a reminder');
    });

    const link = await test.step('the insurance reminder e-mail is queued', async () => {
      // The insurance reminder e-mail (the reminder job runs every second in these tests), as the garage reads it.
      const unsubscribeLink = async () => {
        const { messages } = await readAnswer(await ops.get('/api/ops/outbox'), 200, OutboxResponseSchema);
        const mail = messages.find((m) => m.to === customer.email && m.subject.includes('insurance expires on'));
        return /https?:\/\/[^/\s]+(\/reminders\/unsubscribe#token=[\w.-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
      };
      await expect.poll(unsubscribeLink, { message: 'the insurance reminder e-mail' }).toMatch(/#token=/);
      const link = await unsubscribeLink();
      return link;
    });

    const visitor = await test.step('its one-click link turns reminders off, and the page back on', async () => {
      // Its one-click link, in a browser with nobody logged in: reminders off at once, and back on from the page.
      const { page: visitor } = await openPage(PHONE);
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Reminder e-mails');
      await expect(visitor.getByRole('main').getByRole('status')).toHaveText(EN.remindersOff);
      expect(await remindersOf(page.request)).toBe(false);
      await expectNoAxeViolations(visitor, 'the unsubscribe page at 360 px');
      await fitsThePhone(visitor, 'the unsubscribe page');
      await visitor.getByRole('button', { name: 'Turn reminders back on' }).click();
      await expect(visitor.getByRole('main').getByRole('status')).toHaveText(EN.remindersOn);
      expect(await remindersOf(page.request)).toBe(true);
      await expect(visitor.getByRole('button', { name: 'Turn reminders off again' })).toBeFocused();
      return visitor;
    });

    await test.step('the same link in Marathi', async () => {
      // The same link in Marathi (a Marathi customer's e-mail links to /mr/…).
      await visitor.goto(`/mr${link}`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(visitor.getByRole('main').getByRole('status')).toHaveText(CUSTOMER_MESSAGES_MR.remindersOff);
      expect(await remindersOf(page.request)).toBe(false);
      await expectNoAxeViolations(visitor, 'the unsubscribe page in Marathi');
      await visitor.getByRole('button', { name: PACK_MR['unsubscribe.turnOn'] }).click();
      await expect(visitor.getByRole('main').getByRole('status')).toHaveText(CUSTOMER_MESSAGES_MR.remindersOn);
      expect(await remindersOf(page.request)).toBe(true);
    });

    await test.step('a changed or missing token changes nothing', async () => {
      // A link whose token was changed, or that has none: nothing changes, and the profile's switch is offered.
      const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
      for (const broken of [tampered, '/reminders/unsubscribe']) {
        await visitor.goto(broken);
        await expect(visitor.getByRole('alert').filter({ hasText: EN.unsubscribeLinkInvalid })).toBeVisible();
        await expect(visitor.getByRole('link', { name: 'Change your reminders in My Profile' })).toHaveAttribute(
          'href',
          '/my-account/edit-account',
        );
        await expect(visitor.getByRole('button', { name: /Turn reminders/ })).toHaveCount(0);
        await expectNoAxeViolations(visitor, `the unsubscribe page for ${broken.slice(0, 40)}`);
      }
      expect(await remindersOf(page.request)).toBe(true);
    });

    await test.step('the page is kept from search engines and the sitemap', async () => {
      // A page for the e-mailed link only: not for search engines, not in the sitemap.
      const html = await (await page.request.get('/reminders/unsubscribe')).text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/reminders/unsubscribe');
    });
    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(visitor)).toEqual([]);
  });

  test('the garage sets how many months after delivery a service is due again', async ({ operator }) => {
    const { page: desk } = operator;
    const name = 'Car Wash & Interior Detailing';
    const intervalOf = async () =>
      (await readAnswer(await desk.request.get('/api/ops/products'), 200, OpsProductsResponseSchema)).products.find(
        (p) => p.product_name === name,
      )?.service_interval_months;
    expect(await intervalOf()).toBeNull();
    try {
      await desk.goto('/ops/catalogue');
      const card = desk.getByRole('article', { name });
      const months = card.getByLabel(`Next service due after (months) ${name}`);
      await expect(months).toHaveValue('');
      await expectNoAxeViolations(desk, '/ops/catalogue at 360 px');
      await fitsThePhone(desk, '/ops/catalogue');

      // More than three years: refused beside the field. Enter in the field saves it.
      await months.fill('40');
      await months.press('Enter');
      await expect(months).toHaveAttribute('aria-invalid', 'true');
      await expect(months).toHaveAccessibleDescription(/A service is due again within 36 months\./);
      await months.fill('4');
      await months.press('Enter');
      await expectToast(desk, `${name}: next service due 4 months after delivery.`);
      await expect(months).not.toHaveAttribute('aria-invalid', 'true');
      expect(await intervalOf()).toBe(4);
      await desk.reload();
      await expect(months).toHaveValue('4');

      // Emptied: the service is not repeated.
      await months.fill('');
      await card.getByRole('button', { name: `Save interval ${name}` }).click();
      await expectToast(desk, `${name}: not repeated; no service reminder.`);
      expect(await intervalOf()).toBeNull();
    } finally {
      // The demo catalogue as it was, for the other specs.
      const product = (
        await readAnswer(await desk.request.get('/api/ops/products'), 200, OpsProductsResponseSchema)
      ).products.find((p) => p.product_name === name);
      const res = await desk.request.patch(`/api/ops/products/${product?._id}`, {
        data: { service_interval_months: null },
      });
      expect(res.status()).toBe(200);
    }
    expect(jsErrors(desk)).toEqual([]);
  });
});
