// Ratings and reviews in Chromium on a 360 px phone: once the vehicle is delivered the customer rates the
// service (axe-clean dialog, stars as radio buttons), the product page shows the rating and the review with a first
// name and city, and the garage hides it with a reason, which the customer then sees on their order.
import { deliverThroughOps } from '../api-setup.ts';
import { expect, test } from '../fixtures.ts';
import { bodyRows, DESKTOP, expectNoAxeViolations, expectToast, jsErrors, PHONE, submitLogin } from '../support.ts';

test.describe('ratings and reviews', () => {
  test.use({ viewport: PHONE, customerName: 'Pallavi Joshi' });

  test('the customer rates a delivered service, shoppers see it, and the garage hides it with a reason', async ({
    page,
    placedOrder: order,
    operator,
    openPage,
    shop,
  }) => {
    const ops = operator.context.request;
    await deliverThroughOps(ops, order._id);

    await page.goto('/my-account/orders');
    const row = bodyRows(page.getByRole('table', { name: 'Your orders' })).filter({ hasText: order.OID });
    await row.getByRole('button', { name: `Rate the service of order ${order.OID}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rate order ${order.OID}` });
    const stars = dialog.getByRole('group', { name: /Your rating/ });
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await expect(stars).toContainText('Choose a rating from 1 to 5 stars.');
    // By keyboard: the first star, then the arrow keys move along the stars.
    await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill('Rider came on time; the bike starts at the first kick now.');
    await expectNoAxeViolations(page, 'the rating dialog at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await expectToast(page, 'Thank you for rating this service.');
    await expect(row.getByRole('button', { name: `Rate the service of order ${order.OID}` })).toHaveCount(0);

    // The product page shows the rating and the review, with the first name and city only.
    const productId = order.productsBuyed[0]
      ? (await (await page.request.get('/api/products/allproducts')).json()).find(
          (p: { product_name: string }) => p.product_name === order.productsBuyed[0]?.product_name,
        )?._id
      : undefined;
    expect(productId).toBeTruthy();
    await page.goto(`/product/${productId}`);
    const reviews = page.getByRole('region', { name: 'What customers say' });
    await expect(reviews).toContainText('Rider came on time; the bike starts at the first kick now.');
    await expect(reviews).toContainText('Pallavi, Nagpur');
    await expect(reviews).not.toContainText('Joshi');
    await expect(page.getByText(/out of 5 \(\d+ ratings?\)/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the product page with reviews at 360 px');
    // Search engines get it too: the server-rendered shop page's AutoRepair names the service's AggregateRating (once
    // the catalogue's cache window has passed, CATALOGUE_CACHE_MS).
    const name = order.productsBuyed[0]?.product_name;
    await expect
      .poll(
        async () => {
          const html = await (await page.request.get('/shop')).text();
          const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
          const offers = JSON.parse(json).hasOfferCatalog?.itemListElement ?? [];
          return offers.find((o: { itemOffered: { name: string } }) => o.itemOffered.name === name)?.itemOffered
            .aggregateRating?.['@type'];
        },
        { timeout: 15_000 },
      )
      .toBe('AggregateRating');

    // The garage hides it; the customer sees why.
    const { page: desk } = await openPage(DESKTOP);
    await desk.goto('/login');
    await submitLogin(desk, shop.operator);
    await expect(desk).toHaveURL((u) => u.pathname === '/ops');
    await desk.goto('/ops/reviews');
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Reviews');
    await desk.getByLabel(`Why hide the review of order ${order.OID}`).fill('Mentions another customer');
    await desk.getByRole('button', { name: `Hide the review of order ${order.OID}` }).click();
    await expectToast(desk, 'Review hidden; its customer sees why.');
    await expectNoAxeViolations(desk, '/ops/reviews');
    await page.goto(`/product/${productId}`);
    const after = page.getByRole('region', { name: 'What customers say' });
    // Loaded first (the count, or that there is none), so that the absence below is not a spinner's.
    await expect(after.getByText(/out of 5|No ratings yet/).first()).toBeVisible();
    await expect(after).not.toContainText('first kick');
    await page.goto('/my-account/orders');
    await row.getByRole('button', { name: `View Details of order ${order.OID}` }).click();
    await expect(page.getByRole('dialog', { name: `Order ${order.OID}` })).toContainText(
      'Hidden by the garage: Mentions another customer',
    );
    expect(jsErrors(page)).toEqual([]);
  });
});
