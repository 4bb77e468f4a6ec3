// The garage's desk in Chromium, for the console's specs: the operator at 1280 px, logged in at /login (landing on
// /ops), and the same log-in on a 360 px phone, a context of its own, never resized.
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { DESKTOP, PHONE, submitLogin } from './support.ts';

export { expect };

export const test = base.extend<{ desk: Page; phone: Page }>({
  desk: async ({ openPage, shop }, use) => {
    const { page } = await openPage(DESKTOP);
    await page.goto('/login');
    await submitLogin(page, shop.operator);
    await expect(page).toHaveURL((u) => u.pathname === '/ops');
    await use(page);
  },
  phone: async ({ openPage, desk }, use) => {
    const { page } = await openPage(PHONE, { storageState: await desk.context().storageState() });
    await use(page);
  },
});
