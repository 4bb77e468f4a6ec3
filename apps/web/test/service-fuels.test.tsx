// The fuels a service is for in a DOM, against the real API and database (harness.tsx): the product page
// offers only the customer's vehicles the service fits (no Tata Nexon EV for the car basic service and its engine
// oil) and says why when none fits; checkout does not offer an item the service no longer fits; the garage sets a
// service's fuels in /ops/catalogue.

import { products } from '@motomitra/api/db/schema';
import {
  addCartItem,
  productId,
  quickCustomer,
  type Shopper,
  saveCatalogueVehicle,
} from '@motomitra/api/testing/booking';
import { loginOperator } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Checkout } from '../src/features/checkout/routes/checkout.tsx';
import { Component as Catalogue } from '../src/features/ops/routes/catalogue.tsx';
import { Component as Product } from '../src/features/shop/routes/product.tsx';
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

/** Saves a catalogue vehicle (model and variant) for the customer through the API. */
const save = (c: Shopper, model: string, variant: string) => saveCatalogueVehicle(t, c, model, variant);

const openProduct = async (slug: string) =>
  renderAt(`/product/${await productId(t, slug)}`, <Route path="/product/:id" element={<Product />} />);

describe('the product page', () => {
  it('offers only the vehicles the service fits: not the Nexon EV for the engine oil service, the petrol Nexon yes', async () => {
    const c = await quickCustomer(t);
    const ev = await save(c, 'Nexon EV', 'Empowered 45');
    const petrol = await save(c, 'Nexon', 'Smart');
    connect(t, c.cookie);
    const page = await openProduct('car-basic-service');
    const group = await screen.findByRole('group', { name: /^Your vehicle/ });
    await within(group).findByRole('radio', { name: new RegExp(petrol.reg_number) });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).queryByRole('radio', { name: new RegExp(ev.reg_number) })).toBeNull();
    expect(within(group).getByText('This service is for Petrol, Diesel and CNG vehicles only.')).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^City/), 'pune');
    await user.click(within(group).getByRole('radio', { name: new RegExp(petrol.reg_number) }));
    await screen.findByText('Price: ₹3,499');
    page.unmount();

    // A service for every fuel offers both, and says nothing about fuels.
    await openProduct('car-wash-interior-detailing');
    const both = await screen.findByRole('group', { name: /^Your vehicle/ });
    await within(both).findByRole('radio', { name: new RegExp(ev.reg_number) });
    expect(within(both).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(/vehicles only\.$/)).toBeNull();
  });

  it('says why when none of the vehicles fits, and offers no price', async () => {
    const c = await quickCustomer(t);
    await save(c, 'Nexon EV', 'Fearless LR');
    connect(t, c.cookie);
    await openProduct('car-basic-service');
    await screen.findByText('You have no saved vehicle this service fits yet. Add one to see its price.');
    expect(screen.getByText('This service is for Petrol, Diesel and CNG vehicles only.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('checkout', () => {
  it('does not offer an item whose vehicle the service no longer fits: it says why and leads back to the cart', async () => {
    const c = await quickCustomer(t);
    const diesel = await save(c, 'Nexon', 'Pure Diesel');
    const ac = await productId(t, 'car-ac-service');
    const item = await addCartItem(t, c, { selectedProductId: ac, vehicleId: diesel._id });
    await t.database.db
      .update(products)
      .set({ fuels: ['Petrol', 'CNG'] })
      .where(eq(products.id, ac));
    try {
      connect(t, c.cookie);
      renderAt(`/checkout?cart=${item._id}`, <Route path="/checkout" element={<Checkout />} />);
      const why = await screen.findByText('This service is not for Diesel vehicles.');
      expect(why.getAttribute('role')).toBe('alert');
      expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
      expect(screen.queryByRole('button', { name: /Place Order/i })).toBeNull();
    } finally {
      await t.database.db.update(products).set({ fuels: null }).where(eq(products.id, ac));
    }
  });
});

describe("the garage's catalogue", () => {
  it('sets the fuels a service is for: none ticked is refused beside the boxes, a list saved, all ticked is every fuel', async () => {
    const WASH = 'Car Wash & Interior Detailing';
    const fuelsInDb = async () =>
      (await t.database.db.select({ fuels: products.fuels }).from(products).where(eq(products.productName, WASH)))[0]
        ?.fuels;
    const net = connect(t, operator.cookie);
    renderAt('/ops/catalogue', <Route path="/ops/catalogue" element={<Catalogue />} />);
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: `Fuels this service is for ${WASH}` });
    const box = (fuel: string) => within(group).getByRole('checkbox', { name: fuel }) as HTMLInputElement;
    const save = screen.getByRole('button', { name: `Save fuels ${WASH}` });
    expect(['Petrol', 'Diesel', 'CNG', 'Electric'].map((f) => box(f).checked)).toEqual([true, true, true, true]);

    for (const fuel of ['Petrol', 'Diesel', 'CNG', 'Electric']) await user.click(box(fuel));
    const patches = () => net.sent.filter((r) => r.method === 'PATCH').length;
    const before = patches();
    await user.click(save);
    await within(group).findByText('Tick at least one fuel.');
    expect(box('Petrol').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Petrol'));
    expect(patches()).toBe(before);
    expect(await fuelsInDb()).toBeNull();

    await user.click(box('Petrol'));
    await user.click(box('CNG'));
    await user.click(save);
    await screen.findByText(`${WASH}: for Petrol, CNG vehicles only.`);
    expect(await fuelsInDb()).toEqual(['Petrol', 'CNG']);
    expect(within(group).queryByText('Tick at least one fuel.')).toBeNull();

    await user.click(box('Diesel'));
    await user.click(box('Electric'));
    await user.click(save);
    await screen.findByText(`${WASH}: for vehicles of every fuel.`);
    await waitFor(async () => expect(await fuelsInDb()).toBeNull());
    expect(['Petrol', 'Diesel', 'CNG', 'Electric'].map((f) => box(f).checked)).toEqual([true, true, true, true]);
  });
});
