// Reads the catalogue (service lines, products with prices, vehicle catalogue) and shapes it for the wire. What
// operators change in it is in ops-catalogue.ts.

import {
  type MainProduct,
  type Product,
  priceRowsToWire,
  type VehicleCatalogueEntry,
} from '@motomitra/domain/catalogue';
import {
  type MainProductTranslations,
  mainProductTextsIn,
  type ProductTranslations,
  productTextsIn,
} from '@motomitra/domain/catalogue-texts';
import { isUuid } from '@motomitra/domain/ids';
import type { Language } from '@motomitra/domain/language';
import { paiseToRupees } from '@motomitra/domain/money';
import { type PriceRow, startingPrice } from '@motomitra/domain/pricing';
import type { Rating } from '@motomitra/domain/reviews';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mainProducts, productPrices, products, vehicleCatalogue } from '../../db/schema.ts';
import { ratingsByProduct } from '../reviews/service.ts';

/** A catalogue entry as the wire has it in English, and its texts in the other languages. */
export type WithTranslations<T, Tr> = { wire: T; translations: Tr };

/** The service lines (plans), each with the lowest price of its published services: "from ₹599". */
export async function listMainProducts(db: Db): Promise<WithTranslations<MainProduct, MainProductTranslations>[]> {
  const [rows, lowest] = await Promise.all([
    db.select().from(mainProducts).orderBy(asc(mainProducts.sort), asc(mainProducts.productName)),
    // One grouped read, not the whole service list with its descriptions.
    db
      .select({ category: products.category, paise: sql<number>`min(${productPrices.pricePaise})`.mapWith(Number) })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.productId, products.id))
      .where(eq(products.published, true))
      .groupBy(products.category),
  ]);
  const from = new Map(lowest.map((l) => [l.category as string, paiseToRupees(l.paise)]));
  return rows.map((r) => ({
    wire: {
      _id: r.id,
      product_name: r.productName,
      category: r.category,
      image: r.image,
      description: r.description,
      price_from: from.get(r.category) ?? null,
    },
    translations: r.translations,
  }));
}

/** The service lines in a language: each text translated where the catalogue has it, else English. */
export const mainProductsIn = (
  lines: WithTranslations<MainProduct, MainProductTranslations>[],
  language: Language,
): MainProduct[] => lines.map((l) => mainProductTextsIn(l.wire, l.translations, language));

/** The services in a language, likewise. */
export const productsIn = (list: WithTranslations<Product, ProductTranslations>[], language: Language): Product[] =>
  list.map((p) => productTextsIn(p.wire, p.translations, language));

type ProductRow = typeof products.$inferSelect;

/** A product on the wire with its prices and its customers' rating (none yet: no average, a count of 0). */
function toWire(p: ProductRow, prices: PriceRow[], rating: Rating | undefined): Product {
  const from = startingPrice(prices);
  return {
    _id: p.id,
    product_name: p.productName,
    category: p.category,
    image: p.image,
    price_tag: from === null ? null : paiseToRupees(from),
    description: p.description,
    additional_info: p.additionalInfo,
    fuels: p.fuels,
    rating: rating ?? { average: null, count: 0 },
    ...priceRowsToWire(prices),
  };
}

async function pricesOf(db: Db, ids: string[]): Promise<Map<string, PriceRow[]>> {
  const byProduct = new Map<string, PriceRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProduct;
  const rows = await db.select().from(productPrices).where(inArray(productPrices.productId, ids));
  for (const r of rows) byProduct.get(r.productId)?.push({ city: r.city, tier: r.tier, pricePaise: r.pricePaise });
  return byProduct;
}

export async function listProducts(db: Db): Promise<WithTranslations<Product, ProductTranslations>[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.sort), asc(products.productName));
  const [prices, ratings] = await Promise.all([
    pricesOf(
      db,
      rows.map((r) => r.id),
    ),
    ratingsByProduct(db),
  ]);
  return rows.map((r) => ({
    wire: toWire(r, prices.get(r.id) ?? [], ratings.get(r.id)),
    translations: r.translations,
  }));
}

/** A published product by id in a language, or null for an unknown, hidden or malformed id. */
export async function findProduct(db: Db, id: string, language: Language): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row?.published) return null;
  const [prices, ratings] = await Promise.all([pricesOf(db, [row.id]), ratingsByProduct(db, [row.id])]);
  return productTextsIn(toWire(row, prices.get(row.id) ?? [], ratings.get(row.id)), row.translations, language);
}

export async function listVehicleCatalogue(db: Db): Promise<VehicleCatalogueEntry[]> {
  const rows = await db
    .select()
    .from(vehicleCatalogue)
    .orderBy(asc(vehicleCatalogue.vehicleType), asc(vehicleCatalogue.make), asc(vehicleCatalogue.model));
  return rows.map((v) => {
    const makeModel = `${v.make} ${v.model}`;
    return {
      _id: v.id,
      vehicle_type: v.vehicleType,
      make: v.make,
      model: v.model,
      make_model: makeModel,
      variant: v.variant,
      fuel_type: v.fuelType,
      bike_cc: v.bikeCc,
      car_type: v.carType,
      vehicle_image: v.image,
      vehicle_model: makeModel,
      vehicle_cc: v.bikeCc,
    };
  });
}
