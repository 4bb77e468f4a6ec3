// What the server hands the web app in every page: the site settings, who is calling, and the public data the page
// was rendered with. No zod here: the web's first screen imports this module, and the server wrote the values itself.
import type { MainProduct, Product } from './catalogue.ts';
import type { Language } from './language.ts';
import type { MapTiles } from './map-tiles.ts';
import type { Plan } from './plans.ts';
import type { StaffRole } from './staff.ts';

/** Site settings from the server's configuration (brand, former brand, support phone, map tiles). */
export type Site = {
  brandName: string;
  formerBrandName: string;
  supportPhone: string;
  mapTiles: MapTiles;
};

/** Who is calling, as the shell needs it: logged in or not, and as whom. */
export type SessionState = {
  isLoggedIn: boolean;
  role: 'customer' | 'operator' | null;
  /** A customer's services in the cart, for the header's cart link (absent for anyone else). */
  cartCount?: number;
  /** A member of staff's role (decision 0021): which of the console's screens they are shown (absent for anyone else). */
  staffRole?: StaffRole;
};

/**
 * The public lists a page may be rendered with: service lines, services (the same JSON the API's list calls answer) and
 * the yearly plans on sale (GET /api/plans answers them as its `plans`).
 */
export type PublicLists = { mainProducts: MainProduct[]; products: Product[]; plans: Plan[] };

/**
 * The handover in every page: `hydrate` when the server rendered the whole page (the app takes it over as it is),
 * `client` when it rendered the shell only (a logged-in screen, drawn by the browser).
 */
export type PageState = {
  site: Site;
  /** The page's language: its texts, and the addresses its links show (decision 0012). */
  language: Language;
  session: SessionState;
  lists: Partial<PublicLists>;
  render: 'hydrate' | 'client';
};

/** A tel: URI for a displayed phone number ("+91 712 555 0100" → "tel:+917125550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** What the API asks of the web app's server entry for one page request. */
export type PageRequest = {
  /** Path and query of the request, e.g. "/shop?x=1" or "/mr/shop?x=1". */
  url: string;
  /** The language to render in: the address's (/mr/…), else the visitor's choice, else the browser's. */
  language: Language;
  session: SessionState;
  /** The shop's public address (PUBLIC_URL), for canonical links, link previews and structured data. */
  publicUrl: string;
  /** Reads a public list as GET /api/… answers it; throws when it cannot. */
  loadList<N extends keyof PublicLists>(name: N): Promise<PublicLists[N]>;
};

/** A rendered page: the parts the API puts into the built index.html. */
export type RenderedPage = {
  status: number;
  /** Title, description, canonical link, link-preview and structured-data tags. */
  head: string;
  /** The app's markup, for inside #root. */
  html: string;
  /** The PageState JSON block. */
  state: string;
  /** Source modules of the page's screens (build-manifest keys), whose scripts the page preloads. */
  modules: string[];
  /** False for a page that must work as plain HTML (the offline page): sent without the app's scripts. */
  scripts: boolean;
};

/** The web app's server entry (apps/web/src/entry-server.tsx), as the API loads it from the build. */
export type PageRenderer = {
  render(request: PageRequest): Promise<RenderedPage>;
  /** The public pages' paths, for the sitemap. */
  publicPaths: string[];
  /** Whether a path is a public page's, which has an address in each language (/mr/…, /hi/…). */
  isPublicPath(pathname: string): boolean;
};
export type ServerEntry = { createRenderer(site: Site): PageRenderer };
