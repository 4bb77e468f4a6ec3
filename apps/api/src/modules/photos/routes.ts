// GET /api/photos/{id}: an inspection photo's bytes, to its order's customer and the staff who may touch the order
// (401 for a visitor, 403 for anyone else); private, never kept by a cache on the way.
import { IdParamsSchema } from '@motomitra/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { photoBytesFor } from './service.ts';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/photos/:id',
    // The answer is the photo's bytes (image/jpeg), or the error answer every route gives.
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const bytes = await photoBytesFor(app, sessionOf(request), request.params.id);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};
