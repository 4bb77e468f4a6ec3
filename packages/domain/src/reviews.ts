// Ratings and reviews: a delivered order's customer rates its service 1–5 with an optional comment, once;
// shoppers see the average, the count and recent reviews (first name and city only); the garage may hide one with a
// reason, and its customer sees that it was hidden.
import { z } from 'zod';
import { CITIES, type OrderStatus } from './constants.ts';
import { say } from './say.ts';

export const REVIEW_COMMENT_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;

export const ReviewBodySchema = z.object({
  rating: z
    .number(say('chooseRating'))
    .int(say('chooseRating'))
    .min(1, say('chooseRating'))
    .max(5, say('chooseRating')),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, say('reviewTooLong')).optional().default(''),
});
export type ReviewBody = z.output<typeof ReviewBodySchema>;

/** What an erased customer's details read as wherever a record must keep a name (the console's, invoices' language). */
export const ERASED_NAME = 'Deleted customer';

/** A review as shoppers see it: the first name and city, never more of the person. */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The reviewer's first name; null once they erased their account (the page says "a former customer" in its language). */
  name: z.string().nullable(),
  city: z.enum(CITIES),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** The average (one decimal) and count of a service's published reviews; null average when none. */
export const RatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof RatingSchema>;

export const ProductReviewsResponseSchema = z.object({
  success: z.literal(true),
  ...RatingSchema.shape,
  reviews: z.array(PublicReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export const ReviewsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).optional().default(1) });

/** The customer's own review on their order: with whether the garage hid it, and why. */
export const OwnReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export const ReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: OwnReviewSchema,
});

/** The console's list, and hiding or showing a review with a reason. */
export const OpsReviewSchema = OwnReviewSchema.extend({
  _id: z.string(),
  orderId: z.string(),
  OID: z.string(),
  productName: z.string(),
  name: z.string(),
  city: z.enum(CITIES),
});
export const OpsReviewsResponseSchema = z.object({ success: z.literal(true), reviews: z.array(OpsReviewSchema) });
export const HideReviewBodySchema = z.discriminatedUnion('hidden', [
  z.object({
    hidden: z.literal(true),
    reason: z.string().trim().min(3, 'Say why the review is hidden (at least 3 characters).').max(300),
  }),
  z.object({ hidden: z.literal(false) }),
]);

/** A service is rated once its vehicle is back: the order delivered. */
export const canRate = (status: OrderStatus) => status === 'delivered';

/** 4.25 → 4.3: what a card shows. */
export const roundedAverage = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10;
