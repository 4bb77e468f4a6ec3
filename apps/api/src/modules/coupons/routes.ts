// Coupon calls of spec section 7: the list for a cart amount, and applying a code.

import {
  ApplyCouponBodySchema,
  ApplyCouponResponseSchema,
  CouponListQuerySchema,
  CouponListResponseSchema,
} from '@motomitra/domain/coupons-api';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { rupeesToPaise } from '@motomitra/domain/money';
import { CreateCouponBodySchema, EditCouponBodySchema, OpsCouponsResponseSchema } from '@motomitra/domain/ops-admin';
import { BOOKING_ERROR_RESPONSES, SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { createCoupon, editCoupon, opsCoupons } from './ops-coupons.ts';
import { applyCoupon, listCoupons, removeCartCoupon } from './service.ts';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/allget',
    { schema: { querystring: CouponListQuerySchema, response: { 200: CouponListResponseSchema } } },
    async (request) => {
      const { amount } = request.query;
      const customerId = sessionOf(request).customerId;
      const list = await listCoupons(
        app.db,
        customerId,
        amount === undefined ? null : rupeesToPaise(amount),
        app.now(),
        languageOf(request),
      );
      return { success: true as const, coupons: list };
    },
  );

  app.post(
    '/coupons/apply/coupon',
    {
      schema: {
        body: ApplyCouponBodySchema,
        response: {
          200: ApplyCouponResponseSchema,
          ...BOOKING_ERROR_RESPONSES,
        },
      },
    },
    async (request) => applyCoupon(app.db, sessionOf(request).customerId, request.body, app.now()),
  );

  // The coupon applied to a cart item stays until the customer takes it off here (or applies another).
  app.delete(
    '/customer/cart/:id/coupon',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) => {
      await removeCartCoupon(app.db, sessionOf(request).customerId, request.params.id);
      return { success: true as const, message: say('couponRemoved') };
    },
  );
};

/** /api/ops/coupons: every coupon, and creating and editing one (behind the operator hook). */
export const opsCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({ success: true as const, coupons: await opsCoupons(app.db) });
  app.get('/ops/coupons', { schema: { response: { 200: OpsCouponsResponseSchema } } }, answer);

  app.post(
    '/ops/coupons',
    { schema: { body: CreateCouponBodySchema, response: { 201: OpsCouponsResponseSchema } } },
    async (request, reply) => {
      await createCoupon(app.db, request.body);
      return reply.status(201).send(await answer());
    },
  );

  app.patch(
    '/ops/coupons/:id',
    { schema: { params: IdParamsSchema, body: EditCouponBodySchema, response: { 200: OpsCouponsResponseSchema } } },
    async (request) => {
      await editCoupon(app.db, request.params.id, request.body);
      return answer();
    },
  );
};
