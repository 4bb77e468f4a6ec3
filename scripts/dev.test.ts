// `npm run dev` (scripts/dev.mjs), run in a terminal (util-linux's `script` gives it one), serves the shop at one
// address as production does, from the sources: public pages rendered on the server (their heading and language in the
// HTML), the browser's modules and Vite's HMR client and websocket on the same port, a development-only CSP that lets
// exactly Vite's scripts run, and in Chromium the page is taken over without an error or a warning. The log is written
// for a person. A Ctrl-C stops it all, its PostgreSQL included. It changes no file.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const START_MS = 90_000;

let dev: ChildProcess;
/** What the terminal showed, without its colours. */
let output = '';
let base = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-dev-data-'));

/** The processes under `pid` (npm run dev's: tsx watch in a group of its own, the shop, its PostgreSQL), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The parent's id is the second field after the command, which is in parentheses and may hold spaces.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Resolves with the first match of `pattern` in the dev server's output; rejects if it exits or takes too long. */
function waitForOutput(pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (!match) return;
      done();
      resolve(match);
    };
    const exited = (code: number | null) => {
      done();
      reject(new Error(`npm run dev exited (${code}) before ${pattern}:\n${output}`));
    };
    const late = setTimeout(() => {
      done();
      reject(new Error(`npm run dev did not print ${pattern} within ${START_MS} ms:\n${output}`));
    }, START_MS);
    const done = () => {
      clearTimeout(late);
      dev.stdout?.off('data', check);
      dev.off('exit', exited);
    };
    dev.stdout?.on('data', check);
    dev.once('exit', exited);
    check();
  });
}

beforeAll(async () => {
  // The environment of a developer's terminal, not of this test run (Vitest sets NODE_ENV=test and VITEST).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$)/.test(name)));
  // The command in a pseudo-terminal of its own: stdout is a TTY, and a ^C written to it is a terminal's Ctrl-C. The
  // shell `script` starts ($SHELL, or /bin/sh where none is set, as in CI) is replaced by the command (exec): dash
  // would otherwise stay in the terminal's foreground group, take the ^C too and end by it (130), whatever the
  // command's own exit status.
  dev = spawn(
    'script',
    ['--quiet', '--flush', '--return', '--command', `exec '${process.execPath}' scripts/dev.mjs`, '/dev/null'],
    {
      cwd: repo,
      env: {
        ...env,
        HOST: '127.0.0.1',
        // A port of the server's own choosing, read from its log.
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const show = (text: string) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a terminal's colour codes start with ESC
    output += text.replace(/\x1b\[[0-9;]*m/g, '');
  };
  for (const stream of [dev.stdout, dev.stderr]) stream?.setEncoding('utf8').on('data', show);
  base = (await waitForOutput(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1] ?? '';
}, START_MS + 5000);

afterAll(async () => {
  // A test that failed half-way still leaves nothing running: whatever is left of what npm run dev started is ended.
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const left = descendants(dev.pid as number);
    const exited = new Promise((r) => dev.once('exit', r));
    dev.stdin?.write('\x03');
    const late = setTimeout(() => {
      for (const pid of [dev.pid as number, ...left]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 30_000);
    await exited;
    clearTimeout(late);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 40_000);

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** Running: not ended, and not a zombie (ended, its exit status not yet collected by its parent or init). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers, signal: AbortSignal.timeout(60_000) });

/** The HMR websocket's first message, on the page's own port, as Vite's client opens it. */
function hmrGreeting(): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'vite-hmr',
      },
      timeout: 30_000,
    });
    request.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
    request.on('timeout', () => request.destroy(new Error('no answer to the upgrade')));
    request.on('error', reject);
    request.on('upgrade', (_res, socket, head) => {
      let data = head;
      const read = () => {
        // One unmasked text frame from the server: 0x81, then its length (under 126 bytes here), then the text.
        if (data.length < 2 || data.length < 2 + (data[1] as number)) return;
        socket.destroy();
        resolve(data.subarray(2, 2 + (data[1] as number)).toString());
      };
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        read();
      });
      read();
    });
  });
}

describe('npm run dev', { timeout: 60_000 }, () => {
  it('renders public pages on the server, as production does, in their language', async () => {
    for (const [url, lang, heading] of [
      ['/faqs', 'en', /<h1[^>]*>Frequently asked questions<\/h1>/],
      // The shop in Marathi: its heading in Devanagari, drawn by the server before any script runs.
      ['/mr/shop', 'mr', /<h1[^>]*>[\u0900-\u097F][^<]*<\/h1>/],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      expect(html, url).toMatch(heading);
      expect(html, url).toContain('<script type="application/json" id="mm-state">');
      expect(html, url).not.toContain('<!--mm:');
    }
  });

  it('serves the page’s module script and Vite’s HMR client and websocket at the same address', async () => {
    const html = await (await get('/faqs')).text();
    const entry = /<script type="module" src="(\/src\/[^"]+)"><\/script>/.exec(html)?.[1];
    // (Vite adds ?t= to it once it has been edited.)
    expect(entry).toMatch(/^\/src\/main\.tsx(\?t=\d+)?$/);
    const script = await get(entry as string);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    // The app's entry as Vite serves it, hydrating the page; the page's own screen with React Refresh's hooks.
    expect(await script.text()).toContain('hydrateRoot');
    const screen = await get('/src/features/content/routes/faqs.tsx');
    expect(screen.status).toBe(200);
    const code = await screen.text();
    expect(code).toContain('import.meta.hot');
    expect(code).toContain('$RefreshReg$');

    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    expect(JSON.parse(await hmrGreeting())).toEqual({ type: 'connected' });
  });

  it('links the page’s stylesheets, as a built page does, but not another screen’s', async () => {
    const html = await (await get('/faqs')).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets).toContain('/src/app/styles.css');
    // The place picker's styles come with checkout, loaded when it is shown: not on this page.
    expect(sheets.filter((s) => s?.includes('place-picker'))).toEqual([]);
    const css = await get('/src/app/styles.css', { accept: 'text/css,*/*;q=0.1' });
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('allows Vite’s inline scripts by their hashes only, and inline styles, in development alone', async () => {
    const res = await get('/faqs');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The API's own answers keep production's policy.
    const api = await get('/api/health');
    expect(api.headers.get('content-security-policy')).toContain("script-src 'self';style-src 'self';");
  });

  it('is taken over in Chromium without an error or a warning, with hot module replacement connected', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const connected = page.waitForEvent('console', {
        predicate: (m) => m.text().includes('[vite] connected'),
        timeout: 60_000,
      });
      await page.goto(`${base}/mr/shop`);
      await page.locator('html[data-ready]').waitFor({ timeout: 60_000 });
      await connected;
      await expect(page.locator('h1').first().textContent()).resolves.toMatch(/[\u0900-\u097F]/);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('logs lines a person reads (pino-pretty), not JSON, in a terminal', () => {
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:/m);
    expect(output).not.toMatch(/^\{"level"/m);
  });

  it('stops on Ctrl-C, its PostgreSQL too, even with a connection open that has sent nothing yet', async () => {
    // dev.mjs, tsx watch, the shop and its PostgreSQL (not their helpers, such as esbuild's service, which ends on its
    // own once the pipe to its parent closes).
    const started = descendants(dev.pid as number).filter((pid) =>
      /dev\.mjs|tsx|server\.ts|postgres/.test(commandOf(pid)),
    );
    expect(started.length).toBeGreaterThanOrEqual(4);
    // A browser opens connections ahead of its requests; one would hold the server's close until tsx watch kills it.
    const { port } = new URL(base);
    const early = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => early.once('connect', r));
    early.on('error', () => {});
    const exited = new Promise<number | null>((r) => dev.once('exit', r));
    dev.stdin?.write('\x03');
    expect(await exited, output.slice(-3000)).toBe(0);
    early.destroy();
    expect(output).not.toContain("Process didn't exit");
    expect(
      started.filter(alive).map((pid) => `${pid} ${commandOf(pid)}`),
      output.slice(-3000),
    ).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    // Stopped in order: the shop, then its PostgreSQL, with no connection lost on the way.
    expect(output).toContain('INFO: shutting down');
    expect(output).not.toMatch(/\b(ERROR|FATAL):/);
  });
});
