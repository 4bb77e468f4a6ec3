// The calls that change who is logged in: login, register, logout and a forgotten password's reset; each change of
// session is followed by a fresh session check.
import { LoginResponseSchema, LogoutResponseSchema, type RegisterBody } from '@motomitra/domain/accounts';
import { SuccessSchema } from '@motomitra/domain/responses';
import { api } from '../../components/http.ts';

export function login(email: string, password: string) {
  return api('/customer/login', LoginResponseSchema, { method: 'POST', body: { email, password } });
}

export function register(customerData: RegisterBody['customerData']) {
  return api('/customer/register', SuccessSchema, { method: 'POST', body: { customerData } });
}

export function forgotPassword(email: string) {
  return api('/customer/password/forgot', SuccessSchema, { method: 'POST', body: { email } });
}

export function resetPassword(token: string, password: string) {
  return api('/customer/password/reset', SuccessSchema, { method: 'POST', body: { token, password } });
}

export function logout() {
  return api('/customer/logout', LogoutResponseSchema, { method: 'POST', body: {} });
}

/**
 * Every query about the logged-in person has a key starting with ME ('me', …), so that a change of session drops them
 * all at once (app/query-client.ts) and no screen ever shows the previous person's data.
 */
export const ME = 'me';
