// Ratings and reviews: the customer's rating of a delivered order, a service's reviews for everyone, and
// the console's list with hiding.
import { ProductIdParamsSchema } from '@motomitra/domain/catalogue';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { BOOKING_ERROR_RESPONSES, ErrorResponseSchema } from '@motomitra/domain/responses';
import {
  HideReviewBodySchema,
  OpsReviewsResponseSchema,
  ProductReviewsResponseSchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  ReviewsQuerySchema,
} from '@motomitra/domain/reviews';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { addReview, opsReviews, productReviews, setReviewHidden } from './service.ts';

/** POST /api/orders/{id}/review: behind the logged-in customer's hook (booking routes). */
export const customerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/review',
    {
      schema: {
        params: IdParamsSchema,
        body: ReviewBodySchema,
        response: { 201: ReviewResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const review = await addReview(app.db, sessionOf(request).customerId, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: say('reviewThanks'), review });
    },
  );
};

/** GET /api/products/{id}/reviews: for everyone. */
export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ProductReviewsResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => productReviews(app.db, request.params.id, request.query.page),
  );
};

/** The console's reviews, and hiding one with a reason (behind the operator hook). */
export const opsReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ops/reviews', { schema: { response: { 200: OpsReviewsResponseSchema } } }, async () => ({
    success: true as const,
    reviews: await opsReviews(app.db),
  }));
  app.patch(
    '/ops/reviews/:id',
    { schema: { params: IdParamsSchema, body: HideReviewBodySchema, response: { 200: OpsReviewsResponseSchema } } },
    async (request) => {
      const body = request.body;
      await setReviewHidden(app.db, request.params.id, body.hidden, body.hidden ? body.reason : null);
      return { success: true as const, reviews: await opsReviews(app.db) };
    },
  );
};
