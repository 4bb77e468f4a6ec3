// /api/ops/*: the operator console's order calls (401 for visitors, 403 for customers, one hook for the prefix).

import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  CancelBodySchema,
  MoveStatusBodySchema,
  OpsOrdersQuerySchema,
  OpsOrdersResponseSchema,
} from '@motomitra/domain/ops';
import { RescheduleBodySchema } from '@motomitra/domain/reschedule';
import { SettlementQuerySchema, SettlementResponseSchema } from '@motomitra/domain/settlement';
import { ALL_STAFF } from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsConversationRoutes } from '../messaging/conversation-routes.ts';
import { orderHooks } from '../orders/hooks.ts';
import { actorOf, assertOrderAccess, RUNS_STAFF } from '../staff-work/access.ts';
import { listOrders } from './board.ts';
import { opsJobCardRoutes } from './job-card-routes.ts';
import { OPS_ORDER_ANSWER, opsOrderAnswer } from './order-view.ts';
import { cancelByOperator, rescheduleByOperator } from './service.ts';
import { settlementOf } from './settlement.ts';
import { moveStatus } from './status-move.ts';

export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = opsOrderAnswer(app);

  app.get(
    '/ops/orders',
    { schema: { querystring: OpsOrdersQuerySchema, response: { 200: OpsOrdersResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listOrders(app.db, request.query)),
    }),
  );

  // Every member of staff reads an order; a rider or a technician only one assigned to them (404 otherwise).
  app.get(
    '/ops/orders/:id',
    { config: { staff: ALL_STAFF }, schema: { params: IdParamsSchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await assertOrderAccess(app.db, actorOf(request), request.params.id, 'any');
      return answer(request.params.id);
    },
  );

  // The desk's moves; a rider's one, their drop's vehicle leaving the workshop (staff-work/status-rules.ts).
  app.post(
    '/ops/orders/:id/status',
    {
      config: { staff: RUNS_STAFF },
      schema: { params: IdParamsSchema, body: MoveStatusBodySchema, response: OPS_ORDER_ANSWER },
    },
    async (request) => {
      await moveStatus(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/cancel',
    { schema: { params: IdParamsSchema, body: CancelBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await cancelByOperator(app.db, hooks, actorOf(request), request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/reschedule',
    { schema: { params: IdParamsSchema, body: RescheduleBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await rescheduleByOperator(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  // The job card and its payment (job-card-routes.ts).
  await app.register(opsJobCardRoutes);

  // What was paid on one IST day, each way, with totals that are the day's invoices'.
  app.get(
    '/ops/settlement',
    { schema: { querystring: SettlementQuerySchema, response: { 200: SettlementResponseSchema } } },
    async (request) => settlementOf(app.db, request.query.date),
  );

  // The order's WhatsApp conversation with the customer, read and answered (decision 0019).
  await app.register(opsConversationRoutes);
};
