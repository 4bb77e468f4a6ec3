// The customer's own data (decision 0013) in Chromium on a 360 px phone: the Your data page downloads everything as JSON,
// says up front that an open booking keeps the account (the API refuses it too: my-data.test.ts), and erases the account once it is done: logged out, the e-mail free.
import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@motomitra/domain/messages';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { registerCustomer } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { accountNav, expectNoAxeViolations, expectToast, jsErrors, PHONE, submitLogin } from '../support.ts';

test.describe('your data', () => {
  test.use({ viewport: PHONE, customerName: 'Sunita Kale' });

  test('downloads everything, refuses to erase with an open booking, then erases the account', async ({
    page,
    customer,
    placedOrder: order,
    operator,
  }) => {
    await page.goto('/my-account');
    await (await accountNav(page)).getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(/\/my-account\/your-data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
    await expectNoAxeViolations(page, 'Your data at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The download is the customer's whole record, as a file.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^motomitra-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = MyDataSchema.parse(JSON.parse(await readFile(await file.path(), 'utf8')));
    expect(data.customer.email).toBe(customer.email);
    expect(data.orders.map((o) => o.OID)).toEqual([order.OID]);

    // An open booking: said up front, before any password is typed, and the erase is not offered.
    const password = page.getByLabel('Your password');
    const erase = page.getByRole('button', { name: 'Erase my account' });
    await expect(page.getByText(`Your booking ${order.OID} is still open`, { exact: false })).toBeVisible();
    await expect(erase).toBeDisabled();

    // The garage cancels it; now the account goes.
    const cancelled = await operator.context.request.post(`/api/ops/orders/${order._id}/cancel`, {
      data: { reason: 'Customer asked' },
    });
    expect(cancelled.status()).toBe(200);
    await page.reload();
    await expect(erase).toBeEnabled();
    await expect(page.getByText('is still open', { exact: false })).toHaveCount(0);
    await erase.click();
    await expect(password).toHaveAccessibleDescription('Enter your password to erase your account.');
    await password.fill(customer.password);
    await erase.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await expectToast(page, 'Your account and your personal data have been erased.');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    expect((await page.request.get('/api/customer/fetch/single')).status()).toBe(401);

    // The old log-in no longer works, and the e-mail registers again.
    await submitLogin(page, { email: customer.email, password: customer.password });
    await expectToast(page, MESSAGES.loginFailed);
    await expect(page).toHaveURL(/\/login/);
    const again = await registerCustomer(page.context().request, customer.name, customer.email);
    expect(again.email).toBe(customer.email);
    expect(jsErrors(page)).toEqual([]);
  });
});
