// Typed fixtures for end-to-end specs. The shop runs once per worker (shop.ts); every page is prepared alike
// (support.ts: nothing outside the shop is reached, goto waits for the app, script errors are kept). State is set up
// through the shop's own API (api-setup.ts), never by clicking: a customer, a saved vehicle, a placed order, the
// garage's operator.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import type { Order } from '@motomitra/domain/booking';
import { type BrowserContext, type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { type Customer, logIn, placeOrder, registerCustomer, saveVehicle } from './api-setup.ts';
import { type Mailbox, openMailbox } from './mail.ts';
import { type Phones, phonesOf } from './phones.ts';
import { type DatabaseKind, type Shop, startShop } from './shop.ts';
import { blockOutsideRequests, PHONE, preparePage } from './support.ts';

export { expect };

/**
 * A page in a fresh context of the given size (prepared like `page`), closed after the test. Tests keep that size: a
 * page resized mid-test (setViewportSize) now and then left Chromium producing no frames, and clicks then waited for a
 * "stable" element until they timed out; a second size is a second page.
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
  /** What the shop's WhatsApp and SMS providers received (login codes, templates), and webhooks to it (phones.ts). */
  phones: Phones;
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
  phones: [
    async ({ shop }, use) => {
      await use(phonesOf(shop.channels, shop.baseURL));
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
