// The calls that change who is logged in: login (by password, or by a code sent to a mobile number), register,
// logout and a forgotten password's reset; each change of session is followed by a fresh session check.
import { LoginResponseSchema, LogoutResponseSchema, type RegisterBody } from '@motomitra/domain/accounts';
import {
  OTP_RESEND_SECONDS,
  OtpRequestResponseSchema,
  type OtpVerifyBody,
  OtpVerifyResponseSchema,
} from '@motomitra/domain/phone-login';
import { SuccessSchema } from '@motomitra/domain/responses';
import { api } from '../../components/http.ts';

export function login(email: string, password: string) {
  return api('/customer/login', LoginResponseSchema, { method: 'POST', body: { email, password } });
}

export function register(customerData: RegisterBody['customerData']) {
  return api('/customer/register', SuccessSchema, { method: 'POST', body: { customerData } });
}

/**
 * A code to `mobile` (decision 0019), with how long the API makes the next one wait: the screen counts it down. The
 * wait comes with this module, loaded on first use, so that /login opens without the schemas' module.
 */
export async function requestCode(mobile: string) {
  const res = await api('/customer/otp/request', OtpRequestResponseSchema, { method: 'POST', body: { mobile } });
  return { ...res, resendSeconds: OTP_RESEND_SECONDS };
}

export function verifyCode(body: OtpVerifyBody) {
  return api('/customer/otp/verify', OtpVerifyResponseSchema, { method: 'POST', body });
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
 * all at once (query-client.ts) and no screen ever shows the previous person's data.
 */
export const ME = 'me';
