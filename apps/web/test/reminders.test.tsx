// Service reminders' screens in a DOM, against the real API and database (harness.tsx): the e-mailed link's page
// sends its one call once (under StrictMode's double effects) and turns reminders back on; the profile's switch is
// saved on its own without touching what is typed in the profile form; a vehicle's dates are saved from My Vehicles;
// a reminder's link to a service comes with its city and vehicle chosen (and what it names wrongly is ignored).

import { customers, customerVehicles } from '@motomitra/api/db/schema';
import { productId, quickCustomer, saveVehicle } from '@motomitra/api/testing/booking';
import { unsubscribeToken } from '@motomitra/api/testing/reminders';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as EditAccount } from '../src/features/account/routes/edit-account.tsx';
import { Component as MyVehicles } from '../src/features/account/routes/my-vehicles.tsx';
import { Component as Unsubscribe } from '../src/features/reminders/routes/unsubscribe.tsx';
import { Component as Product } from '../src/features/shop/routes/product.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const remindersOf = async (id: string) =>
  (await t.database.db.select({ on: customers.reminders }).from(customers).where(eq(customers.id, id)))[0]?.on;

describe('the one-click link of a reminder e-mail', () => {
  it('turns reminders off with one call, even under StrictMode, and back on from the page', async () => {
    const c = await quickCustomer(t);
    // Nobody logged in: the token is the proof.
    const net = connect(t, '');
    renderAt(
      `/reminders/unsubscribe#token=${unsubscribeToken(t.config.sessionSecret, c.id)}`,
      <Route path="/reminders/unsubscribe" element={<Unsubscribe />} />,
      { strict: true },
    );
    // The page's own status region (the toasts have one too).
    const status = within(screen.getByRole('heading', { level: 1 }).closest('div') as HTMLElement).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('You will get no more reminder e-mails.'));
    expect(net.sent.filter((r) => r.path.startsWith('/api/reminders/')).map((r) => r.path)).toEqual([
      '/api/reminders/unsubscribe',
    ]);
    expect(await remindersOf(c.id)).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn reminders back on' }));
    await waitFor(() => expect(status.textContent).toBe('You will get reminder e-mails.'));
    expect(await remindersOf(c.id)).toBe(true);
    expect(screen.getByRole('button', { name: 'Turn reminders off again' })).toBeTruthy();
  });

  it("says a changed token is not valid (the server's message), changes nothing, and points to the profile", async () => {
    const c = await quickCustomer(t);
    connect(t, '');
    const token = unsubscribeToken(t.config.sessionSecret, c.id);
    renderAt(
      `/reminders/unsubscribe#token=${token.slice(0, -2)}xx`,
      <Route path="/reminders/unsubscribe" element={<Unsubscribe />} />,
    );
    const alert = await screen.findByText(
      'This link is not valid. You can turn reminders off under My Account → My Profile.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your reminders in My Profile' }).getAttribute('href')).toBe(
      '/my-account/edit-account',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(await remindersOf(c.id)).toBe(true);
  });
});

describe("the profile's reminders switch", () => {
  it('is saved as soon as it is changed, and leaves what is typed in the profile form as it is', async () => {
    const c = await quickCustomer(t);
    connect(t, c.cookie);
    renderAt('/my-account/edit-account', <Route path="/my-account/edit-account" element={<EditAccount />} />);
    const user = userEvent.setup();
    const toggle = (await screen.findByRole('checkbox', {
      name: 'E-mail me reminders: next service, insurance and PUC expiry, yearly plan ending',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Half typed');

    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    await screen.findByText('You will get no more reminder e-mails.');
    await waitFor(async () => expect(await remindersOf(c.id)).toBe(false));
    expect(toggle.checked).toBe(false);
    // The customer's record was read again; the profile form was not started afresh.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Half typed');
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(toggle);
    await screen.findByText('You will get reminder e-mails.');
    await waitFor(async () => expect(await remindersOf(c.id)).toBe(true));
    expect(toggle.checked).toBe(true);
  });
});

describe("a vehicle's reminder dates", () => {
  it('are saved from My Vehicles; an emptied date is removed', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    connect(t, c.cookie);
    renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: new RegExp(`^Reminders .*${bike.reg_number}$`) });
    const insurance = within(region).getByLabelText('Insurance expires on') as HTMLInputElement;
    const puc = within(region).getByLabelText('PUC expires on') as HTMLInputElement;
    await user.type(insurance, '2027-03-31');
    await user.type(puc, '2027-01-15');
    await user.click(within(region).getByRole('button', { name: /^Save dates/ }));
    await screen.findByText('Reminder dates saved.');
    const stored = async () =>
      (
        await t.database.db
          .select({ insurance: customerVehicles.insuranceExpiresOn, puc: customerVehicles.pucExpiresOn })
          .from(customerVehicles)
          .where(eq(customerVehicles.id, bike._id))
      )[0];
    expect(await stored()).toEqual({ insurance: '2027-03-31', puc: '2027-01-15' });

    await user.clear(puc);
    await user.click(within(region).getByRole('button', { name: /^Save dates/ }));
    await waitFor(async () => expect(await stored()).toEqual({ insurance: '2027-03-31', puc: null }));
    expect(insurance.value).toBe('2027-03-31');
  });
});

describe("a service reminder's link to the service", () => {
  it('comes with its city and vehicle chosen and the price shown; a city or vehicle it names wrongly is ignored', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    const car = await saveVehicle(t, c, 'Car');
    const service = await productId(t, 'bike-general-service');
    connect(t, c.cookie);
    const open = (query: string) =>
      renderAt(`/product/${service}?${query}`, <Route path="/product/:id" element={<Product />} />);

    const first = open(`vehicle=${bike._id}&city=pune`);
    const city = (await screen.findByLabelText(/^City/)) as HTMLSelectElement;
    expect(city.value).toBe('pune');
    const radio = (await screen.findByRole('radio', { name: new RegExp(bike.reg_number) })) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    await screen.findByText(/^Price: ₹/);
    first.unmount();

    // A car for a bike service, a city the shop is not in: neither is taken. The bike, the one vehicle of theirs
    // the service fits, is chosen as it always is; no city (the customer's own is none), so no price.
    open(`vehicle=${car._id}&city=mumbai`);
    const other = (await screen.findByLabelText(/^City/)) as HTMLSelectElement;
    const onlyFit = (await screen.findByRole('radio', { name: new RegExp(bike.reg_number) })) as HTMLInputElement;
    expect(other.value).toBe('');
    expect(onlyFit.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: new RegExp(car.reg_number) })).toBeNull();
    expect(screen.queryByText(/^Price: ₹/)).toBeNull();
  });
});
