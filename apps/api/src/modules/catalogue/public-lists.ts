// The public catalogue lists (service lines, bookable services), the same for every visitor and read on every page view:
// each instance keeps the validated JSON, and its brotli and gzip forms, for CATALOGUE_CACHE_MS (decision 0001). The
// list calls send them as they are, and the page renderer reads them. Prices charged are re-read at booking time.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MainProductListSchema, ProductListSchema } from '@motomitra/domain/catalogue';
import type { PublicLists } from '@motomitra/domain/site';
import type { Db } from '../../db/client.ts';
import { listMainProducts, listProducts } from './service.ts';

/** One list, serialized: the JSON text and its compressed forms (made once per refresh, not per request). */
export type SerializedList = { json: string; br: Promise<Buffer>; gzip: Promise<Buffer> };

export type PublicListCache = { [N in keyof PublicLists]: () => Promise<SerializedList> };

const compress = (fn: typeof gzip, opts: object) => (text: string) =>
  new Promise<Buffer>((resolve, reject) => fn(text, opts, (err, out) => (err ? reject(err) : resolve(out))));
const toBrotli = compress(brotliCompress as unknown as typeof gzip, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const toGzip = compress(gzip, { level: 9 });

function cached(ttlMs: number, load: () => Promise<unknown>, schema: { parse(v: unknown): unknown }) {
  let entry: { at: number; list: Promise<SerializedList> } | null = null;
  return () => {
    if (!entry || Date.now() - entry.at >= ttlMs) {
      const list = load().then((v) => {
        const json = JSON.stringify(schema.parse(v));
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
      });
      entry = { at: Date.now(), list };
      list.catch(() => {
        entry = null;
      });
    }
    return entry.list;
  };
}

export function publicListCache(db: Db, ttlMs: number): PublicListCache {
  return {
    mainProducts: cached(ttlMs, () => listMainProducts(db), MainProductListSchema),
    products: cached(ttlMs, () => listProducts(db), ProductListSchema),
  };
}
