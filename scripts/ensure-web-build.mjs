// `npm start` helper: builds the web app when there is no build, or when its sources changed since the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/domain/src'].map((p) =>
  path.join(root, p),
);

function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = fs.statSync(dist, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log(built === 0 ? 'Building the web app (first start)…' : 'Web sources changed; rebuilding the web app…');
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
}
