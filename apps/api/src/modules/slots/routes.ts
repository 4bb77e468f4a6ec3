// GET /slots?city=&date=: the five time slots of a day with their places left and availability.

import { SlotsQuerySchema, SlotsResponseSchema } from '@motomitra/domain/booking';
import { servicingDateProblem } from '@motomitra/domain/checkout';
import { addDays } from '@motomitra/domain/ist';
import {
  SlotsQuerySchema as OpsSlotsQuerySchema,
  SlotsResponseSchema as OpsSlotsResponseSchema,
  SetSlotsBodySchema,
} from '@motomitra/domain/ops-admin';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error.ts';
import { listSlots, setSlots, slotStates } from './service.ts';

export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/slots',
    { schema: { querystring: SlotsQuerySchema, response: { 200: SlotsResponseSchema, 400: ErrorResponseSchema } } },
    async (request) => {
      const { city, date } = request.query;
      const now = app.now();
      const problem = servicingDateProblem(date, now);
      if (problem) throw badRequest(problem, { date: problem });
      return { success: true as const, city, date, slots: await listSlots(app.db, city, date, now) };
    },
  );
};

/** /api/ops/slots: capacity and bookings of a city's days, and changing a slot or closing a day (operators only). */
export const opsSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/slots',
    { schema: { querystring: OpsSlotsQuerySchema, response: { 200: OpsSlotsResponseSchema } } },
    async (request) => {
      const { city, from, days } = request.query;
      return { success: true as const, slots: await slotStates(app.db, city, from, addDays(from, days - 1)) };
    },
  );

  app.put(
    '/ops/slots',
    { schema: { body: SetSlotsBodySchema, response: { 200: OpsSlotsResponseSchema } } },
    async (request) => {
      await setSlots(app.db, request.body);
      const { city, date } = request.body;
      return { success: true as const, slots: await slotStates(app.db, city, date, date) };
    },
  );
};
