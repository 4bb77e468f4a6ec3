// /api/ops/staff: the admins' screen of the garage's staff (decision 0021).
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  ADMIN_ONLY,
  CrewResponseSchema,
  NewStaffBodySchema,
  StaffAnswerSchema,
  StaffChangeBodySchema,
  StaffListResponseSchema,
} from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { addStaff, changeStaff, listCrew, listStaff } from './service.ts';

export const opsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: ADMIN_ONLY };
  app.get('/ops/staff', { config, schema: { response: { 200: StaffListResponseSchema } } }, async () => ({
    success: true as const,
    staff: await listStaff(app.db),
  }));

  // The desk's choices when assigning an order (advisors too, who may not read the staff list itself).
  app.get('/ops/crew', { schema: { response: { 200: CrewResponseSchema } } }, async () => ({
    success: true as const,
    crew: await listCrew(app.db),
  }));

  app.post(
    '/ops/staff',
    { config, schema: { body: NewStaffBodySchema, response: { 200: StaffAnswerSchema } } },
    async (request) => ({ success: true as const, member: await addStaff(app.db, request.body) }),
  );

  app.patch(
    '/ops/staff/:id',
    { config, schema: { params: IdParamsSchema, body: StaffChangeBodySchema, response: { 200: StaffAnswerSchema } } },
    async (request) => ({
      success: true as const,
      member: await changeStaff(app.db, sessionOf(request).customerId, request.params.id, request.body),
    }),
  );
};
