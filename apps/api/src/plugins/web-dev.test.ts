// Pages through Vite's dev server (web-dev.ts), against a small web app of its own in a scratch folder: a page is
// rendered from the sources as they are when it is asked for, also after an edit to a screen that the route table
// loaded lazily and keeps; the head links the stylesheets of the page's static imports in the order the browser
// evaluates them, not those of a screen loaded later; and the change reaches the browser's HMR websocket.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let base = '';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-web-src-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeAll(async () => {
  write('vite.config.mjs', 'export default { logLevel: "silent" };\n');
  write(
    'index.html',
    '<!doctype html><html><head><!--mm:head--></head><body><div id="root"><!--mm:app--></div><!--mm:state-->' +
      '<script type="module" src="/src/main.tsx"></script></body></html>',
  );
  // The browser's entry: its stylesheet, a component with its own (imported first, so evaluated first), and the
  // screens, each loaded only when shown (through import.meta.glob, as apps/web's route table loads them).
  write(
    'src/main.tsx',
    "import './shell.tsx';\nimport './main.css';\nexport const screens = import.meta.glob('./screens/*.tsx');\n",
  );
  write('src/shell.tsx', "import './shell.css';\nexport const shell = 1;\n");
  write('src/screens/other.tsx', "import './other.css';\nexport const other = 1;\n");
  write('src/screens/faqs.tsx', "import './faqs.css';\nexport const title = 'Before';\n");
  for (const css of ['src/main.css', 'src/shell.css', 'src/screens/other.css', 'src/screens/faqs.css']) {
    write(css, 'p { margin: 0 }\n');
  }
  // A route table that loads each screen once and keeps it, imported by the server entry, as apps/web's is.
  write(
    'src/routes.tsx',
    `const screens = import.meta.glob('./screens/*.tsx');
const loaded = new Map<string, { title: string }>();
export async function screen(name: string): Promise<{ title: string }> {
  let found = loaded.get(name);
  if (!found) loaded.set(name, (found = (await screens[\`./screens/\${name}.tsx\`]()) as { title: string }));
  return found;
}
`,
  );
  write(
    'src/entry-server.tsx',
    `import { screen } from './routes.tsx';
export function createRenderer() {
  return {
    publicPaths: ['/faqs'],
    isPublicPath: () => true,
    async render() {
      const { title } = await screen('faqs');
      return { status: 200, head: '', html: '<h1>' + title + '</h1>', state: '', modules: ['src/screens/faqs.tsx'], scripts: true };
    },
  };
}
`,
  );
  t = await createTestApp({}, { web: { viteRoot: root } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = async (url: string) => (await fetch(`${base}${url}`, { signal: AbortSignal.timeout(30_000) })).text();

/** Vite's HMR websocket at the app's address, as its client opens it; `next()` is its next message. */
function hmrSocket(): Promise<{ next(): Promise<{ type: string }>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
      },
    });
    request.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
    request.on('error', reject);
    request.on('upgrade', (_res, socket: Duplex, head: Buffer) => {
      let data = head;
      const waiting: ((message: { type: string }) => void)[] = [];
      const messages: { type: string }[] = [];
      const read = () => {
        // Unmasked text frames from the server: 0x81, a length (7 bits, or 126 and 16 bits), the text.
        for (;;) {
          if (data.length < 2) return;
          const short = (data[1] as number) & 0x7f;
          const [start, length] = short === 126 ? [4, data.length >= 4 ? data.readUInt16BE(2) : -1] : [2, short];
          if (length < 0 || data.length < start + length) return;
          const message = JSON.parse(data.subarray(start, start + length).toString()) as { type: string };
          data = data.subarray(start + length);
          const taker = waiting.shift();
          if (taker) taker(message);
          else messages.push(message);
        }
      };
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        read();
      });
      read();
      resolve({
        next: () => {
          const message = messages.shift();
          return message ? Promise.resolve(message) : new Promise((r) => waiting.push(r));
        },
        close: () => socket.destroy(),
      });
    });
  });
}

describe('pages through Vite in development', () => {
  it('link the stylesheets of the page’s static imports in evaluation order, not a lazily loaded screen’s', async () => {
    const html = await page('/faqs');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets).toEqual(['/src/shell.css', '/src/main.css', '/src/screens/faqs.css']);
  });

  it('are rendered from the sources as they are, after an edit to a screen the route table keeps', async () => {
    expect(await page('/faqs')).toContain('<h1>Before</h1>');
    const hmr = await hmrSocket();
    try {
      expect(await hmr.next()).toEqual({ type: 'connected' });
      write('src/screens/faqs.tsx', "import './faqs.css';\nexport const title = 'After';\n");
      // Vite tells the browser once it has taken the change in (the page module has no HMR boundary: a reload).
      expect((await hmr.next()).type).toBe('full-reload');
      expect(await page('/faqs')).toContain('<h1>After</h1>');
    } finally {
      hmr.close();
    }
  });
});
