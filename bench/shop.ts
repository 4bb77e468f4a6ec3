// The shop as production runs it (`npm start` with NODE_ENV=production, the built JavaScript) on a free port, timed
// from spawn to healthy, and the memory its process tree holds (the embedded PostgreSQL's processes included).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { PRODUCTION_ENV } from '../apps/api/src/testing/production-env.ts';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export type Shop = {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning `npm start`'s script to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
};

/** Starts the built shop; `dataDir` (the embedded database) is kept across starts, so a second start is a warm one. */
export async function startShop(opts: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PUBLIC_URL: url,
      // The bench needs the demo catalogue; production seeds it only when asked.
      SEED_DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-')),
      DATABASE_URL: opts.databaseUrl ?? '',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the shop stopped with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        const startMs = performance.now() - started;
        const stop = async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        };
        return { url, child, startMs, stop } satisfies Shop;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the shop did not start');
}

/** Resident memory (MB) of a process and all its descendants, from /proc. */
export function treeRssMb(pid: number): { total: number; byProcess: { pid: number; name: string; mb: number }[] } {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const byProcess: { pid: number; name: string; mb: number }[] = [];
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 2).join(' ');
      byProcess.push({ pid: p, name: name.replace(/.*\/(postgres|node)\b/, '$1').slice(0, 40), mb: kb / 1024 });
    } catch {}
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return { total: byProcess.reduce((a, b) => a + b.mb, 0), byProcess };
}
