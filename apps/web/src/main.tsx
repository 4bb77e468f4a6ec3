// Browser entry: takes over a page the server rendered whole (hydration), or draws a logged-in screen into the shell
// the server sent, or (the Vite dev server) draws everything.
import { DEFAULT_LANGUAGE, splitLanguage } from '@motomitra/domain/language';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { addressesIn } from './app/addresses.ts';
import { App } from './app/app.tsx';
import { readPageState } from './app/page-state.ts';
import { preloadPages } from './app/routes.tsx';
import { FeedbackProvider } from './components/feedback.tsx';
import { AddressesProvider } from './components/links.tsx';
import { configureSite } from './components/site.ts';
import { refreshSession, setSession } from './features/auth/session.ts';
import { seedLists } from './features/catalogue/lists.ts';
import { loadLanguage } from './i18n/packs.ts';
import './app/styles.css';

const state = readPageState();
if (state) {
  configureSite(state.site);
  setSession(state.session);
  seedLists(state.lists);
} else void refreshSession();

// The page's language (the server's, or in the Vite dev server the address's), whose pack loads before the first render.
const language = state?.language ?? splitLanguage(window.location.pathname).language ?? DEFAULT_LANGUAGE;
const addresses = addressesIn(language);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const app = (
  <StrictMode>
    <FeedbackProvider>
      <BrowserRouter>
        <AddressesProvider addresses={addresses}>
          <App />
        </AddressesProvider>
      </BrowserRouter>
    </FeedbackProvider>
  </StrictMode>
);
if (state?.render === 'hydrate') {
  // The page's own module first (its script is preloaded by the page), so hydration finds what the server drew. Not a
  // top-level await: the page's module imports this one, which must have finished evaluating for it to load. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the page in one long task.
  void Promise.all([preloadPages(addresses.fromUrl(window.location.pathname), language), loadLanguage(language)]).then(
    () =>
      startTransition(
        () =>
          void hydrateRoot(root, app, {
            // A page the browser would draw differently from the server (a mismatch React recovers from by drawing it
            // again) is a bug: said on the console, where the e2e walks fail on it (hydration.e2e.ts).
            onRecoverableError: (error, info) =>
              console.error(
                '[hydration]',
                error instanceof Error ? error.message : String(error),
                info.componentStack ?? '',
              ),
          }),
      ),
  );
} else void loadLanguage(language).then(() => createRoot(root).render(app));

// The service worker (sw/sw.ts) keeps the built files and the offline page; registered once the page has loaded, so
// that it never competes with what the visitor is waiting for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
