// Serves the built SPA: hashed assets cached for a year, index.html (with the site settings) for other non-API GETs.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SITE_META_NAME, type Site } from '@motomitra/domain/site';
import type { FastifyInstance, FastifyReply } from 'fastify';

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.html with the site settings as a meta tag (no inline script, so the CSP stays strict). */
export function renderIndexHtml(template: string, site: Site): string {
  const meta = `<meta name="${SITE_META_NAME}" content="${escapeAttr(JSON.stringify(site))}" />`;
  return template.replace('<!--mm:site-->', meta);
}

/** Registers the static files; returns the index.html sender for the history fallback, or null with no build. */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string; site: Site },
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const indexPath = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir: opts.distDir }, 'no built web app found; serving the API only (run npm run build)');
    return null;
  }
  const indexHtml = renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), opts.site);
  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    wildcard: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(opts.distDir, filePath);
      reply.header(
        'cache-control',
        rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/index.html', (_req, reply) => sendIndex(reply));
  return sendIndex;
}

/** History fallback: GET/HEAD outside /api for a page path; a missing file (a path ending in a name with a dot) stays 404. */
export function wantsSpa(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (/^\/api(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}
