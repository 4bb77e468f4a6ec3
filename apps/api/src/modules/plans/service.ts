// Yearly plans (decision 0023): the admins' list and edits (/api/ops/plans), and the plans on sale as the shop shows
// them (GET /api/plans) in the visitor's language. A plan's services must serve its vehicle type; its prices are per
// city and per tier of that type, as a service's are.
import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { Language } from '@motomitra/domain/language';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import { type OpsPlan, type OpsPlanInput, type Plan, planTexts } from '@motomitra/domain/plans';
import { categoryServes } from '@motomitra/domain/pricing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planPrices, planServices, plans, products } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http-error.ts';

type PlanRow = typeof plans.$inferSelect;

/** Every plan, those on sale, or one plan by its id, with its prices and services. */
async function readPlans(db: Db, where?: { onSale: true } | { id: string }) {
  const rows = await db
    .select()
    .from(plans)
    .where(where === undefined ? undefined : 'id' in where ? eq(plans.id, where.id) : eq(plans.onSale, true))
    .orderBy(asc(plans.vehicleType), asc(plans.createdAt));
  const ids = rows.map((p) => p.id);
  if (ids.length === 0) return [];
  const [prices, services] = await Promise.all([
    db.select().from(planPrices).where(inArray(planPrices.planId, ids)),
    db
      .select({
        planId: planServices.planId,
        productId: planServices.productId,
        uses: planServices.uses,
        name: products.productName,
        translations: products.translations,
      })
      .from(planServices)
      .innerJoin(products, eq(products.id, planServices.productId))
      .where(inArray(planServices.planId, ids))
      .orderBy(asc(products.sort), asc(products.productName)),
  ]);
  return rows.map((p) => ({
    row: p,
    prices: prices
      .filter((r) => r.planId === p.id)
      .map((r) => ({ city: r.city, tier: r.tier, price: paiseToRupees(r.pricePaise) })),
    services: services.filter((s) => s.planId === p.id),
  }));
}

const opsPlanOf = ({ row, prices, services }: Awaited<ReturnType<typeof readPlans>>[number]): OpsPlan => ({
  _id: row.id,
  vehicleType: row.vehicleType,
  texts: row.texts,
  services: services.map((s) => ({ productId: s.productId, productName: s.name, uses: s.uses })),
  extraWorkPercent: row.extraWorkPercent,
  freePickupDrop: row.freePickupDrop,
  breakdownCalls: row.breakdownCalls,
  prices,
  onSale: row.onSale,
});

export async function opsPlans(db: Db): Promise<OpsPlan[]> {
  return (await readPlans(db)).map(opsPlanOf);
}

async function opsPlan(db: Db, id: string): Promise<OpsPlan> {
  const [found] = await readPlans(db, { id });
  if (!found) throw notFound('No such plan.');
  return opsPlanOf(found);
}

/** The plans on sale as read (every language's texts): what the public list cache keeps (catalogue/public-lists.ts). */
export const readPlansOnSale = (db: Db) => readPlans(db, { onSale: true });
export type PlansOnSale = Awaited<ReturnType<typeof readPlansOnSale>>;

/** The plans on sale in `language` (English where a text is not translated). */
export function plansIn(all: PlansOnSale, language: Language): Plan[] {
  return all.map(({ row, prices, services }) => ({
    _id: row.id,
    ...planTexts(row.texts, language),
    vehicleType: row.vehicleType,
    includes: services.map((s) => ({
      productId: s.productId,
      productName: productNameIn(s.name, s.translations, language),
      uses: s.uses,
    })),
    extraWorkPercent: row.extraWorkPercent,
    freePickupDrop: row.freePickupDrop,
    breakdownCalls: row.breakdownCalls,
    prices,
  }));
}

/** Each named service exists and serves the plan's vehicle type (else 400 on its row). */
async function checkServices(db: Db, input: OpsPlanInput) {
  if (input.services.length === 0) return;
  const found = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(
      inArray(
        products.id,
        input.services.map((s) => s.productId),
      ),
    );
  for (const [i, s] of input.services.entries()) {
    const product = found.find((p) => p.id === s.productId);
    if (!product) throw badRequest('No such service.', { [`services.${i}.productId`]: 'No such service.' });
    if (!categoryServes(product.category, input.vehicleType)) {
      const message = `This service is not for a ${input.vehicleType === 'Bike' ? 'bike' : 'car'}.`;
      throw badRequest(message, { [`services.${i}.productId`]: message });
    }
  }
}

async function writePlan(db: Db, id: string | null, input: OpsPlanInput): Promise<string> {
  await checkServices(db, input);
  const values: Omit<typeof plans.$inferInsert, 'id'> = {
    vehicleType: input.vehicleType,
    texts: input.texts,
    extraWorkPercent: input.extraWorkPercent,
    freePickupDrop: input.freePickupDrop,
    breakdownCalls: input.breakdownCalls,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    let planId = id;
    if (planId === null) {
      const [made] = await tx.insert(plans).values(values).returning({ id: plans.id });
      planId = (made as Pick<PlanRow, 'id'>).id;
    } else {
      const [changed] = await tx.update(plans).set(values).where(eq(plans.id, planId)).returning({ id: plans.id });
      if (!changed) throw notFound('No such plan.');
      await tx.delete(planPrices).where(eq(planPrices.planId, planId));
      await tx.delete(planServices).where(eq(planServices.planId, planId));
    }
    const owner = planId;
    await tx
      .insert(planPrices)
      .values(
        input.prices.map((p) => ({ planId: owner, city: p.city, tier: p.tier, pricePaise: rupeesToPaise(p.price) })),
      );
    if (input.services.length > 0) {
      await tx.insert(planServices).values(input.services.map((s) => ({ planId: owner, ...s })));
    }
    return owner;
  });
}

export async function createPlan(db: Db, input: OpsPlanInput): Promise<OpsPlan> {
  return opsPlan(db, await writePlan(db, null, input));
}

/** Changes what a plan offers from now on; the plans already sold keep what they were sold with. */
export async function updatePlan(db: Db, id: string, input: OpsPlanInput): Promise<OpsPlan> {
  return opsPlan(db, await writePlan(db, id, input));
}

/** Withdraws a plan from sale, or offers it again; those already sold are not touched. */
export async function setPlanOnSale(db: Db, id: string, onSale: boolean): Promise<OpsPlan> {
  const [changed] = await db
    .update(plans)
    .set({ onSale, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning({ id: plans.id });
  if (!changed) throw notFound('No such plan.');
  return opsPlan(db, id);
}
