// GET /api/ops/outbox: operators read every customer e-mail (pending, sent, failed), with or without SMTP.
import { OutboxQuerySchema, OutboxResponseSchema } from '@motomitra/domain/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './service.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/outbox',
    { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } } },
    async (request) => listOutbox(app.db, request.query, app.config.mail.smtpUrl !== null),
  );
};
