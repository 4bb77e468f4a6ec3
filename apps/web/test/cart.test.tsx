// The cart in a DOM, against the real API and database (harness.tsx): a coupon's terms are said on its card, and a
// coupon applied to the chosen item stays applied when the customer comes back (the page rendered again, as after a
// reload or back from checkout) until they remove it.

import { addCartItem, productId, quickCustomer, saveVehicle } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Cart } from '../src/features/cart/routes/cart.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const totals = () =>
  within(screen.getByRole('region', { name: 'Cart totals' }))
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('the cart’s coupon', () => {
  it('says a coupon’s terms, and keeps the applied coupon over a reload until it is removed', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    await addCartItem(t, c, { selectedProductId: await productId(t, 'bike-general-service'), vehicleId: bike._id });
    connect(t, c.cookie);
    const user = userEvent.setup();
    const first = renderAt('/cart', <Cart />);
    const card = await screen.findByRole('button', { name: /WELCOME100/ });
    const terms = document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(terms).toMatch(/For your first booking only\. Once per customer\. On carts of ₹499 or more\./);
    await user.click(card);
    await screen.findByText('Coupon is Applied');
    await screen.findByText('WELCOME100 is applied: ₹100 off.');
    expect(totals()).toEqual(['₹599', '₹100', '₹499']);

    // Back again (a reload, or back from checkout): the coupon is still applied.
    first.unmount();
    renderAt('/cart', <Cart />);
    await screen.findByText('WELCOME100 is applied: ₹100 off.');
    expect(totals()).toEqual(['₹599', '₹100', '₹499']);

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME100' }));
    await screen.findByText('The coupon is removed.');
    expect(screen.queryByText('WELCOME100 is applied: ₹100 off.')).toBeNull();
    expect(totals()).toEqual(['₹599', '₹0', '₹599']);
  });
});
