// CSRF defence for the cookie-authenticated API: JSON bodies only, and no cross-site state-changing requests.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Browsers may send text/plain cross-site without a preflight; the API accepts JSON only.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
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
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
      }
    }
  });
});
