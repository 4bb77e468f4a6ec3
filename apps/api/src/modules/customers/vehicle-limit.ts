// How often a customer may save a vehicle (120 were added in a row): RATE_LIMIT_VEHICLES_PER_HOUR an hour
// per customer, kept where the other rate limits are (this process, or Redis with REDIS_URL); then 429 with the wait.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashId, sessionOf } from '../../plugins/sessions.ts';

const HOUR = 60 * 60 * 1000;

/** Counts one vehicle saved by the request's customer, or refuses it with 429 once the hour's count is used up. */
export type VehicleAddLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** One count for every call that uses the limiter this makes (route configs would count each route on its own). */
export function vehicleAddLimit(app: FastifyInstance): VehicleAddLimit {
  const { sessionSecret, rateLimits } = app.config;
  return app.rateLimit({
    max: rateLimits.vehiclesPerHour,
    timeWindow: HOUR,
    // The customer, not the address: each account gets its own hour, wherever its requests come from. Hashed, as the
    // addresses are, so no store holds an id in the clear.
    keyGenerator: (request) => `vehicles:${hashId(sessionSecret, sessionOf(request).customerId)}`,
  }) as unknown as VehicleAddLimit;
}
