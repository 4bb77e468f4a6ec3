// Routing, as much as the shop uses: the browser's history (or a fixed location on the server), a table of nested
// routes with layouts (Outlet), :params and a catch-all, links, redirects and search parameters. The names and the
// behaviour follow React Router's, which did the same in 12 KB of the first screen's 90 KB budget (decision 0008).
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export type RouteObject = {
  /** Relative to the parent route; `:name` matches one segment, `*` the rest. Without path: a layout or group. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
};
export type RouteMatch = { route: RouteObject; params: Record<string, string> };
export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string | number, options?: NavigateOptions) => void;
/**
 * How the app's paths map to the addresses in the bar (issue 15: '/shop' is '/mr/shop' on a Marathi page). The route
 * table, links and hooks speak app paths; only the address bar and hrefs carry the language.
 */
export type Addresses = { toUrl(to: string): string; fromUrl(pathname: string): string };
const SAME_ADDRESSES: Addresses = { toUrl: (to) => to, fromUrl: (pathname) => pathname };
type RouterValue = {
  location: Location;
  navigationType: NavigationType;
  navigate: Navigate;
  /** The address a link to an app path shows. */
  href: (to: string) => string;
};

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({ outlet: null, params: {} });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks need a BrowserRouter or StaticRouter above them.');
  return router;
}

// ---- Matching ------------------------------------------------------------------------------------------------------

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Matches `pattern` against the start of `segments` (case-insensitive, as React Router does by default). */
function matchSegments(
  pattern: string,
  segments: string[],
): { params: Record<string, string>; consumed: number } | null {
  const parts = segmentsOf(pattern);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return { params, consumed: segments.length };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part.toLowerCase() !== safeDecode(segment).toLowerCase()) return null;
  }
  return { params, consumed: parts.length };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The branch of routes a path shows, outermost first, or null. Routes are tried in the order the table gives them
 * (the table puts specific paths before the catch-all); a route with children matches only if one of them does.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const walk = (list: RouteObject[], segments: string[], inherited: Record<string, string>): RouteMatch[] | null => {
    for (const route of list) {
      const own = route.path === undefined ? { params: {}, consumed: 0 } : matchSegments(route.path, segments);
      if (!own) continue;
      const params = { ...inherited, ...own.params };
      const rest = segments.slice(own.consumed);
      const match = { route, params };
      if (route.children) {
        const below = walk(route.children, rest, params);
        if (below) return [match, ...below];
        continue;
      }
      if (route.index ? rest.length === 0 : rest.length === 0 || route.path?.endsWith('*')) return [match];
    }
    return null;
  };
  return walk(routes, segmentsOf(pathname), {});
}

/** The element tree of the route branch the current location matches (each layout renders the next in <Outlet>). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  let outlet: ReactNode = null;
  for (const { route, params } of [...(matches ?? [])].reverse()) {
    outlet = <RouteContext.Provider value={{ outlet, params }}>{route.element ?? outlet}</RouteContext.Provider>;
  }
  return outlet;
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

// ---- Routers -------------------------------------------------------------------------------------------------------

type HistoryState = { usr: unknown; key: string; idx: number };
const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(addresses: Addresses): Location {
  const state = window.history.state as HistoryState | null;
  const { pathname, search, hash } = window.location;
  return {
    pathname: addresses.fromUrl(pathname),
    search,
    hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

/** Whether the visitor came to this page from another of ours (so "back" stays in the shop). */
export function canGoBack(): boolean {
  return ((window.history.state as HistoryState | null)?.idx ?? 0) > 0;
}

export function BrowserRouter({
  children,
  addresses = SAME_ADDRESSES,
}: {
  children: ReactNode;
  addresses?: Addresses;
}) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: readLocation(addresses),
    navigationType: 'POP',
  }));
  useEffect(() => {
    // Number the first entry, so that canGoBack() knows where the shop's own history starts.
    if (!(window.history.state as HistoryState | null)?.key) {
      window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies HistoryState, '');
    }
    const onPop = () => startTransition(() => setState({ location: readLocation(addresses), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [addresses]);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const current = window.history.state as HistoryState | null;
      const idx = (current?.idx ?? 0) + (options.replace ? 0 : 1);
      const next: HistoryState = { usr: options.state ?? null, key: newKey(), idx };
      const url = new URL(addresses.toUrl(to), window.location.href);
      if (options.replace) window.history.replaceState(next, '', url);
      else window.history.pushState(next, '', url);
      // A transition: the screen shown stays until the next one's module has loaded, instead of a spinner flash.
      startTransition(() =>
        setState({ location: readLocation(addresses), navigationType: options.replace ? 'REPLACE' : 'PUSH' }),
      );
    },
    [addresses],
  );
  const value = useMemo(() => ({ ...state, navigate, href: addresses.toUrl }), [state, navigate, addresses]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router fixed at one URL, for the server render. */
export function StaticRouter({
  location,
  children,
  addresses = SAME_ADDRESSES,
}: {
  location: string;
  children: ReactNode;
  addresses?: Addresses;
}) {
  const url = new URL(location, 'http://localhost');
  const value: RouterValue = {
    location: {
      pathname: addresses.fromUrl(url.pathname),
      search: url.search,
      hash: '',
      state: null,
      key: 'default',
    },
    navigationType: 'POP',
    navigate: () => {},
    href: addresses.toUrl,
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

// ---- Hooks and components ------------------------------------------------------------------------------------------

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(RouteContext).params;
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      // The address bar, not the rendered state: a second change right after a first (a city, then a date) must
      // build on the first, whose render may still be pending in its transition.
      // (The bar's path may carry the language; the router's addresses leave a path already in one as it is.)
      const current = typeof window === 'undefined' ? location : window.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const query = value.toString();
      navigate(`${current.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, location],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  state?: unknown;
  replace?: boolean;
};

/** An <a href> (it works before the script and without it); a plain click navigates in place. */
export function Link({ to, state, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate, href } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={href(to)} target={target} onClick={handleClick} />;
}

/** A Link that marks itself (class `active`, aria-current="page") while its page, or one below it, is shown. */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const target = props.to.toLowerCase();
  const active = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Navigates once rendered (in the browser), like a redirect. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useRouter();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
