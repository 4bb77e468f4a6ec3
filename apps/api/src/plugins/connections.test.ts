// A stop does not wait for a connection that never sent a request (a browser's preconnect): before, the server's close
// waited for it until the stop's time limit exited the process with the database open.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

// Closing an app twice is harmless: the test closes it, and this drops its database.
afterAll(() => t.close());

describe('stopping the shop', () => {
  it('ends a connection that has sent nothing, and the app closes', async () => {
    const { port } = new URL(base);
    const silent = net.connect(Number(port), '127.0.0.1');
    const ended = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    silent.on('error', () => {});
    await new Promise<void>((resolve) => silent.once('connect', () => resolve()));
    // The server accepts connections in order: once a later request is answered, the silent one has been accepted.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // Without the fix, close() waits on the silent connection for good and the test times out.
    await t.app.close();
    await ended;
    expect(silent.destroyed).toBe(true);
  });
});
