// Serves the built web app: pages rendered on the server (public ones whole, with current data; logged-in screens as
// the shell), hashed assets precompressed and cached for a year, robots.txt and sitemap.xml.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  localizedPath,
  requestLanguage,
  splitLanguage,
} from '@motomitra/domain/language';
import type { PageRenderer, SessionState, Site } from '@motomitra/domain/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartCount } from '../modules/cart/service.ts';
import { setLanguageCookie } from '../modules/customers/language.ts';
import { findSession } from './sessions.ts';
import { type Manifest, type ManifestChunk, MissingWebBuildError, type WebBuild } from './web-build.ts';

/** Script and style links for a page's own modules, beyond what index.html already names for every page. */
export function preloadLinks(manifest: Manifest, modules: string[]): string {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const named = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const i of chunk.imports ?? []) walk(i, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, named);
  const wanted = new Set<string>();
  for (const m of modules) walk(m, wanted);
  const links: string[] = [];
  for (const key of wanted) {
    if (named.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    // Low priority, like the page's main script: the page is already rendered, its scripts only make it interactive.
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return links.join('\n    ');
}

const PLACEHOLDERS = ['<!--mm:head-->', '<!--mm:app-->', '<!--mm:state-->'] as const;

/** index.html cut at its three placeholders: a page is the pieces joined with its head, markup and state between. */
function splitTemplate(template: string): [string, string, string, string] {
  const pieces: string[] = [];
  let rest = template;
  for (const mark of PLACEHOLDERS) {
    const at = rest.indexOf(mark);
    if (at < 0) throw new MissingWebBuildError(`index.html has no ${mark}: rebuild the web app.`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  pieces.push(rest);
  return pieces as [string, string, string, string];
}

/** The template of a page sent without scripts (the offline page): the app's script and preload tags taken out. */
const withoutScripts = (html: string) =>
  html.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

const xmlEscape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Registers the web app; returns the page sender for every GET outside /api that is no file. */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { build: WebBuild; site: Site; publicUrl: string },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const { build, publicUrl } = opts;
  const renderer: PageRenderer = build.entry.createRenderer(opts.site);
  // The template of each language: its <html lang>, with and without the app's scripts.
  const templates = Object.fromEntries(
    LANGUAGES.map((language) => {
      const html = build.template.replace(
        /<html\b[^>]*>/,
        (tag) => `<html lang="${language}"${tag.slice(5, -1).replace(/\s+lang="[^"]*"/, '')}>`,
      );
      return [language, { scripts: splitTemplate(html), none: splitTemplate(withoutScripts(html)) }];
    }),
  ) as Record<Language, { scripts: ReturnType<typeof splitTemplate>; none: ReturnType<typeof splitTemplate> }>;

  await app.register(fastifyStatic, {
    root: build.clientDir,
    index: false,
    wildcard: true,
    // index.html is only a template, and the build manifest (in .vite/) is for the server.
    allowedPath: (pathName) => pathName !== '/index.html',
    dotfiles: 'ignore',
    // Built files are stored brotli- and gzip-compressed beside the originals (npm run build).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The file sent may be its stored .br or .gz form: the headers are those of the original.
      const rel = path.relative(build.clientDir, filePath).replace(/\.(br|gz)$/, '');
      reply.header(
        'cache-control',
        rel.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : // The service worker is looked at on every visit, so that a new build reaches phones at once.
            rel === 'sw.js'
            ? 'no-cache'
            : 'public, max-age=86400',
      );
    },
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          // Screens behind a login, the garage console and the API have nothing for a search engine.
          ...['/api/', '/ops', '/my-account', '/cart', '/checkout', '/order-received', '/product/'].map(
            (p) => `Disallow: ${p}`,
          ),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  // What a phone needs to install the shop to its home screen.
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send({
        name: `${opts.site.brandName} – bike and car servicing`,
        short_name: opts.site.brandName,
        description: 'Doorstep bike and car servicing in Nagpur and Pune. Pay when the work is done.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b5fff',
        icons: [
          { src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/img/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      }),
  );

  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        // Every public page in each language, each naming its versions in the others (issue 15).
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${renderer.publicPaths
          .flatMap((p) => {
            const alternates = LANGUAGES.map(
              (l) =>
                `    <xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(`${publicUrl}${localizedPath(p, l)}`)}"/>`,
            ).join('\n');
            return LANGUAGES.map(
              (l) =>
                `  <url>\n    <loc>${xmlEscape(`${publicUrl}${localizedPath(p, l)}`)}</loc>\n${alternates}\n  </url>`,
            );
          })
          .join('\n')}\n</urlset>\n`,
      ),
  );

  /** The page's lists with the catalogue's texts in the page's language. */
  const listsIn =
    (language: Language): Parameters<PageRenderer['render']>[0]['loadList'] =>
    async (name) =>
      JSON.parse((await app.publicLists[name](language)).json);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Always asked again (prices change, the menu depends on who is logged in, the language on the visitor), and never
    // kept by a shared cache.
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
    const url = new URL(request.url, 'http://localhost');
    const { language: inAddress, path } = splitLanguage(pagePath(url));
    if (url.searchParams.has(LANGUAGE_COOKIE)) return switchLanguage(request, reply, url, path);
    const language = inAddress ?? requestLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    // A public page asked for in English's address by a Marathi or Hindi visitor: its address in their language.
    if (!inAddress && language !== 'en' && renderer.isPublicPath(path)) {
      return reply.redirect(localizedPath(`${path}${url.search}`, language), 302);
    }
    const found = await findSession(app, request);
    const session: SessionState = found
      ? {
          isLoggedIn: true,
          role: found.role,
          ...(found.role === 'customer' && { cartCount: await cartCount(app.db, found.customerId) }),
        }
      : { isLoggedIn: false, role: null };
    const page = await renderer.render({ url: request.url, language, session, publicUrl, loadList: listsIn(language) });
    const head = [page.head, preloadLinks(build.manifest, page.modules)].filter(Boolean).join('\n    ');
    const [beforeHead, beforeApp, beforeState, end] = templates[language][page.scripts ? 'scripts' : 'none'];
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .send(beforeHead + head + beforeApp + page.html + beforeState + page.state + end);
  };

  /**
   * The language switcher's links (`?lang=mr` on the page's own address): the choice is kept in a cookie for a year
   * and the visitor sent to the page in that language. Links, so that switching works before and without the script.
   * A GET changes no profile (issue 22: a link on another site could otherwise choose a customer's e-mails' language):
   * the switcher saves a logged-in customer's choice with POST /api/customer/language before following the link.
   */
  const switchLanguage = async (request: FastifyRequest, reply: FastifyReply, url: URL, path: string) => {
    const asked = url.searchParams.get(LANGUAGE_COOKIE);
    url.searchParams.delete(LANGUAGE_COOKIE);
    const target = `${path}${url.search}`;
    if (!isLanguage(asked)) return reply.redirect(target, 303);
    setLanguageCookie(request, reply, asked);
    return reply.redirect(renderer.isPublicPath(path) ? localizedPath(target, asked) : target, 303);
  };
  // The root is a directory to the file server; it is the home page.
  app.get('/', sendPage);
  return sendPage;
}

/**
 * A page's path with one leading slash: '/.//elsewhere.example/x' parses to '//elsewhere.example/x', which as the
 * Location of a redirect built from it would send the visitor to another site.
 */
export function pagePath(url: URL): string {
  return `/${url.pathname.replace(/^[/\\]+/, '')}`;
}

/** Pages: GET/HEAD outside /api for a path that names no file (a missing file, with a dot in its name, stays 404). */
export function wantsPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (/^\/api(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}
