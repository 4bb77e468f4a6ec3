// Where a visitor sent to /login goes back to: the guards put it in the navigation state, the login screen reads it.

export type LoginState = { from?: string };

/** Where to go after login: the page the visitor was sent away from, if it is one of ours, else home. */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/';
}
