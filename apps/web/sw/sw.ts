// The service worker: keeps the shop's built files on the phone, so a repeat visit paints from them, and answers a
// navigation without a network with the offline page instead of the browser's error. It never keeps an /api answer or
// a page (a page may carry who is logged in): only the offline page, which the server renders for nobody in particular.
// Built by vite.config.ts, which puts the list of built files in place of __PRECACHE__ and their digest in __VERSION__.

declare const __PRECACHE__: string[];
declare const __VERSION__: string;
const sw = globalThis as unknown as ServiceWorkerGlobalScope;

const PRECACHE: string[] = __PRECACHE__;
const CACHE = `mm-${__VERSION__}`;
const OFFLINE = '/offline';

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('mm-') && key !== CACHE) await caches.delete(key);
      // The page's request starts while the worker wakes up, instead of after.
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed names: a file never changes, so the copy kept is always right.
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/img/')) {
    event.respondWith(staleWhileRevalidate(event, request));
  }
});

/** Pages always come from the server (with current prices and who is logged in); offline, the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE)) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/** Pictures: the kept copy at once, and a fresh one for next time. */
async function staleWhileRevalidate(event: FetchEvent, request: Request): Promise<Response> {
  const kept = await caches.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}
