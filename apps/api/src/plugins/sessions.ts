// Server-side sessions: an opaque random cookie; the database holds only its HMAC. 2-day absolute lifetime.

import { createHmac, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { say } from '@motomitra/domain/say';
import { DESK, type StaffRole } from '@motomitra/domain/staff';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryPrepared } from '../db/prepared.ts';
import { customers, type Role, sessions } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

export const SESSION_COOKIE = 'mm_sid';
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Who is calling: id, role and name (operators' timeline lines carry it) from the one lookup per request, and for
 * staff their role among the garage's staff (decision 0021).
 */
export type SessionInfo = { customerId: string; role: Role; staffRole: StaffRole | null; name: string; idHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyContextConfig {
    /** The staff roles an /api/ops route serves; a route that names none serves the desk (admins and advisors). */
    staff?: readonly StaffRole[];
  }
}

export function hashId(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (isApiRoute(request)) request.session = await findSession(app, request);
  });
});

/**
 * Whether the request was routed to an /api route. Decided on the route, never on the raw URL: /%61pi/… and every
 * other spelling of a path reach the same route, and must meet the same checks.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/** The session the request's cookie names, if it is live; API calls have it from the hook, pages ask for it. */
export async function findSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionInfo | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || id.length > 100) return null;
  const idHash = hashId(app.config.sessionSecret, id);
  // Prepared: every signed-in API call runs this lookup first.
  // A member of staff who was switched off has no session, whatever their cookie (their rows were deleted too).
  const [row] = await queryPrepared<{ customer_id: string; role: Role; staff_role: StaffRole | null; name: string }>(
    app.db,
    sql`select s.customer_id, c.role, c.staff_role, c.name from ${sessions} s join ${customers} c on c.id = s.customer_id
      where s.id_hash = ${idHash} and s.expires_at > ${new Date()} and c.active`,
  );
  return row
    ? { customerId: row.customer_id, role: row.role, staffRole: row.staff_role, name: row.name, idHash }
    : null;
}

/** Starts a fresh session (a new id every login; any session the request carried is deleted). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await app.db.delete(sessions).where(eq(sessions.idHash, hashId(app.config.sessionSecret, previous)));
  // Expired sessions are removed here, on the path that creates new ones, so the table never grows unbounded.
  await app.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await app.db.insert(sessions).values({ idHash: hashId(app.config.sessionSecret, id), customerId, expiresAt });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await app.db.delete(sessions).where(eq(sessions.idHash, hashId(app.config.sessionSecret, id)));
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** onRequest hook for a prefix that needs a logged-in customer (or operator). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, say('pleaseLogIn'));
}

/**
 * Guards /api/ops: visitors get 401, customers 403, and so does a member of staff whose role the route does not
 * serve (its `config.staff`, the desk when it names none). Which orders a technician or rider may touch is the
 * route's own check (staff/assigned.ts), since it depends on the order.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, say('pleaseLogIn'));
  const { role, staffRole } = request.session;
  if (role !== 'operator' || !staffRole) throw new HttpError(403, say('operatorsOnly'));
  const serves = request.routeOptions.config.staff ?? DESK;
  if (!serves.includes(staffRole)) throw new HttpError(403, NOT_YOUR_ROLE);
}

const NOT_YOUR_ROLE = 'Your role in the garage cannot do this.';

export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new HttpError(401, say('pleaseLogIn'));
  return request.session;
}
