// A stale tab after a deploy (decision 0018): the page it shows names script chunks the new build no longer has, and the
// next screen's chunk fails to load. Once per address the page is loaded again, which brings the new build's names;
// a second failure at the same address is a real one and shows the error screen.

/** The address the page was last reloaded for, kept for the tab (a second failure there is not retried). */
const RELOADED_FOR = 'mm.reloaded-for';

export type ReloadPage = { reload(): void; storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>; at: string };

/** The browser's page; none on the server, where a failed chunk is a failed render. */
function pageToReload(): ReloadPage | null {
  if (typeof window === 'undefined') return null;
  return { reload: () => window.location.reload(), storage: window.sessionStorage, at: window.location.href };
}

/**
 * Loads a chunk (`load`, a dynamic import); when that fails in the browser, reloads the page once for this address
 * instead of failing (and waits for the reload); a failure after a reload at the same address is thrown.
 */
export async function loadOrReload<T>(load: () => Promise<T>, page: ReloadPage | null = pageToReload()): Promise<T> {
  try {
    const loaded = await load();
    page?.storage.removeItem(RELOADED_FOR);
    return loaded;
  } catch (err) {
    if (!page || page.storage.getItem(RELOADED_FOR) === page.at) throw err;
    page.storage.setItem(RELOADED_FOR, page.at);
    page.reload();
    // The page is going: nothing more to render meanwhile.
    return new Promise<T>(() => {});
  }
}
