// A 5xx in production: the answer carries only an error id; the error's log line carries the id,
// the error's type and message, and no stack or path on the server; the stack is written at debug level under the id.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newCustomerData } from '../testing/customers.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Line = { level: number; msg: string; errorId?: string; err?: Record<string, unknown>; stack?: string };

/** A 500: the database refuses every new customer, as an outage would mid-request. */
async function failingRegistration(t: TestApp) {
  await t.database.db.execute(
    sql.raw(`
      create or replace function refuse_customer() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full' using errcode = '53100'; end $$;
      create trigger refuse_customer before insert on customers for each row execute function refuse_customer();`),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    headers: json,
    payload: { customerData: newCustomerData() },
  });
}

/** A path on the server, as a stack frame names it ('/work/main/apps/api/src/…', 'file:///…', 'C:\\…'). */
const SERVER_PATH = /(?:\/[\w.@-]+){2,}\.(?:ts|js|mjs)|file:\/\/|[A-Z]:\\/;

describe('a 5xx in production', () => {
  const { lines, sink } = logLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', logLevel: 'debug' }, { seed: false, logStream: sink });
  });
  afterAll(() => t?.close());

  it('answers only an error id, which names its log line: type and message there, the stack only at debug level', async () => {
    lines.length = 0;
    const res = await failingRegistration(t);
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['errorId', 'message', 'success']);
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      errorId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });

    const logged = lines.map((l) => JSON.parse(l) as Line);
    const named = logged.filter((l) => l.errorId === body.errorId);
    const error = named.find((l) => l.level === 50);
    expect(error?.msg).toBe('request failed');
    // Drizzle's error about the query, and the database's own as its cause.
    expect(error?.err).toMatchObject({
      type: 'Error',
      message: expect.stringMatching(/^Failed query: insert into "customers"/),
      cause: { code: '53100', message: 'the disk is full' },
    });
    // Nothing at info level or above holds a stack or a path on the server.
    for (const line of logged.filter((l) => l.level >= 30)) {
      const text = JSON.stringify(line);
      expect(text).not.toContain('"stack"');
      expect(text).not.toMatch(/\bat \S+ \(/);
      expect(text).not.toMatch(SERVER_PATH);
    }
    // A developer with LOG_LEVEL=debug finds the stack under the same id.
    const debug = named.find((l) => l.level === 20);
    expect(debug?.stack).toMatch(/^Error: Failed query: .*\n\s+at /);
  });
});

describe('a 5xx elsewhere (a developer machine)', () => {
  const { lines, sink } = logLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { seed: false, logStream: sink });
  });
  afterAll(() => t?.close());

  it('keeps the stack in the error line, under the id the answer gives', async () => {
    const res = await failingRegistration(t);
    expect(res.statusCode).toBe(500);
    const line = lines.map((l) => JSON.parse(l) as Line).find((l) => l.errorId === res.json().errorId);
    expect(line?.level).toBe(50);
    expect(String(line?.err?.stack)).toMatch(/\n\s+at /);
  });
});
