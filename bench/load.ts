// Driving a server with concurrent clients and measuring what it costs: a lean keep-alive HTTP client, clients that each
// send their next request as soon as the last one answered, latency percentiles, and CPU time from /proc.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export type Send = (
  url: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; body: string }>;

/** A lean keep-alive HTTP client: fetch() costs the client more CPU than the bare route costs the server. */
export function keepAliveClient(maxSockets: number): Send {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return (url, options = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(options.body);
    });
}

/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is no such process here. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export type ServerCpu = { api: number; postgres: number | null };

/** What the server process and this database's PostgreSQL backends (when they run on this machine) have used. */
export async function serverCpu(serverPid: number, databaseUrl: string): Promise<ServerCpu> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const backends = rows.map((r) => cpuSeconds(r.pid));
    return {
      api: cpuSeconds(serverPid) ?? 0,
      postgres: backends.every((b) => b !== null) ? backends.reduce<number>((a, b) => a + (b ?? 0), 0) : null,
    };
  } finally {
    await client.end();
  }
}

/** CPU time per request between two readings, or n/a when a reading could not be made. */
export const perRequestMs = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null ? 'n/a' : `${(((after - before) * 1000) / requests).toFixed(2)} ms`;

export type Run = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

export function summarize(latencies: number[], seconds: number, errors: number): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return {
    requests: latencies.length,
    seconds: +seconds.toFixed(2),
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** Each client sends its next request as soon as the last one answered. */
export async function drive<C>(
  clients: C[],
  perClient: number,
  request: (client: C, i: number) => Promise<{ status: number }>,
  ok: (status: number) => boolean,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        const res = await request(c, i);
        latencies.push(performance.now() - t0);
        if (!ok(res.status)) errors++;
      }
    }),
  );
  return summarize(latencies, (performance.now() - start) / 1000, errors);
}
