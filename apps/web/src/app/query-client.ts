// The one TanStack Query client of the logged-in and operator screens. It loads with them (the public pages and the
// shell do without it), and drops every query about the previous person when the session changes.
import { QueryClient } from '@tanstack/react-query';
import { ME } from '../features/auth/api.ts';
import { onSessionChange } from '../features/auth/session.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

onSessionChange(() => queryClient.removeQueries({ queryKey: [ME] }));
