// The public forms: contact enquiries (/connect) and Earn-With-Us applications (/earn), and a customer's vehicle that
// is not in the catalogue, stored for operators.

import { ContactBodySchema, EarnBodySchema, VehicleRequestBodySchema } from '@motomitra/domain/enquiries';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { EnquiriesQuerySchema, EnquiriesResponseSchema, HandledBodySchema } from '@motomitra/domain/ops-admin';
import { SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { listEnquiries, saveContact, saveEarnApplication, saveVehicleRequest, setHandled } from './service.ts';

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimits.formsPerHour, timeWindow: 60 * 60 * 1000 };

  app.post(
    '/contactus/create',
    { config: { rateLimit }, schema: { body: ContactBodySchema, response: { 201: SuccessSchema } } },
    async (request, reply) => {
      await saveContact(app.db, request.body, request.session?.customerId ?? null);
      return reply.status(201).send({ success: true, message: say('contactUploaded') });
    },
  );

  // "My vehicle isn't listed": a logged-in customer asks for a vehicle to be added; operators see it with the enquiries.
  app.post(
    '/customer/vehicle-request',
    { config: { rateLimit }, schema: { body: VehicleRequestBodySchema, response: { 201: SuccessSchema } } },
    async (request, reply) => {
      await saveVehicleRequest(app.db, sessionOf(request).customerId, request.body);
      return reply.status(201).send({ success: true, message: say('vehicleRequested') });
    },
  );

  app.post(
    '/earn/apply',
    { config: { rateLimit }, schema: { body: EarnBodySchema, response: { 201: SuccessSchema } } },
    async (request, reply) => {
      await saveEarnApplication(app.db, request.body, request.session?.customerId ?? null);
      return reply.status(201).send({ success: true, message: say('earnReceived') });
    },
  );
};

/** /api/ops/enquiries: the forms' entries, and marking one handled or open again (operators only). */
export const opsEnquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/enquiries',
    { schema: { querystring: EnquiriesQuerySchema, response: { 200: EnquiriesResponseSchema } } },
    async (request) => ({ success: true as const, enquiries: await listEnquiries(app.db, request.query) }),
  );

  app.patch(
    '/ops/enquiries/:id',
    { schema: { params: IdParamsSchema, body: HandledBodySchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await setHandled(app.db, request.params.id, request.body.handled);
      return { success: true as const, message: request.body.handled ? 'Marked handled.' : 'Marked open.' };
    },
  );
};
