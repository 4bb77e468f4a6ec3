// Cart calls of spec section 7: add a priced service (PUT /customer/cart) and remove one (DELETE /customer/cart/{id}).
// The cart itself is read inside GET /customer/fetch/single (customer.mycart).

import { AddToCartBodySchema, AddToCartResponseSchema } from '@motomitra/domain/booking';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { BOOKING_ERROR_RESPONSES, SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { addToCart, deleteCartItem } from './service.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customer/cart',
    { schema: { body: AddToCartBodySchema, response: { 200: AddToCartResponseSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) => {
      const { item, added } = await addToCart(
        app.db,
        sessionOf(request).customerId,
        request.body,
        languageOf(request),
        app.now(),
      );
      return {
        success: true as const,
        message: added ? say('cartAdded') : say('cartAlreadyThere'),
        cartItem: item,
      };
    },
  );

  app.delete(
    '/customer/cart/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) => {
      await deleteCartItem(app.db, sessionOf(request).customerId, request.params.id);
      return { success: true as const, message: say('cartItemDeleted') };
    },
  );
};
