// Serves the web app: pages rendered on the server (web-pages.ts), robots.txt, sitemap.xml and the install manifest,
// and the browser's files: in production the build's, precompressed and cached for a year; in development
// (WEB_DEV_SERVER) the sources through Vite with hot module replacement (web-dev.ts, loaded only then).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Site } from '@motomitra/domain/site';
import type { FastifyInstance } from 'fastify';
import type { Manifest, ManifestChunk, WebBuild } from './web-build.ts';
import { webManifest } from './web-manifest.ts';
import { type PageSource, pageTemplates, registerPages, type SendPage } from './web-pages.ts';
import { robotsTxt } from './web-robots.ts';
import { sitemapXml } from './web-sitemap.ts';

/** The web app's sources (apps/web), served through Vite's dev server: development only. */
export type WebSources = { viteRoot: string };

/**
 * Script and style links for a page's own modules, beyond what index.html already loads for every page: the entry's
 * chunks, and the chunks it names (Vite writes an entry that only imports other chunks into index.html as their
 * script tags, and the manifest then has no entry). Stylesheets come as Vite's preload adds them when the browser goes
 * to the page, those of the chunks a chunk imports before its own, each once: the cascade is the same whether the
 * server sent the page or the browser went to it.
 */
export function preloadLinks(manifest: Manifest, modules: string[], template = ''): string {
  const seen = new Set<string>();
  /** Each chunk once, after the chunks it imports. */
  const walk = (key: string, into: ManifestChunk[]) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const i of chunk.imports ?? []) walk(i, into);
    into.push(chunk);
  };
  const loaded: ManifestChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || template.includes(`"/${chunk.file}"`)) walk(key, loaded);
  }
  const wanted: ManifestChunk[] = [];
  for (const m of modules) walk(m, wanted);
  const sheets = new Set(wanted.flatMap((chunk) => chunk.css ?? []));
  for (const css of loaded.flatMap((chunk) => chunk.css ?? [])) sheets.delete(css);
  return [
    // Low priority, like the page's main script: the page is already rendered, its scripts only make it interactive.
    ...[...wanted].reverse().map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...[...sheets].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
  ].join('\n    ');
}

/** The build's files: hashed assets cached for a year, each sent in its stored brotli or gzip form as accepted. */
async function builtFiles(app: FastifyInstance, opts: { clientDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.clientDir,
    index: false,
    wildcard: true,
    // index.html is only a template, and the build manifest (in .vite/) is for the server.
    allowedPath: (pathName) => pathName !== '/index.html',
    dotfiles: 'ignore',
    // Built files are stored brotli- and gzip-compressed beside the originals (npm run build).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The file sent may be its stored .br or .gz form: the headers are those of the original.
      const rel = path.relative(opts.clientDir, filePath).replace(/\.(br|gz)$/, '');
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
}

/** Pages from the build: one renderer and one template for the life of the process, preloads from the manifest. */
function builtPages(build: WebBuild, site: Site): PageSource {
  const renderer = build.entry.createRenderer(site);
  const templates = pageTemplates(build.template);
  return {
    renderer: async () => renderer,
    templates: async () => templates,
    preloads: async (modules) => preloadLinks(build.manifest, modules, build.template),
  };
}

/** Registers the web app; returns the page sender for every GET outside /api that is no file. */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { web: WebBuild | WebSources; site: Site; publicUrl: string },
): Promise<SendPage> {
  const { web, site, publicUrl } = opts;
  let source: PageSource;
  if ('viteRoot' in web) {
    // Vite and everything it brings are loaded only here: a production start never imports them.
    const { viteDevServer } = await import('./web-dev.ts');
    source = await viteDevServer(app, { root: web.viteRoot, site });
  } else {
    await app.register(builtFiles, { clientDir: web.clientDir });
    source = builtPages(web, site);
  }
  await app.register(robotsTxt, { publicUrl });
  await app.register(webManifest, { brandName: site.brandName });
  await app.register(sitemapXml, { publicUrl, publicPaths: async () => (await source.renderer()).publicPaths });
  return registerPages(app, { source, publicUrl });
}
