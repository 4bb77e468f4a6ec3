// What the local fake providers (fake-whatsapp.ts, fake-sms.ts) share: a real HTTP server on 127.0.0.1 at a free port
// that reads JSON requests and answers JSON, and failures a test can line up for the next requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  raw: string;
};
export type FakeAnswer = { status: number; body: unknown };

/**
 * A failure for the next request: an HTTP status with the provider's error (code and words), or `network` (the
 * connection is cut without an answer, as a crashed server or a dropped link does).
 */
export type Failure = { status: number; code?: number; message?: string } | 'network';

export type JsonServer = { url: string; close(): Promise<void> };

/** Starts a server that hands each request, its body parsed as JSON (null if it is not), to `answer`. */
export async function startJsonServer(answer: (request: FakeRequest) => FakeAnswer | 'network'): Promise<JsonServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const reply = answer({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body, raw });
      if (reply === 'network') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Failures lined up by a test, taken one per request. */
export function failureQueue() {
  const queue: Failure[] = [];
  return {
    add: (...failures: Failure[]) => {
      queue.push(...failures);
    },
    next: (): Failure | undefined => queue.shift(),
  };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
