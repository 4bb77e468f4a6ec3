// Reads the catalogue (service lines, products with prices, vehicle catalogue) and shapes it for the wire.

import {
  type MainProduct,
  type Product,
  priceRowsToWire,
  type VehicleCatalogueEntry,
} from '@motomitra/domain/catalogue';
import { isUuid } from '@motomitra/domain/ids';
import { paiseToRupees } from '@motomitra/domain/money';
import { type PriceRow, startingPrice } from '@motomitra/domain/pricing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mainProducts, productPrices, products, vehicleCatalogue } from '../../db/schema.ts';

export async function listMainProducts(db: Db): Promise<MainProduct[]> {
  const rows = await db.select().from(mainProducts).orderBy(asc(mainProducts.sort), asc(mainProducts.productName));
  return rows.map((r) => ({
    _id: r.id,
    product_name: r.productName,
    category: r.category,
    image: r.image,
    description: r.description,
  }));
}

type ProductRow = typeof products.$inferSelect;

function toWire(p: ProductRow, prices: PriceRow[]): Product {
  const from = startingPrice(prices);
  return {
    _id: p.id,
    product_name: p.productName,
    category: p.category,
    image: p.image,
    price_tag: from === null ? null : paiseToRupees(from),
    description: p.description,
    additional_info: p.additionalInfo,
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

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.sort), asc(products.productName));
  const prices = await pricesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWire(r, prices.get(r.id) ?? []));
}

/** A published product by id, or null for an unknown, hidden or malformed id. */
export async function findProduct(db: Db, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row?.published) return null;
  const prices = await pricesOf(db, [row.id]);
  return toWire(row, prices.get(row.id) ?? []);
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
