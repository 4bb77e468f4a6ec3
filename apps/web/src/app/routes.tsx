// The route table. Every screen is a module of its own (features/*/routes/*.tsx), loaded when first shown. Public
// pages are rendered by the server and taken over by the browser; the logged-in and operator screens sit under guards
// that the server leaves to the browser (it renders the shell around them).
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import type { PublicLists } from '@motomitra/domain/site';
import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ARTICLE_SLUGS, articlePath } from '../features/content/articles-index.ts';
import { loadOrReload } from './chunk-reload.ts';
import { RootLayout } from './layout.tsx';

/**
 * A page's module: its screen, and what the screen needs loaded before it renders (from the route's parameters and
 * the page's language), which names the modules it loaded for the page's preload links.
 */
type PageModule = {
  Component: ComponentType;
  prepare?: (params: Record<string, string>, language: Language) => Promise<string[]>;
};
const pages = import.meta.glob<PageModule>('../features/*/routes/*.tsx');
/** The languages whose pages have addresses of their own (/mr/…, /hi/…). */
const LOCALIZED = LANGUAGES.filter((language) => language !== 'en');

export type RouteHandle = {
  /** The page's source module, as the build manifest names it: the server preloads its scripts. */
  module?: string;
  /**
   * Loads the page's module, and what it needs, before a render that must not wait (server render, hydration); gives
   * the modules it loaded beyond the page's own.
   */
  preload?: (params: Record<string, string>, language: Language) => Promise<string[]>;
  /** Public lists the server reads for this page before rendering it (and hands over with it). */
  lists?: (keyof PublicLists)[];
  /** The page carries the shop's structured data (schema.org AutoRepair with its services and offers). */
  structuredData?: boolean;
  /** A logged-in or operator screen: rendered by the browser only. */
  clientOnly?: boolean;
  /** The paths a public page with parameters has, for the sitemap (others list their own path). */
  sitemap?: string[];
  /**
   * A page kept by the service worker: rendered for nobody in particular (no session) and sent without scripts,
   * so that the copy kept works offline as plain HTML. Not listed for search engines.
   */
  standalone?: boolean;
  /** A public page that is not for search results (reached from an e-mailed link): not in the sitemap, noindex. */
  noindex?: boolean;
};

/** A lazily loaded page: `feature/file` names features/<feature>/routes/<file>.tsx. */
function page(
  name: string,
  handle: Pick<RouteHandle, 'lists' | 'structuredData' | 'sitemap' | 'standalone' | 'noindex'> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const [feature, file] = name.split('/');
  const key = `../features/${feature}/routes/${file}.tsx`;
  const load = pages[key];
  if (!load) throw new Error(`No page module ${key}`);
  let Loaded: ComponentType | null = null;
  const preload = async (params: Record<string, string>, language: Language) => {
    const module = await loadOrReload(load);
    const more = (await module.prepare?.(params, language)) ?? [];
    Loaded ??= module.Component;
    return more;
  };
  const Lazy = lazy(async () => {
    Loaded ??= (await loadOrReload(load)).Component;
    return { default: Loaded };
  });
  // Once loaded (preloaded before a render), the page renders at once instead of suspending.
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return {
    element: <Page />,
    handle: { module: key.replace('../', 'src/'), preload, ...handle } satisfies RouteHandle,
  };
}

const RequireLogin = lazy(() => loadOrReload(() => import('./guards.tsx')).then((m) => ({ default: m.RequireLogin })));
const RequireOperator = lazy(() =>
  loadOrReload(() => import('./guards.tsx')).then((m) => ({ default: m.RequireOperator })),
);
const AccountLayout = lazy(() =>
  loadOrReload(() => import('../features/account/components/account-layout.tsx')).then((m) => ({
    default: m.AccountLayout,
  })),
);
const OpsLayout = lazy(() =>
  loadOrReload(() => import('../features/ops/components/ops-layout.tsx')).then((m) => ({ default: m.OpsLayout })),
);
/** A guarded group: the browser draws it; the server preloads the guard's module with the page's. */
const guarded: RouteHandle = { clientOnly: true, module: 'src/app/guards.tsx' };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page('home/home', { lists: ['mainProducts'], structuredData: true }) },
      { path: 'shop', ...page('shop/shop', { lists: ['products'], structuredData: true }) },
      {
        path: 'productcategory/:kind',
        ...page('shop/product-category', {
          lists: ['products'],
          structuredData: true,
          sitemap: ['/productcategory/bike', '/productcategory/car'],
        }),
      },
      { path: 'terms-and-conditions', ...page('content/terms') },
      { path: 'privacy-policy', ...page('content/privacy') },
      { path: 'faqs', ...page('content/faqs') },
      { path: 'articles/:slug', ...page('content/article', { sitemap: ARTICLE_SLUGS.map(articlePath) }) },
      { path: 'about-us', ...page('content/about') },
      { path: 'career', ...page('content/career') },
      // The yearly plans (decision 0023): on sale to everyone; a logged-in customer buys one and sees their own there.
      { path: 'Subscription', ...page('plans/subscription', { lists: ['plans'] }) },
      { path: 'contact-us', ...page('content/contact-us') },
      { path: 'connect', ...page('enquiries/connect') },
      { path: 'earn', ...page('enquiries/earn') },
      { path: 'login', ...page('auth/login') },
      { path: 'reset-password', ...page('auth/reset-password', { noindex: true }) },
      { path: 'reminders/unsubscribe', ...page('reminders/unsubscribe', { noindex: true }) },
      { path: 'offline', ...page('content/offline', { standalone: true }) },
      {
        // The garage's console: operators only, each role its own screens (components/ops-links.ts).
        path: 'ops',
        element: <RequireOperator />,
        handle: guarded,
        children: [
          {
            element: <OpsLayout />,
            children: [
              { index: true, ...page('ops/board') },
              { path: 'orders/:id', ...page('ops/order') },
              { path: 'orders/:id/inspection/:kind', ...page('ops/inspection') },
              { path: 'catalogue', ...page('ops/catalogue') },
              { path: 'coupons', ...page('ops/coupons') },
              { path: 'slots', ...page('ops/slots') },
              { path: 'enquiries', ...page('ops/enquiries') },
              { path: 'reviews', ...page('ops/reviews') },
              { path: 'settlement', ...page('ops/settlement') },
              { path: 'reports', ...page('ops/reports') },
              { path: 'outbox', ...page('ops/outbox') },
              { path: 'staff', ...page('ops/staff') },
              // A rider's and a technician's own screens, on their phones.
              { path: 'runs', ...page('ops/runs') },
              { path: 'jobs', ...page('ops/jobs') },
              { path: 'checklists', ...page('ops/checklists') },
              { path: 'plans', ...page('ops/plans') },
              { path: 'subscriptions', ...page('ops/subscriptions') },
            ],
          },
        ],
      },
      {
        // The logged-in route set (spec section 2); a visitor is sent to /login and brought back.
        element: <RequireLogin />,
        handle: guarded,
        children: [
          { path: 'MaintenancePage', ...page('content/maintenance') },
          { path: 'TestSingleProduct', ...page('content/test-single-product') },
          { path: 'product/:id', ...page('shop/product') },
          { path: 'cart', ...page('cart/cart') },
          { path: 'checkout', ...page('checkout/checkout') },
          { path: 'order-received', ...page('orders/order-received') },
          { path: 'Test', ...page('account/legacy-test') },
          {
            element: <AccountLayout />,
            children: [
              { path: 'my-account', ...page('account/dashboard') },
              { path: 'my-account/orders', ...page('account/orders') },
              { path: 'my-account/downloads', ...page('account/downloads') },
              { path: 'my-account/edit-address', ...page('account/edit-address') },
              { path: 'my-account/edit-account', ...page('account/edit-account') },
              { path: 'my-account/messages', ...page('account/messages') },
              { path: 'my-account/your-data', ...page('account/your-data') },
              { path: 'myvehicles', ...page('account/my-vehicles') },
              { path: 'addmyvehiclenew', ...page('account/add-vehicle') },
            ],
          },
        ],
      },
      { path: '*', ...page('content/not-found') },
    ],
  },
];

/**
 * What React Router renders: the table at the shop's addresses, and again under /mr and /hi, where a public page
 * lives in Marathi and Hindi (its app path is the same; components/links.tsx turns one into the other).
 */
export const pageRoutes: RouteObject[] = [
  ...routes,
  ...LOCALIZED.map((language) => ({ path: `/${language}`, children: routes })),
];

/** The handles of the routes an app path matches, outermost first, with the path's parameters. */
function matchesFor(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map((m) => ({
    handle: (m.route.handle ?? {}) as RouteHandle,
    params: Object.fromEntries(
      Object.entries(m.params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
    ) as Record<string, string>,
  }));
}

export function handlesFor(pathname: string): RouteHandle[] {
  return matchesFor(pathname).map((m) => m.handle);
}

/** A page the server renders whole for anybody, with an address in each language (not the not-found page). */
export function isPublicPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  return (
    matches.length > 0 &&
    matches.at(-1)?.route.path !== '*' &&
    !handles.some((h) => h.clientOnly || h.standalone || h.noindex)
  );
}

/** Every public page's path (those the server renders whole), for the sitemap: parameters filled in. */
export function publicPaths(): string[] {
  return (routes[0]?.children ?? [])
    .flatMap((route) => {
      if (!route.index && !route.path) return [];
      return ((route.handle ?? {}) as RouteHandle).sitemap ?? [route.index ? '/' : `/${route.path}`];
    })
    .filter(isPublicPath);
}

/**
 * Loads the modules of the pages a path shows, and what they need in the language, so that a render (server, or
 * hydration) does not wait for them; gives the modules loaded beyond the pages' own (their texts).
 */
export async function preloadPages(pathname: string, language: Language): Promise<string[]> {
  const more = await Promise.all(matchesFor(pathname).map((m) => m.handle.preload?.(m.params, language) ?? []));
  return more.flat();
}
