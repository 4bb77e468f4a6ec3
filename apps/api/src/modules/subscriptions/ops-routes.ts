// /api/ops/subscriptions (decision 0023): the plans the garage sold and what was used, and the breakdown assistance
// calls it answers under them, the desk's (admins and advisors, who also see a booking's customer and phone); and the
// plan running for an order's vehicle, for every member of staff who may read the order.
import { IdParamsSchema } from '@motomitra/domain/ids';
import { istDate } from '@motomitra/domain/ist';
import {
  OpsSubscriptionResponseSchema,
  OpsSubscriptionsQuerySchema,
  OpsSubscriptionsResponseSchema,
  OrderPlanResponseSchema,
  RecordCallBodySchema,
} from '@motomitra/domain/sold-plans';
import { ALL_STAFF, DESK } from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { actorOf, assertOrderAccess } from '../staff-work/access.ts';
import { recordCall } from './calls.ts';
import { listSoldPlans, soldPlan } from './sold.ts';
import { orderPlan } from './vehicle-plan.ts';

export const opsSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: DESK };
  app.get(
    '/ops/subscriptions',
    { config, schema: { querystring: OpsSubscriptionsQuerySchema, response: { 200: OpsSubscriptionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listSoldPlans(app.db, request.query, istDate(app.now()))),
    }),
  );

  // 201 with the plan as it now stands; 409 when it is not running today or has no call left.
  app.post(
    '/ops/subscriptions/:id/calls',
    {
      config,
      schema: { params: IdParamsSchema, body: RecordCallBodySchema, response: { 201: OpsSubscriptionResponseSchema } },
    },
    async (request, reply) => {
      const now = app.now();
      await recordCall(app.db, request.params.id, sessionOf(request).customerId, request.body, now);
      const subscription = await soldPlan(app.db, request.params.id, istDate(now));
      if (!subscription) throw notFound('No such plan.');
      reply.code(201);
      return { success: true as const, subscription };
    },
  );
  // What the plan gives the booking (free pickup and drop, calls, uses, the discount on extra work): a rider or a
  // technician reads it for an order of theirs only (404 otherwise), as they read the order.
  app.get(
    '/ops/orders/:id/plan',
    { config: { staff: ALL_STAFF }, schema: { params: IdParamsSchema, response: { 200: OrderPlanResponseSchema } } },
    async (request) => {
      await assertOrderAccess(app.db, actorOf(request), request.params.id, 'any');
      return { success: true as const, plan: await orderPlan(app.db, request.params.id, istDate(app.now())) };
    },
  );
};
