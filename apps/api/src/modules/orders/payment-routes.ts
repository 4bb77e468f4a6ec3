// What a customer answers once the garage has their vehicle: the extra work it proposed (approved, then billed, or
// declined, once per item), and payment (the payment sheet while the garage waits for it, and the UTR they submit).
import { ItemDecisionResponseSchema } from '@motomitra/domain/booking';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { JobItemDecisionBodySchema, JobItemParamsSchema } from '@motomitra/domain/job-card';
import { PaymentSheetSchema, SubmitPaymentBodySchema } from '@motomitra/domain/ops';
import { BOOKING_ERROR_RESPONSES, SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { decideAsCustomer } from './job-items.ts';
import { paymentSheet, submitPayment } from './payment.ts';

export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/items/:itemId/decision',
    {
      schema: {
        params: JobItemParamsSchema,
        body: JobItemDecisionBodySchema,
        response: { 200: ItemDecisionResponseSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const approve = request.body.approve;
      const order = await decideAsCustomer(app.db, sessionOf(request).customerId, id, itemId, approve);
      const message = approve ? say('extraApproved') : say('extraDeclined');
      return { success: true as const, message, order };
    },
  );

  app.get(
    '/orders/:id/payment',
    { schema: { params: IdParamsSchema, response: { 200: PaymentSheetSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) =>
      paymentSheet(app.db, sessionOf(request).customerId, request.params.id, app.config.payments, languageOf(request)),
  );

  app.post(
    '/orders/:id/payment',
    {
      schema: {
        params: IdParamsSchema,
        body: SubmitPaymentBodySchema,
        response: { 200: SuccessSchema, ...BOOKING_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { customerId, role, name } = sessionOf(request);
      await submitPayment(app.db, { id: customerId, role, name }, request.params.id, request.body.reference);
      return { success: true as const, message: say('paymentSubmitted') };
    },
  );
};
