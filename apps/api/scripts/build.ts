// `npm run build` (API part): bundles the server and the command-line tools into plain JavaScript in apps/api/dist,
// so production runs no TypeScript compiler or tsx. Packages from node_modules stay imports; the domain package (our
// own TypeScript) is bundled in. The SQL migrations and the invoice's fonts are copied beside the bundle, where the
// database client and the invoice PDF read them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'operator-create': 'src/modules/operators/cli.ts',
    'db-seed': 'src/db/seed/cli.ts',
    'db-backup': 'src/db/backup-cli.ts',
    'phone-codes': 'src/modules/messaging/codes-cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  chunkNames: 'chunk-[hash]',
  // Development's packages too: Vite (web-dev.ts, its own chunk, imported only when WEB_DEV_SERVER is set, which
  // production refuses) and pino-pretty (named by the logger in a terminal outside production) are never bundled.
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => name !== '@motomitra/domain',
  ),
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.cpSync(path.join(root, 'src/modules/invoices/fonts'), path.join(dist, 'fonts'), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), dist) || '.'}`);
