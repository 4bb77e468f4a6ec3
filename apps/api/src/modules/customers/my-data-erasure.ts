// Erasing a customer's account (DPDP Act 2023, decision 0013). Erasure empties the customer row (kept: their orders
// and GST invoices point to it), ends every session, deletes their vehicles, cart, reset links, enquiries, consents,
// codes, messages on every channel and WhatsApp conversation (my-data-channels.ts), and the photos of their orders'
// inspections (rows and stored bytes, my-data-inspections.ts), and takes their name, contact details, places and
// vehicle number out of their orders, timelines and inspection notes. Issued invoices, orders' and yearly plans', and
// the credit notes against them stay as issued (GST law keeps them 8 years).
import { holdsAccount } from '@motomitra/domain/lifecycle';
import { ERASED_NAME } from '@motomitra/domain/reviews';
import { say } from '@motomitra/domain/say';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import {
  cartItems,
  consents,
  customers,
  customerVehicles,
  enquiries,
  jobItems,
  orderEvents,
  orders,
  otpCodes,
  outbox,
  passwordResets,
  reminders,
  reviews,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../http-error.ts';
import { eraseFromSubscriptions } from '../subscriptions/list.ts';
import { eraseChannelRows } from './my-data-channels.ts';
import { eraseFromInspections, removePhotoBytes } from './my-data-inspections.ts';
import { wrongCode } from './otp-codes.ts';
import { confirmsWithCode, useAccountCode } from './phone-change.ts';
import { endEverySession, requirePassword } from './recovery.ts';
import { accountKey, forgetKey } from './throttle.ts';

export { ERASED_NAME };

const STAFF_NOT_ERASED = 'A member of staff is not erased here: an admin switches the account off under Staff.';

/**
 * Erases the account after its password is given again (an account without one: a code sent to its own number, used
 * up only if the erasure happens); refused while a booking is still open.
 */
export async function eraseAccount(
  app: FastifyInstance,
  customerId: string,
  confirm: { password?: string | undefined; code?: string | undefined },
  ip: string,
): Promise<void> {
  const [account] = await app.db
    .select({
      email: customers.email,
      passwordHash: customers.passwordHash,
      phone: customers.phone,
      verifiedAt: customers.phoneVerifiedAt,
      role: customers.role,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!account) throw new HttpError(401, say('pleaseLogIn'));
  // A member of staff leaves by being switched off, which keeps the last active admin and their work's history.
  if (account.role === 'operator') throw conflict(STAFF_NOT_ERASED);
  const code = await confirmation(app, account, confirm, ip);
  const email = account.email?.toLowerCase() ?? null;
  let photoKeys: string[] = [];
  const erased = await app.db.transaction(async (tx) => {
    // A wrong code's try is counted and kept: the transaction commits, having erased nothing.
    if (code !== null && !(await useAccountCode(tx, app, { customerId, phone: account.phone }, code))) return false;
    // Locked, so that no booking is placed for this customer while the account goes.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    // A booking still open (the domain's holdsAccount, which the Your data page says up front) keeps the account.
    const bookings = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.customerId, customerId));
    const open = bookings.filter((o) => holdsAccount(o.status, o.paymentStatus));
    if (open.length > 0) throw conflict(say('eraseBlocked'));
    const mine = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).map(
      (o) => o.id,
    );
    await endEverySession(tx, customerId);
    await deleteTheirRows(tx, customerId, email);
    const [me] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
    if (mine.length > 0) {
      await eraseFromOrders(tx, mine, me?.name ?? '');
      photoKeys = await eraseFromInspections(tx, mine, me?.name ?? '');
    }
    // Their reviews stay as ratings of the service, without their name or their words.
    await tx.update(reviews).set({ firstName: ERASED_NAME, comment: '' }).where(eq(reviews.customerId, customerId));
    await eraseChannelRows(tx, customerId, mine, account.verifiedAt === null ? null : account.phone);
    await emptyCustomerRow(tx, customerId);
    return true;
  });
  if (!erased) throw wrongCode();
  if (email !== null) await forgetKey(app.db, accountKey(email));
  await removePhotoBytes(app, photoKeys);
}

/** The password checked (a password account), or the code to use up (an account without one), else 400. */
async function confirmation(
  app: FastifyInstance,
  account: { email: string | null; passwordHash: string | null },
  confirm: { password?: string | undefined; code?: string | undefined },
  ip: string,
): Promise<string | null> {
  if (confirmsWithCode(account)) {
    if (!confirm.code) throw badRequest(say('confirmCodeRequired'), { code: say('confirmCodeRequired') });
    return confirm.code;
  }
  if (!confirm.password) throw badRequest(say('erasePasswordRequired'), { password: say('erasePasswordRequired') });
  await requirePassword(app.db, account, confirm.password, ip, 'password');
  return null;
}

/** What is theirs alone: the cart, reminders, vehicles, reset links, enquiries, consents and their messages. */
async function deleteTheirRows(tx: Tx, customerId: string, email: string | null): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
  // Their yearly plans are kept for the accounts, without the vehicle's number (before the vehicles go).
  await eraseFromSubscriptions(tx, customerId);
  await tx.delete(reminders).where(eq(reminders.customerId, customerId));
  await tx.delete(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await tx.delete(enquiries).where(eq(enquiries.customerId, customerId));
  await tx.delete(consents).where(eq(consents.customerId, customerId));
  await tx.delete(otpCodes).where(eq(otpCodes.customerId, customerId));
  await tx.delete(outbox).where(eq(outbox.customerId, customerId));
  if (email !== null) await tx.delete(outbox).where(sql`lower(${outbox.toAddress}) = ${email}`);
}

/**
 * Their orders `mine` kept without them: no name, contact, places or vehicle number, in the order or its timeline (in
 * their inspections: eraseFromInspections).
 */
async function eraseFromOrders(tx: Tx, mine: string[], name: string): Promise<void> {
  // E-mails about their orders sent to an address they used before, too.
  await tx.delete(outbox).where(inArray(outbox.orderId, mine));
  // Their name written into a note (a phone answer recorded by the garage, a cancel reason).
  if (name.trim().length > 0) {
    await tx
      .update(orderEvents)
      .set({ note: sql`replace(${orderEvents.note}, ${name}, ${ERASED_NAME})` })
      .where(inArray(orderEvents.orderId, mine));
    await tx
      .update(orders)
      .set({ cancelReason: sql`replace(${orders.cancelReason}, ${name}, ${ERASED_NAME})` })
      .where(inArray(orders.id, mine));
  }
  const nowhere = { address: '', coordinates: { lat: 0, lng: 0 } };
  await tx
    .update(orders)
    .set({
      customerName: ERASED_NAME,
      customerEmail: '',
      customerPhone: '',
      address: '',
      alternateNumber: '',
      note: '',
      flat: '',
      dropFlat: '',
      dropLandmark: '',
      landmark: '',
      registrationNumber: '',
      pickupLocation: nowhere,
      dropLocation: nowhere,
      updatedAt: new Date(),
    })
    .where(inArray(orders.id, mine));
  await tx
    .update(orderEvents)
    .set({ actorName: ERASED_NAME, actorId: null })
    .where(and(inArray(orderEvents.orderId, mine), eq(orderEvents.actorRole, 'customer')));
  await tx
    .update(jobItems)
    .set({ decidedBy: ERASED_NAME })
    .where(and(inArray(jobItems.orderId, mine), isNotNull(jobItems.decidedBy)));
}

/** The customer row, kept (their orders and invoices point to it) with nothing of them in it. */
async function emptyCustomerRow(tx: Tx, customerId: string): Promise<void> {
  await tx
    .update(customers)
    .set({
      name: ERASED_NAME,
      // Unique and never deliverable (.invalid), so the address they used can register again.
      email: `erased-${customerId}@erased.invalid`,
      phone: '',
      phoneVerifiedAt: null,
      passwordHash: '!',
      city: null,
      dob: null,
      gender: null,
      address: '',
      otherAddresses: [],
      avatarUrl: null,
      language: null,
      reminders: false,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
}
