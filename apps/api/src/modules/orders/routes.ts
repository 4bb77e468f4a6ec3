// Order calls of spec section 7: place (idempotent), read one, list the customer's, and cancel while new.

import {
  CancelOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  IdParamsSchema,
  OrderIdParamsSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '@motomitra/domain/booking';
import { BOOKING_ERROR_RESPONSES } from '@motomitra/domain/catalogue';
import { MESSAGES } from '@motomitra/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http-error.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { cancelOrder, getOrder, listOrders, placeOrder } from './service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newmyorder/generate',
    {
      schema: {
        body: PlaceOrderRequestSchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const key = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw badRequest(MESSAGES.idempotencyKeyRequired);
      const { order, created } = await placeOrder(app.db, {
        customerId: sessionOf(request).customerId,
        idempotencyKey: key.data,
        orderData: request.body.orderData,
        cartId: request.body.cartId,
        now: new Date(),
      });
      return reply.status(created ? 201 : 200).send({ success: true as const, message: MESSAGES.orderPlaced, order });
    },
  );

  app.get(
    '/v1/order/fetch/order/:orderId',
    { schema: { params: OrderIdParamsSchema, response: { 200: OrderResponseSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) => ({
      success: true as const,
      orderData: await getOrder(app.db, sessionOf(request).customerId, request.params.orderId),
    }),
  );

  app.get(
    '/customer/fetch/customers/orders',
    { schema: { response: { 200: OrderListResponseSchema } } },
    async (request) => ({ success: true as const, orders: await listOrders(app.db, sessionOf(request).customerId) }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        params: IdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: CancelOrderResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.orderCancelled,
      order: await cancelOrder(app.db, sessionOf(request).customerId, request.params.id, app.config.brandName),
    }),
  );
};
