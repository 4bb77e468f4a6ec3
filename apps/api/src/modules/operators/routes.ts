// /api/ops/*: the operator console's order calls (401 for visitors, 403 for customers, one hook for the prefix).

import { IdParamsSchema } from '@motomitra/domain/ids';
import { JobItemBodySchema, JobItemParamsSchema, PhoneDecisionBodySchema } from '@motomitra/domain/job-card';
import {
  CancelBodySchema,
  ConfirmPaymentBodySchema,
  MoveStatusBodySchema,
  OpsOrderResponseSchema,
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
import { getOpsOrder } from './order-view.ts';
import {
  addJobItem,
  cancelByOperator,
  confirmPayment,
  decideByPhone,
  removeJobItem,
  requestPayment,
  rescheduleByOperator,
} from './service.ts';
import { settlementOf } from './settlement.ts';
import { moveStatus } from './status-move.ts';

const OrderAnswer = { 200: OpsOrderResponseSchema };

export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = async (id: string) => ({ success: true as const, order: await getOpsOrder(app.db, id, app.now()) });

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
    { config: { staff: ALL_STAFF }, schema: { params: IdParamsSchema, response: OrderAnswer } },
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
      schema: { params: IdParamsSchema, body: MoveStatusBodySchema, response: OrderAnswer },
    },
    async (request) => {
      await moveStatus(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/cancel',
    { schema: { params: IdParamsSchema, body: CancelBodySchema, response: OrderAnswer } },
    async (request) => {
      await cancelByOperator(app.db, hooks, actorOf(request), request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/reschedule',
    { schema: { params: IdParamsSchema, body: RescheduleBodySchema, response: OrderAnswer } },
    async (request) => {
      await rescheduleByOperator(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/items',
    { schema: { params: IdParamsSchema, body: JobItemBodySchema, response: OrderAnswer } },
    async (request) => {
      await addJobItem(app.db, hooks, actorOf(request), request.params.id, request.body);
      return answer(request.params.id);
    },
  );

  // A decision the customer gave by phone: who answered and when, recorded by this operator.
  app.post(
    '/ops/orders/:id/items/:itemId/decision',
    { schema: { params: JobItemParamsSchema, body: PhoneDecisionBodySchema, response: OrderAnswer } },
    async (request) => {
      const { id, itemId } = request.params;
      await decideByPhone(app.db, actorOf(request), id, itemId, request.body, app.now());
      return answer(id);
    },
  );

  app.delete(
    '/ops/orders/:id/items/:itemId',
    { schema: { params: JobItemParamsSchema, response: OrderAnswer } },
    async (request) => {
      await removeJobItem(app.db, actorOf(request), request.params.id, request.params.itemId);
      return answer(request.params.id);
    },
  );

  // Payment asked for and confirmed, and the day's settlement.
  await app.register(opsPaymentRoutes);
  // The order's WhatsApp conversation with the customer, read and answered (decision 0019).
  await app.register(opsConversationRoutes);
};

/** The desk's side of payment: asking for it, confirming it (the invoice), and one day's settlement. */
const opsPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = async (id: string) => ({ success: true as const, order: await getOpsOrder(app.db, id, app.now()) });

  app.post(
    '/ops/orders/:id/request-payment',
    { schema: { params: IdParamsSchema, response: OrderAnswer } },
    async (request) => {
      await requestPayment(app.db, hooks, actorOf(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/confirm-payment',
    { schema: { params: IdParamsSchema, body: ConfirmPaymentBodySchema, response: OrderAnswer } },
    async (request) => {
      await confirmPayment(app.db, hooks, actorOf(request), request.params.id, request.body);
      return answer(request.params.id);
    },
  );
  // What was paid on one IST day, each way, with totals that are the day's invoices'.
  app.get(
    '/ops/settlement',
    { schema: { querystring: SettlementQuerySchema, response: { 200: SettlementResponseSchema } } },
    async (request) => settlementOf(app.db, request.query.date),
  );
};

/** The customer's side of paying: the sheet (UPI link, bank details) and the UTR they submit. */
