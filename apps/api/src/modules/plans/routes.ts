// Yearly plans (decision 0023): GET /api/plans, the plans on sale in the visitor's language; /api/ops/plans, the admins'
// list, new plans, edits and withdrawal from sale.
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  OpsPlanInputSchema,
  OpsPlanResponseSchema,
  OpsPlansResponseSchema,
  PlansResponseSchema,
  SetPlanOnSaleBodySchema,
} from '@motomitra/domain/plans';
import { ADMIN_ONLY } from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { createPlan, opsPlans, setPlanOnSale, updatePlan } from './service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  // From the public list cache, as the server-rendered /Subscription reads them.
  app.get('/plans', { schema: { response: { 200: PlansResponseSchema } } }, async (request, reply) => {
    reply.header('vary', 'accept-language');
    return { success: true as const, plans: JSON.parse((await app.publicLists.plans(languageOf(request))).json) };
  });
};

export const opsPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: ADMIN_ONLY };
  app.get('/ops/plans', { config, schema: { response: { 200: OpsPlansResponseSchema } } }, async () => ({
    success: true as const,
    plans: await opsPlans(app.db),
  }));

  app.post(
    '/ops/plans',
    { config, schema: { body: OpsPlanInputSchema, response: { 201: OpsPlanResponseSchema } } },
    async (request, reply) => {
      const plan = await createPlan(app.db, request.body);
      app.publicLists.forget('plans');
      reply.code(201);
      return { success: true as const, plan };
    },
  );

  app.put(
    '/ops/plans/:id',
    { config, schema: { params: IdParamsSchema, body: OpsPlanInputSchema, response: { 200: OpsPlanResponseSchema } } },
    async (request) => {
      const plan = await updatePlan(app.db, request.params.id, request.body);
      app.publicLists.forget('plans');
      return { success: true as const, plan };
    },
  );

  app.patch(
    '/ops/plans/:id',
    {
      config,
      schema: { params: IdParamsSchema, body: SetPlanOnSaleBodySchema, response: { 200: OpsPlanResponseSchema } },
    },
    async (request) => {
      const plan = await setPlanOnSale(app.db, request.params.id, request.body.onSale);
      // The shop shows the change at once here; other instances within their cache window (CATALOGUE_CACHE_MS).
      app.publicLists.forget('plans');
      return { success: true as const, plan };
    },
  );
};
