// Typed fixtures that set up state through the shop's own API (never by clicking): a customer, a saved vehicle,
// an order, the garage's operator logged in.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PASSWORD = 'Garage@2026';

let n = 0;
/** Registers a new customer in the page's browser context (the session cookie lands in the context). */
export async function registerCustomer(page: Page, name = 'Asha Kulkarni') {
  n++;
  const email = `e2e.${Date.now()}.${n}@example.in`;
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const res = await page.request.post('/api/customer/register', {
    data: { customerData: { name, email, phone_no: phone, password: PASSWORD } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, phone, name };
}

/** Logs the garage's operator (made by global setup) in, in this browser context: its pages share the session. */
export async function loginOperator(context: BrowserContext): Promise<void> {
  const res = await context.request.post('/api/customer/login', { data: inject('operator') });
  expect(res.status(), await res.text()).toBe(200);
}

/** Saves the first catalogue vehicle whose make and model contain `search`. */
export async function addVehicle(page: Page, search: string, reg: string) {
  const all = (await (await page.request.get('/api/vehicles/allvehicles')).json()) as {
    vehiclesData: { _id: string; make_model: string }[];
  };
  const entry = all.vehiclesData.find((v) => v.make_model.toLowerCase().includes(search.toLowerCase()));
  if (!entry) throw new Error(`no catalogue vehicle like ${search}`);
  const res = await page.request.put('/api/customer/addvehicle', {
    data: { catalogue_id: entry._id, make_model: entry.make_model, reg_number: reg },
  });
  expect(res.status(), await res.text()).toBe(201);
  return entry;
}

/** Tomorrow's date in IST, yyyy-mm-dd. */
export function tomorrowIst(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

/** A booked order through the shop's own calls (cart, then checkout), as the customer in `page` would make it. */
export async function placeOrderViaApi(page: Page, reg: string) {
  const products = (await (await page.request.get('/api/products/allproducts')).json()) as {
    _id: string;
    category: string;
  }[];
  const bike = products.find((p) => p.category === 'Bike');
  if (!bike) throw new Error('no bike product');
  const cart = await page.request.put('/api/customer/cart', {
    data: { selectedProductId: bike._id, city: 'Nagpur', reg_number: reg },
  });
  // PUT /api/customer/cart answers 200 with the cart item, whether it was added now or was there already.
  expect(cart.status(), await cart.text()).toBe(200);
  const cartId = ((await cart.json()) as { cartItem: { _id: string } }).cartItem._id;
  const place = { address: 'Dharampeth, Nagpur, Maharashtra 440010', coordinates: { lat: 21.1397, lng: 79.0636 } };
  const res = await page.request.post('/api/newmyorder/generate', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      cartId,
      orderData: {
        verifyMakeModel: true,
        verifyRegistrationNumber: true,
        pickupLocation: place,
        dropLocation: place,
        servicingDate: tomorrowIst(),
        serviceTimeSlot: '04:00 PM - 06:00 PM',
        expectedDeliveryDate: tomorrowIst(),
        state: 'Maharashtra',
        pincode: '440010',
        alternateNumber: '9822012345',
        termsAccepted: true,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { _id: string; OID: string; totalSellingPrice: number } }).order;
}
