// The customer's side of paying for an order: the payment sheet (UPI link, bank details, the amount due) while the
// garage waits for a payment, and the UTR or reference the customer submits after paying.

import { productNameIn } from '@motomitra/domain/catalogue-texts';
import { upiPayLink } from '@motomitra/domain/invoice';
import type { Language } from '@motomitra/domain/language';
import { canSubmitPayment, canViewPaymentSheet, itemAmountPaise } from '@motomitra/domain/lifecycle';
import { paiseToRupees, takenOffPaise } from '@motomitra/domain/money';
import type { PaymentSheet } from '@motomitra/domain/ops';
import { say } from '@motomitra/domain/say';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobItems, orders } from '../../db/schema.ts';
import { conflict } from '../../http-error.ts';
import { ownOrder } from './service.ts';
import { type Actor, recordEvent } from './timeline.ts';
import { finalPaise } from './wire.ts';

/** How to pay for the customer's own order, while it waits for a payment (else 409). */
export async function paymentSheet(
  db: Db,
  customerId: string,
  id: string,
  payee: Config['payments'],
  language: Language = 'en',
): Promise<PaymentSheet> {
  const o = await ownOrder(db, customerId, id);
  if (!canViewPaymentSheet(o.status, o.paymentStatus)) throw conflict(say('paymentNotAwaited'));
  const amountPaise = finalPaise(o);
  const approved = await db
    .select()
    .from(jobItems)
    .where(and(eq(jobItems.orderId, o.id), eq(jobItems.decision, 'approved')))
    .orderBy(asc(jobItems.createdAt));
  return {
    success: true,
    OID: o.oid,
    amount: paiseToRupees(amountPaise),
    upiLink: upiPayLink({ vpa: payee.upiVpa, payeeName: payee.payeeName, amountPaise, reference: o.oid }),
    payeeName: payee.payeeName,
    vpa: payee.upiVpa,
    bank: payee.bank,
    paymentStatus: o.paymentStatus,
    paymentReference: o.paymentReference,
    // What the amount is made of; the discount is what was taken off (the total is floored to whole rupees).
    lines: {
      service: {
        name: productNameIn(o.product.product_name, o.product.translations, language),
        amount: paiseToRupees(o.subtotalPaise),
      },
      items: approved.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        amount: paiseToRupees(itemAmountPaise(i)),
        discountPercent: i.discountPercent,
      })),
      discount: paiseToRupees(takenOffPaise(o.subtotalPaise, o.totalPaise)),
      couponCode: o.couponCode,
    },
  };
}

/** The reference of a payment the customer made; the operator confirms it. */
export async function submitPayment(db: Db, actor: Actor, id: string, reference: string) {
  return db.transaction(async (tx) => {
    const o = await ownOrder(tx, actor.id, id, true);
    if (!canSubmitPayment(o.status, o.paymentStatus)) {
      throw conflict(say('paymentNotAwaited'));
    }
    await tx
      .update(orders)
      .set({ paymentStatus: 'submitted', paymentReference: reference, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordEvent(tx, o.id, actor, 'payment', o.paymentStatus, 'submitted', reference);
  });
}
