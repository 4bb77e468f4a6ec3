// What operators manage in the catalogue (/api/ops/products): every service with all its prices, its prices per city
// and tier, whether customers see it, when a vehicle is due for it again, the fuels it is for, and its Marathi and Hindi
// texts. What customers read is in service.ts.
import {
  type ProductTranslations,
  ProductTranslationsSchema,
  translationMisfits,
} from '@motomitra/domain/catalogue-texts';
import type { City } from '@motomitra/domain/constants';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import type { OpsProduct, SetPricesBody } from '@motomitra/domain/ops-admin';
import { isBikeBand, type ServedFuels, tiersFor } from '@motomitra/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http-error.ts';

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
