// My Vehicles' dates and limits in a DOM, against the real API and database (harness.tsx): an insurance or
// PUC expiry date that has passed is saved and said so beside its field (in Marathi too); an electric vehicle is not
// asked for a PUC date; at the most vehicles one may save, the page says so instead of offering Add vehicle.

import { customerVehicles, vehicleCatalogue } from '@motomitra/api/db/schema';
import { quickCustomer, type Shopper, saveVehicle } from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as MyVehicles } from '../src/features/account/routes/my-vehicles.tsx';
import { ACCOUNT_MR } from '../src/i18n/mr/account.ts';
import { addPack, setLanguage } from '../src/i18n/t.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setLanguage('en'));

const stored = async (id: string) =>
  (
    await t.database.db
      .select({ insurance: customerVehicles.insuranceExpiresOn, puc: customerVehicles.pucExpiresOn })
      .from(customerVehicles)
      .where(eq(customerVehicles.id, id))
  )[0];

const regionOf = (reg: string) => screen.findByRole('region', { name: new RegExp(`^Reminders .*${reg}$`) });
const warningOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

describe('an expiry date that has passed', () => {
  it('is saved, and its field says the insurance or PUC has expired; a later date says nothing', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    connect(t, c.cookie);
    renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    const user = userEvent.setup();
    const region = await regionOf(bike.reg_number);
    const insurance = within(region).getByLabelText('Insurance expires on') as HTMLInputElement;
    const puc = within(region).getByLabelText('PUC expires on') as HTMLInputElement;
    expect(warningOf(insurance)).toBe('');

    await user.type(insurance, '2024-03-31');
    await user.type(puc, '2098-01-15');
    await user.click(within(region).getByRole('button', { name: /^Save dates/ }));
    await screen.findByText('Reminder dates saved.');
    expect(await stored(bike._id)).toEqual({ insurance: '2024-03-31', puc: '2098-01-15' });
    await waitFor(() => expect(warningOf(insurance)).toBe('This date has passed: your insurance has expired.'));
    // Read out as it appears.
    expect(within(region).getByText('This date has passed: your insurance has expired.').getAttribute('role')).toBe(
      'status',
    );
    expect(warningOf(puc)).toBe('');

    await user.clear(insurance);
    await user.type(insurance, '2099-03-31');
    await user.clear(puc);
    await user.type(puc, '2020-01-15');
    await user.click(within(region).getByRole('button', { name: /^Save dates/ }));
    await waitFor(() => expect(warningOf(puc)).toBe('This date has passed: your PUC certificate has expired.'));
    expect(warningOf(insurance)).toBe('');
    expect(await stored(bike._id)).toEqual({ insurance: '2099-03-31', puc: '2020-01-15' });
  });

  it('is said in the page’s language', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    await t.database.db
      .update(customerVehicles)
      .set({ insuranceExpiresOn: '2024-03-31' })
      .where(eq(customerVehicles.id, bike._id));
    addPack('mr', ACCOUNT_MR);
    setLanguage('mr');
    connect(t, c.cookie);
    renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    await screen.findByText('ही तारीख उलटून गेली आहे: तुमचा इन्शुरन्स संपला आहे.');
  });
});

describe('an electric vehicle', () => {
  it('is not asked for a PUC date; its insurance date is saved', async () => {
    const c = await quickCustomer(t);
    const [entry] = await t.database.db
      .select()
      .from(vehicleCatalogue)
      .where(and(eq(vehicleCatalogue.model, 'Nexon EV'), eq(vehicleCatalogue.variant, 'Empowered 45')));
    if (!entry) throw new Error('no Nexon EV');
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/addvehicle',
      payload: { catalogue_id: entry.id, make_model: 'Tata Nexon EV', reg_number: 'MH12EV7777' },
    });
    const ev = res.json().vehicle as { _id: string };
    const petrol = await saveVehicle(t, c, 'Car');
    connect(t, c.cookie);
    renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    const region = await regionOf('MH12EV7777');
    expect(within(region).queryByLabelText('PUC expires on')).toBeNull();
    expect(within(region).getByText(/^An electric vehicle needs no PUC certificate/)).toBeTruthy();
    // The petrol car still keeps one.
    expect(within(await regionOf(petrol.reg_number)).getByLabelText('PUC expires on')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Insurance expires on'), '2027-03-31');
    await user.click(within(region).getByRole('button', { name: /^Save dates/ }));
    await screen.findByText('Reminder dates saved.');
    expect(await stored(ev._id)).toEqual({ insurance: '2027-03-31', puc: null });
  });
});

describe('at the most vehicles one may save', () => {
  it('says so instead of offering Add vehicle', async () => {
    const c: Shopper = await quickCustomer(t);
    for (let i = 0; i < 19; i++) await saveVehicle(t, c, 'Bike');
    connect(t, c.cookie);
    const page = renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    await screen.findAllByRole('region', { name: /^Reminders / });
    expect(screen.getByRole('link', { name: 'Add vehicle' })).toBeTruthy();
    page.unmount();

    await saveVehicle(t, c, 'Bike');
    renderAt('/myvehicles', <Route path="/myvehicles" element={<MyVehicles />} />);
    await screen.findByText('You have saved 20 vehicles, the most you can. Delete one to add another.');
    expect(screen.queryByRole('link', { name: 'Add vehicle' })).toBeNull();
  });
});
