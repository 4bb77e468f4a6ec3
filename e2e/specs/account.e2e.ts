// A customer's account in a real browser at 360 px: register, log out, log in, edit the profile and
// other addresses, add a bike and a car, see and delete them; a visitor sent to /login comes back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerCustomer } from '../fixtures.ts';
import { closeMail, resetLinkFor, subjectsTo } from '../mail.ts';
import { expectNoAxeViolations, expectToast, jsErrors, launchBrowser, newPage, PHONE } from '../support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeMail();
});

async function answerDialog(page: Page, text: string, answer: 'Yes' | 'No') {
  const dialog = page.locator('dialog.dialog[open]');
  await expect.poll(() => dialog.textContent()).toContain(text);
  await dialog.getByRole('button', { name: answer }).click();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => page.locator('#side-menu[open]').count()).toBe(1);
}

describe('a customer account', () => {
  it('registers, logs out, logs in, edits the profile and addresses, and manages vehicles', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = `asha.${Date.now()}@example.in`;

    // Register, with the spec's live password checks on the way.
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Login');
    await expectNoAxeViolations(page, '/login');
    await page.getByRole('button', { name: 'Register', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Register');
    await page.getByLabel('Full Name').fill('Asha Kulkarni');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile No.').fill('9822012345');
    const password = page.locator('input[name=password]');
    await password.fill('abc');
    const checks = page.locator('.password__checks li');
    await expect
      .poll(() => checks.allTextContents())
      .toEqual([
        'Password must be at least 8 characters long.',
        'Password must contain at least one special character.',
        'Password must contain at least one number.',
      ]);
    await password.fill('abcdefgh1');
    await expect
      .poll(() => checks.allTextContents())
      .toEqual(['Password must contain at least one special character.']);
    await password.fill(PASSWORD);
    await expect.poll(() => checks.count()).toBe(0);
    // Show/hide.
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await expectNoAxeViolations(page, '/login register');
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Sign up successful');
    await page.waitForURL((u) => u.pathname === '/');

    // Log out from the side menu, after the spec's confirm.
    await openMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await answerDialog(page, 'Are you sure you want to log out?', 'Yes');
    await page.waitForURL('**/login');

    // A wrong password gets the spec's failure text; the right one logs in.
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill('Wrong@pass1');
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Oops! Something went wrong. Please check your credentials and try again.');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Welcome back! You have successfully logged in.');
    await page.waitForURL((u) => u.pathname === '/');

    // The account area.
    await page.goto('/my-account');
    await expect.poll(() => page.locator('.account__greeting').textContent()).toBe('Hello, Asha Kulkarni');
    await expectNoAxeViolations(page, '/my-account');
    for (const [path, text] of [
      ['/my-account/orders', 'No orders available'],
      ['/my-account/downloads', 'Upcoming....'],
      ['/my-account/edit-address', 'Address'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.locator('.account__main').textContent()).toContain(text);
      await expectNoAxeViolations(page, path);
    }

    // Edit the profile: Save Changes waits for a change; all fields required.
    await page.goto('/my-account/edit-account');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '/my-account/edit-account');
    // Touching a field and putting it back: nothing changed.
    const name = page.getByLabel(/^Name/);
    await name.fill('Asha K');
    await name.fill('Asha Kulkarni');
    await save.click();
    await expectToast(page, 'No changes detected.');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Home address').fill('Plot 12, Shankar Nagar, Nagpur 440010');
    // Other addresses: add two, update one, delete one.
    await page.getByLabel('Address label (for example Office)').fill('Office');
    await page.getByLabel('Address', { exact: true }).fill('IT Park, Gayatri Nagar, Nagpur 440022');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Address label (for example Office)').fill('Parents');
    await page.getByLabel('Address', { exact: true }).fill('Dharampeth, Nagpur 440010');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Edit address Office' }).click();
    await page.getByLabel('Address', { exact: true }).fill('Mihan SEZ, Nagpur 441108');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('button', { name: 'Delete address Parents' }).click();
    await save.click();
    await expectToast(page, 'Profile updated.');
    // What the server stored comes back after a reload.
    await page.reload();
    await expect.poll(() => page.getByLabel('Home address').inputValue()).toBe('Plot 12, Shankar Nagar, Nagpur 440010');
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');
    const others = page.locator('.address-list li');
    await expect.poll(() => others.count()).toBe(1);
    expect(await others.first().textContent()).toContain('Mihan SEZ, Nagpur 441108');

    // Vehicles: both error texts, then a bike and a car.
    await page.goto('/addmyvehiclenew');
    await expect.poll(() => page.locator('.vehicle-pick__option').count()).toBeGreaterThan(10);
    await expectNoAxeViolations(page, '/addmyvehiclenew');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please fill Registration Number.');
    const reg = page.getByLabel('Registration Number');
    await reg.fill('mh31ab1234');
    expect(await reg.inputValue()).toBe('MH31AB1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please Select Vehicle Make & Model');
    await page.getByLabel('Search make or model').fill('activa');
    await page.locator('.vehicle-pick__option').first().click();
    await expect.poll(() => page.locator('.chosen-vehicle').textContent()).toMatch(/Bike cc\s*\d+ cc/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Vehicle data added successfully.');
    await page.waitForURL('**/myvehicles');

    await page.goto('/addmyvehiclenew');
    await page.getByLabel('Search make or model').fill('swift');
    await page.locator('.vehicle-pick__option').first().click();
    await expect.poll(() => page.locator('.chosen-vehicle').textContent()).toContain('Car type');
    await page.getByLabel('Registration Number').fill('22bh1234aa');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Vehicle data added successfully.');
    await page.waitForURL('**/myvehicles');

    const cards = page.locator('.vehicle-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.locator('.vehicle-card__reg').allTextContents()).toEqual(
      expect.arrayContaining(['MH31AB1234', '22BH1234AA']),
    );
    await expectNoAxeViolations(page, '/myvehicles');
    // Delete asks first; No keeps the vehicle, Yes deletes it.
    await page.getByRole('button', { name: /^Delete .*MH31AB1234$/ }).click();
    await answerDialog(page, 'Are you sure you want to delete this vehicle?', 'No');
    // Once anything the answer may have sent has settled, the server still has both.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole('button', { name: /^Delete .*MH31AB1234$/ }).click();
    await answerDialog(page, 'Are you sure you want to delete this vehicle?', 'Yes');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.locator('.vehicle-card__reg').allTextContents()).toEqual(['22BH1234AA']);

    // The legacy /Test screen adds through the legacy call.
    await page.goto('/Test');
    await expect.poll(() => page.getByLabel('Make').locator('option').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page, '/Test');
    await page.getByLabel('Vehicle type').selectOption('Car');
    await page.getByLabel('Make').selectOption('Maruti Suzuki');
    await page.getByLabel('Model').selectOption({ index: 1 });
    await page.getByLabel('Registration Number').fill('mh12de3456');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Vehicle data added successfully.');
    await page.goto('/myvehicles');
    await expect.poll(() => page.locator('.vehicle-card__reg').allTextContents()).toContain('MH12DE3456');

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('sends a visitor from /cart to /login and back to /cart after logging in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // An account made through the API, as another device would.
    const { email } = await registerCustomer(page, 'Ravi Patil');
    await context.clearCookies();

    await page.goto('/cart');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/cart');
    // The side menu now offers the logged-in entries.
    await openMenu(page);
    for (const entry of ['My Subscription', 'Cart', 'Add vehicle', 'My account']) {
      expect(await page.locator('#side-menu').getByRole('link', { name: entry, exact: true }).count()).toBe(1);
    }
    expect(await page.locator('#side-menu').getByRole('button', { name: 'Log Out' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    // The logged-in placeholder pages.
    for (const [url, text] of [
      ['/Subscription', 'Coming soon...'],
      ['/MaintenancePage', 'maintenance'],
      ['/TestSingleProduct', 'Test product'],
    ] as const) {
      await page.goto(url);
      await expect.poll(() => page.locator('main').textContent(), { message: url }).toContain(text);
      await expectNoAxeViolations(page, url);
    }
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('changes the e-mail with the current password, and recovers a forgotten password through the e-mailed link', async () => {
    // Device A: logged in, with the profile open.
    const a = await newPage(browser, PHONE);
    const { email: oldEmail } = await registerCustomer(a.page, 'Meera Joshi');
    const email = oldEmail.replace('e2e.', 'meera.');
    await a.page.goto('/my-account/edit-account');
    await a.page.getByLabel('Date of birth').fill('1991-02-03');
    await a.page.getByLabel('Gender').selectOption('female');
    await a.page.getByLabel('Home address').fill('Plot 4, Kothrud, Pune 411038');
    await a.page.getByLabel(/^Email/).fill(email);
    const save = a.page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    const currentPassword = a.page.getByLabel('Current password');
    // A new e-mail needs the current password: asked for, then checked by the server.
    await expect
      .poll(async () => a.page.locator(`#${await currentPassword.getAttribute('id')}-error`).textContent())
      .toBe('Enter your current password to change your e-mail or password.');
    await expectNoAxeViolations(a.page, '/my-account/edit-account, current password missing');
    await currentPassword.fill('Wrong@pass1');
    await save.click();
    await expectToast(a.page, 'Your current password is not correct.');
    await currentPassword.fill(PASSWORD);
    await save.click();
    await expectToast(a.page, 'Profile updated.');
    await a.page.reload();
    await expect.poll(() => a.page.getByLabel(/^Email/).inputValue()).toBe(email);
    // The old address is told.
    expect(await subjectsTo(oldEmail)).toContainEqual(expect.stringMatching(/e-mail address .* was changed/));

    // Device B: "Forgot password?" on /login, with the e-mail typed there.
    const b = await newPage(browser, PHONE);
    await b.page.goto('/login');
    await b.page.getByLabel('Email').fill(email);
    await b.page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot password');
    expect(await b.page.getByLabel('Email').inputValue()).toBe(email);
    await expectNoAxeViolations(b.page, '/login forgot');
    await b.page.getByRole('button', { name: 'Send link' }).click();
    await expect
      .poll(() => b.page.getByRole('status').filter({ hasText: 'we have sent' }).textContent())
      .toBe(
        'If an account exists for this e-mail, we have sent it a link to set a new password. The link is valid for 30 minutes.',
      );

    // The link from the e-mail: the spec's live checks, then the new password.
    const link = await resetLinkFor(email);
    await b.page.goto(link);
    await expect.poll(() => b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Set a new password');
    expect(await b.page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    const fresh = b.page.getByLabel('New password');
    await fresh.fill('short');
    await expect
      .poll(() => b.page.locator('.password__checks li').first().textContent())
      .toBe('Password must be at least 8 characters long.');
    await expectNoAxeViolations(b.page, '/reset-password');
    await fresh.fill('Fresh@Start2026');
    await b.page.getByRole('button', { name: 'Set password' }).click();
    await expectToast(b.page, 'Your new password is set. Please log in with it.');
    await b.page.waitForURL((u) => u.pathname === '/login');

    // The link works once.
    await b.page.goto(link);
    await b.page.getByLabel('New password').fill('Other@Start2026');
    await b.page.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => b.page.getByRole('alert').filter({ hasText: 'not valid' }).textContent())
      .toContain('This link to set a new password is not valid any more. Please ask for a new one.');
    await b.page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect.poll(() => b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot password');

    // Device A's session ended with the new password: the next screen it opens sends it to /login, and back.
    await a.page.locator('.account__nav').getByRole('link', { name: 'My Vehicles' }).click();
    await a.page.waitForURL('**/login');
    expect(await a.page.locator('body').textContent()).not.toContain(
      'server error while fetching current customer data',
    );
    await a.page.getByLabel('Email').fill(email);
    await a.page.locator('input[name=password]').fill('Fresh@Start2026');
    await a.page.locator('form').getByRole('button', { name: 'Login' }).click();
    await a.page.waitForURL('**/myvehicles');

    expect(jsErrors(a.page)).toEqual([]);
    expect(jsErrors(b.page)).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
