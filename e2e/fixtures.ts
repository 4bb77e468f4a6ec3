// Typed fixtures for end-to-end specs. The shop runs once per worker (shop.ts); every page is prepared alike
// (support.ts: nothing outside the shop is reached, goto waits for the app, script errors are kept). State is set up
// through the shop's own API, never by clicking: a customer, a saved vehicle, a placed order, the garage's operator.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import { LoginResponseSchema, VehicleAddedResponseSchema } from '@motomitra/domain/accounts';
import {
  AddToCartResponseSchema,
  type Order,
  PlaceOrderResponseSchema,
  SlotsResponseSchema,
} from '@motomitra/domain/booking';
import { ProductListSchema, VehicleCatalogueResponseSchema } from '@motomitra/domain/catalogue';
import { SuccessSchema } from '@motomitra/domain/responses';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import type { z } from 'zod';
import { type Mailbox, openMailbox } from './mail.ts';
import { type DatabaseKind, type Shop, startShop } from './shop.ts';
import { blockOutsideRequests, PHONE, preparePage } from './support.ts';

export { expect };

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

/** The garage (an operator logged in `ops`) takes a booked order to delivered, payment still pending. */
export async function deliverThroughOps(ops: APIRequestContext, orderId: string): Promise<void> {
  for (const data of [
    { to: 'pickedUp' },
    { to: 'inService' },
    { to: 'inTransitDown' },
    { to: 'delivered', unpaidReason: 'Pays cash at the garage' },
  ]) {
    const res = await ops.post(`/api/ops/orders/${orderId}/status`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * A page in a fresh context of the given size (prepared like `page`), closed after the test. Tests keep that size: a
 * page resized mid-test (setViewportSize) now and then left Chromium producing no frames, and clicks then waited for a
 * "stable" element until they timed out (issue 12); a second size is a second page.
 */
export type OpenPage = (
  viewport?: { width: number; height: number },
  options?: {
    reducedMotion?: 'reduce' | 'no-preference';
    /** Cookies to start with, such as another context's log-in (context.storageState()). */
    storageState?: BrowserContextOptions['storageState'];
  },
) => Promise<{ context: BrowserContext; page: Page }>;

type WorkerFixtures = {
  /** The database the project's shop runs on (set per project in playwright.config.ts). */
  database: DatabaseKind;
  /** The shop this worker tests. */
  shop: Shop;
  /** The e-mails the shop has queued (it has no SMTP). */
  mailbox: Mailbox;
};

type TestFixtures = {
  openPage: OpenPage;
  /** The name `customer` registers with. */
  customerName: string;
  /** A customer registered through the API, logged in in `page`'s context. */
  customer: Customer;
  /** The catalogue vehicle (first whose make and model contain `search`) and registration `vehicle` saves. */
  vehicleToAdd: { search: string; reg: string };
  /** `customer`'s vehicle, saved through the API. */
  vehicle: CustomerVehicle;
  /** A bike service for `vehicle` in Nagpur tomorrow, put in the cart and checked out through the API. */
  placedOrder: Order;
  /** The garage's operator, logged in through the API in a browser context of its own (so `page` stays free). */
  operator: { context: BrowserContext; page: Page };
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  database: ['embedded', { scope: 'worker', option: true }],
  shop: [
    async ({ database }, use, workerInfo) => {
      // One log a worker: after a failed test the next worker's shop would otherwise overwrite the failed one's.
      const shop = await startShop(database, `${workerInfo.project.name}-worker${workerInfo.workerIndex}`);
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    // Starting the shop includes `operator:create`, migrations and the demo catalogue.
    { scope: 'worker', timeout: 180_000 },
  ],
  mailbox: [
    async ({ shop }, use) => {
      const mailbox = openMailbox(shop);
      try {
        await use(mailbox);
      } finally {
        await mailbox.close();
      }
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ shop }, use) => {
    await use(shop.baseURL);
  },
  context: async ({ context }, use) => {
    await blockOutsideRequests(context);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    preparePage(page, { javaScriptEnabled: javaScriptEnabled !== false });
    await use(page);
  },
  openPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = PHONE, options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        reducedMotion: options.reducedMotion ?? 'no-preference',
        ...(options.storageState ? { storageState: options.storageState } : {}),
      });
      contexts.push(context);
      await blockOutsideRequests(context);
      const page = await context.newPage();
      preparePage(page, { javaScriptEnabled: true });
      return { context, page };
    });
    for (const context of contexts) await context.close();
  },

  customerName: ['Asha Kulkarni', { option: true }],
  customer: async ({ page, customerName }, use) => {
    await use(await registerCustomer(page.request, customerName));
  },
  vehicleToAdd: [{ search: 'Activa', reg: 'MH31AB1234' }, { option: true }],
  vehicle: async ({ page, customer: _loggedIn, vehicleToAdd }, use) => {
    await use(await saveVehicle(page.request, vehicleToAdd.search, vehicleToAdd.reg));
  },
  placedOrder: async ({ page, vehicle }, use) => {
    await use(await placeOrder(page.request, vehicle.reg_number));
  },
  operator: async ({ openPage, shop }, use) => {
    const { context, page } = await openPage();
    await logIn(context.request, shop.operator);
    await use({ context, page });
  },
});
