// Who is logged in, and the calls that change it: the server is asked once on load
// (POST /api/customer/check/logged/in) and again after login, register and logout.
import {
  CheckLoggedInResponseSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  type RegisterBody,
  SuccessMessageSchema,
} from '@motomitra/domain/accounts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export type Session = { isLoggedIn: boolean; role: 'customer' | 'operator' | null };

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<Session> => {
    const res = await api('/customer/check/logged/in', CheckLoggedInResponseSchema, { method: 'POST', body: {} });
    return { isLoggedIn: res.isCustomerLoggedIn, role: res.role };
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** Logged-in state; while the first check is running, and when it fails, the visitor counts as logged out. */
export function useIsLoggedIn(): boolean {
  const { data } = useQuery(sessionQuery);
  return data?.isLoggedIn ?? false;
}

export function login(email: string, password: string) {
  return api('/customer/login', LoginResponseSchema, { method: 'POST', body: { email, password } });
}

export function register(customerData: RegisterBody['customerData']) {
  return api('/customer/register', SuccessMessageSchema, { method: 'POST', body: { customerData } });
}

export function logout() {
  return api('/customer/logout', LogoutResponseSchema, { method: 'POST', body: {} });
}

/**
 * Every query about the logged-in person has a key starting with ME ('me', …), so that login and
 * logout can drop them all at once and no screen ever shows the previous person's data.
 */
export const ME = 'me';

/** After login or register: the session is asked again and nothing of an earlier person stays cached. */
export async function afterLogin(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: [ME] });
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/** After logout: the person's data leaves the cache at once. */
export function afterLogout(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery.queryKey, { isLoggedIn: false, role: null });
  queryClient.removeQueries({ queryKey: [ME] });
}
