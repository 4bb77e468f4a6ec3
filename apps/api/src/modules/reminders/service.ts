// Service reminders (decision 0014): the date a delivered service is due again, recorded on the vehicle, and the
// signed one-click link that turns reminders off without logging in. The job that queues each due reminder once,
// whichever API process runs it, is due.ts.

import { istDate } from '@motomitra/domain/ist';
import { type Language, localizedPath } from '@motomitra/domain/language';
import { nextServiceDue } from '@motomitra/domain/reminders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, customerVehicles, products, reminders } from '../../db/schema.ts';
import { signedId, signId } from '../../signed-id.ts';
import type { OrderRow } from '../orders/wire.ts';

// ---------------------------------------------------------------------------------------------------------------
// The one-click link: the customer's id signed for reminders (signed-id.ts). It never expires (an old e-mail's link
// must still work), and it can do one thing only: turn that customer's reminders off or on.

export const unsubscribeToken = (secret: string, customerId: string) => signId(secret, 'reminders', customerId);

/** The customer a token was signed for, or null for anything else (a changed or made-up token). */
export const tokenCustomer = (secret: string, token: string) => signedId(secret, 'reminders', token);

/** Where the link leads: a page of the web app that sends the token on (in the fragment, so no log line holds it). */
export function unsubscribeLink(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizedPath('/reminders/unsubscribe', language)}#token=${token}`;
}

/** Reminders on or off, on every channel; false for an erased account (it never gets them again). */
export async function setReminders(db: Db, customerId: string, enabled: boolean): Promise<boolean> {
  const [row] = await db
    .update(customers)
    .set({ reminders: enabled, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning({ reminders: customers.reminders });
  return row?.reminders ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// When a service is due again.

/**
 * On delivery, inside the status change's transaction: the vehicle is next due for this service its interval after
 * today, in the order's city. A service without an interval (a breakdown call, a wash) leaves the date as it was.
 */
export async function recordNextService(tx: Tx, order: OrderRow, now: Date): Promise<string | null> {
  if (!order.productId) return null;
  const [product] = await tx
    .select({ interval: products.serviceIntervalMonths })
    .from(products)
    .where(eq(products.id, order.productId));
  const due = nextServiceDue(istDate(now), product?.interval ?? null);
  if (!due) return null;
  await tx
    .update(customerVehicles)
    .set({ serviceDueOn: due, serviceProductId: order.productId, serviceCity: order.city })
    .where(
      and(eq(customerVehicles.customerId, order.customerId), eq(customerVehicles.regNumber, order.registrationNumber)),
    );
  return due;
}

/** The reminders sent to a customer, for their data export. */
export async function remindersSent(db: Db, customerId: string) {
  return db
    .select({
      kind: reminders.kind,
      dueOn: reminders.dueOn,
      registrationNumber: customerVehicles.regNumber,
      sentAt: reminders.sentAt,
    })
    .from(reminders)
    .innerJoin(customerVehicles, eq(customerVehicles.id, reminders.vehicleId))
    .where(eq(reminders.customerId, customerId))
    .orderBy(reminders.sentAt);
}
