// Buying a yearly plan (decision 0023): POST /api/plans/{id}/purchase {vehicleId, city} answers the payment link's
// address. The plan must be on sale and for the vehicle's type, and have a price for its tier in the city (the
// services' rule, planPriceFor). Under the vehicle's row lock: a vehicle with a plan still running is refused (409) until
// its last 30 days, when one renewal can be bought (it starts the day after the running plan ends); a
// purchase already waiting for the same plan, city and price gets its open link again; one for anything else is
// cancelled (its link too) and a new one made. The plan is snapshotted into the subscription as it is sold.
import { ddmmyyyy, istDate } from '@motomitra/domain/ist';
import { type Language, localizedPath } from '@motomitra/domain/language';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import { planPriceFor } from '@motomitra/domain/plans';
import { tierFor } from '@motomitra/domain/pricing';
import { cityWord, say } from '@motomitra/domain/say';
import { type PurchaseBody, renewalOpensOn } from '@motomitra/domain/subscriptions';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  customerVehicles,
  paymentLinks,
  planPrices,
  planServices,
  plans,
  products,
  type SoldPlan,
  subscriptions,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { ProviderError } from '../messaging/provider-http.ts';
import { gatewayOf } from '../payments/gateway.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The plan on sale with its prices and what it includes, as it would be sold now. */
async function planForSale(tx: Tx, planId: string) {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.onSale, true)));
  if (!plan) throw notFound(say('planNotOnSale'));
  const [prices, services] = await Promise.all([
    tx.select().from(planPrices).where(eq(planPrices.planId, planId)),
    tx
      .select({ productId: planServices.productId, productName: products.productName, uses: planServices.uses })
      .from(planServices)
      .innerJoin(products, eq(products.id, planServices.productId))
      .where(eq(planServices.planId, planId)),
  ]);
  const sold: SoldPlan = {
    texts: plan.texts,
    services,
    extraWorkPercent: plan.extraWorkPercent,
    freePickupDrop: plan.freePickupDrop,
    breakdownCalls: plan.breakdownCalls,
  };
  return { plan, prices, sold };
}

/** The customer's vehicle, locked: purchases for one vehicle wait for each other. */
async function lockedVehicle(tx: Tx, customerId: string, vehicleId: string) {
  const [vehicle] = await tx
    .select()
    .from(customerVehicles)
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)))
    .for('update');
  if (!vehicle) throw notFound(say('vehicleNotFound'));
  return vehicle;
}

/**
 * Cancels a purchase that was never paid, and its open link (at the gateway when it can). The caller holds the
 * subscription's row lock, which the payment's confirmation (settle.ts) takes first too.
 */
export async function dropPending(app: FastifyInstance, tx: Tx, pending: SubscriptionRow) {
  const open = await tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.subscriptionId, pending.id), eq(paymentLinks.status, 'created')));
  for (const link of open) {
    await gatewayOf(app)
      .cancelLink(link.gatewayLinkId)
      .catch((err: unknown) =>
        app.log.warn({ linkId: link.gatewayLinkId, err: String(err) }, 'plan link not cancelled'),
      );
    await tx
      .update(paymentLinks)
      .set({ status: 'cancelled', cancelledAt: app.now() })
      .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.status, 'created')));
  }
  // Only a purchase still waiting: the caller holds its row lock, so this is a guard, never a race lost.
  const [dropped] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: app.now() })
    .where(and(eq(subscriptions.id, pending.id), eq(subscriptions.status, 'pending')))
    .returning({ id: subscriptions.id });
  if (!dropped) throw new Error('dropPending: the purchase was no longer waiting (its row lock was not held)');
}

/** A new link for the subscription's price: its reference, then SUB-…-2, -3 … (the gateway wants each unique). */
async function newLink(app: FastifyInstance, tx: Tx, sub: SubscriptionRow, language: Language) {
  const [made] = await tx.select({ n: count() }).from(paymentLinks).where(eq(paymentLinks.subscriptionId, sub.id));
  const n = made?.n ?? 0;
  const referenceId = n === 0 ? sub.reference : `${sub.reference}-${n + 1}`;
  const [customer] = await tx.select().from(customers).where(eq(customers.id, sub.customerId));
  const page = localizedPath(`/Subscription?subscription=${sub.id}`, language);
  const link = await gatewayOf(app).createLink({
    amountPaise: sub.pricePaise,
    referenceId,
    description: `${app.config.brandName} ${sub.sold.texts.en.name} ${sub.registrationNumber}`,
    customer: { name: customer?.name ?? '', contact: customer?.phone ?? '', email: customer?.email ?? null },
    callbackUrl: `${app.config.publicUrl}${page}`,
  });
  await tx.insert(paymentLinks).values({
    subscriptionId: sub.id,
    gatewayLinkId: link.id,
    shortUrl: link.shortUrl,
    amountPaise: sub.pricePaise,
    referenceId,
  });
  return link.shortUrl;
}

async function purchaseLocked(
  app: FastifyInstance,
  tx: Tx,
  customerId: string,
  planId: string,
  body: PurchaseBody,
  language: Language,
) {
  const { plan, prices, sold } = await planForSale(tx, planId);
  const vehicle = await lockedVehicle(tx, customerId, body.vehicleId);
  if (vehicle.vehicleType !== plan.vehicleType) {
    throw badRequest(say(plan.vehicleType === 'Bike' ? 'planOnlyForBikes' : 'planOnlyForCars'));
  }
  const priced = {
    vehicle_type: vehicle.vehicleType,
    fuel_type: vehicle.fuelType,
    bike_cc: vehicle.bikeCc,
    car_type: vehicle.carType,
  };
  const wire = prices.map((p) => ({ city: p.city, tier: p.tier, price: paiseToRupees(p.pricePaise) }));
  const price = planPriceFor({ vehicleType: plan.vehicleType, prices: wire }, priced, body.city);
  if (price === null) throw badRequest(say('planNoPrice', { city: cityWord(body.city) }));
  const pricePaise = rupeesToPaise(price);

  const today = istDate(app.now());
  // Locked too (after the vehicle, before their links, the order settle.ts keeps): a payment confirmed meanwhile either
  // activated a purchase before this reads it, or waits until this has decided about it.
  const current = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.vehicleId, vehicle.id), inArray(subscriptions.status, ['pending', 'active'])))
    .for('update');
  for (const sub of current) {
    if (sub.status === 'active' && sub.endsOn !== null && sub.endsOn >= today) {
      // A running plan may be renewed in its last days, once: the renewal starts the day after it ends (settle.ts).
      const renewed = sub.startsOn !== null && sub.startsOn > today;
      const opens = renewalOpensOn(sub.endsOn);
      if (renewed) throw conflict(say('planAlreadyActive', { date: ddmmyyyy(sub.endsOn) }));
      if (today < opens) throw conflict(say('planRenewFrom', { date: ddmmyyyy(sub.endsOn), from: ddmmyyyy(opens) }));
      continue;
    }
    if (sub.status === 'active') {
      await tx.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, sub.id));
    } else if (sub.planId === plan.id && sub.city === body.city && sub.pricePaise === pricePaise) {
      const [open] = await tx
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.subscriptionId, sub.id), eq(paymentLinks.status, 'created')));
      return open ? open.shortUrl : newLink(app, tx, sub, language);
    } else {
      await dropPending(app, tx, sub);
    }
  }
  const [made] = await tx
    .insert(subscriptions)
    .values({
      reference: `pending-${crypto.randomUUID()}`,
      customerId,
      planId: plan.id,
      vehicleId: vehicle.id,
      registrationNumber: vehicle.regNumber,
      city: body.city,
      tier: tierFor(priced) ?? '',
      pricePaise,
      sold,
    })
    .returning();
  if (!made) throw new Error('subscription not written');
  const reference = `SUB-${today.slice(0, 4)}-${String(made.number).padStart(6, '0')}`;
  await tx.update(subscriptions).set({ reference }).where(eq(subscriptions.id, made.id));
  return newLink(app, tx, { ...made, reference }, language);
}

/** The address of the payment link for this plan on this vehicle in this city (a 503 when the gateway failed). */
export async function purchasePlan(
  app: FastifyInstance,
  customerId: string,
  planId: string,
  body: PurchaseBody,
  language: Language,
): Promise<string> {
  try {
    return await app.db.transaction((tx) => purchaseLocked(app, tx, customerId, planId, body, language));
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ planId, err: err.message }, 'plan payment link not made: the gateway failed');
    throw new HttpError(503, say('planGatewayDown'));
  }
}
