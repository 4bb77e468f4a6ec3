// The window event an API call raises when the server answers 401: the session store (features/auth/session.ts)
// hears it without importing the API client, which loads with later screens.
export const SESSION_LOST = 'mm:session-lost';
