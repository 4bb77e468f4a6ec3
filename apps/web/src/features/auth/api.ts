// Who is logged in: the server is asked once on load (POST /api/customer/check/logged/in) and after login/logout.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../components/http.ts';

const CheckLoggedInSchema = z.object({ isCustomerLoggedIn: z.boolean() });

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const res = await api('/customer/check/logged/in', CheckLoggedInSchema, { method: 'POST', body: {} });
    return { isLoggedIn: res.isCustomerLoggedIn };
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** Logged-in state; while the first check is running, and when it fails, the visitor counts as logged out. */
export function useIsLoggedIn(): boolean {
  const { data } = useQuery(sessionQuery);
  return data?.isLoggedIn ?? false;
}
