// Development only (WEB_DEV_SERVER, set by `npm run dev`): the web app's sources served through Vite's dev server
// inside the API's own process, in middleware mode, so that one address serves the API and pages rendered on the server
// as production renders them. Pages go through the same pipeline as production's (web-pages.ts); what differs is their
// source: the renderer is apps/web/src/entry-server.tsx as it is now (Vite reloads what changed), index.html is
// transformed by Vite (its HMR client, React Refresh's preamble), and the head links the page's stylesheets instead of
// the build's preloads. The browser's module requests and the HMR websocket go to Vite. Never imported in production.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageRenderer, ServerEntry, Site } from '@motomitra/domain/site';
import type { FastifyError, FastifyInstance } from 'fastify';
import { createServer, isCSSRequest, type Logger, parseAst, type TransformResult, type ViteDevServer } from 'vite';
import { developmentCsp } from './security.ts';
import { type PageSource, pageTemplates } from './web-pages.ts';

/** The module index.html loads in the browser: its static imports' stylesheets are on every page. */
const CLIENT_ENTRY = '/src/main.tsx';
const SERVER_ENTRY = '/src/entry-server.tsx';

/** Vite's messages (a file changed, a module updated, a transform failed) in the shop's log. */
function viteLogger(app: FastifyInstance): Logger {
  const warned = new Set<string>();
  const errors = new WeakSet<object>();
  const log = app.log.child({ from: 'vite' });
  return {
    hasWarned: false,
    info: (msg) => log.info(msg),
    warn(msg) {
      this.hasWarned = true;
      log.warn(msg);
    },
    warnOnce(msg) {
      if (warned.has(msg)) return;
      warned.add(msg);
      this.warn(msg);
    },
    error(msg, options) {
      if (options?.error) errors.add(options.error);
      log.error({ err: options?.error ?? undefined }, msg);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => errors.has(error),
  };
}

/** The hashes of index.html's inline scripts as Vite transformed it (React Refresh's preamble), for the page's CSP. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}`,
  );
}

const importsOf = new WeakMap<TransformResult, string[]>();

/**
 * What a module, as Vite serves it, imports statically (its addresses as Vite rewrote them). Not what it imports
 * dynamically (another screen, loaded when shown), which production does not load with the page either; Vite's module
 * graph counts `import.meta.glob`'s lazy imports with the static ones, so the code itself is read.
 */
function staticImports(result: TransformResult): string[] {
  let urls = importsOf.get(result);
  if (!urls) {
    urls = parseAst(result.code).body.flatMap((node) =>
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
        ? [String(node.source.value)]
        : [],
    );
    importsOf.set(result, urls);
  }
  return urls;
}

/**
 * The stylesheets a page loads: those of the client entry's static imports and of the page's own modules, found in
 * Vite's module graph, in the order the browser evaluates them (an import's before its importer's own, as the build
 * orders a chunk's CSS). A production page links its built CSS from the start; without these the page would show
 * unstyled until its scripts ran.
 */
async function stylesheets(vite: ViteDevServer, entries: string[]): Promise<string[]> {
  const client = vite.environments.client;
  // First every module's imports, transformed side by side; then the walk in order.
  const importsOf = new Map<string, string[]>();
  const read = async (url: string): Promise<void> => {
    // Stylesheets import nothing the page needs, and packages Vite pre-bundled import no stylesheet.
    if (importsOf.has(url) || isCSSRequest(url) || url.startsWith('/node_modules/.vite/')) return;
    importsOf.set(url, []);
    try {
      // The browser asks for the same modules next: the transform is done once for both.
      const result = await client.transformRequest(url);
      importsOf.set(url, result ? staticImports(result) : []);
    } catch {
      // A module that does not compile: Vite's overlay in the browser says why; the page goes without its styles.
      return;
    }
    await Promise.all((importsOf.get(url) ?? []).map(read));
  };
  await Promise.all(entries.map(read));
  const sheets: string[] = [];
  const seen = new Set<string>();
  const walk = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    if (isCSSRequest(url)) sheets.push(url);
    for (const imported of importsOf.get(url) ?? []) walk(imported);
  };
  for (const entry of entries) walk(entry);
  return sheets;
}

/** Starts Vite in middleware mode on the app's own HTTP server and returns the page source it serves. */
export async function viteDevServer(app: FastifyInstance, opts: { root: string; site: Site }): Promise<PageSource> {
  const vite = await createServer({
    root: opts.root,
    // The root's vite.config.ts, imported as any module of this process (tsx reads TypeScript), not bundled into a
    // temporary file first: tsx watch then restarts the process when the config changes, never for that file's coming
    // and going.
    configLoader: 'native',
    appType: 'custom',
    clearScreen: false,
    customLogger: viteLogger(app),
    // The HMR websocket shares the app's port (an upgrade request on its server): one address for everything.
    server: { middlewareMode: true, ws: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  // A stop ends every connection at once, not only the idle ones: a browser opens connections ahead of its requests,
  // and one that has sent none holds the server's close until it times out, while tsx watch kills a process that takes
  // over 5 s to stop, leaving its PostgreSQL running. Nothing in development is worth waiting for.
  app.addHook('preClose', async () => app.server.closeAllConnections());

  // The browser's module requests, Vite's client, the public folder's files: Vite answers them; what it passes on
  // (pages, robots.txt, the API) goes on through the app. The API is never Vite's (its config proxies /api for `vite`
  // alone).
  app.addHook('onRequest', (request, reply, done) => {
    if (/^\/api(\/|\?|$)/.test(request.url)) return done();
    vite.middlewares(request.raw, reply.raw, (err?: unknown) => done(err ? (err as FastifyError) : undefined));
  });

  // An error from the sources is logged with their own lines, not those of Vite's transformed code.
  const sourceStack = (err: unknown): never => {
    if (err instanceof Error) vite.ssrFixStacktrace(err);
    throw err;
  };
  const withSourceStacks = (renderer: PageRenderer): PageRenderer => ({
    ...renderer,
    render: (request) => renderer.render(request).catch(sourceStack),
  });
  let current: { createRenderer: ServerEntry['createRenderer']; renderer: PageRenderer } | null = null;

  return {
    async renderer() {
      // The entry as the sources are now: Vite evaluates again the modules a change touched (the changed one and those
      // importing it, up to the entry), so a new renderer follows an edit; otherwise the same one serves on.
      const { createRenderer } = (await vite.ssrLoadModule(SERVER_ENTRY).catch(sourceStack)) as ServerEntry;
      if (current?.createRenderer !== createRenderer) {
        current = { createRenderer, renderer: withSourceStacks(createRenderer(opts.site)) };
      }
      return current.renderer;
    },
    async templates(url) {
      const html = await vite.transformIndexHtml(url, await fs.readFile(path.join(opts.root, 'index.html'), 'utf8'));
      return pageTemplates(html, {
        'content-security-policy': developmentCsp(app.config.map.origins, inlineScriptHashes(html)),
      });
    },
    async preloads(modules) {
      const sheets = await stylesheets(vite, [CLIENT_ENTRY, ...modules.map((m) => `/${m}`)]);
      return sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
    },
  };
}
