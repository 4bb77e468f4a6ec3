// Loads the demo catalogue (service lines, products and prices, vehicles, coupons); safe to run any number of times.

import { BIKE_BANDS, CAR_SEGMENTS, CITIES } from '@motomitra/domain/constants';
import { rupeesToPaise } from '@motomitra/domain/money';
import type { PriceRow } from '@motomitra/domain/pricing';
import { and, count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { coupons, mainProducts, productPrices, products, vehicleCatalogue } from '../schema.ts';
import { seedChecklists } from './checklists.ts';
import { SEED_COUPONS, SEED_MAIN_PRODUCTS, SEED_PRODUCTS, SEED_VEHICLES, type SeedProduct } from './data.ts';
import { MAIN_PRODUCT_TRANSLATIONS, PRODUCT_TRANSLATIONS } from './translations.ts';

function priceRows(p: SeedProduct): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const city of CITIES) {
    const prices = p.prices[city];
    if (!prices) continue;
    for (const band of BIKE_BANDS) {
      const rupees = prices.bike?.[band];
      if (rupees !== undefined) rows.push({ city, tier: band, pricePaise: rupeesToPaise(rupees) });
    }
    for (const segment of CAR_SEGMENTS) {
      const rupees = prices.car?.[segment];
      if (rupees !== undefined) rows.push({ city, tier: segment, pricePaise: rupeesToPaise(rupees) });
    }
  }
  return rows;
}

/** Inserts what is missing and never overwrites: an operator's later edits survive a re-run. */
export async function seedDemoData(db: Db): Promise<{ inserted: Record<string, number> }> {
  return db.transaction(async (tx) => {
    const lines = await tx
      .insert(mainProducts)
      .values(
        SEED_MAIN_PRODUCTS.map((m, i) => ({
          slug: m.slug,
          productName: m.product_name,
          category: m.category,
          image: m.image,
          description: [...m.description],
          translations: MAIN_PRODUCT_TRANSLATIONS[m.slug] ?? {},
          sort: i,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mainProducts.id });

    const insertedProducts = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((p, i) => ({
          slug: p.slug,
          productName: p.product_name,
          category: p.category,
          image: p.image,
          description: p.description.map((d) => ({ main_point: d.main_point, sub_points: [...d.sub_points] })),
          additionalInfo: [...p.additional_info],
          translations: PRODUCT_TRANSLATIONS[p.slug] ?? {},
          serviceIntervalMonths: p.service_interval_months ?? null,
          fuels: p.fuels ?? null,
          sort: i,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug });
    const bySlug = new Map(SEED_PRODUCTS.map((p) => [p.slug, p]));
    const prices = insertedProducts.flatMap(({ id, slug }) => {
      const seed = bySlug.get(slug);
      return seed ? priceRows(seed).map((r) => ({ productId: id, ...r })) : [];
    });
    if (prices.length) await tx.insert(productPrices).values(prices).onConflictDoNothing();

    const vehicles = await tx
      .insert(vehicleCatalogue)
      .values(
        SEED_VEHICLES.map((v) => ({
          vehicleType: v.vehicle_type,
          make: v.make,
          model: v.model,
          variant: v.variant,
          fuelType: v.fuel_type,
          bikeCc: v.bike_cc,
          carType: v.car_type,
          image: v.image,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: vehicleCatalogue.id });

    const insertedCoupons = await tx
      .insert(coupons)
      .values(
        SEED_COUPONS.map((c) => ({
          code: c.code.toUpperCase(),
          description: c.description,
          discountType: c.discount_type,
          amount: c.discount_type === 'fixed_card_discount' ? rupeesToPaise(c.amount) : c.amount,
          minCartPaise: rupeesToPaise(c.min_cart_rupees),
          validFrom: c.valid_from,
          validTo: c.valid_to,
          totalLimit: c.total_limit,
          perCustomerLimit: c.per_customer_limit,
          firstBookingOnly: c.first_booking_only,
          translations: { mr: { description: c.description_mr }, hi: { description: c.description_hi } },
          active: c.active,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    const checklistCount = await seedChecklists(tx);

    return {
      inserted: {
        mainProducts: lines.length,
        products: insertedProducts.length,
        prices: prices.length,
        vehicles: vehicles.length,
        coupons: insertedCoupons.length,
        checklists: checklistCount,
      },
    };
  });
}

/**
 * The demo texts in Marathi and Hindi for the demo services and service lines that have none yet (a catalogue seeded
 * before migration 0012): a service an operator has translated, or that the demo does not have, is left alone.
 */
export async function fillDemoTranslations(db: Db): Promise<number> {
  // One statement per table, the demo's texts by slug: a start costs two queries, not one per service.
  const demo = (texts: object) => sql`jsonb_each(${JSON.stringify(texts)}::jsonb) as demo(slug, texts)`;
  return db.transaction(async (tx) => {
    const services = await tx
      .update(products)
      .set({ translations: sql`demo.texts` })
      .from(demo(PRODUCT_TRANSLATIONS))
      .where(and(sql`${products.slug} = demo.slug`, sql`${products.translations} = '{}'::jsonb`))
      .returning({ id: products.id });
    const lines = await tx
      .update(mainProducts)
      .set({ translations: sql`demo.texts` })
      .from(demo(MAIN_PRODUCT_TRANSLATIONS))
      .where(and(sql`${mainProducts.slug} = demo.slug`, sql`${mainProducts.translations} = '{}'::jsonb`))
      .returning({ id: mainProducts.id });
    return services.length + lines.length;
  });
}

/** First start: the catalogue has never been loaded. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(mainProducts);
  return (row?.n ?? 0) === 0;
}
