// Ratings and reviews over the real API: a delivered order's customer rates its service once (refusals
// change nothing), everyone reads the average, count and recent reviews with a first name and city only, the garage
// hides one with a reason (gone from the average, its customer told why) and shows it again.

import { TIME_SLOTS } from '@motomitra/domain/constants';
import { MESSAGES } from '@motomitra/domain/messages';
import { REVIEWS_PAGE_SIZE } from '@motomitra/domain/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../../db/schema.ts';
import { placeTestOrder, productId, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
let oil: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  oil = await productId(t, 'bike-engine-oil-change');
});
afterAll(() => t?.close());

let placed = 0;
/** A customer named `name` with an order for the oil change, delivered unless `open`. */
async function ordered(name: string, open = false): Promise<{ c: Shopper; id: string }> {
  const c = await quickCustomer(t, name);
  const slot = TIME_SLOTS[placed++ % TIME_SLOTS.length];
  const { _id: id } = await placeTestOrder(t, c, { slug: 'bike-engine-oil-change', slot });
  if (!open) await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, id));
  return { c, id };
}
const rate = (c: Shopper, id: string, payload: Record<string, unknown>) =>
  as(t.app, c, { method: 'POST', url: `/api/orders/${id}/review`, payload });
const publicReviews = async (page = 1) =>
  (await t.app.inject({ url: `/api/products/${oil}/reviews?page=${page}` })).json();

describe('rating a service', () => {
  it('is for the customer of a delivered order, once, with a valid rating and comment', async () => {
    const { c, id } = await ordered('Ravi Kumar Deshmukh');
    const open = await ordered('Open Order', true);
    const other = await quickCustomer(t);
    expect((await rate(open.c, open.id, { rating: 5 })).json().message).toBe(MESSAGES.reviewOnlyDelivered);
    expect((await rate(other, id, { rating: 5 })).statusCode).toBe(403);
    for (const rating of [0, 6, 2.5, '5', null]) expect((await rate(c, id, { rating })).statusCode).toBe(400);
    expect((await rate(c, id, { rating: 4, comment: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderId, id))).toEqual([]);

    const res = await rate(c, id, { rating: 4, comment: '  Picked up on time, bike runs smoothly.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.reviewThanks,
      review: { rating: 4, comment: 'Picked up on time, bike runs smoothly.', hidden: false },
    });
    const again = await rate(c, id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.reviewAlready);
    // The order shows the customer their review.
    const mine = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/customers/orders' });
    expect(mine.json().orders[0].review).toMatchObject({ rating: 4 });
  });
});

describe('a service’s reviews', () => {
  it('give the average, the count and recent reviews with a first name and city only, a page at a time', async () => {
    const before = await publicReviews();
    const extra = REVIEWS_PAGE_SIZE + 1;
    for (let i = 0; i < extra; i++) {
      const { c, id } = await ordered(`Asha${i} Patil`);
      expect((await rate(c, id, { rating: i % 2 ? 5 : 3 })).statusCode).toBe(201);
    }
    const first = await publicReviews();
    expect(first.count).toBe(before.count + extra);
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.pages).toBe(Math.ceil(first.count / REVIEWS_PAGE_SIZE));
    expect(first.reviews[0]).toMatchObject({ name: `Asha${extra - 1}`, city: 'nagpur' });
    expect(JSON.stringify(first)).not.toMatch(/Patil|@example|shopper\./);
    const second = await publicReviews(2);
    expect(second.reviews.length).toBeGreaterThan(0);
    expect(second.reviews[0]._id).not.toBe(first.reviews[0]._id);
    // The lists carry the same average and count.
    const listed = (await t.app.inject({ url: '/api/products/allproducts' }))
      .json()
      .find((p: { _id: string }) => p._id === oil);
    expect(listed.rating).toEqual({ average: first.average, count: first.count });
    expect((await t.app.inject({ url: '/api/products/not-a-uuid/reviews' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/${oil}/reviews?page=0` })).statusCode).toBe(400);
  });

  it('can be hidden by the garage with a reason: gone from the average, and its customer sees why', async () => {
    const { c, id } = await ordered('Mohan Rao');
    await rate(c, id, { rating: 1, comment: 'Call me on 9822012345 for a discount elsewhere' });
    const withIt = await publicReviews();
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.orderId, id));
    const url = `/api/ops/reviews/${row?.id}`;
    expect((await as(t.app, op, { method: 'PATCH', url, payload: { hidden: true } })).statusCode).toBe(400);
    expect((await as(t.app, c, { method: 'PATCH', url, payload: { hidden: true, reason: 'Spam' } })).statusCode).toBe(
      403,
    );
    const hide = await as(t.app, op, {
      method: 'PATCH',
      url,
      payload: { hidden: true, reason: 'Shares a phone number' },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().reviews.find((r: { _id: string }) => r._id === row?.id)).toMatchObject({
      hidden: true,
      OID: expect.any(String),
    });
    const without = await publicReviews();
    expect(without.count).toBe(withIt.count - 1);
    expect(JSON.stringify(without)).not.toContain('9822012345');
    const mine = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/customers/orders' });
    expect(mine.json().orders[0].review).toMatchObject({ hidden: true, hiddenReason: 'Shares a phone number' });
    expect((await as(t.app, op, { method: 'PATCH', url, payload: { hidden: false } })).statusCode).toBe(200);
    expect((await publicReviews()).count).toBe(withIt.count);
  });
});
