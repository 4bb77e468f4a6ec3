// Phone first (decision 0019) in Chromium at 360 px: a new customer signs up with their mobile number and the code
// sent to it, says yes to WhatsApp, books a bike service with no e-mail address at all, and the booking's confirmation
// reaches them on WhatsApp (the e2e shop's fake Cloud API, phones.ts); their Messages page shows the choice. In
// Marathi and Hindi the same sign-up, the Messages page and the number's change speak no English.
import type { Page } from '@playwright/test';
import { PACK_HI } from '../../apps/web/src/i18n/hi/pack.ts';
import { PACK_MR } from '../../apps/web/src/i18n/mr/pack.ts';
import { saveVehicle } from '../api-setup.ts';
import { addBikeServiceToCart, fillCheckout } from '../booking-steps.ts';
import { englishIn, englishLeft, recordMessages } from '../english.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations, expectToast, jsErrors } from '../support.ts';

/** A fresh 10-digit mobile number (first digit 7: no registered customer of the fixtures has one). */
const newMobile = () => `7${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

/** Nothing on the page scrolls sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('phone first', () => {
  test('signs up with a mobile number and a code, books, and hears of it on WhatsApp', async ({ page, phones }) => {
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
      await code.fill(await phones.codeFor(mobile));
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

    await test.step("the booking's confirmation reaches WhatsApp, in English", async () => {
      const lead = await page.getByText(/Your order number is MM-\d{4}-\d{6}/).textContent();
      const oid = lead?.match(/MM-\d{4}-\d{6}/)?.[0];
      const confirmation = await phones.waitForWhatsApp(mobile, 'booking_confirmed');
      expect(confirmation.language).toBe('en');
      expect(confirmation.values.slice(0, 2)).toEqual(['Sunita Deshmukh', oid]);
      // Not by SMS as well: WhatsApp is on, and took it.
      expect((await phones.smsTo(mobile)).map((m) => m.template)).not.toContain('booking_confirmed');
    });
    expect(jsErrors(page)).toEqual([]);
  });

  for (const [lang, pack, phoneInvalid] of [
    ['mr', PACK_MR, '10 अंकी भारतीय मोबाइल नंबर टाका.'],
    ['hi', PACK_HI, '10 अंकों का भारतीय मोबाइल नंबर डालें।'],
  ] as const) {
    test(`signs up by a code in ${lang}, and its account's number and messages, with no English`, async ({
      page,
      phones,
    }) => {
      const messages = await recordMessages(page);
      const noEnglish = async (where: string) =>
        expect(await englishLeft(page, []), `English on ${where} in ${lang}`).toEqual([]);
      const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      const mobile = newMobile();
      await page.goto(`/${lang}/login`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['login.title']);
      await noEnglish('/login');
      await expectNoAxeViolations(page, `/${lang}/login`);
      await expectNoSidewaysScroll(page, `/${lang}/login`);

      // A number that is no number is refused beside its field, in the language.
      const number = field(pack['phone.mobile']);
      await number.fill('12345');
      await page.getByRole('button', { name: pack['phone.sendCode'] }).click();
      await expect(page.getByText(phoneInvalid)).toBeVisible();
      await expect(number).toBeFocused();
      await number.fill(mobile);
      await page.getByRole('button', { name: pack['phone.sendCode'] }).click();
      const code = field(pack['phone.code']);
      await expect(code).toBeFocused();
      await noEnglish('the code step');

      // A wrong code, then the right one and a name.
      const right = await phones.codeFor(mobile);
      await code.fill(right === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: pack['phone.verify'] }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await noEnglish('a wrong code');
      await code.fill(right);
      await page.getByRole('button', { name: pack['phone.verify'] }).click();
      const name = field(pack['login.fullName']);
      await expect(name).toBeFocused();
      await noEnglish('the name step');
      await expectNoAxeViolations(page, `/${lang}/login name`);
      await name.fill('सुनीता देशमुख');
      await page.getByRole('button', { name: pack['phone.createAccount'] }).click();
      await expect(page).toHaveURL((u) => u.pathname.replace(/\/$/, '') === `/${lang}`);

      // The Messages page, and WhatsApp turned on there.
      await page.goto(`/${lang}/my-account/messages`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack['channels.title']);
      const whatsapp = page.getByRole('checkbox', { name: pack['channels.whatsapp'] });
      await expect(whatsapp).not.toBeChecked();
      await whatsapp.check();
      await expect(whatsapp).toBeChecked();
      await noEnglish('/my-account/messages');
      await expectNoAxeViolations(page, `/${lang}/my-account/messages`);

      // The profile's number, and changing it.
      await page.goto(`/${lang}/my-account/edit-account`);
      await page.getByRole('button', { name: pack['mobile.change'], exact: true }).click();
      await expect(field(pack['mobile.new'])).toBeFocused();
      await noEnglish('the number change');
      await expectNoAxeViolations(page, `/${lang}/my-account/edit-account number`);
      await expectNoSidewaysScroll(page, `/${lang}/my-account/edit-account`);

      // The e-mail way, opened, speaks the language too.
      await page.context().clearCookies();
      await page.goto(`/${lang}/login`);
      await page.getByText(pack['phone.emailWay'], { exact: true }).click();
      await expect(field(pack['login.email'])).toBeVisible();
      await noEnglish('the e-mail way');
      expect(englishIn(messages, []), `English in a message in ${lang}`).toEqual([]);
      expect(jsErrors(page)).toEqual([]);
    });
  }
});
