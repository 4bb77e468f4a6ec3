// The customer's own data (DPDP Act 2023, decision 0013): all of it as a JSON download, and erasing the account.
import { EraseAccountBodySchema, MyDataSchema } from '@motomitra/domain/my-data';
import { ErrorResponseSchema, SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endSession, sessionOf } from '../../plugins/sessions.ts';
import { exportMyData } from './my-data.ts';
import { eraseAccount } from './my-data-erasure.ts';

export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customer/export', { schema: { response: { 200: MyDataSchema } } }, async (request, reply) => {
    const data = await exportMyData(app.db, app.photos, sessionOf(request).customerId, app.now());
    // Theirs only, and never kept by a cache on the way.
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="motomitra-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  });

  app.post(
    '/customer/delete',
    {
      schema: {
        body: EraseAccountBodySchema,
        response: { 200: SuccessSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await eraseAccount(app, sessionOf(request).customerId, request.body, request.ip);
      await endSession(app, request, reply);
      return { success: true as const, message: say('erased') };
    },
  );
};
