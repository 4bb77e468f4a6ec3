// What one server render reads and collects. The browser never has it (the context is null there): screens read the
// request's session and public lists from it, and leave the page's title, description and status in it.
import type { PublicLists, SessionState } from '@motomitra/domain/site';
import { createContext } from 'react';

export type ServerRender = {
  session: SessionState;
  /** The lists the page needs, as read for this request; null when the server could not read one. */
  lists: { [K in keyof PublicLists]?: PublicLists[K] | null };
  /** A logged-in or operator screen: the server draws the shell around a spinner and the browser draws the screen. */
  clientOnly: boolean;
  head: { title?: string; description?: string };
  status: number;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);
