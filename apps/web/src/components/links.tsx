// The shop's addresses in the page's language over React Router (decision 0018): screens and links speak
// app paths ('/shop'); a public page's address carries the page's language ('/mr/shop' on a Marathi page), while the
// screens behind a login keep one address in every language. React Router sees the addresses themselves (the route
// table has a branch per language, app/routes.tsx); these few wrappers turn an app path into its address.
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import {
  type Location,
  type NavigateOptions,
  Link as RouterLink,
  type LinkProps as RouterLinkProps,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type NavLinkProps as RouterNavLinkProps,
  useLocation,
  useNavigate as useRouterNavigate,
} from 'react-router';

/** How app paths map to the addresses in the bar, and back. */
export type Addresses = { toUrl(to: string): string; fromUrl(pathname: string): string };

const SAME: Addresses = { toUrl: (to) => to, fromUrl: (pathname) => pathname };
const AddressesContext = createContext<Addresses>(SAME);

/** The page's addresses, for every link and navigation below it. */
export function AddressesProvider({ addresses, children }: { addresses: Addresses; children: ReactNode }) {
  return <AddressesContext.Provider value={addresses}>{children}</AddressesContext.Provider>;
}

function useToUrl(): (to: string) => string {
  return useContext(AddressesContext).toUrl;
}

/** An <a href> to an app path (it works before the script and without it); a plain click navigates in place. */
export function Link({ to, ...props }: Omit<RouterLinkProps, 'to'> & { to: string }) {
  return <RouterLink {...props} to={useToUrl()(to)} />;
}

/** A Link marked (class `active`, aria-current="page") while its page, or one below it, is shown. */
export function NavLink({ to, ...props }: Omit<RouterNavLinkProps, 'to'> & { to: string }) {
  return <RouterNavLink {...props} to={useToUrl()(to)} />;
}

/** Navigates to an app path once rendered (in the browser), like a redirect. */
export function Navigate({ to, ...props }: { to: string } & NavigateOptions) {
  return <RouterNavigate {...props} to={useToUrl()(to)} />;
}

/** navigate(appPath, options), or navigate(-1) for back. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const toUrl = useToUrl();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(toUrl(to), options);
    },
    [navigate, toUrl],
  );
}

/** The location as an app path ('/mr/shop' is '/shop'): where a screen is, whatever the language of its address. */
export function useAppLocation(): Location {
  const location = useLocation();
  const { fromUrl } = useContext(AddressesContext);
  return useMemo(() => ({ ...location, pathname: fromUrl(location.pathname) }), [location, fromUrl]);
}

/** Whether the visitor came to this page from another of ours (so "back" stays in the shop). */
export function canGoBack(): boolean {
  // React Router numbers its history entries (`idx`, 0 for the first).
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
