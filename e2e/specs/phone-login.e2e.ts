// Phone first (decision 0019) in Chromium at 360 px: a new customer signs up with their mobile number and the code
// sent to it, says yes to WhatsApp, books a bike service with no e-mail address at all, and the booking's confirmation
// is queued for them on WhatsApp; their Messages page shows the choice. In Marathi the same login speaks no English.
import { openDatabase } from '@motomitra/api/db/client';
import { outbox } from '@motomitra/api/db/schema';
import type { Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { saveVehicle } from '../api-setup.ts';
import { addBikeServiceToCart, fillCheckout } from '../booking-steps.ts';
import { englishIn, englishLeft, recordMessages } from '../english.ts';
import { expect, test } from '../fixtures.ts';
import type { Shop } from '../shop.ts';
import { expectNoAxeViolations, expectToast, jsErrors } from '../support.ts';

/** A fresh 10-digit mobile number (first digit 7: no registered customer of the fixtures has one). */
const newMobile = () => `7${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

/**
 * The messages the shop queued for a number on a channel, newest first, read from its outbox (joining its database as
 * mail.ts does); a login code's value and a booking's text are there as the provider gets them.
 */
async function phoneMessages(shop: Shop, mobile: string, channel: 'sms' | 'whatsapp') {
  const database = await openDatabase(
    shop.databaseUrl
      ? { kind: 'postgres', url: shop.databaseUrl, poolSize: 1 }
      : { kind: 'embedded', dataDir: shop.dataDir, poolSize: 1 },
    { join: true },
  );
  try {
    return await database.db
      .select({ template: outbox.template, variables: outbox.variables, body: outbox.body, language: outbox.language })
      .from(outbox)
      .where(and(eq(outbox.toAddress, `+91${mobile}`), eq(outbox.channel, channel)))
      .orderBy(desc(outbox.seq));
  } finally {
    await database.close();
  }
}

/** The newest login code sent to `mobile` by SMS (waits for it: the request queues it as it answers). */
async function codeSentTo(shop: Shop, mobile: string): Promise<string> {
  const code = async () =>
    (await phoneMessages(shop, mobile, 'sms')).find((m) => m.template === 'login_code')?.variables?.[0];
  await expect.poll(code, { message: `no code was sent to ${mobile}` }).toMatch(/^\d{6}$/);
  return (await code()) as string;
}

/** Nothing on the page scrolls sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('phone first', () => {
  test('signs up with a mobile number and a code, books, and hears of it on WhatsApp', async ({ page, shop }) => {
    const mobile = newMobile();

    await test.step('asks for a code to the number', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
      await expectNoAxeViolations(page, '/login');
      await expectNoSidewaysScroll(page, '/login');
      // The mobile number comes first; the e-mail forms are folded away.
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
      await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'We have sent a 6-digit code' })).toBeVisible();
      const code = page.getByRole('textbox', { name: /^6-digit code/ });
      await expect(code).toBeFocused();
      await expect(page.getByRole('button', { name: 'Send again' })).toBeDisabled();
      await expect(page.getByText(/^You can ask for a new code in \d+ seconds?\.$/)).toBeVisible();
      await expectNoAxeViolations(page, '/login code');
    });

    await test.step('gives the code, then the name and the WhatsApp choice a new number needs', async () => {
      const code = page.getByRole('textbox', { name: /^6-digit code/ });
      await code.fill(await codeSentTo(shop, mobile));
      // By keyboard: Enter sends the form.
      await code.press('Enter');
      const name = page.getByRole('textbox', { name: /^Full Name/ });
      await expect(name).toBeFocused();
      await expect(page.getByText('This number has no account yet. Enter your name to sign up.')).toBeVisible();
      const whatsapp = page.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' });
      await expect(whatsapp).not.toBeChecked();
      await expectNoAxeViolations(page, '/login name');
      await expectNoSidewaysScroll(page, '/login name');
      await name.fill('Sunita Deshmukh');
      await whatsapp.check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectToast(page, 'Sign up successful');
      await expect(page).toHaveURL((u) => u.pathname === '/');
    });

    await test.step('sees WhatsApp on and no e-mail on the Messages page', async () => {
      await page.goto('/my-account/messages');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
      await expect(page.getByRole('checkbox', { name: 'Booking updates on WhatsApp' })).toBeChecked();
      await expect(page.getByText('Your account has no e-mail address, so we send you no e-mails.')).toBeVisible();
      await expectNoAxeViolations(page, '/my-account/messages');
      await expectNoSidewaysScroll(page, '/my-account/messages');
    });

    await test.step('books a bike service, and is not asked about WhatsApp again', async () => {
      await saveVehicle(page.request, 'Activa', 'MH31EF1357');
      const add = await addBikeServiceToCart(page);
      await add.click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
      // Billing has no e-mail row for an account without one.
      await expect(page.getByRole('term').filter({ hasText: /^Email/ })).toHaveCount(0);
      await fillCheckout(page);
      await expect(page.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' })).toHaveCount(0);
      await expectNoAxeViolations(page, '/checkout');
      await page.getByLabel(/I have read and agree/).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-received\?orderId=/);
      await expect(page.getByText('We have sent these details to you on WhatsApp.')).toBeVisible();
      await expect(page.getByText('We have sent these details to your e-mail address.')).toHaveCount(0);
      await expectNoAxeViolations(page, '/order-received');
    });

    await test.step("the booking's confirmation is WhatsApp's, in English", async () => {
      const oid = (
        await page
          .getByText(/MM-\d{4}-\d{6}/)
          .first()
          .textContent()
      )?.match(/MM-\d{4}-\d{6}/)?.[0];
      expect(oid).toBeTruthy();
      const confirmation = async () =>
        (await phoneMessages(shop, mobile, 'whatsapp')).find((m) => m.template === 'booking_confirmed');
      await expect.poll(async () => (await confirmation())?.body ?? '').toContain(oid ?? '');
      expect((await confirmation())?.language).toBe('en');
    });
    expect(jsErrors(page)).toEqual([]);
  });

  test('logs in by a code in Marathi with no English on the way', async ({ page, shop }) => {
    const messages = await recordMessages(page);
    const mobile = newMobile();
    await page.goto('/mr/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PACK_MR['login.title']);
    expect(await englishLeft(page, []), 'English on /mr/login').toEqual([]);
    await expectNoAxeViolations(page, '/mr/login');
    await expectNoSidewaysScroll(page, '/mr/login');

    // A number that is no number is refused beside its field, in Marathi.
    const number = page.getByRole('textbox', { name: new RegExp(`^${PACK_MR['phone.mobile']}`) });
    await number.fill('12345');
    await page.getByRole('button', { name: PACK_MR['phone.sendCode'] }).click();
    await expect(page.getByText('10 अंकी भारतीय मोबाइल नंबर टाका.')).toBeVisible();
    await expect(number).toBeFocused();
    await number.fill(mobile);
    await page.getByRole('button', { name: PACK_MR['phone.sendCode'] }).click();
    const code = page.getByRole('textbox', { name: new RegExp(`^${PACK_MR['phone.code']}`) });
    await expect(code).toBeFocused();
    expect(await englishLeft(page, []), 'English on the code step in Marathi').toEqual([]);

    // A wrong code, then the right one and a name: each step in Marathi.
    const right = await codeSentTo(shop, mobile);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: PACK_MR['phone.verify'] }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(await englishLeft(page, []), 'English on a wrong code in Marathi').toEqual([]);
    await code.fill(right);
    await page.getByRole('button', { name: PACK_MR['phone.verify'] }).click();
    const name = page.getByRole('textbox', { name: new RegExp(`^${PACK_MR['login.fullName']}`) });
    await expect(name).toBeFocused();
    expect(await englishLeft(page, []), 'English on the name step in Marathi').toEqual([]);
    await expectNoAxeViolations(page, '/mr/login name');
    await name.fill('सुनीता देशमुख');
    await page.getByRole('button', { name: PACK_MR['phone.createAccount'] }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/mr' || u.pathname === '/mr/');

    // The e-mail way, opened, is Marathi too.
    await page.context().clearCookies();
    await page.goto('/mr/login');
    await page.getByText(PACK_MR['phone.emailWay'], { exact: true }).click();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${PACK_MR['login.email']}`) })).toBeVisible();
    expect(await englishLeft(page, []), 'English in the e-mail way on /mr/login').toEqual([]);
    expect(englishIn(messages, []), 'English in a message on /mr/login').toEqual([]);
    expect(jsErrors(page)).toEqual([]);
  });
});
