// Serving the built web app, against a small build of its own: pages from the server renderer with the head, markup,
// state and preloads in place; precompressed assets by Accept-Encoding; robots.txt and sitemap.xml; what is not served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema.ts';
import { registerCustomer } from '../testing/customers.ts';
import { loginStaff } from '../testing/operators.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { preloadLinks } from './web-app.ts';
import { loadWebBuild, MissingWebBuildError } from './web-build.ts';
import { pagePath } from './web-pages.ts';

let t: TestApp;
let dist: string;
const ASSET = 'assets/app-abc123.js';
const assetBody = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A build as `npm run build` lays it out, with a renderer that shows what it was asked. */
function writeBuild(dir: string) {
  const client = path.join(dir, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(client, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(client, 'index.html'),
    `<!doctype html><html><head><!--mm:head--><script type="module" src="/${ASSET}"></script></head><body><div id="root"><!--mm:app--></div><!--mm:state--></body></html>`,
  );
  fs.writeFileSync(
    path.join(client, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: ASSET, isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/page.tsx': { file: 'assets/page-2.js', imports: ['_shared.js', '_own.js'], css: ['assets/page-2.css'] },
      '_own.js': { file: 'assets/own-3.js' },
    }),
  );
  fs.writeFileSync(path.join(client, ASSET), assetBody);
  fs.writeFileSync(path.join(client, `${ASSET}.br`), brotliCompressSync(assetBody));
  fs.writeFileSync(path.join(client, `${ASSET}.gz`), gzipSync(assetBody));
  fs.writeFileSync(path.join(client, 'robots.txt'), 'not this one');
  fs.writeFileSync(path.join(client, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export function createRenderer(site) {
      return {
        publicPaths: ['/', '/shop', '/articles/a&b'],
        isPublicPath: (path) => ['/', '/shop', '/articles/a&b'].includes(path),
        async render(request) {
          const products = await request.loadList('products');
          return {
            status: request.url.startsWith('/missing') ? 404 : 200,
            head: '<title>' + site.brandName + '</title>',
            html: '<i>' + request.language + '</i><p>' + request.url + ' ' + JSON.stringify(request.session) + ' ' + products.length + ' products</p>' + 'x'.repeat(2000),
            state: '<script type="application/json" id="mm-state">{}</script>',
            modules: request.url === '/shop' ? ['src/page.tsx'] : [],
            scripts: request.url !== '/plain',
          };
        },
      };
    }`,
  );
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-dist-'));
  writeBuild(dist);
  t = await createTestApp(
    { brandName: 'MotoMitra', publicUrl: 'https://shop.example.in' },
    { web: await loadWebBuild(dist) },
  );
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages', () => {
  it('are the renderer’s head, markup and state in index.html, never kept by a shared cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<head><title>MotoMitra</title><script type="module"');
    expect(res.body).toMatch(
      /<div id="root"><i>en<\/i><p>\/ \{"isLoggedIn":false,"role":null\} \d+ products<\/p>x+<\/div>/,
    );
    expect(res.body).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(res.body).toContain('<script type="application/json" id="mm-state">{}</script></body>');
    expect(res.body).not.toContain('<!--mm:');
  });

  it('are rendered for the logged-in customer the cookie names', async () => {
    const asha = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/shop?x=1', headers: { cookie: asha.cookie } });
    expect(res.body).toContain('<p>/shop?x=1 {"isLoggedIn":true,"role":"customer","cartCount":0}');
  });

  it('tell a member of staff their role, which decides the console screens they are shown (decision 0021)', async () => {
    const rider = await loginStaff(t, 'rider');
    const res = await t.app.inject({ method: 'GET', url: '/shop', headers: { cookie: rider.cookie } });
    expect(res.body).toContain('<p>/shop {"isLoggedIn":true,"role":"operator","staffRole":"rider"}');
  });

  it('carry the renderer’s status, and every path that names no file is a page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/missing/page' })).statusCode).toBe(404);
    for (const url of ['/productcategory/bike', '/articles/regular-servicing-importance', '/Test?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<p>${url} `);
    }
  });

  it('preload the scripts and styles of their own modules that index.html does not already name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-2.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/own-3.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/page-2.css">');
    expect(res.body).not.toContain('href="/assets/shared-1.js"');
  });

  it('meant to work as plain HTML (the offline page) go without the app’s scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/plain' });
    expect(res.body).toContain('<head><title>MotoMitra</title></head>');
    expect(res.body).not.toContain('<script type="module"');
  });

  it('travel compressed when the client accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('built files', () => {
  it('go out precompressed as the client accepts, hashed ones cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetBody);
    const gz = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: `/${ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetBody);
  });

  it('do not include the template or the build manifest, and a missing file is 404, not a page', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json', '/assets/app-gone.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('mm:app');
    }
  });
});

describe('installing the shop', () => {
  it('the manifest names the shop, opens at home, standalone, with 192, 512 and maskable icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ short_name: 'MotoMitra', start_url: '/', display: 'standalone' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('the service worker is asked for afresh on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('for search engines', () => {
  it('robots.txt keeps them out of the account, the console and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Disallow: /ops\n');
    expect(res.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });

  it('sitemap.xml lists the public pages at the public address, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, Marathi and Hindi (decision 0012), each naming the others.
    expect(locs).toEqual([
      'https://shop.example.in/',
      'https://shop.example.in/mr',
      'https://shop.example.in/hi',
      'https://shop.example.in/shop',
      'https://shop.example.in/mr/shop',
      'https://shop.example.in/hi/shop',
      'https://shop.example.in/articles/a&amp;b',
      'https://shop.example.in/mr/articles/a&amp;b',
      'https://shop.example.in/hi/articles/a&amp;b',
    ]);
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://shop.example.in/hi/articles/a&amp;b"/>',
    );
  });
});

describe('languages (decision 0012)', () => {
  it("reads a page's path with one leading slash, so that no redirect built from it leads to another site", () => {
    // '/.//elsewhere.example/x' parses to '//elsewhere.example/x': as a Location, a link to another site.
    expect(pagePath(new URL('/.//elsewhere.example/x', 'http://localhost'))).toBe('/elsewhere.example/x');
    expect(pagePath(new URL('/mr/shop', 'http://localhost'))).toBe('/mr/shop');
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("renders a page in its address's language, with <html lang>, whatever the browser and the cookie say", async () => {
    const res = await get('/hi/shop?x=1', { 'accept-language': 'mr', cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain('<i>hi</i><p>/hi/shop?x=1 ');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it("sends a public page's English address to the visitor's language: the cookie's, else the browser's", async () => {
    const browser = await get('/shop?x=1', { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' });
    expect([browser.statusCode, browser.headers.location]).toEqual([302, '/mr/shop?x=1']);
    const cookie = await get('/', { 'accept-language': 'mr', cookie: 'lang=hi' });
    expect([cookie.statusCode, cookie.headers.location]).toEqual([302, '/hi']);
    const english = await get('/shop', { 'accept-language': 'mr', cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    // A screen that is no public page keeps its address, in the visitor's language.
    const screen = await get('/cart', { cookie: 'lang=mr' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<i>mr</i><p>/cart ');
  });

  it('keeps a choice from the switcher (?lang=) in a cookie and sends the page in it; an unknown one changes nothing', async () => {
    const res = await get('/shop?x=1&lang=mr');
    expect([res.statusCode, res.headers.location]).toEqual([303, '/mr/shop?x=1']);
    expect(res.headers['set-cookie']).toMatch(/^lang=mr; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const back = await get('/mr/shop?lang=en');
    expect([back.statusCode, back.headers.location]).toEqual([303, '/shop']);
    const screen = await get('/cart?lang=hi');
    expect([screen.statusCode, screen.headers.location]).toEqual([303, '/cart']);
    const bad = await get('/shop?lang=fr');
    expect([bad.statusCode, bad.headers.location, bad.headers['set-cookie']]).toEqual([303, '/shop', undefined]);
  });

  it('changes only the page for a logged-in customer, never their profile: a link from another site is a GET too', async () => {
    const asha = await registerCustomer(t.app);
    const res = await get('/?lang=hi', { cookie: asha.cookie, 'sec-fetch-site': 'cross-site' });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/hi']);
    expect(res.headers['set-cookie']).toMatch(/^lang=hi;/);
    const [row] = await t.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, asha.id));
    expect(row?.language).toBe('en');
  });
});

describe('what stays the API’s', () => {
  it('unknown API paths are JSON 404s, and a POST to a page path is no page', async () => {
    for (const url of ['/api', '/api/', '/api/nothing/here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: 'Not found.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/shop' })).statusCode).toBe(404);
  });
});

describe('a page’s preloads', () => {
  // As Vite writes a build whose entry only imports other chunks: index.html names those chunks' scripts and
  // stylesheet, and the manifest has no entry. Vite lists a stylesheet of its own (no script) with each chunk that
  // imports it, so two chunks may name one.
  const template =
    '<head><script type="module" crossorigin src="/assets/app-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/app-1.css"><!--mm:head--></head>';
  const manifest = {
    '_app.js': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
    '_shared.js': {
      file: 'assets/shared-2.js',
      imports: ['_app.js'],
      css: ['assets/shared-2.css', 'assets/parts-5.css'],
    },
    '_more.js': { file: 'assets/more-4.js', imports: ['_app.js'], css: ['assets/parts-5.css'] },
    'src/page.tsx': {
      file: 'assets/page-3.js',
      imports: ['_app.js', '_shared.js', '_more.js'],
      css: ['assets/page-3.css'],
    },
  };
  const links = preloadLinks(manifest, ['src/page.tsx'], template);
  const sheets = [...links.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('leave out the scripts and the stylesheet index.html already loads, where the manifest has no entry', () => {
    expect(links).not.toContain('app-1');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/page-3.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
  });

  it('link each stylesheet once, those of the chunks a page imports before its own, as the browser adds them', () => {
    expect(sheets).toEqual(['/assets/shared-2.css', '/assets/parts-5.css', '/assets/page-3.css']);
  });
});

describe('loadWebBuild', () => {
  it('names what is missing and how to make it', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-nobuild-'));
    try {
      await expect(loadWebBuild(empty)).rejects.toThrow(MissingWebBuildError);
      await expect(loadWebBuild(empty)).rejects.toThrow(
        /index\.html.*manifest\.json.*entry-server\.js.*npm run build/s,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
