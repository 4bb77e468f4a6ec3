// A customer's account in a real browser at 360 px: register, log out, log in, edit the profile and
// other addresses, add a bike and a car, see and delete them; a visitor sent to /login comes back.
import type { Page } from '@playwright/test';
import { PASSWORD } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import {
  accountNav,
  answerDialog,
  definitionOf,
  expectNoAxeViolations,
  expectToast,
  jsErrors,
  openEmailWay,
  passwordInput,
  submitButton,
  submitLogin,
} from '../support.ts';

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

/** The saved vehicles on /myvehicles: list items with a Delete button. */
const vehicleCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Delete / }) });

/** The catalogue vehicles to choose from on /addmyvehiclenew (those named like `name`). */
const catalogueChoices = (page: Page, name?: RegExp) =>
  page.getByRole('group', { name: 'Vehicle make and model' }).getByRole('radio', name ? { name } : {});

test.describe('a customer account', () => {
  test('registers, logs out, logs in, edits the profile and addresses, and manages vehicles', async ({ page }) => {
    const email = `asha.${Date.now()}@example.in`;

    await test.step("registers, with the spec's live password checks", async () => {
      // Register, with the spec's live password checks on the way.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
      await expectNoAxeViolations(page, '/login');
      // The e-mail and password forms are folded under the mobile number's way in.
      await openEmailWay(page);
      await page
        .getByRole('group', { name: 'Log in or create an account' })
        .getByRole('button', { name: 'Register' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
      await page.getByLabel('Full Name').fill('Asha Kulkarni');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mobile No.').fill('9822012345');
      const password = passwordInput(page);
      // The checks are the field's description, as a screen reader reads them with it.
      await password.fill('abc');
      await expect(password).toHaveAccessibleDescription(
        [
          'Password must be at least 8 characters long.',
          'Password must contain at least one special character.',
          'Password must contain at least one number.',
        ].join(' '),
      );
      await password.fill('abcdefgh1');
      await expect(password).toHaveAccessibleDescription('Password must contain at least one special character.');
      await password.fill(PASSWORD);
      await expect(password).toHaveAccessibleDescription('');
      // Show/hide.
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Hide' }).click();
      await expect(password).toHaveAttribute('type', 'password');
      await expectNoAxeViolations(page, '/login register');
      await submitButton(page, 'Register').click();
      await expectToast(page, 'Sign up successful');
      await expect(page).toHaveURL((u) => u.pathname === '/');
    });

    await test.step('logs out from the side menu', async () => {
      // Log out from the side menu, after the spec's confirm.
      await openMenu(page);
      await page.getByRole('button', { name: 'Log out' }).click();
      await answerDialog(page, 'Are you sure you want to log out?', 'Yes');
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('logs in: a wrong password refused, the right one welcomed', async () => {
      // A wrong password gets the spec's failure text; the right one logs in.
      await submitLogin(page, { email, password: 'Wrong@pass1' });
      await expectToast(page, 'Oops! Something went wrong. Please check your credentials and try again.');
      await passwordInput(page).fill(PASSWORD);
      await submitButton(page, 'Login').click();
      await expectToast(page, 'Welcome back! You have successfully logged in.');
      await expect(page).toHaveURL((u) => u.pathname === '/');
    });

    await test.step("opens the account area's screens", async () => {
      // The account area. The side panel and the dashboard both greet the customer by name.
      await page.goto('/my-account');
      await expect(page.getByRole('main').getByText(/^Hello, /)).toHaveText([
        'Hello, Asha Kulkarni',
        'Hello, Asha Kulkarni',
      ]);
      await expectNoAxeViolations(page, '/my-account');
      for (const [path, text] of [
        ['/my-account/orders', 'No orders available'],
        ['/my-account/downloads', 'Upcoming....'],
        ['/my-account/edit-address', 'Address'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('main').getByText(text, { exact: true }), path).toBeVisible();
        await expectNoAxeViolations(page, path);
      }
    });

    await test.step('edits the profile and its other addresses', async () => {
      // Edit the profile: Save Changes waits for a change; all fields required.
      await page.goto('/my-account/edit-account');
      const save = page.getByRole('button', { name: 'Save Changes' });
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page, '/my-account/edit-account');
      // Touching a field and putting it back: nothing changed.
      const name = page.getByLabel(/^Name/);
      await name.fill('Asha K');
      await name.fill('Asha Kulkarni');
      await save.click();
      await expectToast(page, 'No changes detected.');
      // Other addresses are saved on their own: no date of birth or home address needed first, and an
      // address added is kept even if the customer leaves without Save Changes.
      const label = page.getByLabel('Address label (for example Office)');
      const otherAddress = page.getByLabel('Address', { exact: true });
      await label.fill('Office');
      await otherAddress.fill('IT Park, Gayatri Nagar, Nagpur 440022');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expectToast(page, 'Addresses saved.');
      await page.reload();
      const others = page.getByRole('group', { name: 'Other addresses' }).getByRole('listitem');
      await expect(others).toHaveCount(1);
      await expect(save).toBeDisabled();
      await page.getByLabel('Date of birth').fill('1990-04-12');
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Home address').fill('Plot 12, Shankar Nagar, Nagpur 440010');
      // Add a second, update one, delete one: each saved as it is done.
      await label.fill('Parents');
      await otherAddress.fill('Dharampeth, Nagpur 440010');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(others).toHaveCount(2);
      await page.getByRole('button', { name: 'Edit address Office' }).click();
      await otherAddress.fill('Mihan SEZ, Nagpur 441108');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(others.first()).toContainText('Mihan SEZ, Nagpur 441108');
      await page.getByRole('button', { name: 'Delete address Parents' }).click();
      await expect(others).toHaveCount(1);
      await save.click();
      await expectToast(page, 'Profile updated.');
      // What the server stored comes back after a reload.
      await page.reload();
      await expect(page.getByLabel('Home address')).toHaveValue('Plot 12, Shankar Nagar, Nagpur 440010');
      await expect(page.getByLabel('Gender')).toHaveValue('female');
      await expect(others).toHaveCount(1);
      await expect(others.first()).toContainText('Mihan SEZ, Nagpur 441108');
    });

    await test.step('adds a bike and a car, after both error texts and a vehicle asked for', async () => {
      // Vehicles: both error texts, then a bike and a car.
      await page.goto('/addmyvehiclenew');
      await expect(catalogueChoices(page).nth(10)).toBeAttached();
      await expectNoAxeViolations(page, '/addmyvehiclenew');
      const saveVehicle = page.getByRole('button', { name: 'Save', exact: true });
      await saveVehicle.click();
      await expectToast(page, 'Please fill Registration Number.');
      const reg = page.getByLabel('Registration Number');
      await expect(reg).toHaveAttribute('aria-invalid', 'true');
      await reg.fill('mh31ab1234');
      await expect(reg).toHaveValue('MH31AB1234');
      // The error goes as soon as the field is filled.
      await expect(reg).not.toHaveAttribute('aria-invalid', 'true');
      await saveVehicle.click();
      await expectToast(page, 'Please Select Vehicle Make & Model');
      // Search as people type: 'RE classic', 'wagonr'.
      const search = page.getByLabel('Search make or model');
      await search.fill('RE classic');
      await expect(catalogueChoices(page).first()).toHaveAccessibleName(/^Royal Enfield Classic 350/);
      await search.fill('wagonr');
      await expect(catalogueChoices(page).first()).toHaveAccessibleName(/^Maruti Suzuki Wagon R/);
      // Not listed: the customer says which it is, for an operator to add.
      await page.getByText('My vehicle isn’t listed').click();
      const request = page.locator('details.vehicle-request');
      await request.getByLabel('Make').fill('Hero');
      await request.getByLabel('Model').fill('Mavrick 440');
      await request.getByLabel('Engine size (cc)').fill('440');
      await expectNoAxeViolations(page, "/addmyvehiclenew with 'My vehicle isn’t listed' open");
      await request.getByRole('button', { name: 'Send' }).click();
      await expectToast(page, 'Thank you. We will add your vehicle to the list and let you know by e-mail.');
      await page.getByLabel('Search make or model').fill('activa');
      await catalogueChoices(page, /activa/i)
        .first()
        .check();
      await expect(definitionOf(page, 'Bike cc')).toHaveText(/^\d+ cc$/);
      await saveVehicle.click();
      await expectToast(page, 'Vehicle data added successfully.');
      await expect(page).toHaveURL(/\/myvehicles$/);

      await page.goto('/addmyvehiclenew');
      await page.getByLabel('Search make or model').fill('swift');
      await catalogueChoices(page, /swift/i).first().check();
      await expect(page.getByRole('term').filter({ hasText: 'Car type' })).toBeVisible();
      await page.getByLabel('Registration Number').fill('22bh1234aa');
      await saveVehicle.click();
      await expectToast(page, 'Vehicle data added successfully.');
      await expect(page).toHaveURL(/\/myvehicles$/);
    });

    const cards = await test.step('deletes a vehicle only after its confirm', async () => {
      const cards = vehicleCards(page);
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: 'MH31AB1234' })).toHaveCount(1);
      await expect(cards.filter({ hasText: '22BH1234AA' })).toHaveCount(1);
      await expectNoAxeViolations(page, '/myvehicles');
      // Delete asks first; No keeps the vehicle (and sends nothing), Yes deletes it.
      const deletes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes.push(request.url());
      });
      await page.getByRole('button', { name: /^Delete .*MH31AB1234$/ }).click();
      await answerDialog(page, 'Are you sure you want to delete this vehicle?', 'No');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.reload();
      await expect(cards).toHaveCount(2);
      expect(deletes).toEqual([]);
      await page.getByRole('button', { name: /^Delete .*MH31AB1234$/ }).click();
      await answerDialog(page, 'Are you sure you want to delete this vehicle?', 'Yes');
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText('22BH1234AA');
      return cards;
    });

    await test.step('adds a car through the legacy /Test screen', async () => {
      // The legacy /Test screen adds through the legacy call.
      await page.goto('/Test');
      const make = page.getByLabel('Make');
      // The makes have arrived: more than the placeholder.
      await expect(make.getByRole('option').nth(1)).toBeAttached();
      await expectNoAxeViolations(page, '/Test');
      await page.getByLabel('Vehicle type').selectOption('Car');
      await make.selectOption('Maruti Suzuki');
      await page.getByLabel('Model').selectOption({ index: 1 });
      await page.getByLabel('Registration Number').fill('mh12de3456');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Vehicle data added successfully.');
      await page.goto('/myvehicles');
      await expect(cards.filter({ hasText: 'MH12DE3456' })).toHaveCount(1);
    });

    expect(jsErrors(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ customerName: 'Ravi Patil' });

    test('sends a visitor from /cart to /login and back to /cart after logging in', async ({
      page,
      context,
      customer,
    }) => {
      // An account made through the API, as another device would.
      await context.clearCookies();

      await page.goto('/cart');
      await expect(page).toHaveURL(/\/login$/);
      await submitLogin(page, customer);
      await expect(page).toHaveURL(/\/cart$/);
      // The side menu now offers the logged-in entries.
      await openMenu(page);
      const menu = page.getByRole('dialog', { name: 'Menu' });
      for (const entry of ['My Subscription', 'Cart', 'Add vehicle', 'My account']) {
        await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(1);
      }
      await expect(menu.getByRole('button', { name: 'Log out' })).toHaveCount(1);
      await page.keyboard.press('Escape');
      // The logged-in placeholder pages.
      for (const [url, text] of [
        ['/MaintenancePage', 'maintenance'],
        ['/TestSingleProduct', 'Test product'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('main'), url).toContainText(text);
        await expectNoAxeViolations(page, url);
      }
      expect(jsErrors(page)).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ customerName: 'Meera Joshi' });

    test('changes the e-mail with the current password, and recovers a forgotten password through the e-mailed link', async ({
      page: a,
      customer,
      openPage,
      mailbox,
    }) => {
      // Device A: logged in (the fixture), with the profile open.
      const oldEmail = customer.email;
      const email = oldEmail.replace('e2e.', 'meera.');
      await a.goto('/my-account/edit-account');
      await a.getByLabel('Date of birth').fill('1991-02-03');
      await a.getByLabel('Gender').selectOption('female');
      await a.getByLabel('Home address').fill('Plot 4, Kothrud, Pune 411038');
      await a.getByLabel(/^Email/).fill(email);
      const save = a.getByRole('button', { name: 'Save Changes' });
      await save.click();
      const currentPassword = a.getByLabel('Current password');
      // A new e-mail needs the current password: asked for (the field's description), then checked by the server.
      await expect(currentPassword).toHaveAccessibleDescription(
        'Enter your current password to change your e-mail or password.',
      );
      await expectNoAxeViolations(a, '/my-account/edit-account, current password missing');
      await currentPassword.fill('Wrong@pass1');
      await save.click();
      await expectToast(a, 'Your current password is not correct.');
      await currentPassword.fill(PASSWORD);
      await save.click();
      await expectToast(a, 'Profile updated.');
      await a.reload();
      await expect(a.getByLabel(/^Email/)).toHaveValue(email);
      // The old address is told (queued in the same transaction as the change).
      expect(await mailbox.subjectsTo(oldEmail)).toContainEqual(expect.stringMatching(/e-mail address .* was changed/));

      // Device B: "Forgot password?" on /login, with the e-mail typed there.
      const { page: b } = await openPage();
      await b.goto('/login');
      await openEmailWay(b);
      await b.getByLabel('Email').fill(email);
      await b.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(b.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
      await expect(b.getByLabel('Email')).toHaveValue(email);
      await expectNoAxeViolations(b, '/login forgot');
      await b.getByRole('button', { name: 'Send link' }).click();
      await expect(b.getByRole('status').filter({ hasText: 'we have sent' })).toHaveText(
        'If an account exists for this e-mail, we have sent it a link to set a new password. The link is valid for 30 minutes.',
      );

      // The link from the e-mail: the spec's live checks, then the new password.
      const link = await mailbox.resetLinkFor(email);
      await b.goto(link);
      await expect(b.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
      await expect(b.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
      const fresh = b.getByLabel('New password');
      await fresh.fill('short');
      await expect(fresh).toHaveAccessibleDescription(/^Password must be at least 8 characters long\./);
      await expectNoAxeViolations(b, '/reset-password');
      await fresh.fill('Fresh@Start2026');
      await b.getByRole('button', { name: 'Set password' }).click();
      await expectToast(b, 'Your new password is set. Please log in with it.');
      await expect(b).toHaveURL((u) => u.pathname === '/login');

      // The link works once.
      await b.goto(link);
      await b.getByLabel('New password').fill('Other@Start2026');
      await b.getByRole('button', { name: 'Set password' }).click();
      await expect(b.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
        'This link to set a new password is not valid any more. Please ask for a new one.',
      );
      await b.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(b.getByRole('heading', { level: 1 })).toHaveText('Forgot password');

      // Device A's session ended with the new password: the next screen it opens sends it to /login, and back.
      await (await accountNav(a)).getByRole('link', { name: 'My Vehicles' }).click();
      await expect(a).toHaveURL(/\/login$/);
      await expect(a.getByText('server error while fetching current customer data')).toHaveCount(0);
      await submitLogin(a, { email, password: 'Fresh@Start2026' });
      await expect(a).toHaveURL(/\/myvehicles$/);

      expect(jsErrors(a)).toEqual([]);
      expect(jsErrors(b)).toEqual([]);
    });
  });
});
