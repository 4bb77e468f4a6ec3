// GET /sitemap.xml: every public page of the route table in each language, each naming its versions in the others.
import { LANGUAGES, localizedPath } from '@motomitra/domain/language';
import type { FastifyInstance } from 'fastify';

const xmlEscape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The sitemap of the public pages' app paths (`/shop`), at the shop's public address. */
export function sitemap(publicUrl: string, publicPaths: string[]): string {
  const address = (path: string, language: (typeof LANGUAGES)[number]) =>
    xmlEscape(`${publicUrl}${localizedPath(path, language)}`);
  const urls = publicPaths.flatMap((p) => {
    const alternates = LANGUAGES.map(
      (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${address(p, l)}"/>`,
    ).join('\n');
    return LANGUAGES.map((l) => `  <url>\n    <loc>${address(p, l)}</loc>\n${alternates}\n  </url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export async function sitemapXml(
  app: FastifyInstance,
  opts: { publicUrl: string; publicPaths: () => Promise<string[]> },
): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap(opts.publicUrl, await opts.publicPaths())),
  );
}
