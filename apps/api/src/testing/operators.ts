// Test fixture: the garage's operator, made as `npm run operator:create` makes one, logged in through the API.
import { createOperator } from '../modules/operators/accounts.ts';
import { cookieFrom, json } from './customers.ts';
import type { TestApp } from './test-app.ts';

export const TEST_OPERATOR = { email: 'desk@motomitra.in', name: 'Garage Desk', password: 'Desk@2026x' };

/** Creates the operator in the app's database and answers its session cookie. */
export async function loginOperator(t: TestApp): Promise<{ cookie: string }> {
  await createOperator(t.database.db, TEST_OPERATOR);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    headers: json,
    payload: { email: TEST_OPERATOR.email, password: TEST_OPERATOR.password },
  });
  if (login.statusCode !== 200) throw new Error(`operator login: ${login.statusCode} ${login.body}`);
  return { cookie: cookieFrom(login) };
}
