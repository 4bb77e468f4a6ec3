// Serving the built SPA: index.html with site settings, long cache for hashed assets, history fallback, API 404s stay JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_META_NAME } from '@motomitra/domain/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--mm:site--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ webDistDir: dist, brandName: 'MotoMitra', formerBrandName: 'Old"<Name>' }, { seed: false });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html at / with the site settings, escaped, and no caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<meta name="${SITE_META_NAME}" content="{&quot;brandName&quot;:&quot;MotoMitra&quot;`);
    expect(res.body).toContain('Old\\&quot;&lt;Name&gt;');
    expect(res.body).not.toContain('<!--mm:site-->');
  });

  it('answers a client-side route with index.html (history fallback)', async () => {
    for (const url of [
      '/shop',
      '/productcategory/bike',
      '/articles/regular-servicing-importance',
      '/no/such/page?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<!doctype html>');
    }
  });

  it('caches hashed assets for a year and other files for a day', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a missing file instead of serving the app as a script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404, not the app', async () => {
    for (const url of ['/api', '/api/', '/api/nothing/here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: 'Not found.' });
    }
  });

  it('does not serve the app for a POST to a page path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/shop' });
    expect(res.statusCode).toBe(404);
  });
});
