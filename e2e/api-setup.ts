// State set up through the shop's own calls, never by clicking, each answer read with the domain's schema for it: a
// customer registered and logged in, a catalogue vehicle saved, an order booked through the cart and checkout, and the
// garage taking it to delivered. The fixtures (fixtures.ts) and the specs use them.
import { type CustomerVehicle, LoginResponseSchema, VehicleAddedResponseSchema } from '@motomitra/domain/accounts';
import {
  AddToCartResponseSchema,
  type Order,
  OrderResponseSchema,
  PlaceOrderResponseSchema,
  SlotsResponseSchema,
} from '@motomitra/domain/booking';
import { ProductListSchema, VehicleCatalogueResponseSchema } from '@motomitra/domain/catalogue';
import { type OpsOrder, OpsOrderResponseSchema } from '@motomitra/domain/ops';
import { SuccessSchema } from '@motomitra/domain/responses';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { z } from 'zod';

export const PASSWORD = 'Garage@2026';

/** The answer's status must be `status`; its body is read with the domain's schema for it. */
export async function readAnswer<S extends z.ZodType>(
  res: APIResponse,
  status: number,
  schema: S,
): Promise<z.output<S>> {
  expect(res.status(), await res.text()).toBe(status);
  return schema.parse(await res.json());
}

/** Tomorrow's date in IST, yyyy-mm-dd. */
export function tomorrowIst(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

export type Customer = { name: string; email: string; phone: string; password: string };

let registered = 0;
/** Registers a new customer through `request`; the session cookie lands where `request` keeps its cookies. */
export async function registerCustomer(
  request: APIRequestContext,
  name: string,
  email = `e2e.${Date.now()}.${++registered}@example.in`,
): Promise<Customer> {
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const res = await request.post('/api/customer/register', {
    data: { customerData: { name, email, phone_no: phone, password: PASSWORD } },
  });
  await readAnswer(res, 201, SuccessSchema);
  return { name, email, phone, password: PASSWORD };
}

/** Logs an account in through `request` (a context's request shares its cookies with the context's pages). */
export async function logIn(request: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  await readAnswer(await request.post('/api/customer/login', { data: account }), 200, LoginResponseSchema);
}

/** Saves the first catalogue vehicle whose make and model contain `search`, for the customer logged in `request`. */
export async function saveVehicle(request: APIRequestContext, search: string, reg: string): Promise<CustomerVehicle> {
  const { vehiclesData } = await readAnswer(
    await request.get('/api/vehicles/allvehicles'),
    200,
    VehicleCatalogueResponseSchema,
  );
  const entry = vehiclesData.find((v) => v.make_model.toLowerCase().includes(search.toLowerCase()));
  if (!entry) throw new Error(`no catalogue vehicle like ${search}`);
  const res = await request.put('/api/customer/addvehicle', {
    data: { catalogue_id: entry._id, make_model: entry.make_model, reg_number: reg },
  });
  return (await readAnswer(res, 201, VehicleAddedResponseSchema)).vehicle;
}

/** A date in IST `days` from today, yyyy-mm-dd. */
function istDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
}

/**
 * The first slot with a place left from the day after tomorrow, as the shop's slot call says: every test of a worker
 * books in one shop, and a fixed slot (4 places) filled up once more than four tests placed an order. Tomorrow is
 * left to the tests that book through the checkout page.
 */
async function freeSlot(request: APIRequestContext): Promise<{ date: string; slot: string }> {
  for (let day = 2; day <= 15; day++) {
    const date = istDay(day);
    const { slots } = await readAnswer(
      await request.get(`/api/slots?city=nagpur&date=${date}`),
      200,
      SlotsResponseSchema,
    );
    const open = slots.find((s) => s.available);
    if (open) return { date, slot: open.slot };
  }
  throw new Error('no slot with a place left in the next two weeks');
}

/** A booked order through the shop's own calls (cart, then checkout), as the customer logged in `request` makes it. */
export async function placeOrder(request: APIRequestContext, reg: string): Promise<Order> {
  const products = await readAnswer(await request.get('/api/products/allproducts'), 200, ProductListSchema);
  const bike = products.find((p) => p.category === 'Bike');
  if (!bike) throw new Error('no bike product');
  // PUT /api/customer/cart answers 200 with the cart item, whether it was added now or was there already.
  const cart = await request.put('/api/customer/cart', {
    data: { selectedProductId: bike._id, city: 'Nagpur', reg_number: reg },
  });
  const { cartItem } = await readAnswer(cart, 200, AddToCartResponseSchema);
  const place = { address: 'Dharampeth, Nagpur, Maharashtra 440010', coordinates: { lat: 21.1397, lng: 79.0636 } };
  const when = await freeSlot(request);
  const res = await request.post('/api/newmyorder/generate', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      cartId: cartItem._id,
      orderData: {
        verifyMakeModel: true,
        verifyRegistrationNumber: true,
        pickupLocation: place,
        dropLocation: place,
        servicingDate: when.date,
        serviceTimeSlot: when.slot,
        expectedDeliveryDate: when.date,
        state: 'Maharashtra',
        pincode: '440010',
        alternateNumber: '9822012345',
        termsAccepted: true,
      },
    },
  });
  return (await readAnswer(res, 201, PlaceOrderResponseSchema)).order;
}

/**
 * The desk hands the vehicle over at `stage`: with the customer's `code` (they read it on their order, customersCode),
 * or without one by an override with a reason, as an advisor may. The status route no longer picks up or delivers an
 * order with a handover code. `more`: a delivery's unpaidReason.
 */
export async function handOverThroughOps(
  ops: APIRequestContext,
  orderId: string,
  stage: 'pickup' | 'drop',
  code: string | null = null,
  more: { unpaidReason?: string } = {},
): Promise<void> {
  const how = code === null ? { override: true, reason: 'Handed over at the garage counter' } : { code };
  const res = await ops.post(`/api/ops/orders/${orderId}/handover`, { data: { stage, ...how, ...more } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The handover code on the customer's own order (`customer`: their logged-in requests). */
export async function customersCode(customer: APIRequestContext, orderId: string): Promise<string | null> {
  const res = await customer.get(`/api/v1/order/fetch/order/${orderId}`);
  return (await readAnswer(res, 200, OrderResponseSchema)).orderData.handoverCode ?? null;
}

/**
 * The garage (an operator logged in `ops`) picks the order up, brings it back, asks for the payment and records it as
 * paid in cash at the door, as the console does it; answers the order as the console then shows it (its invoice).
 */
export async function paidInCashThroughOps(ops: APIRequestContext, orderId: string): Promise<OpsOrder> {
  await handOverThroughOps(ops, orderId, 'pickup');
  for (const to of ['inService', 'inTransitDown']) {
    await readAnswer(
      await ops.post(`/api/ops/orders/${orderId}/status`, { data: { to } }),
      200,
      OpsOrderResponseSchema,
    );
  }
  await ops.post(`/api/ops/orders/${orderId}/request-payment`, { data: {} });
  const { order } = await readAnswer(await ops.get(`/api/ops/orders/${orderId}`), 200, OpsOrderResponseSchema);
  const paid = await ops.post(`/api/ops/orders/${orderId}/confirm-payment`, {
    data: { method: 'cash', reference: '', amount: order.finalTotal },
  });
  return (await readAnswer(paid, 200, OpsOrderResponseSchema)).order;
}

/** The garage (an operator logged in `ops`) takes a booked order to delivered, payment still pending. */
export async function deliverThroughOps(ops: APIRequestContext, orderId: string): Promise<void> {
  await handOverThroughOps(ops, orderId, 'pickup');
  for (const data of [{ to: 'inService' }, { to: 'inTransitDown' }]) {
    const res = await ops.post(`/api/ops/orders/${orderId}/status`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
  await handOverThroughOps(ops, orderId, 'drop', null, { unpaidReason: 'Pays cash at the garage' });
}
