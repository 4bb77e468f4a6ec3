// Cart calls of spec section 7: add a priced service (PUT /customer/cart) and remove one (DELETE /customer/cart/{id}).
// The cart itself is read inside GET /customer/fetch/single (customer.mycart).

import {
  AddToCartBodySchema,
  AddToCartResponseSchema,
  IdParamsSchema,
  SuccessResponseSchema,
} from '@motomitra/domain/booking';
import { ErrorResponseSchema } from '@motomitra/domain/catalogue';
import { MESSAGES } from '@motomitra/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { addToCart, deleteCartItem } from './service.ts';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customer/cart',
    { schema: { body: AddToCartBodySchema, response: { 200: AddToCartResponseSchema, ...errors } } },
    async (request) => {
      const { item, added } = await addToCart(app.db, sessionOf(request).customerId, request.body);
      return {
        success: true as const,
        message: added ? MESSAGES.cartAdded : MESSAGES.cartAlreadyThere,
        cartItem: item,
      };
    },
  );

  app.delete(
    '/customer/cart/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessResponseSchema, ...errors } } },
    async (request) => {
      await deleteCartItem(app.db, sessionOf(request).customerId, request.params.id);
      return { success: true as const, message: MESSAGES.cartItemDeleted };
    },
  );
};
