// Pages, rendered on the server: one pipeline (language, session, renderer, head, state, template) for the built app in
// production and for the sources through Vite in development. The two differ only in their PageSource: where the
// renderer, index.html and the head's preload links come from.
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  localizedPath,
  requestLanguage,
  splitLanguage,
} from '@motomitra/domain/language';
import type { PageRenderer, SessionState } from '@motomitra/domain/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartCount } from '../modules/cart/service.ts';
import { setLanguageCookie } from '../modules/customers/language.ts';
import { findSession } from './sessions.ts';
import { MissingWebBuildError } from './web-build.ts';

/** index.html cut at its three placeholders: a page is the pieces joined with its head, markup and state between. */
type TemplatePieces = [string, string, string, string];

/** The template of each language (its `<html lang>`), with the app's scripts and without them (the offline page). */
export type PageTemplates = {
  byLanguage: Record<Language, { scripts: TemplatePieces; none: TemplatePieces }>;
  /** Headers every page sent with this template carries (development: a CSP that lets Vite's own scripts run). */
  headers: Record<string, string>;
};

/** Where a page's parts come from: the build (production), or the sources through Vite (development). */
export type PageSource = {
  /** The renderer for this request. */
  renderer(): Promise<PageRenderer>;
  /** index.html as pages of this request's address are cut from. */
  templates(url: string): Promise<PageTemplates>;
  /** The `<head>` links that load a page's own modules early (scripts, styles). */
  preloads(modules: string[]): Promise<string>;
};

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const PLACEHOLDERS = ['<!--mm:head-->', '<!--mm:app-->', '<!--mm:state-->'] as const;

function splitTemplate(template: string): TemplatePieces {
  const pieces: string[] = [];
  let rest = template;
  for (const mark of PLACEHOLDERS) {
    const at = rest.indexOf(mark);
    if (at < 0) throw new MissingWebBuildError(`index.html has no ${mark}: rebuild the web app.`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + mark.length);
  }
  pieces.push(rest);
  return pieces as TemplatePieces;
}

/** The template of a page sent without scripts (the offline page): the app's script and preload tags taken out. */
const withoutScripts = (html: string) =>
  html.replace(/\s*<script type="module"[^>]*>[^<]*<\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/** index.html (as built, or as Vite transformed it) cut for each language. */
export function pageTemplates(html: string, headers: Record<string, string> = {}): PageTemplates {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = html.replace(
        /<html\b[^>]*>/,
        (tag) => `<html lang="${language}"${tag.slice(5, -1).replace(/\s+lang="[^"]*"/, '')}>`,
      );
      return [language, { scripts: splitTemplate(own), none: splitTemplate(withoutScripts(own)) }];
    }),
  ) as PageTemplates['byLanguage'];
  return { byLanguage, headers };
}

/** Who is calling, as the page's menu and handover need it. */
async function sessionState(app: FastifyInstance, request: FastifyRequest): Promise<SessionState> {
  const found = await findSession(app, request);
  if (!found) return { isLoggedIn: false, role: null };
  return {
    isLoggedIn: true,
    role: found.role,
    ...(found.staffRole && { staffRole: found.staffRole }),
    ...(found.role === 'customer' && { cartCount: await cartCount(app.db, found.customerId) }),
  };
}

/**
 * The language switcher's links (`?lang=mr` on the page's own address): the choice is kept in a cookie for a year
 * and the visitor sent to the page in that language. Links, so that switching works before and without the script.
 * A GET changes no profile (a link on another site could otherwise choose a customer's e-mails' language):
 * the switcher saves a logged-in customer's choice with POST /api/customer/language before following the link.
 */
function switchLanguage(request: FastifyRequest, reply: FastifyReply, url: URL, path: string, renderer: PageRenderer) {
  const asked = url.searchParams.get(LANGUAGE_COOKIE);
  url.searchParams.delete(LANGUAGE_COOKIE);
  const target = `${path}${url.search}`;
  if (!isLanguage(asked)) return reply.redirect(target, 303);
  setLanguageCookie(request, reply, asked);
  return reply.redirect(renderer.isPublicPath(path) ? localizedPath(target, asked) : target, 303);
}

/** The page sender for every GET outside /api that is no file; GET / is registered here (to the file server a folder). */
export function registerPages(app: FastifyInstance, opts: { source: PageSource; publicUrl: string }): SendPage {
  const { source, publicUrl } = opts;

  /** The page's lists with the catalogue's texts in the page's language. */
  const listsIn =
    (language: Language): Parameters<PageRenderer['render']>[0]['loadList'] =>
    async (name) =>
      JSON.parse((await app.publicLists[name](language)).json);

  const sendPage: SendPage = async (request, reply) => {
    // Always asked again (prices change, the menu depends on who is logged in, the language on the visitor), and never
    // kept by a shared cache.
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
    const renderer = await source.renderer();
    const url = new URL(request.url, 'http://localhost');
    const { language: inAddress, path } = splitLanguage(pagePath(url));
    if (url.searchParams.has(LANGUAGE_COOKIE)) return switchLanguage(request, reply, url, path, renderer);
    const language = inAddress ?? requestLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    // A public page asked for in English's address by a Marathi or Hindi visitor: its address in their language.
    if (!inAddress && language !== 'en' && renderer.isPublicPath(path)) {
      return reply.redirect(localizedPath(`${path}${url.search}`, language), 302);
    }
    const session = await sessionState(app, request);
    const [page, templates] = await Promise.all([
      renderer.render({ url: request.url, language, session, publicUrl, loadList: listsIn(language) }),
      source.templates(request.url),
    ]);
    const head = [page.head, await source.preloads(page.modules)].filter(Boolean).join('\n    ');
    const [beforeHead, beforeApp, beforeState, end] = templates.byLanguage[language][page.scripts ? 'scripts' : 'none'];
    return reply
      .status(page.status)
      .headers(templates.headers)
      .type('text/html; charset=utf-8')
      .send(beforeHead + head + beforeApp + page.html + beforeState + page.state + end);
  };

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
