// The two public forms: contact enquiries (/connect) and Earn-With-Us applications (/earn), stored for operators.

import { ContactBodySchema, EarnBodySchema, SuccessMessageSchema } from '@motomitra/domain/accounts';
import { MESSAGES } from '@motomitra/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiries } from '../../db/schema.ts';

export const EARN_RECEIVED = 'Thank you! Our partner team will call you within two working days.';

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimits.formsPerHour, timeWindow: 60 * 60 * 1000 };

  app.post(
    '/contactus/create',
    { config: { rateLimit }, schema: { body: ContactBodySchema, response: { 201: SuccessMessageSchema } } },
    async (request, reply) => {
      const b = request.body;
      await app.db
        .insert(enquiries)
        .values({ kind: 'contact', name: b.name, email: b.email, mobile: b.mobile_no, address: b.address });
      return reply.status(201).send({ success: true, message: MESSAGES.contactUploaded });
    },
  );

  app.post(
    '/earn/apply',
    { config: { rateLimit }, schema: { body: EarnBodySchema, response: { 201: SuccessMessageSchema } } },
    async (request, reply) => {
      const b = request.body;
      await app.db
        .insert(enquiries)
        .values({ kind: 'earn', name: b.name, email: b.email, mobile: b.mobile, occupation: b.occupation });
      return reply.status(201).send({ success: true, message: EARN_RECEIVED });
    },
  );
};
