// Yearly plans a customer buys (decision 0023): POST /api/plans/:id/purchase answers the payment link's address, and
// GET /api/customer/subscriptions lists the customer's own, and POST /api/customer/subscriptions/:id/cancel cancels one
// (cancel.ts: dropped while unpaid, refunded in full within 14 days when nothing was used).
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  CancelSubscriptionBodySchema,
  CancelSubscriptionResponseSchema,
  CustomerSubscriptionsResponseSchema,
  PurchaseBodySchema,
  PurchaseResponseSchema,
} from '@motomitra/domain/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { cancelSubscription } from './cancel.ts';
import { customerSubscriptions } from './list.ts';
import { purchasePlan } from './purchase.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/plans/:id/purchase',
    {
      onRequest: requireSession,
      schema: { params: IdParamsSchema, body: PurchaseBodySchema, response: { 200: PurchaseResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      url: await purchasePlan(app, sessionOf(request).customerId, request.params.id, request.body, languageOf(request)),
    }),
  );

  app.get(
    '/customer/subscriptions',
    { onRequest: requireSession, schema: { response: { 200: CustomerSubscriptionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      subscriptions: await customerSubscriptions(app.db, sessionOf(request).customerId, languageOf(request), app.now()),
    }),
  );

  app.post(
    '/customer/subscriptions/:id/cancel',
    {
      onRequest: requireSession,
      schema: {
        params: IdParamsSchema,
        body: CancelSubscriptionBodySchema,
        response: { 200: CancelSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await cancelSubscription(app, sessionOf(request).customerId, request.params.id)),
    }),
  );
};
