// The steps of booking a bike service as a customer does it in the browser, shared by the specs that book: from the
// shop to a service's page and its ADD TO CART, and the checkout's fields.
import { expect, type Locator, type Page } from '@playwright/test';
import { tomorrowIst } from './api-setup.ts';
import { productCards } from './support.ts';

/** From the shop to a bike service's page, its city Nagpur (the only vehicle is chosen): ADD TO CART, enabled. */
export async function addBikeServiceToCart(page: Page): Promise<Locator> {
  await page.goto('/productcategory/bike');
  await productCards(page)
    .filter({ hasText: 'Bike' })
    .first()
    .getByRole('link', { name: /Select Options/ })
    .click();
  await expect(page).toHaveURL(/\/product\//);
  const addButton = page.getByRole('button', { name: 'ADD TO CART' });
  await expect(addButton).toBeDisabled();
  // The customer's only vehicle this service fits is chosen already; the city is still to choose.
  await expect(page.getByRole('group', { name: 'Your vehicle' }).getByRole('radio').first()).toBeChecked();
  await page.getByLabel('City').selectOption('nagpur');
  await expect(page.getByText(/Price: ₹[\d,]+/)).toBeVisible();
  await expect(addButton).toBeEnabled();
  return addButton;
}

/** Fills the checkout for a bike: confirmations, tomorrow, the first free slot, a searched pickup, pincode, mobile. */
export async function fillCheckout(page: Page) {
  await page.getByLabel(/I confirm the make and model/).check();
  await page.getByLabel(/I confirm the registration number/).check();
  await page.getByLabel('Date of servicing').fill(tomorrowIst());
  await page.getByRole('group', { name: 'Time slot' }).getByRole('radio', { disabled: false }).first().check();
  await page.getByLabel('Expected delivery date').fill(tomorrowIst());
  const search = page.getByRole('combobox', { name: /Pickup location/ });
  await search.fill('Dharampeth');
  await page
    .getByRole('option', { name: /Dharampeth/ })
    .first()
    .click();
  await page.getByLabel('Pincode').fill('440010');
  await page.getByLabel('Alternate mobile number').fill('9822012345');
}
