// `npm run dev`: the shop at one address (http://localhost:3000, or PORT) in one process, as `npm start` serves it but
// from the sources, with nothing to build or set up (the embedded PostgreSQL in ./data, as `npm start`). The API runs
// under `tsx watch` and restarts when its code changes; pages are rendered on the server from apps/web's sources through
// Vite in the same process (WEB_DEV_SERVER, apps/api/src/plugins/web-dev.ts), and the browser gets Vite's hot module
// replacement. A change to vite.config.ts restarts the process too (Vite in middleware mode does not restart itself).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const child = spawn(
  process.execPath,
  [tsx, 'watch', '--clear-screen=false', '--include', 'apps/web/vite.config.ts', 'apps/api/src/server.ts'],
  {
    cwd: root,
    // A process group of its own: a terminal's Ctrl-C reaches this script alone, which passes it on, so that the shop
    // stops its PostgreSQL itself instead of both being interrupted at once (the database first, its connections lost).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, WEB_DEV_SERVER: 'true' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
