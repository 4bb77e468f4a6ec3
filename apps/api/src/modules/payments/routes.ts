// The customer's call for paying online: the address of their order's payment link.
import { IdParamsSchema } from '@motomitra/domain/ids';
import { PaymentLinkResponseSchema } from '@motomitra/domain/payment-link';
import { BOOKING_ERROR_RESPONSES, ErrorResponseSchema } from '@motomitra/domain/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { paymentLinkFor } from './link.ts';

export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  app.post(
    '/orders/:id/payment/link',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: PaymentLinkResponseSchema, ...BOOKING_ERROR_RESPONSES, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const customerId = sessionOf(request).customerId;
      const url = await paymentLinkFor(app, customerId, request.params.id, languageOf(request));
      return { success: true as const, url };
    },
  );
};
