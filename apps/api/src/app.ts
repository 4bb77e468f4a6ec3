// buildApp(config): the Fastify instance with every plugin and module; server.ts only starts it, tests inject into it.

import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import type { ErrorResponse } from '@motomitra/domain/responses';
import type { StaffRole } from '@motomitra/domain/staff';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { type PublicListCache, publicListCache } from './modules/catalogue/public-lists.ts';
import { photoStoreFor } from './modules/photos/open-store.ts';
import type { PhotoStore } from './modules/photos/store.ts';
import { afterReplyPlugin } from './plugins/after-reply.ts';
import { answerLanguage } from './plugins/answer-language.ts';
import { closeSilentConnections } from './plugins/connections.ts';
import { errorHandler } from './plugins/errors.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { logSerializers } from './plugins/log-safety.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { csrfPlugin, helmetHeaders, securityHeaderOptions, securityHeadersPlugin } from './plugins/security.ts';
import { isApiRoute, SESSION_COOKIE, sessionsPlugin } from './plugins/sessions.ts';
import { registerWebApp, type WebSources } from './plugins/web-app.ts';
import type { WebBuild } from './plugins/web-build.ts';
import { wantsPage } from './plugins/web-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    publicLists: PublicListCache;
    /** Where inspection photos' bytes are kept (DATA_DIR/photos or an S3 bucket). */
    photos: PhotoStore;
    /** The time the booking rules decide by (slot dates, coupon validity, order times); tests set a fixed one. */
    now(): Date;
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
  onRoute?: (route: {
    method: string | string[];
    url: string;
    config?: { staff?: readonly StaffRole[]; multipart?: boolean };
  }) => void;
  /**
   * The web app to serve: its build (server.ts loads it from config.webDistDir), or in development its sources through
   * Vite (config.webDevRoot); without it, the API only.
   */
  web?: WebBuild | WebSources;
  /** The clock the booking rules read (the system clock when absent): tests fix it so no test depends on the time of day. */
  clock?: () => Date;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const securityHeaders = helmetHeaders(securityHeaderOptions(config.map.origins));
  const app = Fastify(fastifyOptions(config, options, securityHeaders)).withTypeProvider<ZodTypeProvider>();
  // Added before any plugin so that every route, in every encapsulated context, reaches it.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  watchConnections(app, database);
  closeSilentConnections(app);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('publicLists', publicListCache(database.db, config.catalogueCacheMs));
  app.decorate('photos', photoStoreFor(config.photos));
  app.decorate('now', options.clock ?? (() => new Date()));

  await app.register(errorHandler);
  await app.register(afterReplyPlugin);
  await app.register(answerLanguage);
  // First, so that every answer carries them, refusals by the hooks below included.
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(inputGuard);
  // API answers are about one caller (or may be): no cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && (isApiRoute(request) || request.url.startsWith('/api'))) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(metricsPlugin);
  await app.register(rateLimits);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  // Pages and JSON over 1 KB travel compressed (brotli or gzip, as the client accepts). Built files and the cached
  // catalogue lists are compressed ahead and go out as they are. Request bodies are never taken compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });

  // The API describes itself from the same route schemas (GET /api/openapi.json); it learns each route as it is added.
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brandName} API`, version: '1' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(apiRoutes, { prefix: '/api' });

  const site = {
    brandName: config.brandName,
    formerBrandName: config.formerBrandName,
    supportPhone: config.supportPhone,
    mapTiles: { url: config.map.url, subdomains: config.map.subdomains, attribution: config.map.attribution },
  };
  const sendPage = options.web
    ? await registerWebApp(app, { web: options.web, site, publicUrl: config.publicUrl })
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && wantsPage(request.method, request.url)) return sendPage(request, reply);
    return reply.status(404).send({ success: false, message: 'Not found.' });
  });

  return app;
}

/** Fastify's own options: the logger (personal data redacted), body limit, proxies trusted, refused addresses. */
function fastifyOptions(
  config: Config,
  options: BuildOptions,
  securityHeaders: Record<string, string>,
): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: logSerializers(config.env),
      ...(options.logStream
        ? { stream: options.logStream }
        : // In a terminal, lines a person reads (a worker thread formats them); elsewhere JSON, one object a line.
          config.prettyLogs && {
            transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
          }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A number of hops trusts that many proxies nearest to us (Fastify's types know only the other forms).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A path that is no valid URL, or too long a parameter, never reaches a route: answered like any refused request.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ErrorResponse = {
        success: false,
        message: tooLong ? 'The address is too long.' : 'The address is not valid.',
      };
      request.log.info({ code: error.code }, 'request refused');
      reply
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .code(tooLong ? 414 : 400);
      reply.send(body);
    },
  };
}

/**
 * A connection the pool loses (the database restarting, a network cut) is replaced; it is logged, without data. A
 * stop ends connections on purpose: the pool's, and the embedded PostgreSQL's own, which a terminal's Ctrl-C reaches
 * as well as the shop. From the moment the app starts closing, a connection ending is no loss.
 */
function watchConnections(app: FastifyInstance, database: Database) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  database.onConnectionError((err) => {
    if (stopping) app.log.info({ code: (err as { code?: unknown }).code }, 'database connection ended by the stop');
    else app.log.error({ err }, 'database connection lost');
  });
}
