// The session-changing calls, as the public screens (/login, /reset-password) make them, a code to a mobile number
// among them. Their module loads on first use, so the screens come without the calls' schemas. These screens have no
// query client (TanStack Query stays off public pages, decision 0009) and nothing a query shows changes: a change of
// session drops every query about the person (query-client.ts) and the caller asks who is logged in now
// (refreshSession). The form's isSubmitting is their busy state (decision 0010).
import type { RegisterBody } from '@motomitra/domain/accounts';
import type { OtpVerifyBody } from '@motomitra/domain/phone-login';

const calls = () => import('./api.ts');

export const logIn = async (v: { email: string; password: string }) => (await calls()).login(v.email, v.password);

export const registerCustomer = async (v: RegisterBody['customerData']) => (await calls()).register(v);

export const sendCode = async (mobile: string) => (await calls()).requestCode(mobile);

export const logInWithCode = async (v: OtpVerifyBody) => (await calls()).verifyCode(v);

export const sendResetLink = async (email: string) => (await calls()).forgotPassword(email);

export const setNewPassword = async (v: { token: string; password: string }) =>
  (await calls()).resetPassword(v.token, v.password);
