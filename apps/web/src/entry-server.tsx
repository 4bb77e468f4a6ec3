// Server entry, loaded by the API from the build: renders a public page whole (with the data it shows, read for this
// request) and a logged-in screen as the shell around a spinner, and gives the page's <head> and handover state.
// Pages render in the request's language (decision 0012): every pack is loaded here at start, and the language is set
// right before the (synchronous) render, so that requests in different languages never mix.
import type { PageRequest, PublicLists, ServerEntry, Site } from '@motomitra/domain/site';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { addressesIn } from './app/addresses.ts';
import { App } from './app/app.tsx';
import { headHtml } from './app/head.ts';
import { pageStateElement } from './app/page-state.ts';
import { handlesFor, isPublicPath, preloadPages, publicPaths } from './app/routes.tsx';
import { FeedbackProvider } from './components/feedback.tsx';
import { AddressesProvider } from './components/links.tsx';
import { type ServerRender, ServerRenderContext } from './components/server-render.ts';
import { configureSite, site } from './components/site.ts';
import { PACK_HI } from './i18n/hi/pack.ts';
import { RULES_HI } from './i18n/hi/rules.ts';
import { PACK_MR } from './i18n/mr/pack.ts';
import { RULES_MR } from './i18n/mr/rules.ts';
import { addPack, addRules, setLanguage } from './i18n/t.ts';

addPack('mr', PACK_MR);
addPack('hi', PACK_HI);
addRules('mr', RULES_MR);
addRules('hi', RULES_HI);

async function readLists(request: PageRequest, names: (keyof PublicLists)[]): Promise<ServerRender['lists']> {
  const lists: ServerRender['lists'] = {};
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      try {
        Object.assign(lists, { [name]: await request.loadList(name) });
      } catch {
        // The page says what it says when a list fails ('No service plans available.'), and the browser retries.
        Object.assign(lists, { [name]: null });
      }
    }),
  );
  return lists;
}

export const createRenderer: ServerEntry['createRenderer'] = (settings: Site) => {
  configureSite(settings);
  return {
    publicPaths: publicPaths(),
    isPublicPath,
    async render(request) {
      const { language } = request;
      const addresses = addressesIn(language);
      const pathname = addresses.fromUrl(new URL(request.url, 'http://localhost').pathname);
      const handles = handlesFor(pathname);
      const clientOnly = handles.some((h) => h.clientOnly);
      const standalone = handles.some((h) => h.standalone);
      const session = standalone ? { isLoggedIn: false, role: null } : request.session;
      const structured = !clientOnly && handles.some((h) => h.structuredData);
      const [lists, texts] = await Promise.all([
        readLists(
          request,
          clientOnly ? [] : handles.flatMap((h) => [...(h.lists ?? []), ...(structured ? ['products' as const] : [])]),
        ),
        clientOnly ? [] : preloadPages(pathname, language),
      ]);
      const server: ServerRender = { session, lists, clientOnly, head: {}, status: 200 };
      setLanguage(language);
      const html = renderToString(
        <ServerRenderContext.Provider value={server}>
          <FeedbackProvider>
            <StaticRouter location={request.url}>
              <AddressesProvider addresses={addresses}>
                <App />
              </AddressesProvider>
            </StaticRouter>
          </FeedbackProvider>
        </ServerRenderContext.Provider>,
      );
      const shown = handles.flatMap((h) => h.lists ?? []);
      const handedOver = Object.fromEntries(
        Object.entries(lists).filter(([name]) => shown.includes(name as keyof PublicLists)),
      );
      return {
        status: server.status,
        head: headHtml({
          site,
          publicUrl: request.publicUrl,
          pathname,
          language,
          ...server.head,
          noindex: clientOnly || standalone || handles.some((h) => h.noindex) || server.status !== 200,
          ...(structured && lists.products ? { services: lists.products } : {}),
        }),
        html,
        state: standalone
          ? ''
          : pageStateElement({ site, language, session, lists: handedOver, render: clientOnly ? 'client' : 'hydrate' }),
        // The page's modules and texts, and a Marathi or Hindi page's language pack, which its hydration waits for.
        modules: standalone
          ? []
          : [
              ...handles.flatMap((h) => (h.module ? [h.module] : [])),
              ...texts,
              ...(language === 'en' ? [] : [`src/i18n/${language}/pack.ts`]),
            ],
        scripts: !standalone,
      };
    },
  };
};
