// Who is calling, as the shell, the guards and the shop cards need it: handed over by the server in every page and
// asked again after login and logout. A server render reads its own request's session instead (ServerRender).
import type { SessionState } from '@motomitra/domain/site';
import { useContext, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '../../components/server-render.ts';
import { SESSION_LOST } from '../../components/session-lost.ts';

export const LOGGED_OUT: SessionState = { isLoggedIn: false, role: null };

let current: SessionState | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every change tells the subscribers: the screens, and the query cache, which drops the previous person's data. */
export function setSession(next: SessionState): void {
  current = next;
  for (const listener of listeners) listener();
  setCartCount(next.cartCount ?? 0);
}

// The header's cart count: handed over with the session, then kept by every read of the cart. A store of its own, as
// a session change empties the query cache, and a new count must not.
let cartCount = 0;
const cartListeners = new Set<() => void>();

export function setCartCount(count: number): void {
  if (count === cartCount) return;
  cartCount = count;
  for (const listener of cartListeners) listener();
}

/** How many services the logged-in customer has in the cart. */
export function useCartCount(): number {
  const server = useContext(ServerRenderContext);
  return useSyncExternalStore(
    (listener) => {
      cartListeners.add(listener);
      return () => cartListeners.delete(listener);
    },
    () => cartCount,
    () => server?.session.cartCount ?? cartCount,
  );
}

export const onSessionChange = subscribe;

// A 401 from an API call (components/http.ts) means the server no longer knows this person: the guards then send
// them to /login, and back to the screen they were on.
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_LOST, () => {
    if (current?.isLoggedIn) setSession(LOGGED_OUT);
  });
}

/** The session, or null while it is not known yet (only without a server render: the Vite dev server). */
export function useSession(): SessionState | null {
  const server = useContext(ServerRenderContext);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => server?.session ?? current,
  );
}

/** Logged-in state; while it is not known, the visitor counts as logged out. */
export function useIsLoggedIn(): boolean {
  return useSession()?.isLoggedIn ?? false;
}

/** Asks the server (POST /api/customer/check/logged/in); a failed check counts as logged out. */
export async function refreshSession(): Promise<SessionState> {
  let next = LOGGED_OUT;
  try {
    // Loaded on use: the first screen has the session from the page, and needs neither the schema nor the client.
    const [{ CheckLoggedInResponseSchema }, { api }] = await Promise.all([
      import('@motomitra/domain/accounts'),
      import('../../components/http.ts'),
    ]);
    const res = await api('/customer/check/logged/in', CheckLoggedInResponseSchema, { method: 'POST', body: {} });
    next = {
      isLoggedIn: res.isCustomerLoggedIn,
      role: res.role,
      ...(res.staffRole !== undefined && { staffRole: res.staffRole }),
      ...(res.cartCount !== undefined && { cartCount: res.cartCount }),
    };
  } catch {
    // Offline or a server error: the shell shows the logged-out menu, and the next call that needs a login says so.
  }
  setSession(next);
  return next;
}
