// A plan's uses at checkout (decision 0023). A booking is covered when its vehicle has an active plan, bought for the
// booking's city, that includes the service with a use left on the day it is placed: it is then priced at ₹0 (no coupon
// is taken with it). The use is taken in place_order's transaction under the subscription's row lock, which two
// checkouts racing for the last use queue on: the second finds none left and is refused (409), whatever instance it
// runs on. A cancelled booking gives its use back.
import type { City } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type SoldPlan, subscriptions, subscriptionUses } from '../../db/schema.ts';

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
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsOn, booking.today),
        gte(subscriptions.endsOn, booking.today),
      ),
    );
  const included = sub?.sold.services.find((s) => s.productId === booking.productId)?.uses ?? 0;
  if (!sub || included === 0) return null;
  const left = included - (await usesOf(q, sub.id, booking.productId));
  return left > 0
    ? { subscriptionId: sub.id, productId: booking.productId, included, left, texts: sub.sold.texts }
    : null;
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

/** The cover of each cart line a plan covers today, by line id (the cart shows it, and checkout prices it so). */
export async function cartCovers(
  db: Db,
  lines: readonly { id: string; city: City; vehicle: { id: string }; product: { id: string } }[],
  today: IsoDate,
): Promise<Map<string, Cover>> {
  const found = await Promise.all(
    lines.map(async (l) => {
      const cover = await coverFor(db, { vehicleId: l.vehicle.id, city: l.city, productId: l.product.id, today });
      return [l.id, cover] as const;
    }),
  );
  return new Map(found.filter((f): f is readonly [string, Cover] => f[1] !== null));
}
