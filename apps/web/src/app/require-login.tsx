// Guards the logged-in route set: a visitor is sent to /login, which brings them back here afterwards.
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { sessionQuery } from '../features/auth/api.ts';

export type LoginState = { from?: string };

export function RequireLogin() {
  const { data, isPending } = useQuery(sessionQuery);
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (!data?.isLoggedIn) {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  return <Outlet />;
}

/** Where to go after login: the page the visitor was sent away from, if it is one of ours, else home. */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/';
}
