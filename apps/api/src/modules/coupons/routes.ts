// Coupon calls of spec section 7: the list for a cart amount, and applying a code.

import {
  ApplyCouponBodySchema,
  ApplyCouponResponseSchema,
  CouponListQuerySchema,
  CouponListResponseSchema,
} from '@motomitra/domain/booking';
import { BOOKING_ERROR_RESPONSES } from '@motomitra/domain/catalogue';
import { rupeesToPaise } from '@motomitra/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { applyCoupon, listCoupons } from './service.ts';

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
        new Date(),
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
    async (request) => applyCoupon(app.db, sessionOf(request).customerId, request.body, new Date()),
  );
};
