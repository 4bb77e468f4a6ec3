// Test fixtures that set up customers through the app's own API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type TestCustomer = { email: string; password: string; name: string; phone: string; cookie: string; id: string };

export const json = { 'content-type': 'application/json' };

let counter = 0;
export function newCustomerData() {
  counter++;
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Test Customer ${counter}`,
    email: `customer.${tag}@example.in`,
    phone_no: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: `Secret#${tag}9`,
  };
}

export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const sid = all.find((c): c is string => typeof c === 'string' && c.startsWith('mm_sid='));
  if (!sid) throw new Error('no session cookie');
  return sid.split(';')[0] ?? '';
}

export async function registerCustomer(app: FastifyInstance, data = newCustomerData()): Promise<TestCustomer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/register',
    headers: json,
    payload: { customerData: data },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieFrom(res);
  const me = await app.inject({ method: 'GET', url: '/api/customer/fetch/single', headers: { cookie } });
  return {
    email: data.email,
    password: data.password,
    name: data.name,
    phone: data.phone_no,
    cookie,
    id: me.json().customer._id,
  };
}

/** inject() as a logged-in customer. */
export function as(app: FastifyInstance, customer: { cookie: string }, options: InjectOptions) {
  const headers = { ...(options.payload !== undefined ? json : {}), ...options.headers, cookie: customer.cookie };
  return app.inject({ ...options, headers });
}
