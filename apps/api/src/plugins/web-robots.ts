// GET /robots.txt: what search engines may read, and where the sitemap is.
import type { FastifyInstance } from 'fastify';

/** Screens behind a login, the garage console and the API have nothing for a search engine. */
const PRIVATE_PATHS = ['/api/', '/ops', '/my-account', '/cart', '/checkout', '/order-received', '/product/'];

export async function robotsTxt(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  const body = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${opts.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body),
  );
}
