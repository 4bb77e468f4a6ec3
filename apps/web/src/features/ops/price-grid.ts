// A service's price grid in the garage's catalogue: the tiers it is priced by × the cities, one cell per price in whole
// rupees (empty = not offered); what a save sends, whether anything changed, and which cell each refusal is about.
import { BIKE_BAND_LABELS, CAR_SEGMENT_LABELS, CITIES, type ProductCategory } from '@motomitra/domain/constants';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { isBikeBand, tiersFor } from '@motomitra/domain/pricing';
import type { PriceEntry } from './admin-api.ts';

export type Tier = { tier: ReturnType<typeof tiersFor>[number]; label: string };

/** The cells as typed, by cellKey. */
export type PriceCells = Record<string, string>;

/** The tiers a product is priced by: cc bands for what serves bikes, car segments for what serves cars. */
export function tiersOf(category: ProductCategory): Tier[] {
  return tiersFor(category).map((tier) => ({
    tier,
    label: isBikeBand(tier) ? BIKE_BAND_LABELS[tier] : CAR_SEGMENT_LABELS[tier],
  }));
}

export const cellKey = (city: string, tier: string) => `${city}/${tier}`;

/** The grid as stored. */
export function gridOf(product: OpsProduct): PriceCells {
  return Object.fromEntries(product.prices.map((p) => [cellKey(p.city, p.tier), String(p.price)]));
}

/** '₹1,299' and '1 299' are what people type for 1299; anything else goes to the server as typed. */
const normalise = (value: string) => value.replace(/[\s,₹]/g, '');

/** The prices a save sends, city by city and tier by tier, and the cell each one came from (in the same order). */
export function priceEntries(values: PriceCells, tiers: Tier[]): { entries: PriceEntry[]; keys: string[] } {
  const entries: PriceEntry[] = [];
  const keys: string[] = [];
  for (const city of CITIES) {
    for (const { tier } of tiers) {
      const price = normalise(values[cellKey(city, tier)] ?? '');
      if (price === '') continue;
      entries.push({ city, tier, price });
      keys.push(cellKey(city, tier));
    }
  }
  return { entries, keys };
}

/** Whether the prices to send are the grid as stored: the same cells, each with the same price. */
export function samePrices(entries: PriceEntry[], stored: PriceCells): boolean {
  return (
    entries.length === Object.keys(stored).length && entries.every((p) => stored[cellKey(p.city, p.tier)] === p.price)
  );
}

/** The server's field errors by cell: 'prices.3.price' is about the fourth price sent. The first error of a cell wins. */
export function cellErrors(fieldErrors: Record<string, string>, keys: string[]): Record<string, string> {
  const byCell: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const index = /^prices\.(\d+)\./.exec(path)?.[1];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key) byCell[key] ??= message;
  }
  return byCell;
}
