// GET /slots?city=&date=: the five time slots of a day with their places left and availability.

import { SlotsQuerySchema, SlotsResponseSchema } from '@motomitra/domain/booking';
import { ErrorResponseSchema } from '@motomitra/domain/catalogue';
import { servicingDateProblem } from '@motomitra/domain/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error.ts';
import { listSlots } from './service.ts';

export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/slots',
    { schema: { querystring: SlotsQuerySchema, response: { 200: SlotsResponseSchema, 400: ErrorResponseSchema } } },
    async (request) => {
      const { city, date } = request.query;
      const now = new Date();
      const problem = servicingDateProblem(date, now);
      if (problem) throw badRequest(problem, { date: problem });
      return { success: true as const, city, date, slots: await listSlots(app.db, city, date, now) };
    },
  );
};
