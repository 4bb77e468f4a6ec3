import { describe, expect, it } from 'vitest';
import { loadOrReload, type ReloadPage } from './chunk-reload.ts';

function fakePage(at = 'https://motomitra.in/shop') {
  const kept = new Map<string, string>();
  const page = {
    reloads: 0,
    at,
    reload: () => {
      page.reloads++;
    },
    storage: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    },
  } satisfies ReloadPage & { reloads: number };
  return page;
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a chunk that fails to load after a deploy', () => {
  it('reloads the page once for the address, then lets a second failure there through', async () => {
    const page = fakePage();
    let settled = false;
    void loadOrReload(gone, page).then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(page.reloads).toBe(1);
    expect(settled).toBe(false);
    // After the reload, the same address fails again: a real failure, shown.
    await expect(loadOrReload(gone, page)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(page.reloads).toBe(1);
  });

  it('forgets the reload once a chunk loads, so a later deploy gets its own', async () => {
    const page = fakePage();
    void loadOrReload(gone, page);
    await Promise.resolve();
    await Promise.resolve();
    expect(await loadOrReload(async () => 'screen', page)).toBe('screen');
    void loadOrReload(gone, page);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.reloads).toBe(2);
  });

  it('throws on the server (no page to reload)', async () => {
    await expect(loadOrReload(gone, null)).rejects.toThrow();
  });
});
