// The garage's catalogue in a DOM, against the real API and database (harness.tsx): the Published switch shows
// the operator's click at once and keeps showing it until the server's list has it (no springing back); a service's
// interval is refused beside its field when out of range, saved, and emptied.

import { products } from '@motomitra/api/db/schema';
import { loginOperator } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Catalogue } from '../src/features/ops/routes/catalogue.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});
afterAll(async () => {
  await t?.close();
});

const NAME = 'Breakdown Assistance – Bike & Car';
const publishedInDb = async () =>
  (
    await t.database.db.select({ published: products.published }).from(products).where(eq(products.productName, NAME))
  )[0]?.published;

describe("the garage's catalogue", () => {
  it('shows a Published switch as clicked from the click itself until the server has answered, both ways', async () => {
    connect(t, operator.cookie);
    renderAt('/ops/catalogue', <Route path="/ops/catalogue" element={<Catalogue />} />);
    const box = (await screen.findByRole('checkbox', { name: `Published ${NAME}` })) as HTMLInputElement;
    expect(box.checked).toBe(true);

    // Read right after the click's event, before any answer or scheduled update: what a second click would meet.
    act(() => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    await screen.findByText(`${NAME} is now hidden from customers.`);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(await publishedInDb()).toBe(false);

    act(() => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    await screen.findByText(`${NAME} is now shown to customers.`);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(await publishedInDb()).toBe(true);
  });

  it('sets when a service is due again: refused beside the field above 36 months, saved, then emptied', async () => {
    const WASH = 'Car Wash & Interior Detailing';
    const intervalInDb = async () =>
      (
        await t.database.db
          .select({ months: products.serviceIntervalMonths })
          .from(products)
          .where(eq(products.productName, WASH))
      )[0]?.months;
    connect(t, operator.cookie);
    renderAt('/ops/catalogue', <Route path="/ops/catalogue" element={<Catalogue />} />);
    const user = userEvent.setup();
    const months = (await screen.findByLabelText(`Next service due after (months) ${WASH}`)) as HTMLInputElement;
    const save = screen.getByRole('button', { name: `Save interval ${WASH}` });
    expect(months.value).toBe('');

    await user.type(months, '40');
    await user.click(save);
    await waitFor(() => expect(months.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(months.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'A service is due again within 36 months.',
    );
    expect(await intervalInDb()).toBeNull();

    await user.clear(months);
    await user.type(months, '4');
    await user.click(save);
    await screen.findByText(`${WASH}: next service due 4 months after delivery.`);
    expect(await intervalInDb()).toBe(4);
    expect(months.value).toBe('4');
    expect(months.getAttribute('aria-invalid')).toBeNull();

    await user.clear(months);
    await user.click(save);
    await screen.findByText(`${WASH}: not repeated; no service reminder.`);
    expect(await intervalInDb()).toBeNull();
  });
});
