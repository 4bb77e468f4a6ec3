// Requests per client address (the limits routes set in config.rateLimit). Without REDIS_URL each process counts on
// its own. With it, every instance behind the load balancer counts in the same Redis, so "10 an hour" means 10 for
// the whole shop, not 10 per instance. If Redis cannot be reached, each instance counts on its own until it is back
// (never unlimited, never a refused customer) and says so once in the log.
// The stores' types come with this file, so any project that reaches it (the web's DOM tests) has them.
/// <reference path="../types/rate-limit-stores.d.ts" />

import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { say, waitText } from '@motomitra/domain/say';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../http-error.ts';
import { addressKey, trustProxyWarning } from './client-address.ts';
import { hashId } from './sessions.ts';

/** Every key this shop writes to Redis starts with this. */
export const REDIS_NAMESPACE = 'mm-rl:';

type Callback = (err: Error | null, res: { current: number; ttl: number } | null) => void;

/** Redis first; the process's own count while Redis fails. */
class SharedStore {
  constructor(
    private readonly shared: RedisStore,
    private readonly local: LocalStore,
    private readonly onFallback: (err: Error) => void,
  ) {}
  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.onFallback(err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.shared.read(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.onFallback(err);
        this.local.read(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
  child(routeOptions: Record<string, unknown>) {
    return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

export const rateLimits = fp(async (app: FastifyInstance) => {
  const { redisUrl, sessionSecret } = app.config;
  const warning = trustProxyWarning(app.config);
  if (warning) app.log.warn(warning);
  const options: RateLimitPluginOptions = {
    global: false,
    // The address (an IPv6 one by its /64) is kept as a keyed hash: no store, Redis included, holds a customer's IP.
    keyGenerator: (request) => hashId(sessionSecret, addressKey(request.ip)),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, say('tooManyRequests', { wait: waitText(context.ttl / 1000) })),
  };
  if (redisUrl) {
    const redis = new Redis(redisUrl, {
      // A request never waits long on the limiter: no queue while disconnected, one second per command.
      enableOfflineQueue: false,
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 250, 5000),
      lazyConnect: true,
    });
    let falling = false;
    const fallBack = (err: Error) => {
      if (falling) return;
      falling = true;
      app.log.warn(
        { reason: err.message },
        'rate limits: Redis unreachable, each instance counts on its own until it is back',
      );
    };
    redis.on('error', fallBack);
    redis.on('ready', () => {
      if (falling) app.log.info('rate limits: Redis reachable again, counts are shared');
      falling = false;
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Connected before the first request (or known to be down): an instance starting up counts with the others.
    await redis.connect().catch(fallBack);
    options.store = class extends SharedStore {
      constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        const continueExceeding = params.continueExceeding ?? false;
        const exponentialBackoff = params.exponentialBackoff ?? false;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, redis, REDIS_NAMESPACE),
          new LocalStore(continueExceeding, exponentialBackoff),
          fallBack,
        );
      }
    } as unknown as RateLimitPluginOptions['store'];
  }
  await app.register(rateLimit, options);
});
