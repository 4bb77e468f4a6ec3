// Reads the catalogue (service lines, products with prices, vehicle catalogue) and shapes it for the wire.

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
  ProductTranslationsSchema,
  productTextsIn,
  translationMisfits,
} from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import { isUuid } from '@motomitra/domain/ids';
import type { Language } from '@motomitra/domain/language';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import type { OpsProduct, SetPricesBody } from '@motomitra/domain/ops-admin';
import { isBikeBand, type PriceRow, type ServedFuels, startingPrice, tiersFor } from '@motomitra/domain/pricing';
import type { Rating } from '@motomitra/domain/reviews';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mainProducts, productPrices, products, vehicleCatalogue } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http-error.ts';
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

// ---- What operators manage: prices per city and tier, and whether customers see a service ----

/** Every product with all its prices, as the operator console lists them. */
export async function opsProducts(db: Db): Promise<OpsProduct[]> {
  const [rows, prices] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sort), asc(products.productName)),
    db.select().from(productPrices),
  ]);
  return rows.map((p) => ({
    _id: p.id,
    product_name: p.productName,
    category: p.category,
    description: p.description,
    additional_info: p.additionalInfo,
    // A row written by hand that the schema refuses is shown untranslated rather than failing the whole list.
    translations: ProductTranslationsSchema.safeParse(p.translations).data ?? {},
    published: p.published,
    service_interval_months: p.serviceIntervalMonths,
    fuels: p.fuels,
    prices: prices
      .filter((r) => r.productId === p.id)
      .map((r) => ({ city: r.city, tier: r.tier, price: paiseToRupees(r.pricePaise) })),
  }));
}

/** Replaces a product's prices: each of its own tiers at most once per city (else 400). */
export async function setPrices(db: Db, id: string, prices: SetPricesBody['prices']): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound('No such product.');
  const tiers = tiersFor(product.category);
  const seen = new Set<string>();
  for (const [i, p] of prices.entries()) {
    if (!tiers.includes(p.tier)) {
      throw badRequest(`A ${product.category} service has no ${isBikeBand(p.tier) ? 'bike' : 'car'} prices.`, {
        [`prices.${i}.tier`]: 'Not a tier of this service.',
      });
    }
    const key = `${p.city}/${p.tier}`;
    if (seen.has(key)) throw badRequest(`Two prices for ${key}.`, { [`prices.${i}.tier`]: 'Given twice.' });
    seen.add(key);
  }
  await db.transaction(async (tx) => {
    await tx.delete(productPrices).where(eq(productPrices.productId, id));
    if (prices.length > 0) {
      await tx.insert(productPrices).values(
        prices.map((p) => ({
          productId: id,
          city: p.city as City,
          tier: p.tier,
          pricePaise: rupeesToPaise(p.price),
        })),
      );
    }
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
  });
}

/**
 * Shows a product to customers or hides it, sets when a vehicle is due for it again, and/or the fuels it is for (what
 * is sent). A cart item whose vehicle's fuel no longer fits stays in its cart, saying why, and cannot be checked out.
 */
export async function setProductSettings(
  db: Db,
  id: string,
  settings: {
    published?: boolean | undefined;
    service_interval_months?: number | null | undefined;
    fuels?: ServedFuels | undefined;
  },
): Promise<void> {
  const [row] = await db
    .update(products)
    .set({
      ...(settings.published === undefined ? {} : { published: settings.published }),
      ...(settings.service_interval_months === undefined
        ? {}
        : { serviceIntervalMonths: settings.service_interval_months }),
      ...(settings.fuels === undefined ? {} : { fuels: settings.fuels === null ? null : [...settings.fuels] }),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound('No such product.');
}

/**
 * Replaces a product's Marathi and Hindi texts (the languages sent; the others stay). Each text is the twin of the
 * English one at the same place, so a translation with more points or lines than the English is refused (400).
 */
export async function setTranslations(db: Db, id: string, sent: ProductTranslations): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!product) throw notFound('No such product.');
    const misfits = translationMisfits(
      { product_name: product.productName, description: product.description, additional_info: product.additionalInfo },
      sent,
    );
    if (Object.keys(misfits).length > 0) throw badRequest('The translation does not fit the English text.', misfits);
    await tx
      .update(products)
      .set({ translations: { ...product.translations, ...sent }, updatedAt: new Date() })
      .where(eq(products.id, id));
  });
}
