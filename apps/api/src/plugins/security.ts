// CSRF defence for the cookie-authenticated API: JSON bodies only, and no cross-site state-changing requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../http-error.ts';
import { isApiRoute } from './sessions.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that takes a plain HTML form (application/x-www-form-urlencoded) instead of JSON: only the built-in test
     * gateway's Pay button, registered only without Razorpay keys (never in production). The same-origin checks below
     * still hold for it, so another site's form is refused as everywhere.
     */
    formPost?: boolean;
    /**
     * A route that takes a file upload (multipart/form-data) instead of JSON: an inspection's photo. The same-origin
     * checks below hold for it as for every other (a form on another site is a cross-site request).
     */
    multipart?: boolean;
  }
}
const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Browsers may send text/plain cross-site without a preflight; the API accepts JSON only.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !isApiRoute(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin) {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      if (host !== request.headers.host) throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
    if (request.method !== 'DELETE') {
      const type = request.headers['content-type'] ?? '';
      if (request.routeOptions.config.multipart === true) {
        if (!MULTIPART.test(type)) throw new HttpError(415, 'Send the photo as a form upload (multipart/form-data).');
        return;
      }
      const form = request.routeOptions.config.formPost === true && FORM.test(type);
      if (!form && !/^application\/json\s*(;|$)/i.test(type)) {
        throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
      }
    }
  });
});

/**
 * Helmet's response headers (CSP, HSTS, nosniff…), worked out once from the options and copied onto every reply.
 * They depend on nothing in the request (no CSP nonces, no per-request directives), and @fastify/helmet would
 * rebuild helmet's middleware, re-parsing the CSP, on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The shop's helmet options: a strict CSP (map tiles from exactly their configured origins), no COEP. `development`
 * relaxes it for a page served through Vite's dev server (web-dev.ts), never in production: the inline scripts Vite
 * puts into index.html (React Refresh's preamble) run by their hashes, nothing else inline does; and inline styles are
 * allowed, because Vite adds every stylesheet as a <style> element and replaces it in place when the file changes.
 */
export function securityHeaderOptions(mapOrigins: string[], development?: { scriptHashes: string[] }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(development?.scriptHashes ?? []).map((hash) => `'${hash}'`)],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Map tiles load from exactly the configured tile origin(s) (MAP_TILE_URL), nothing broader.
        imgSrc: ["'self'", 'data:', ...mapOrigins],
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
  };
}

/** The CSP of a page served through Vite's dev server: production's, relaxed as securityHeaderOptions says. */
export function developmentCsp(mapOrigins: string[], scriptHashes: string[]): string {
  const csp = helmetHeaders(securityHeaderOptions(mapOrigins, { scriptHashes }))['content-security-policy'];
  if (!csp) throw new Error('helmet set no Content-Security-Policy');
  return csp;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { headers: Record<string, string> }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(options.headers);
    done();
  });
});
