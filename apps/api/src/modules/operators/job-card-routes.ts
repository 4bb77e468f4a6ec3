// /api/ops/orders/:id's job card and its payment, for the desk: work the garage proposes added, a decision the
// customer gave by phone recorded, an item removed; then the payment asked for and confirmed. Registered by routes.ts
// under the one staff hook; each call answers the order as the console shows it.
import { IdParamsSchema } from '@motomitra/domain/ids';
import { JobItemBodySchema, JobItemParamsSchema, PhoneDecisionBodySchema } from '@motomitra/domain/job-card';
import { ConfirmPaymentBodySchema } from '@motomitra/domain/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHooks } from '../orders/hooks.ts';
import { actorOf } from '../staff-work/access.ts';
import { OPS_ORDER_ANSWER, opsOrderAnswer } from './order-view.ts';
import { addJobItem, confirmPayment, decideByPhone, removeJobItem, requestPayment } from './service.ts';

export const opsJobCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = opsOrderAnswer(app);

  app.post(
    '/ops/orders/:id/items',
    { schema: { params: IdParamsSchema, body: JobItemBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await addJobItem(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  // A decision the customer gave by phone: who answered and when, recorded by this operator.
  app.post(
    '/ops/orders/:id/items/:itemId/decision',
    { schema: { params: JobItemParamsSchema, body: PhoneDecisionBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      const { id, itemId } = request.params;
      await decideByPhone(app.db, actorOf(request), id, itemId, request.body, app.now());
      return answer(id);
    },
  );

  app.delete(
    '/ops/orders/:id/items/:itemId',
    { schema: { params: JobItemParamsSchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await removeJobItem(app.db, actorOf(request), request.params.id, request.params.itemId);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/request-payment',
    { schema: { params: IdParamsSchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await requestPayment(app.db, hooks, actorOf(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/confirm-payment',
    { schema: { params: IdParamsSchema, body: ConfirmPaymentBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await confirmPayment(app.db, hooks, actorOf(request), request.params.id, request.body);
      return answer(request.params.id);
    },
  );
};
