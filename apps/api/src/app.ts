// buildApp(config): the Fastify instance with every plugin and module; server.ts only starts it, tests inject into it.
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { HttpError } from './http-error.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { customerAccountRoutes, customerAuthRoutes } from './modules/customers/routes.ts';
import { enquiryRoutes } from './modules/enquiries/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { customerInvoiceRoutes, opsInvoiceRoutes } from './modules/invoices/routes.ts';
import { outboxRoutes } from './modules/notifications/routes.ts';
import { opsAdminRoutes } from './modules/operators/admin.ts';
import { opsOrderRoutes, paymentRoutes } from './modules/operators/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { errorHandler } from './plugins/errors.ts';
import { csrfPlugin, securityHeadersPlugin } from './plugins/security.ts';
import { requireOperator, sessionsPlugin } from './plugins/sessions.ts';
import { registerWebApp, wantsSpa } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Paths of personal data that never reach a log line. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.email',
  '*.phone',
  '*.phone_no',
  '*.mobile',
  '*.mobile_no',
];

export type BuildOptions = {
  /** An already opened (and migrated) database; otherwise one is opened from config and closed with the app. */
  database?: Database;
  /** Where log lines go (stdout when absent); tests read them to prove personal data is redacted. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (Fastify's onRoute hook); tests use it to check all of /api/ops. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // Added before any plugin so that every route, in every encapsulated context, reaches it.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorHandler);
  // First, so that every answer carries them, refusals by the hooks below included.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Map tiles load from exactly the configured tile origin(s) (MAP_TILE_URL), nothing broader.
        imgSrc: ["'self'", 'data:', ...config.map.origins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(customerAuthRoutes);
      await api.register(customerAccountRoutes);
      await api.register(bookingRoutes);
      await api.register(enquiryRoutes);
      await api.register(placeRoutes);
      await api.register(customerInvoiceRoutes);
      // The garage console (/api/ops/…): one operator check for all of it (ops-guard.test.ts walks every route).
      await api.register(async (ops) => {
        ops.addHook('onRequest', requireOperator);
        await ops.register(opsInvoiceRoutes);
        await ops.register(outboxRoutes);
        await ops.register(opsOrderRoutes);
        await ops.register(opsAdminRoutes);
      });
      await api.register(paymentRoutes);
    },
    { prefix: '/api' },
  );

  const site = {
    brandName: config.brandName,
    formerBrandName: config.formerBrandName,
    supportPhone: config.supportPhone,
    mapTiles: { url: config.map.url, subdomains: config.map.subdomains, attribution: config.map.attribution },
  };
  const sendIndex = config.webDistDir
    ? await registerWebApp(app, { distDir: path.resolve(config.webDistDir), site })
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && wantsSpa(request.method, request.url)) return sendIndex(reply);
    return reply.status(404).send({ success: false, message: 'Not found.' });
  });

  return app;
}
