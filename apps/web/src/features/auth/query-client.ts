// The one TanStack Query client of the logged-in and operator screens, and of a public page's logged-in parts (the
// yearly plans page's buying and own plans). It loads with them (the public pages and the shell do without it), and
// drops every query about the previous person when the session changes.
import { QueryClient } from '@tanstack/react-query';
import { ME } from './api.ts';
import { onSessionChange } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

onSessionChange(() => queryClient.removeQueries({ queryKey: [ME] }));
