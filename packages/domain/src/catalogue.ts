// API contract of the catalogue calls (spec section 7) and the mapping between price rows and the spec's wire shape.
import { z } from 'zod';
import {
  BIKE_BAND_WIRE_KEYS,
  BIKE_BANDS,
  CAR_SEGMENTS,
  CITIES,
  type City,
  FUEL_TYPES,
  PRODUCT_CATEGORIES,
  SERVICE_LINES,
  VEHICLE_TYPES,
} from './constants.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';
import type { PriceRow } from './pricing.ts';
import { RatingSchema } from './reviews.ts';

export const MainProductSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  category: z.enum(SERVICE_LINES),
  image: z.string(),
  description: z.array(z.string()),
  /** Rupees: the lowest price of the bookable services of this line ("from ₹…"); null where none is priced. */
  price_from: z.number().nullable().optional(),
});
export type MainProduct = z.infer<typeof MainProductSchema>;
export const MainProductListSchema = z.array(MainProductSchema);

export const DescriptionPointSchema = z.object({ main_point: z.string(), sub_points: z.array(z.string()) });
export type DescriptionPoint = z.infer<typeof DescriptionPointSchema>;

/** One city's prices as the spec puts them: car_segment [{hatchback: 2499}, …], bike_segment [{below_150cc: 499}, …]. */
export const CityPricesSchema = z.array(
  z.object({
    car_segment: z.array(z.record(z.string(), z.number())),
    bike_segment: z.array(z.record(z.string(), z.number())),
  }),
);

export const ProductSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  image: z.string(),
  /** Lowest price in rupees over every city and tier; null when the product has no price yet. */
  price_tag: z.number().nullable(),
  description: z.array(DescriptionPointSchema),
  additional_info: z.array(z.string()),
  /** The fuels it is for (an oil change is not for an electric vehicle); null: every fuel. */
  fuels: z.array(z.enum(FUEL_TYPES)).nullable(),
  /** The average and count of its published reviews. */
  rating: RatingSchema.optional(),
  nagpur: CityPricesSchema,
  pune: CityPricesSchema,
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

export const ProductIdParamsSchema = z.object({ id: z.string() });

export const VehicleCatalogueEntrySchema = z.object({
  _id: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  make: z.string(),
  model: z.string(),
  make_model: z.string(),
  variant: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  bike_cc: z.number().int().nullable(),
  car_type: z.enum(CAR_SEGMENTS).nullable(),
  vehicle_image: z.string(),
  /** Legacy aliases read by the old /Test screen. */
  vehicle_model: z.string(),
  vehicle_cc: z.number().int().nullable(),
});
export type VehicleCatalogueEntry = z.infer<typeof VehicleCatalogueEntrySchema>;
export const VehicleCatalogueResponseSchema = z.object({
  success: z.literal(true),
  vehiclesData: z.array(VehicleCatalogueEntrySchema),
});

/** GET /api/live: the process is up. */
export const LiveResponseSchema = z.object({ status: z.literal('ok') });

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

/** Price rows (paise) → the spec's per-city wire lists (rupees). */
export function priceRowsToWire(rows: readonly PriceRow[]): Record<City, z.infer<typeof CityPricesSchema>> {
  const out = {} as Record<City, z.infer<typeof CityPricesSchema>>;
  for (const city of CITIES) {
    const inCity = rows.filter((r) => r.city === city);
    const car_segment = CAR_SEGMENTS.flatMap((s) => {
      const r = inCity.find((x) => x.tier === s);
      return r ? [{ [s]: paiseToRupees(r.pricePaise) }] : [];
    });
    const bike_segment = BIKE_BANDS.flatMap((b) => {
      const r = inCity.find((x) => x.tier === b);
      return r ? [{ [BIKE_BAND_WIRE_KEYS[b]]: paiseToRupees(r.pricePaise) }] : [];
    });
    out[city] = car_segment.length || bike_segment.length ? [{ car_segment, bike_segment }] : [];
  }
  return out;
}

/** The spec's wire lists → price rows, so the web can price with the same rule as the API. */
export function wireToPriceRows(product: Pick<Product, 'nagpur' | 'pune'>): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const city of CITIES) {
    const first = product[city][0];
    if (!first) continue;
    for (const entry of first.car_segment) {
      for (const s of CAR_SEGMENTS) {
        const v = entry[s];
        if (v !== undefined) rows.push({ city, tier: s, pricePaise: rupeesToPaise(v) });
      }
    }
    for (const entry of first.bike_segment) {
      for (const b of BIKE_BANDS) {
        const v = entry[BIKE_BAND_WIRE_KEYS[b]];
        if (v !== undefined) rows.push({ city, tier: b, pricePaise: rupeesToPaise(v) });
      }
    }
  }
  return rows;
}
