// Booking calls (cart, coupons, slots, orders) behind one logged-in-customer hook; app.ts registers this one plugin.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/sessions.ts';
import { cartRoutes } from '../cart/routes.ts';
import { couponRoutes } from '../coupons/routes.ts';
import { customerInspectionRoutes } from '../inspections/routes.ts';
import { orderPaymentRoutes } from '../orders/payment-routes.ts';
import { orderRoutes } from '../orders/routes.ts';
import { customerReviewRoutes } from '../reviews/routes.ts';
import { slotRoutes } from '../slots/routes.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  await app.register(cartRoutes);
  await app.register(couponRoutes);
  await app.register(slotRoutes);
  await app.register(orderRoutes);
  await app.register(orderPaymentRoutes);
  await app.register(customerReviewRoutes);
  await app.register(customerInspectionRoutes);
};
