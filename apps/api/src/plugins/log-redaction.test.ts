// Personal data (passwords, email, phone, session cookies) never reaches a log line, even at debug level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, json, newCustomerData } from '../testing/customers.ts';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const { lines, sink } = logLines();

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' }, { logStream: sink });
});
afterAll(() => t?.close());

describe('logs', () => {
  it('carry no password, email, phone number or session id through register, log-in, profile and forms', async () => {
    const data = newCustomerData();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: json,
      payload: { customerData: data },
    });
    expect(reg.statusCode).toBe(201);
    const cookie = cookieFrom(reg);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: data.email, password: `${data.password}x` },
    });
    expect(bad.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: data.email, password: data.password },
    });
    expect(login.statusCode).toBe(200);
    const session = cookieFrom(login);
    const me = await t.app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    // A rejected form echoes nothing of what it was sent into the log.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/create',
      headers: json,
      payload: { name: 'Zed', email: data.email, mobile_no: data.phone_no, address: 'x' },
    });
    expect(form.statusCode).toBe(400);
    // Anything that logs an object with these keys gets them censored.
    t.app.log.info({ body: { password: data.password, email: data.email, phone_no: data.phone_no } }, 'payload');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain('[redacted]');
    for (const secret of [data.password, data.email, data.phone_no, cookie.split('=')[1], session.split('=')[1]]) {
      expect(log, 'a secret reached the log').not.toContain(secret);
    }
  });
});
