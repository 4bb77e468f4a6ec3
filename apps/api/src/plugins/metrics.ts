// What a running shop is doing, for Prometheus (prom-client): request latency by route, messages sent and failed per
// channel, how long the oldest unsent message has waited, one-time codes asked for and refused, and webhooks with a
// forged signature. GET /metrics answers a scraper that brings METRICS_TOKEN; without one configured it does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CHANNELS } from '@motomitra/domain/channels';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The shop's own registry (not prom-client's global one), with Node's process metrics beside ours. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const metrics = {
  httpDuration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  messagesSent: new Counter({
    name: 'messages_sent_total',
    help: 'Messages a provider took, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  messagesFailed: new Counter({
    name: 'messages_failed_total',
    help: 'Messages a provider refused or could not deliver, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  oldestPendingSeconds: new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'How long the oldest message still to send has waited, by channel (0: none waits).',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  otpRequested: new Counter({
    name: 'otp_codes_requested_total',
    help: 'One-time codes asked for.',
    registers: [registry],
  }),
  otpRefused: new Counter({
    name: 'otp_codes_refused_total',
    help: 'One-time codes refused or not sent, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  webhookSignatureFailures: new Counter({
    name: 'webhook_signature_failures_total',
    help: 'Webhook requests refused for a missing or wrong signature.',
    registers: [registry],
  }),
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request brings the token, compared in constant time. */
function authorized(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Sets the oldest-pending gauge from the outbox, per channel, as of this scrape. */
async function measureOutbox(app: FastifyInstance): Promise<void> {
  const rows = (
    await app.db.execute(sql`
      select channel, extract(epoch from (now() - min(created_at)))::float8 as age
        from outbox where status = 'pending' group by channel`)
  ).rows as { channel: string; age: number }[];
  for (const channel of CHANNELS) {
    metrics.oldestPendingSeconds.set({ channel }, rows.find((r) => r.channel === channel)?.age ?? 0);
  }
}

export const metricsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path a client typed: a path that matched no route counts as one.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const token = app.config.metricsToken;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'Not allowed.' });
    }
    await measureOutbox(app);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
