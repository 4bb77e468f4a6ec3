// The public lists (service lines for home, bookable services for the shop, yearly plans for /Subscription): handed over with a page the
// server rendered with them, fetched when a later screen needs one, and kept for a few minutes. They are the same for
// every visitor, so they live outside the logged-in screens' query cache; a server render reads its own (ServerRender).
import type { PublicLists } from '@motomitra/domain/site';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '../../components/server-render.ts';

type Name = keyof PublicLists;
type Entry<N extends Name> = { data?: PublicLists[N]; error: boolean; at: number };
export type ListState<N extends Name> = {
  data: PublicLists[N] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Asks for the list again (after isError). */
  retry(): void;
};

const PATHS: Record<Name, string> = {
  mainProducts: '/mainproducts/allproducts',
  products: '/products/allproducts',
  plans: '/plans',
};
const STALE_MS: Record<Name, number> = { mainProducts: 10 * 60_000, products: 5 * 60_000, plans: 5 * 60_000 };

const entries: { [N in Name]?: Entry<N> } = {};
const loading = new Set<Name>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function put<N extends Name>(name: N, entry: Entry<N>) {
  (entries as Record<N, Entry<N>>)[name] = entry;
  for (const listener of listeners) listener();
}

/** The lists the server rendered the page with; null marks one it could not read (the browser then tries again). */
export function seedLists(lists: { [N in Name]?: PublicLists[N] | null }): void {
  for (const name of Object.keys(lists) as Name[]) {
    const data = lists[name];
    put(name, data ? { data, error: false, at: Date.now() } : { error: true, at: 0 });
  }
}

async function load<N extends Name>(name: N): Promise<void> {
  if (loading.has(name)) return;
  loading.add(name);
  try {
    // The schemas (and zod) and the API client load with the first list fetched in the browser, not the first screen.
    const [{ MainProductListSchema, ProductListSchema }, { PlansResponseSchema }, { api }] = await Promise.all([
      import('@motomitra/domain/catalogue'),
      import('@motomitra/domain/plans'),
      import('../../components/http.ts'),
    ]);
    // GET /api/plans answers the list as its `plans` (decision 0023); the catalogue's calls answer the list itself.
    const data = (
      name === 'plans'
        ? (await api(PATHS[name], PlansResponseSchema)).plans
        : await api(PATHS[name], name === 'products' ? ProductListSchema : MainProductListSchema)
    ) as PublicLists[N];
    put(name, { data, error: false, at: Date.now() });
  } catch {
    put(name, { ...entries[name], error: true, at: 0 });
  } finally {
    loading.delete(name);
  }
}

/** One public list: as rendered by the server, else fetched (again once it is a few minutes old). */
export function usePublicList<N extends Name>(name: N): ListState<N> {
  const server = useContext(ServerRenderContext);
  const entry = useSyncExternalStore(
    subscribe,
    () => entries[name],
    () => (server ? serverEntry(server.lists[name]) : entries[name]),
  ) as Entry<N> | undefined;
  useEffect(() => {
    const current = entries[name];
    if (!current || Date.now() - current.at >= STALE_MS[name]) void load(name);
  }, [name]);
  return {
    data: entry?.data,
    isPending: !entry?.data && !entry?.error,
    isError: !entry?.data && Boolean(entry?.error),
    retry: () => void load(name),
  };
}

function serverEntry<N extends Name>(data: PublicLists[N] | null | undefined): Entry<N> | undefined {
  if (data === undefined) return undefined;
  return data === null ? { error: true, at: 0 } : { data, error: false, at: 0 };
}
