// GET /api/live: is the process up; GET /api/health: and does the database answer.

import { HealthResponseSchema, LiveResponseSchema } from '@motomitra/domain/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: answers without touching the database (load balancers; also the bench's bare route).
  app.get('/live', { schema: { response: { 200: LiveResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (_req, reply) => {
      let ok = true;
      let latencyMs = 0;
      try {
        latencyMs = await app.database.ping();
      } catch (err) {
        app.log.error({ err }, 'database ping failed');
        ok = false;
      }
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { kind: app.database.kind, ok, latencyMs: Math.round(latencyMs * 100) / 100 },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
