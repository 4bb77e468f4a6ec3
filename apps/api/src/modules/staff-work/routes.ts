// /api/ops: the staff's work on orders. The desk assigns; a rider lists their runs and hands vehicles over
// with the customer's code; a technician lists their jobs and starts and stops their labour. Each order call answers
// the order as the console shows it, never with the handover code.
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  AssignBodySchema,
  HandoverBodySchema,
  JobsQuerySchema,
  JobsResponseSchema,
  LabourBodySchema,
  RunsQuerySchema,
  RunsResponseSchema,
} from '@motomitra/domain/staff-work';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_ORDER_ANSWER, opsOrderAnswer } from '../operators/order-view.ts';
import { orderHooks } from '../orders/hooks.ts';
import { actorOf, JOBS_STAFF, LABOUR_STAFF, RUNS_STAFF } from './access.ts';
import { assignStaff } from './assign.ts';
import { handOver } from './handover.ts';
import { listJobs } from './jobs.ts';
import { recordLabour } from './labour.ts';
import { listRuns } from './runs.ts';

export const opsStaffWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);
  const answer = opsOrderAnswer(app);

  app.post(
    '/ops/orders/:id/assign',
    { schema: { params: IdParamsSchema, body: AssignBodySchema, response: OPS_ORDER_ANSWER } },
    async (request) => {
      await assignStaff(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/handover',
    {
      config: { staff: RUNS_STAFF },
      schema: { params: IdParamsSchema, body: HandoverBodySchema, response: OPS_ORDER_ANSWER },
    },
    async (request) => {
      await handOver(app.db, hooks, actorOf(request), request.params.id, request.body, app.now());
      return answer(request.params.id);
    },
  );

  app.post(
    '/ops/orders/:id/labour',
    {
      config: { staff: LABOUR_STAFF },
      schema: { params: IdParamsSchema, body: LabourBodySchema, response: OPS_ORDER_ANSWER },
    },
    async (request) => {
      await recordLabour(app.db, hooks, actorOf(request), request.params.id, request.body.action, app.now());
      return answer(request.params.id);
    },
  );

  app.get(
    '/ops/runs',
    { config: { staff: RUNS_STAFF }, schema: { querystring: RunsQuerySchema, response: { 200: RunsResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listRuns(app.db, actorOf(request), request.query, app.now())),
    }),
  );

  app.get(
    '/ops/jobs',
    { config: { staff: JOBS_STAFF }, schema: { querystring: JobsQuerySchema, response: { 200: JobsResponseSchema } } },
    async (request) => ({
      success: true as const,
      jobs: await listJobs(app.db, actorOf(request), request.query, app.now()),
    }),
  );
};
