// A plan's uses at checkout (decision 0023). A booking is covered when its vehicle has an active plan, bought for the
// booking's city, that includes the service with a use left on the day it is placed: it is then priced at ₹0 (no coupon
// is taken with it). The use is taken in place_order's transaction under the subscription's row lock, which two
// checkouts racing for the last use queue on: the second finds none left and is refused (409), whatever instance it
// runs on. A cancelled booking gives its use back.
import type { City } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type SoldPlan, subscriptions, subscriptionUses } from '../../db/schema.ts';
import { usesTaken } from './uses-left.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export type Cover = {
  subscriptionId: string;
  productId: string;
  included: number;
  left: number;
  /** The plan's name as sold, in each language. */
  texts: SoldPlan['texts'];
};

async function usesOf(q: Db | Tx, subscriptionId: string, productId: string): Promise<number> {
  const [taken] = await q
    .select({ n: count() })
    .from(subscriptionUses)
    .where(and(eq(subscriptionUses.subscriptionId, subscriptionId), eq(subscriptionUses.productId, productId)));
  return taken?.n ?? 0;
}

/** A plan running on `today`: paid, and `today` among its days (a renewal bought early runs from its own first day). */
export const runningOn = (today: IsoDate) =>
  and(eq(subscriptions.status, 'active'), lte(subscriptions.startsOn, today), gte(subscriptions.endsOn, today));

/** What `sub` covers of `productId`, `used` uses of it taken: null when it includes none or none is left. */
function coverOf(sub: SubscriptionRow, productId: string, used: number): Cover | null {
  const included = sub.sold.services.find((s) => s.productId === productId)?.uses ?? 0;
  const left = included - used;
  return included > 0 && left > 0 ? { subscriptionId: sub.id, productId, included, left, texts: sub.sold.texts } : null;
}

/** The plan that covers a booking of `productId` for this vehicle in this city placed `today`, with a use left. */
export async function coverFor(
  q: Db | Tx,
  booking: { vehicleId: string; city: City; productId: string; today: IsoDate },
): Promise<Cover | null> {
  const [sub] = await q
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.vehicleId, booking.vehicleId),
        eq(subscriptions.city, booking.city),
        runningOn(booking.today),
      ),
    );
  if (!sub) return null;
  return coverOf(sub, booking.productId, await usesOf(q, sub.id, booking.productId));
}

/** In the booking's transaction, before the order is written: the subscription locked, and a use still left. */
export async function lockUse(tx: Tx, cover: Cover): Promise<boolean> {
  const [sub] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, cover.subscriptionId))
    .for('update');
  if (sub?.status !== 'active') return false;
  return (await usesOf(tx, cover.subscriptionId, cover.productId)) < cover.included;
}

/** The use the order took, written once the order is (same transaction, still under the lock). */
export async function recordUse(tx: Tx, cover: Cover, orderId: string): Promise<void> {
  await tx
    .insert(subscriptionUses)
    .values({ subscriptionId: cover.subscriptionId, productId: cover.productId, orderId });
}

/** A cancelled booking's use, given back. */
export async function giveBackUse(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(subscriptionUses).where(eq(subscriptionUses.orderId, orderId));
}

/**
 * The cover of each cart line a plan covers today, by line id (the cart shows it, and checkout prices it so): the
 * plans running for the lines' vehicles and their uses read once for the whole cart, as coverFor reads them for one.
 */
export async function cartCovers(
  db: Db,
  lines: readonly { id: string; city: City; vehicle: { id: string }; product: { id: string } }[],
  today: IsoDate,
): Promise<Map<string, Cover>> {
  const covers = new Map<string, Cover>();
  if (lines.length === 0) return covers;
  const vehicleIds = [...new Set(lines.map((l) => l.vehicle.id))];
  const running = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.vehicleId, vehicleIds), runningOn(today)));
  if (running.length === 0) return covers;
  const taken = await usesTaken(
    db,
    running.map((r) => r.id),
  );
  for (const l of lines) {
    const sub = running.find((r) => r.vehicleId === l.vehicle.id && r.city === l.city);
    const cover = sub && coverOf(sub, l.product.id, taken.get(`${sub.id}/${l.product.id}`) ?? 0);
    if (cover) covers.set(l.id, cover);
  }
  return covers;
}
