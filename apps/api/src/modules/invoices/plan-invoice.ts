// The GST tax invoice of a yearly plan's payment (decision 0023): issued in the transaction that activates the plan,
// once (invoices.subscription_id is unique), numbered in the same series as orders' invoices, never changed afterwards.

import { DEFAULT_STATE } from '@motomitra/domain/checkout';
import { CITY_LABELS } from '@motomitra/domain/constants';
import { SAC_VEHICLE_SERVICING } from '@motomitra/domain/invoice';
import { ddmmyyyy } from '@motomitra/domain/ist';
import { eq, inArray } from 'drizzle-orm';
import type { SellerConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customers, invoices, subscriptions } from '../../db/schema.ts';
import { insertInvoice } from './series.ts';

/** How the plan was paid: the gateway's method (upi, card…) and its payment id (pay_…). */
export type PlanPayment = { method: string; reference: string };

/** 'Bike Care Yearly, yearly plan for MH31AB1234, 27/11/2026 to 26/11/2027'. */
export function planLineDescription(sub: {
  sold: { texts: { en: { name: string } } };
  registrationNumber: string;
  startsOn: string | null;
  endsOn: string | null;
}): string {
  const days = sub.startsOn && sub.endsOn ? `, ${ddmmyyyy(sub.startsOn)} to ${ddmmyyyy(sub.endsOn)}` : '';
  return `${sub.sold.texts.en.name}, yearly plan for ${sub.registrationNumber}${days}`;
}

/**
 * Issues the invoice of an activated plan inside the caller's transaction, which holds the subscription's row lock and
 * has just set its days: the amount is the plan's price as sold, GST included. A plan already invoiced is answered with
 * its invoice, never a second. `at` is the instant it was paid, on the app's clock (app.now()).
 */
export async function issuePlanInvoice(
  tx: Tx,
  subscriptionId: string,
  seller: SellerConfig,
  payment: PlanPayment,
  at: Date,
): Promise<{ id: string; number: string }> {
  const [existing] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId));
  if (existing) return existing;
  const [row] = await tx
    .select({ sub: subscriptions, name: customers.name, phone: customers.phone, email: customers.email })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error('plan invoice: no such subscription');
  const { sub } = row;
  return insertInvoice(
    tx,
    {
      subscriptionId,
      customerId: sub.customerId,
      // A plan has no street address: its city and state.
      buyer: {
        name: row.name,
        address: `${CITY_LABELS[sub.city]}, ${DEFAULT_STATE}`,
        ...(row.email ? { email: row.email } : {}),
        phone: row.phone,
      },
      lines: [
        {
          description: planLineDescription(sub),
          sac: SAC_VEHICLE_SERVICING,
          quantity: 1,
          unitPricePaise: sub.pricePaise,
          amountPaise: sub.pricePaise,
        },
      ],
      totalPaise: sub.pricePaise,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
    },
    seller,
    at,
  );
}

/** The invoices of these subscriptions (a paid plan has one), by subscription id. */
export async function planInvoicesOf(db: Db, ids: string[]): Promise<Map<string, { _id: string; number: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subscriptionId: invoices.subscriptionId, id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.subscriptionId, ids));
  return new Map(
    rows.flatMap((r) => (r.subscriptionId ? [[r.subscriptionId, { _id: r.id, number: r.number }] as const] : [])),
  );
}
