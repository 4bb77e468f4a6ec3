// The checkout screen in a DOM, against the real API and database (harness.tsx): what the page does when the server
// refuses or the answer is lost. A dropped coupon is said and priced without; a 409 on a slot reads the slots again,
// a 409 on a changed price reads the price again (and not the other); a retry after a lost answer sends the same
// Idempotency-Key and makes one order.

import { consents, coupons, customers, orders, slotCapacity } from '@motomitra/api/db/schema';
import {
  addCartItem,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  tomorrow,
} from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Checkout } from '../src/features/checkout/routes/checkout.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
let service: string;
beforeAll(async () => {
  t = await createTestApp();
  service = await productId(t, 'bike-general-service');
});
afterAll(async () => {
  await t?.close();
});

/** Each test books its own slot of tomorrow, so that none finds another's leftovers. */
const [COUPON_SLOT, TAKEN_SLOT, PRICE_SLOT, RETRY_SLOT, KEPT_COUPON_SLOT] = TIME_SLOTS;
const GENERATE = '/api/newmyorder/generate';

/** A customer with a bike and the general service in the cart, at checkout (with `coupon` applied in the cart). */
async function atCheckout(coupon?: string) {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
  if (coupon) {
    const applied = await as(t.app, c, {
      method: 'POST',
      url: '/api/coupons/apply/coupon',
      payload: { couponCode: coupon, cartId: item._id },
    });
    expect(applied.statusCode).toBe(200);
  }
  const net = connect(t, c.cookie);
  renderAt(`/checkout?${new URLSearchParams({ cart: item._id })}`, <Checkout />);
  await screen.findByRole('heading', { name: 'Billing details' });
  return { c, item, net, user: userEvent.setup() };
}

/** Fills every field a bike's checkout needs, choosing `slot` tomorrow, and accepts the terms. */
async function fill(user: ReturnType<typeof userEvent.setup>, slot: string) {
  await user.click(screen.getByLabelText(/I confirm the make and model/));
  await user.click(screen.getByLabelText(/I confirm the registration number/));
  await user.type(screen.getByLabelText(/Date of servicing/), tomorrow());
  const choice = await screen.findByRole('radio', { name: new RegExp(slot) });
  await user.click(choice);
  await user.type(screen.getByLabelText(/Expected delivery date/), tomorrow());
  await user.type(screen.getByRole('combobox', { name: /Pickup location/ }), 'Dharampeth');
  await user.click((await screen.findAllByRole('option', { name: /Dharampeth/ }))[0] as HTMLElement);
  await user.type(screen.getByLabelText(/Pincode/), '440010');
  await user.type(screen.getByLabelText(/Alternate mobile number/), '9822012345');
  await user.click(screen.getByLabelText(/I have read and agree/));
}

const placeButton = () => screen.getByRole('button', { name: /Place Order|Placing your order/ });
const summary = () => screen.getByRole('region', { name: 'Your order' });
const ordersOf = (c: Shopper) => t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
/** The page's requests after the `n`th request to place the order. */
const after = (net: ReturnType<typeof connect>, n: number) => {
  let seen = 0;
  const from = net.sent.findIndex((r) => r.path === GENERATE && ++seen === n);
  return net.sent.slice(from + 1).map((r) => `${r.method} ${r.path}`);
};

describe('checkout', () => {
  it('takes the pickup from a saved other address, its pincode with it, and has flat and landmark fields', async () => {
    const c = await quickCustomer(t);
    await t.database.db
      .update(customers)
      .set({ otherAddresses: [{ addressLabel: 'Office', address: 'Flat 3, IT Park, Parsodi, Nagpur 440022' }] })
      .where(eq(customers.id, c.id));
    const bike = await saveVehicle(t, c, 'Bike');
    const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
    connect(t, c.cookie);
    renderAt(`/checkout?cart=${item._id}`, <Checkout />);
    await screen.findByRole('heading', { name: 'Billing details' });
    const user = userEvent.setup();
    const [pickupSaved] = screen.getAllByLabelText('Or use a saved address');
    if (!pickupSaved) throw new Error('no saved-address choice');
    await user.selectOptions(pickupSaved, 'Office: Flat 3, IT Park, Parsodi, Nagpur 440022');
    await waitFor(() => expect((screen.getByLabelText(/Pincode/) as HTMLInputElement).value).toBe('440022'));
    expect(screen.getByText('Flat 3, IT Park, Parsodi, Nagpur 440022', { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText(/Flat \/ house no\. and building/)).toBeTruthy();
    expect(screen.getByLabelText(/Landmark/)).toBeTruthy();
  });

  it('locates a saved address written in Devanagari by its area, never by the name of the city alone', async () => {
    const c = await quickCustomer(t);
    const home = 'प्लॉट 7, धरमपेठ, नागपूर 440010';
    const shop = 'दुकान 3, नागपूर, महाराष्ट्र 440012';
    await t.database.db
      .update(customers)
      .set({
        otherAddresses: [
          { addressLabel: 'घर', address: home },
          { addressLabel: 'दुकान', address: shop },
        ],
      })
      .where(eq(customers.id, c.id));
    const bike = await saveVehicle(t, c, 'Bike');
    const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
    connect(t, c.cookie);
    renderAt(`/checkout?cart=${item._id}`, <Checkout />);
    await screen.findByRole('heading', { name: 'Billing details' });
    const user = userEvent.setup();
    const [pickupSaved] = screen.getAllByLabelText('Or use a saved address');
    if (!pickupSaved) throw new Error('no saved-address choice');
    await user.selectOptions(pickupSaved, `घर: ${home}`);
    const pickup = screen.getByRole('combobox', { name: /Pickup location/ }) as HTMLInputElement;
    await waitFor(() => expect(pickup.value).toBe('Dharampeth'));
    expect((screen.getByLabelText(/Pincode/) as HTMLInputElement).value).toBe('440010');
    expect(screen.getByText(home, { selector: 'p' })).toBeTruthy();
    // नागपूर names the city, not a place in it (it is also the start of नागपूर रेल्वे स्थानक): nothing is chosen.
    await user.selectOptions(pickupSaved, `दुकान: ${shop}`);
    expect(
      await screen.findByText('We could not find this address on the map. Search for its area above.'),
    ).toBeTruthy();
    expect(pickup.value).toBe('Dharampeth');
  });

  it('focuses the first field in error, and clears each error as its field becomes valid', async () => {
    const { user } = await atCheckout();
    await user.click(screen.getByLabelText(/I confirm the make and model/));
    await user.click(screen.getByLabelText(/I confirm the registration number/));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(placeButton());

    const date = screen.getByLabelText(/Date of servicing/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(date);
    const pincode = screen.getByLabelText(/Pincode/);
    expect(pincode.getAttribute('aria-invalid')).toBe('true');

    await user.type(date, tomorrow());
    await waitFor(() => expect(date.getAttribute('aria-invalid')).not.toBe('true'));
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    await user.type(pincode, '440010');
    await waitFor(() => expect(pincode.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('drops a coupon that stopped applying, says why, shows the amount without it, and books without it', async () => {
    const code = `GONE${Date.now().toString().slice(-6)}`;
    await t.database.db.insert(coupons).values({ code, discountType: 'fixed_card_discount', amount: 5_000 });
    const { c, user } = await atCheckout(code);
    await within(summary()).findByText(new RegExp(`\\(${code}\\)`));
    // The garage withdraws the coupon while the customer fills the form.
    await t.database.db.update(coupons).set({ active: false }).where(eq(coupons.code, code));
    await fill(user, COUPON_SLOT);
    await user.click(placeButton());

    const problem = await within(summary()).findByRole('alert');
    expect(problem.textContent).toContain('This coupon code is not valid.');
    expect(problem.textContent).toContain(`Coupon ${code} was removed: the amount above is without it.`);
    const amounts = within(summary())
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(amounts[2]).toBe('₹0');
    expect(amounts[3]).toBe(amounts[1]);
    expect(await ordersOf(c)).toHaveLength(0);

    await user.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/order-received'));
    expect(await ordersOf(c)).toMatchObject([{ couponCode: null, discountPaise: 0 }]);
  });

  it('books with the coupon applied in the cart, and asks nothing about it once the order is placed', async () => {
    const code = `KEEP${Date.now().toString().slice(-6)}`;
    await t.database.db.insert(coupons).values({ code, discountType: 'fixed_card_discount', amount: 5_000 });
    const { c, user, net } = await atCheckout(code);
    await within(summary()).findByText(new RegExp(`\\(${code}\\)`));
    await fill(user, KEPT_COUPON_SLOT as string);
    await user.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/order-received'));
    expect(await ordersOf(c)).toMatchObject([{ couponCode: code, discountPaise: 5_000 }]);
    // The cart item is gone with the order: no coupon call may follow (it could only answer 404).
    expect(after(net, 1).filter((r) => r.includes('/coupons/'))).toEqual([]);
  });

  it('asks a customer not on WhatsApp, sends the answer with the order, and asks no more once they are on it', async () => {
    const { c, item, user, net } = await atCheckout();
    const box = await screen.findByRole('checkbox', { name: 'Send me booking updates on WhatsApp' });
    expect(box).toHaveProperty('checked', false);
    await fill(user, KEPT_COUPON_SLOT as string);
    await user.click(box);
    await user.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/order-received'));
    expect(net.sent.find((r) => r.path === GENERATE)?.body).toMatchObject({ cartId: item._id, whatsappOptIn: true });
    const kept = await t.database.db.select().from(consents).where(eq(consents.customerId, c.id));
    expect(kept).toMatchObject([{ channel: 'whatsapp', granted: true, source: 'checkout' }]);
    cleanup();

    // The next checkout of the same customer asks no more, and sends nothing about WhatsApp.
    const bike = await saveVehicle(t, c, 'Bike');
    const next = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
    const again = connect(t, c.cookie);
    renderAt(`/checkout?${new URLSearchParams({ cart: next._id })}`, <Checkout />);
    await screen.findByRole('heading', { name: 'Billing details' });
    await fill(user, KEPT_COUPON_SLOT as string);
    expect(again.sent.some((r) => r.path === '/api/customer/channels')).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Send me booking updates on WhatsApp' })).toBeNull();
    await user.click(placeButton());
    await waitFor(() => expect(again.sent.some((r) => r.path === GENERATE)).toBe(true));
    expect(again.sent.find((r) => r.path === GENERATE)?.body).not.toHaveProperty('whatsappOptIn');
  });

  it('keeps what was typed for the tab (back, reload, log in again) and forgets it once the order is placed', async () => {
    const { c, item, user } = await atCheckout();
    await fill(user, COUPON_SLOT as string);
    await user.type(screen.getByLabelText(/Landmark \(optional\)/), 'Opp. Futala Lake');
    await user.click(screen.getByLabelText('A different place'));
    await user.type(screen.getByLabelText(/Landmark near the drop/), 'Near the temple');
    cleanup();

    // The page again, as after a reload: every field as it was, but the terms are asked again.
    renderAt(`/checkout?${new URLSearchParams({ cart: item._id })}`, <Checkout />);
    await screen.findByRole('heading', { name: 'Billing details' });
    expect(screen.getByLabelText(/Date of servicing/)).toHaveProperty('value', tomorrow());
    expect(await screen.findByRole('radio', { name: new RegExp(COUPON_SLOT as string) })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByLabelText(/Pincode/)).toHaveProperty('value', '440010');
    expect(screen.getByLabelText(/Alternate mobile number/)).toHaveProperty('value', '9822012345');
    expect(screen.getByLabelText(/Landmark \(optional\)/)).toHaveProperty('value', 'Opp. Futala Lake');
    expect(screen.getByLabelText(/Landmark near the drop/)).toHaveProperty('value', 'Near the temple');
    expect(screen.getByRole('combobox', { name: /Pickup location/ })).toHaveProperty(
      'value',
      expect.stringContaining('Dharampeth'),
    );
    expect(screen.getByLabelText(/I have read and agree/)).toHaveProperty('checked', false);
    expect(JSON.stringify(window.sessionStorage)).toContain('9822012345');

    await user.click(screen.getByLabelText('Same as pickup'));
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/order-received'));
    expect(await ordersOf(c)).toHaveLength(1);
    // Placed: nothing of it is kept in the tab any more.
    expect(JSON.stringify(window.sessionStorage)).not.toContain('9822012345');
  });

  it('counts a rider’s line as it is typed and never cuts it', async () => {
    const { user } = await atCheckout();
    const flat = screen.getByLabelText(/Flat \/ house no\. and building \(optional\)/);
    await user.click(flat);
    await user.paste('x'.repeat(100));
    expect(await screen.findByText('20 of 120 characters left')).toBeTruthy();
    await user.paste('y'.repeat(25));
    expect(flat).toHaveProperty('value', `${'x'.repeat(100)}${'y'.repeat(25)}`);
    expect(await screen.findByText('5 characters over the limit of 120: please shorten it')).toBeTruthy();
    expect(flat.getAttribute('aria-describedby')).toContain('-count');
  });

  it('on a slot taken meanwhile: says so beside the slot and reads the slots again, not the price', async () => {
    const { c, net, user } = await atCheckout();
    await fill(user, TAKEN_SLOT);
    // Someone else takes the last place of the chosen slot.
    await t.database.db
      .insert(slotCapacity)
      .values({ city: 'nagpur', date: tomorrow(), slot: TAKEN_SLOT, capacity: 1, booked: 1 })
      .onConflictDoUpdate({
        target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot],
        set: { booked: sql`${slotCapacity.capacity}` },
      });
    await user.click(placeButton());

    const group = screen.getByRole('group', { name: /Time slot/ });
    await within(group).findByText('This time slot was just booked. Please choose another.');
    await waitFor(() =>
      expect((within(group).getByRole('radio', { name: new RegExp(TAKEN_SLOT) }) as HTMLInputElement).disabled).toBe(
        true,
      ),
    );
    expect(after(net, 1)).toContain('GET /api/slots');
    expect(after(net, 1)).not.toContain('GET /api/customer/fetch/single');
    expect(await ordersOf(c)).toHaveLength(0);
  });

  it('on a price that changed while the order was placed: reads the price again, not the slots', async () => {
    const { c, net, user } = await atCheckout();
    await fill(user, PRICE_SLOT);
    const was = within(summary()).getAllByRole('definition')[1]?.textContent;

    // The garage changes the service's price each time the checkout is between its read and its write, as often as
    // the server reads again (3 times): sessions take the customer's row in turn, the next one queued before the
    // current one lets go, so that each place_order waits, then finds the price changed.
    const url = (t.config.database as { url: string }).url;
    const sessions = await Promise.all(
      [0, 1, 2].map(async () => {
        const s = new pg.Client({ connectionString: url });
        await s.connect();
        return s;
      }),
    );
    const lockCustomer = async (s: pg.Client) => {
      await s.query('begin');
      await s.query('select 1 from customers where id = $1 for update', [c.id]);
    };
    /** Until `n` sessions wait for a lock; a wait of over 30 s fails the test, saying so. */
    const waiting = async (n: number) => {
      for (const since = Date.now(); Date.now() - since < 30_000; ) {
        const { rows } = await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if ((rows[0] as { n: number }).n >= n) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`fewer than ${n} sessions waited for the customer's row`);
    };
    try {
      await lockCustomer(sessions[0] as pg.Client);
      await user.click(placeButton());
      for (let i = 0; i < 3; i++) {
        const current = sessions[i] as pg.Client;
        await waiting(1);
        const next = sessions[i + 1];
        const queued = next ? lockCustomer(next) : null;
        if (next) await waiting(2);
        await current.query('update product_prices set price_paise = price_paise + 10000 where product_id = $1', [
          service,
        ]);
        await current.query('commit');
        await queued;
      }
    } finally {
      for (const s of sessions) await s.end();
    }

    await screen.findByText(
      'This service or coupon changed while your order was being placed. Please check your cart and try again.',
    );
    await waitFor(() => expect(within(summary()).getAllByRole('definition')[1]?.textContent).not.toBe(was));
    expect(after(net, 1)).toContain('GET /api/customer/fetch/single');
    expect(after(net, 1)).not.toContain('GET /api/slots');
    expect(await ordersOf(c)).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again after a lost answer, and makes one order', async () => {
    const { c, net, user } = await atCheckout();
    await fill(user, RETRY_SLOT);
    net.loseNextAnswer(GENERATE);
    await user.click(placeButton());
    await screen.findByText(/network|connection|offline/i);
    await user.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/order-received'));

    const keys = net.sent.filter((r) => r.path === GENERATE).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S/);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(c)).toHaveLength(1);
  });
});
