// Adding a vehicle in a DOM, against the real API and database (harness.tsx): a field's error goes as soon as the
// field is filled, and the catalogue is searched as people type.

import { quickCustomer } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as AddVehicle } from '../src/features/account/routes/add-vehicle.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('adding a vehicle', () => {
  it('clears "Please fill Registration Number." once the number is typed, and finds RE classic and wagonr', async () => {
    const c = await quickCustomer(t);
    connect(t, c.cookie);
    renderAt('/addmyvehiclenew', <Route path="/addmyvehiclenew" element={<AddVehicle />} />);
    const user = userEvent.setup();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reg = screen.getByLabelText(/Registration Number/);
    await waitFor(() => expect(reg.getAttribute('aria-invalid')).toBe('true'));
    await user.click(reg);
    await user.paste('mh31ab1234');
    expect((reg as HTMLInputElement).value).toBe('MH31AB1234');
    await waitFor(() => expect(reg.getAttribute('aria-invalid')).not.toBe('true'));

    const search = screen.getByLabelText(/Search make or model/);
    await user.type(search, 'RE classic');
    await waitFor(() =>
      expect(screen.getAllByRole('radio')[0]?.closest('label')?.textContent).toMatch(/^Royal Enfield Classic 350/),
    );
    await user.clear(search);
    await user.type(search, 'wagonr');
    await waitFor(() => {
      const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent ?? '');
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) expect(name).toMatch(/^Maruti Suzuki Wagon R/);
    });
  });
});
