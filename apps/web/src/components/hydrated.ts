// Whether the app owns the page yet: false in a server render and while the browser takes the server's page over, true
// from then on. A public page draws what the server cannot (a logged-in customer's own parts, which load their own
// scripts) only once it is true, so that hydration finds exactly what the server drew.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
