// A customer's own yearly plans (GET /api/customer/subscriptions, decision 0023), in their language: each as it was
// sold, its status (an active one past its last day is expired), and what each included service has left. A purchase
// dropped before it was paid is not listed.
import { istDate } from '@motomitra/domain/ist';
import type { Language } from '@motomitra/domain/language';
import { paiseToRupees } from '@motomitra/domain/money';
import { planTexts } from '@motomitra/domain/plans';
import { callsLeft } from '@motomitra/domain/sold-plans';
import { type Subscription, subscriptionStatus } from '@motomitra/domain/subscriptions';
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentLinks, subscriptions } from '../../db/schema.ts';
import { planCreditNotesOf } from '../invoices/credit-notes.ts';
import { planInvoicesOf } from '../invoices/plan-invoice.ts';
import { callsTaken, eraseCallNotes } from './calls.ts';
import { plansUsed, refundsMade, refundView } from './refund-view.ts';
import { planUses } from './uses-left.ts';

/** `now` is the app's clock (app.now()): the day a status, an expiry and the 14-day refund are decided on. */
export async function customerSubscriptions(
  db: Db,
  customerId: string,
  language: Language,
  now: Date,
): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        or(inArray(subscriptions.status, ['pending', 'active', 'expired']), isNotNull(subscriptions.paidAt)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  const ids = rows.map((r) => r.id);
  const [usesOf, calls, bills, credited, refunded, used] = await Promise.all([
    planUses(db, rows, language),
    callsTaken(db, ids),
    planInvoicesOf(db, ids),
    planCreditNotesOf(db, ids),
    refundsMade(db, ids),
    plansUsed(db, ids),
  ]);
  const today = istDate(now);
  return rows.map((r) => {
    const status = subscriptionStatus(r.status, r.endsOn, today);
    const callsUsed = calls.get(r.id) ?? 0;
    return {
      _id: r.id,
      reference: r.reference,
      planId: r.planId,
      name: planTexts(r.sold.texts, language).name,
      vehicleId: r.vehicleId,
      registrationNumber: r.registrationNumber,
      city: r.city,
      status,
      price: paiseToRupees(r.pricePaise),
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      invoice: bills.get(r.id) ?? null,
      creditNote: credited.get(r.id) ?? null,
      uses: usesOf(r),
      extraWorkPercent: r.sold.extraWorkPercent,
      freePickupDrop: r.sold.freePickupDrop,
      breakdownCalls: r.sold.breakdownCalls,
      breakdownCallsUsed: callsUsed,
      breakdownCallsLeft: callsLeft(r.sold.breakdownCalls, callsUsed),
      ...refundView(r, status, used.has(r.id), refunded, today),
    };
  });
}

/**
 * An erased customer's plans (decision 0023): kept for the garage's accounts with the price and the days they covered,
 * but without the vehicle's registration nor the notes of their breakdown calls; one still waiting for its payment is
 * dropped, its open link with it (a payment that comes on it anyway is kept on the link and refunded, as for a purchase
 * dropped by another).
 */
export async function eraseFromSubscriptions(tx: Tx, customerId: string): Promise<void> {
  const theirs = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  if (theirs.length === 0) return;
  const ids = theirs.map((s) => s.id);
  await tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(inArray(paymentLinks.subscriptionId, ids), eq(paymentLinks.status, 'created')));
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'pending')));
  await tx.update(subscriptions).set({ registrationNumber: '' }).where(eq(subscriptions.customerId, customerId));
  await eraseCallNotes(tx, ids);
}
