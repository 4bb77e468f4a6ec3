// Test fixture: the garage's operator, made as `npm run operator:create` makes one, logged in through the API.
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@motomitra/domain/staff';
import { createOperator } from '../modules/operators/accounts.ts';
import { cookieFrom, json } from './customers.ts';
import type { TestApp } from './test-app.ts';

/** What the fixtures use of a test app (one on a clock, testAppOnClock, too). */
type StaffTestApp = Pick<TestApp, 'app' | 'database'>;

export const TEST_OPERATOR = { email: 'desk@motomitra.in', name: 'Garage Desk', password: 'Desk@2026x' };

/** Creates the operator (an admin) in the app's database and answers its session cookie. */
export async function loginOperator(t: StaffTestApp): Promise<{ cookie: string }> {
  await createOperator(t.database.db, TEST_OPERATOR);
  return { cookie: await logInAs(t, TEST_OPERATOR.email, TEST_OPERATOR.password) };
}

/** A member of staff with `role`, made as `operator:create --role` makes one, logged in: their id and cookie. */
export async function loginStaff(
  t: StaffTestApp,
  role: StaffRole,
  who: { name?: string; phone?: string } = {},
): Promise<{ id: string; cookie: string; email: string; name: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@motomitra.in`;
  const name = who.name ?? `Staff ${role}`;
  const made = await createOperator(t.database.db, { email, name, password: TEST_OPERATOR.password, role, ...who });
  return { id: made.id, email, name, cookie: await logInAs(t, email, TEST_OPERATOR.password) };
}

async function logInAs(t: StaffTestApp, email: string, password: string): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    headers: json,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  return cookieFrom(login);
}
