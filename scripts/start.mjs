// `npm start` (and the command-line tools): runs the built shop, plain JavaScript, in this process.
// With NODE_ENV=production it never builds: a missing build stops it with what to run. Otherwise it first builds what
// is missing or older than its sources, so that `npm ci && npm start` works on a fresh machine.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2] ?? 'server';
const production = process.env.NODE_ENV === 'production';

/** Each build: what it makes, the sources it is made from, and the command that makes it. */
const BUILDS = {
  api: {
    outputs: [
      'apps/api/dist/server.js',
      'apps/api/dist/operator-create.js',
      'apps/api/dist/db-seed.js',
      'apps/api/dist/db-backup.js',
      'apps/api/dist/phone-codes.js',
    ],
    sources: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'packages/domain/src'],
    command: 'npm run --silent -w @motomitra/api build',
  },
  web: {
    outputs: [
      'apps/web/dist/client/index.html',
      'apps/web/dist/client/.vite/manifest.json',
      'apps/web/dist/server/entry-server.js',
    ],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    command: 'npm run --silent -w @motomitra/web build',
  },
};
// The tools need the API only; the server also the web app (its pages and files).
const needed = entry === 'server' ? ['api', 'web'] : ['api'];

function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

for (const name of needed) {
  const build = BUILDS[name];
  const built = build.outputs.map((o) => fs.statSync(path.join(root, o), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const missing = build.outputs.filter((_, i) => built[i] === 0);
  if (production) {
    if (missing.length > 0) {
      console.error(
        `MotoMitra is not built (missing ${missing.join(', ')}). With NODE_ENV=production npm start never builds: ` +
          'run `npm run build` first.',
      );
      process.exit(1);
    }
    continue;
  }
  const stale = Math.max(...build.sources.map((s) => newest(path.join(root, s)))) > Math.min(...built);
  if (missing.length > 0 || stale) {
    console.log(
      missing.length > 0 ? `Building the ${name} (first start)…` : `The ${name}'s sources changed; rebuilding…`,
    );
    execSync(build.command, { cwd: root, stdio: 'inherit' });
  }
}

// Stack traces in logs point into the TypeScript sources (the bundle carries source maps). The tool's own arguments
// follow the entry's name, where its argument parser looks for them.
process.setSourceMapsEnabled(true);
process.argv.splice(2, 1);
await import(pathToFileURL(path.join(root, 'apps/api/dist', `${entry}.js`)).href);
