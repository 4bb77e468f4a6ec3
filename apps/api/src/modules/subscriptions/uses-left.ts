// What each plan's included services have left (decision 0023): the uses bookings hold, per plan and service, and each
// service's line as My plans (in the customer's language) and the console (in English) show it.
import { productNameIn } from '@motomitra/domain/catalogue-texts';
import type { Language } from '@motomitra/domain/language';
import type { PlanUse } from '@motomitra/domain/sold-plans';
import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, type subscriptions, subscriptionUses } from '../../db/schema.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Uses taken per subscription and service. */
export async function usesTaken(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subscriptionId: subscriptionUses.subscriptionId, productId: subscriptionUses.productId, n: count() })
    .from(subscriptionUses)
    .where(inArray(subscriptionUses.subscriptionId, ids))
    .groupBy(subscriptionUses.subscriptionId, subscriptionUses.productId);
  return new Map(rows.map((r) => [`${r.subscriptionId}/${r.productId}`, r.n]));
}

/**
 * Each included service's uses of each of `rows`, the service named as the catalogue names it now in `language` (as
 * sold, when it is gone).
 */
export async function planUses(
  db: Db | Tx,
  rows: SubscriptionRow[],
  language: Language = 'en',
): Promise<(r: SubscriptionRow) => PlanUse[]> {
  const taken = await usesTaken(
    db,
    rows.map((r) => r.id),
  );
  const ids = [...new Set(rows.flatMap((r) => r.sold.services.map((s) => s.productId)))];
  const names = new Map(
    (ids.length
      ? await db
          .select({ id: products.id, name: products.productName, translations: products.translations })
          .from(products)
          .where(inArray(products.id, ids))
      : []
    ).map((p) => [p.id, productNameIn(p.name, p.translations, language)]),
  );
  return (r) =>
    r.sold.services.map((s) => {
      const used = taken.get(`${r.id}/${s.productId}`) ?? 0;
      return {
        productId: s.productId,
        productName: names.get(s.productId) ?? s.productName,
        included: s.uses,
        used,
        left: Math.max(s.uses - used, 0),
      };
    });
}
