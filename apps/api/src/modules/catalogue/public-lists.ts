// The public catalogue lists (service lines, bookable services, yearly plans on sale), the same for every visitor of a language and read on
// every page view: each instance reads them once per CATALOGUE_CACHE_MS (decision 0001) and keeps the validated JSON
// per language, and its brotli and gzip forms. The list calls send them as they are, and the page renderer reads
// them. Prices charged are re-read at booking time.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MainProductListSchema, ProductListSchema } from '@motomitra/domain/catalogue';
import type { Language } from '@motomitra/domain/language';
import { PlanListSchema } from '@motomitra/domain/plans';
import type { PublicLists } from '@motomitra/domain/site';
import type { Db } from '../../db/client.ts';
import { plansIn, readPlansOnSale } from '../plans/service.ts';
import { listMainProducts, listProducts, mainProductsIn, productsIn } from './service.ts';

/** One list, serialized: the JSON text and its compressed forms (made once per refresh, not per request). */
export type SerializedList = { json: string; br: Promise<Buffer>; gzip: Promise<Buffer> };

/** Each list in a language (its catalogue texts translated, the rest the same for everyone). */
export type PublicListCache = { [N in keyof PublicLists]: CachedList } & {
  /** Drops a list this instance keeps, after a change its admin made here (other instances keep theirs their window). */
  forget(name: keyof PublicLists): void;
};
type CachedList = ((language: Language) => Promise<SerializedList>) & { forget(): void };

const compress = (fn: typeof gzip, opts: object) => (text: string) =>
  new Promise<Buffer>((resolve, reject) => fn(text, opts, (err, out) => (err ? reject(err) : resolve(out))));
const toBrotli = compress(brotliCompress as unknown as typeof gzip, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const toGzip = compress(gzip, { level: 9 });

/**
 * A list read once per window, and serialized once per language in it (each text translated where the catalogue has
 * it): the JSON and, on first use, its compressed forms.
 */
function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  inLanguage: (all: T, language: Language) => unknown,
  schema: { parse(v: unknown): unknown },
) {
  let entry: { at: number; all: Promise<T>; languages: Map<Language, Promise<SerializedList>> } | null = null;
  const list = (language: Language) => {
    if (!entry || Date.now() - entry.at >= ttlMs) {
      const all = load();
      entry = { at: Date.now(), all, languages: new Map() };
      all.catch(() => {
        entry = null;
      });
    }
    const { languages } = entry;
    let serialized = languages.get(language);
    if (!serialized) {
      const made = entry.all.then((all) => serialize(JSON.stringify(schema.parse(inLanguage(all, language)))));
      // A list that failed is made again by the next request, not kept for the window.
      made.catch(() => {
        if (languages.get(language) === made) languages.delete(language);
      });
      languages.set(language, made);
      serialized = made;
    }
    return serialized;
  };
  return Object.assign(list, {
    forget: () => {
      entry = null;
    },
  });
}

function serialize(json: string): SerializedList {
  // Compressed on first use, at the best ratio: every later visitor of the window gets the same bytes.
  let br: Promise<Buffer> | null = null;
  let gz: Promise<Buffer> | null = null;
  return {
    json,
    get br() {
      br ??= toBrotli(json);
      return br;
    },
    get gzip() {
      gz ??= toGzip(json);
      return gz;
    },
  };
}

export function publicListCache(db: Db, ttlMs: number): PublicListCache {
  const lists = {
    mainProducts: cached(ttlMs, () => listMainProducts(db), mainProductsIn, MainProductListSchema),
    products: cached(ttlMs, () => listProducts(db), productsIn, ProductListSchema),
    // The yearly plans on sale (decision 0023): GET /api/plans and the server-rendered /Subscription.
    plans: cached(ttlMs, () => readPlansOnSale(db), plansIn, PlanListSchema),
  };
  return { ...lists, forget: (name) => lists[name].forget() };
}
