// Order calls of spec section 7: place (idempotent), read one, list the customer's, cancel while new, and move to
// another date and slot. Extra work and payment are payment-routes.ts'.

import {
  CancelOrderBodySchema,
  CancelOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OrderIdParamsSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from '@motomitra/domain/booking';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { RescheduleBodySchema, RescheduleResponseSchema } from '@motomitra/domain/reschedule';
import { BOOKING_ERROR_RESPONSES } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { orderHooks } from './hooks.ts';
import { placeOrder } from './place-order.ts';
import { movedMessage, rescheduleOwnOrder } from './reschedule.ts';
import { cancelOrder, getOrder, listOrders } from './service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  app.post(
    '/newmyorder/generate',
    {
      schema: {
        body: PlaceOrderBodySchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
      // Field errors are named as the service names them: by orderData's field ("pincode"), not "orderData.pincode".
      config: { fieldErrorsUnder: 'orderData' },
    },
    async (request, reply) => {
      const key = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw badRequest(say('idempotencyKeyRequired'));
      const { order, created } = await placeOrder(app.db, {
        customerId: sessionOf(request).customerId,
        idempotencyKey: key.data,
        orderData: request.body.orderData,
        cartId: request.body.cartId,
        now: app.now(),
        brand: app.config.brandName,
        publicUrl: app.config.publicUrl,
        ...(request.body.whatsappOptIn !== undefined ? { whatsappOptIn: request.body.whatsappOptIn } : {}),
      });
      return reply.status(created ? 201 : 200).send({ success: true as const, message: say('orderPlaced'), order });
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
        body: CancelOrderBodySchema,
        response: { 200: CancelOrderResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      message: say('orderCancelled'),
      order: await cancelOrder(app.db, hooks, sessionOf(request).customerId, request.params.id),
    }),
  );

  // Moving a new booking to another date and slot.
  app.post(
    '/orders/:id/reschedule',
    {
      schema: {
        params: IdParamsSchema,
        body: RescheduleBodySchema,
        response: { 200: RescheduleResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await rescheduleOwnOrder(
        app.db,
        hooks,
        sessionOf(request).customerId,
        request.params.id,
        request.body,
        app.now(),
      );
      return {
        success: true as const,
        message: movedMessage(row),
        order: await getOrder(app.db, row.customerId, row.id),
      };
    },
  );
};
