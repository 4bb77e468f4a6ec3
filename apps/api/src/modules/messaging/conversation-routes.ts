// /api/ops/orders/{id}/conversation: an order's WhatsApp conversation, read and answered by an operator (the ops
// prefix's hook lets only operators in).
import {
  ConversationReplyBodySchema,
  ConversationReplyResponseSchema,
  ConversationResponseSchema,
} from '@motomitra/domain/conversation';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/sessions.ts';
import { readConversation, replyOnConversation } from './conversation.ts';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export const opsConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/orders/:id/conversation',
    { schema: { params: IdParamsSchema, response: { 200: ConversationResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      conversation: await readConversation(app.db, request.params.id, app.now()),
    }),
  );

  app.post(
    '/ops/orders/:id/conversation',
    {
      schema: {
        params: IdParamsSchema,
        body: ConversationReplyBodySchema,
        response: { 200: ConversationReplyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, role, name } = sessionOf(request);
      const { id } = request.params;
      const shop = { publicUrl: app.config.publicUrl };
      const now = app.now();
      const sentAs = await replyOnConversation(
        app.db,
        shop,
        { id: customerId, role, name },
        id,
        request.body.text,
        now,
      );
      return {
        success: true as const,
        sentAs,
        message:
          sentAs === 'text'
            ? 'Your reply is queued on WhatsApp.'
            : 'The customer has not written in the last 24 hours, so WhatsApp takes only a template: they were asked to reply. Your text was not sent; send it again once they answer.',
        conversation: await readConversation(app.db, id, now),
      };
    },
  );
};
