// Vite: `vite build` makes the browser's files in dist/client (with a manifest the server reads to preload each page's

// scripts, and every text file also stored brotli- and gzip-compressed); `vite build --ssr src/entry-server.tsx` makes
// the server renderer in dist/server. In dev, /api is proxied to the API.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, transformWithOxc } from 'vite';

/** What the service worker keeps besides the built files: the offline page and what it shows, and the app's icons. */
const SHELL = ['/offline', '/manifest.webmanifest', '/img/home/favicon.svg', '/img/icons/icon-192.png'];

/**
 * Writes sw.js (from sw/sw.ts) with the list of every built script and style to keep, and a version that changes with
 * that list: a new build replaces the old cache. It reads the files written, after the bundler has dropped any it
 * emitted empty.
 */
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'motomitra:service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const built = fs
        .readdirSync(path.join(outDir, 'assets'))
        .filter((name) => /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/assets/${name}`);
      const precache = [...SHELL, ...built];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = fs.readFileSync(path.resolve(import.meta.dirname, 'sw/sw.ts'), 'utf8');
      const { code } = await transformWithOxc(source, 'sw.ts', { lang: 'ts' });
      fs.writeFileSync(
        path.join(outDir, 'sw.js'),
        code.replace('__PRECACHE__', JSON.stringify(precache)).replace('__VERSION__', JSON.stringify(version)),
      );
    },
  };
}

/**
 * Moves index.html's <!--mm:head--> (where the server writes a page's title, its preloads and its own stylesheets) to
 * the end of <head>, after the app's script and the shell's stylesheet that Vite writes there. A screen's stylesheet
 * then comes after the shell's in the cascade whether the server sent the page or the browser went to it (Vite's
 * preload adds it at the end of <head>), and a screen's rule wins over a shell rule as specific as it.
 */
function pageHeadLast(): Plugin {
  const mark = '<!--mm:head-->';
  return {
    name: 'motomitra:page-head-last',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/\n?[ \t]*<!--mm:head-->/, '').replace(/\s*<\/head>/, (end) => `\n    ${mark}${end}`),
    },
  };
}

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;

/** Stores file.br and file.gz beside each text file of the client build, at the best ratios, once per build. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'motomitra:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          if (e.isDirectory()) return e.name === '.vite' ? [] : walk(full);
          return TEXT.test(e.name) && e.name !== 'index.html' ? [full] : [];
        });
      for (const file of walk(outDir)) {
        const raw = fs.readFileSync(file);
        if (raw.length < 512) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // React's JSX with Fast Refresh in the dev server (hot module replacement that keeps a screen's state).
  plugins: [react(), pageHeadLast(), serviceWorker(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    manifest: !isSsrBuild,
    // Every browser the shop supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // What every page loads first (main.tsx and everything it imports, the bundler's runtime, and the few small
            // modules most public pages share) is one chunk: one request on a slow network instead of twenty small
            // ones. Screens stay in chunks of their own.
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  test: /[\\/]src[\\/]main\.tsx$|rolldown[\\/]runtime|[\\/]src[\\/]app[\\/]format\.ts$|[\\/]domain[\\/]src[\\/](constants|money)\.ts$/,
                },
                // What the static pages share (their texts, text blocks, the not-found screen), and the shop's pages.
                {
                  name: 'content',
                  test: /[\\/]features[\\/]content[\\/](components[\\/]|routes[\\/]not-found)|[\\/]i18n[\\/]en[\\/]content\.ts$/,
                },
                // The service cards /shop, a category and the home page list; the product page's own parts stay in its
                // chunk, since a group takes what its modules import with it (zod, the cart's calls).
                {
                  name: 'shop',
                  test: /[\\/]features[\\/]shop[\\/]components[\\/]product-grid\.tsx$|[\\/]i18n[\\/]en[\\/]shop\.ts$/,
                },
                // Login's and the account screens' texts and rules, and the API client they post with.
                {
                  name: 'account',
                  test: /[\\/]i18n[\\/]en[\\/]account\.ts$|[\\/]domain[\\/]src[\\/](messages-customer|password)\.ts$|[\\/]components[\\/](http|field-errors)\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  // The server renderer bundles the domain package (TypeScript source); React and the libraries are loaded from
  // node_modules at run time.
  ssr: { noExternal: ['@motomitra/domain'] },
  server: {
    port: 5173,
    // The Host stays the dev server's, as the browser's Origin names it: the API refuses a POST whose Origin differs.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`, changeOrigin: false } },
  },
}));
