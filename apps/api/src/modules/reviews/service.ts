// Ratings and reviews: one per delivered order, by its customer; the average, count and recent published
// reviews of a service; the garage hides one with a reason. Shoppers see a first name and a city, nothing more.
import { isUuid } from '@motomitra/domain/ids';
import {
  canRate,
  ERASED_NAME,
  type PublicReview,
  type Rating,
  REVIEWS_PAGE_SIZE,
  type ReviewBody,
  roundedAverage,
} from '@motomitra/domain/reviews';
import { say } from '@motomitra/domain/say';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orders, products, reviews } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { ownOrder } from '../orders/service.ts';
import { type OwnReview, ownReview } from '../orders/wire.ts';

/** The customer rates their delivered order's service, once. */
export async function addReview(db: Db, customerId: string, orderId: string, body: ReviewBody): Promise<OwnReview> {
  try {
    return await db.transaction(async (tx) => {
      const o = await ownOrder(tx, customerId, orderId, true);
      if (!canRate(o.status)) throw conflict(say('reviewOnlyDelivered'));
      const [done] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, o.id));
      if (done) throw conflict(say('reviewAlready'));
      const [row] = await tx
        .insert(reviews)
        .values({
          orderId: o.id,
          productId: o.productId,
          customerId,
          rating: body.rating,
          comment: body.comment,
          // The first name only: what shoppers see of the person, with the city.
          firstName: o.customerName.trim().split(/\s+/)[0] ?? '',
          city: o.city,
        })
        .returning();
      if (!row) throw new Error('review insert returned nothing');
      return ownReview(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(say('reviewAlready'));
    throw err;
  }
}

/** Every service's (or these services') average and count of published reviews, by product id. */
export async function ratingsByProduct(db: Db, productIds?: string[]): Promise<Map<string, Rating>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({
      productId: reviews.productId,
      sum: sql<number>`sum(${reviews.rating})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.hidden, false), productIds ? inArray(reviews.productId, productIds) : undefined))
    .groupBy(reviews.productId);
  return new Map(
    rows.flatMap((r) =>
      r.productId ? [[r.productId, { average: roundedAverage(r.sum, r.count), count: r.count }]] : [],
    ),
  );
}

/** A service's average, count and a page of its recent published reviews (404 for an unknown service). */
export async function productReviews(db: Db, productId: string, page: number) {
  if (!isUuid(productId)) throw notFound(say('serviceNotFound'));
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(say('serviceNotFound'));
  const published = and(eq(reviews.productId, productId), eq(reviews.hidden, false));
  const [[totals], rows] = await Promise.all([
    db
      .select({
        sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(reviews)
      .where(published),
    db
      .select()
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  const count = totals?.count ?? 0;
  return {
    success: true as const,
    average: roundedAverage(totals?.sum ?? 0, count),
    count,
    reviews: rows.map(
      (r): PublicReview => ({
        _id: r.id,
        rating: r.rating,
        comment: r.comment,
        name: r.firstName === ERASED_NAME ? null : r.firstName,
        city: r.city,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    page,
    pages: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)),
  };
}

/** The console's list: the most recent reviews, hidden ones included. */
export async function opsReviews(db: Db) {
  const rows = await db
    .select({ review: reviews, oid: orders.oid, product: orders.product })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .orderBy(desc(reviews.createdAt))
    .limit(200);
  return rows.map(({ review, oid, product }) => ({
    ...ownReview(review),
    _id: review.id,
    orderId: review.orderId,
    OID: oid,
    productName: product.product_name,
    name: review.firstName,
    city: review.city,
  }));
}

/** Hides a review with a reason, or shows it again. */
export async function setReviewHidden(db: Db, id: string, hidden: boolean, reason: string | null): Promise<void> {
  const [row] = await db
    .update(reviews)
    .set({ hidden, hiddenReason: hidden ? reason : null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (!row) throw notFound('No such review.');
}
