// `npm run dev`: the API in watch mode on API_PORT (3001) and the Vite dev server on 5173 proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', '--silent', '-w', '@motomitra/api', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST_DIR: 'apps/web/no-build-in-dev' },
  }),
  spawn('npm', ['run', '--silent', '-w', '@motomitra/web', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
