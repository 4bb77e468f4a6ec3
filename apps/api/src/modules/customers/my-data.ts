// A customer's own data (DPDP Act 2023, decision 0013): everything held about them as one JSON document (their
// orders' inspection photos in it as data: URLs), and the erasure of their account. Erasure empties the customer row
// (kept: their orders and GST invoices point to it), ends every session, deletes their vehicles, cart, reset links,
// enquiries, consents, codes, messages on every channel and WhatsApp conversation, and the photos of their orders'
// inspections (rows and stored bytes), and takes their name, contact details, places and vehicle number out of their
// orders, timelines and inspection notes. Issued invoices stay as issued (GST law keeps them 8 years).

import type { Language } from '@motomitra/domain/language';
import { isLanguage } from '@motomitra/domain/language';
import { holdsAccount } from '@motomitra/domain/lifecycle';
import type { MyData } from '@motomitra/domain/my-data';
import { ERASED_NAME } from '@motomitra/domain/reviews';
import { say } from '@motomitra/domain/say';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import {
  cartItems,
  consents,
  customers,
  customerVehicles,
  enquiries,
  inspectionItems,
  inspectionPhotos,
  inspections,
  invoices,
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
import { cartToWire, loadCart } from '../cart/service.ts';
import { inspectionsToWire } from '../inspections/wire.ts';
import { listOrders } from '../orders/service.ts';
import { eventToWire } from '../orders/timeline.ts';
import { ownReview } from '../orders/wire.ts';
import type { PhotoStore } from '../photos/store.ts';
import { remindersSent } from '../reminders/service.ts';
import { channelData, eraseChannelRows } from './my-data-channels.ts';
import { wrongCode } from './otp-codes.ts';
import { confirmsWithCode, useAccountCode } from './phone-change.ts';
import { endEverySession, requirePassword } from './recovery.ts';
import { getCustomer } from './service.ts';
import { accountKey, forgetKey } from './throttle.ts';

export { ERASED_NAME };

export async function exportMyData(db: Db, photos: PhotoStore, customerId: string, now: Date): Promise<MyData> {
  // The profile comes with its vehicles (getCustomer reads them).
  const [customer, lines, list, [row]] = await Promise.all([
    getCustomer(db, customerId),
    loadCart(db, customerId),
    listOrders(db, customerId),
    db
      .select({ language: customers.language, createdAt: customers.createdAt })
      .from(customers)
      .where(eq(customers.id, customerId)),
  ]);
  const ids = list.map((o) => o._id);
  const [events, bills, sent, rated, reminded, channels] = await Promise.all([
    ids.length ? db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(orderEvents.at) : [],
    db.select().from(invoices).where(eq(invoices.customerId, customerId)),
    db.select().from(enquiries).where(eq(enquiries.customerId, customerId)),
    db.select().from(reviews).where(eq(reviews.customerId, customerId)),
    remindersSent(db, customerId),
    channelData(db, customerId),
  ]);
  const { vehicles, ...profile } = customer;
  return {
    exportedAt: now.toISOString(),
    customer: { ...profile, language: row?.language ?? null, createdAt: (row?.createdAt ?? now).toISOString() },
    vehicles,
    cart: cartToWire(lines, customer, 'en', now),
    orders: list.map((o) => ({
      ...o,
      timeline: events.filter((e) => e.orderId === o._id).map(eventToWire),
    })),
    invoices: bills.map((b) => ({ number: b.number, orderId: b.orderId, issuedAt: b.issuedAt.toISOString() })),
    reviews: rated.map((r) => ({ ...ownReview(r), orderId: r.orderId, name: r.firstName })),
    reminders: {
      enabled: customer.reminders,
      sent: reminded.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
    },
    inspections: await inspectionsWithPhotos(db, photos, ids, isLanguage(row?.language) ? row.language : 'en'),
    enquiries: sent.map((e) => ({
      kind: e.kind,
      name: e.name,
      email: e.email,
      mobile: e.mobile,
      address: e.address,
      occupation: e.occupation,
      topic: e.topic,
      message: e.message,
      createdAt: e.createdAt.toISOString(),
    })),
    ...channels,
  };
}

/** Their orders' inspections, each photo's bytes read from the store into a data: URL, one photo at a time. */
async function inspectionsWithPhotos(
  db: Db,
  photos: PhotoStore,
  orderIds: string[],
  language: Language,
): Promise<MyData['inspections']> {
  if (orderIds.length === 0) return [];
  const rows = await db.select().from(inspections).where(inArray(inspections.orderId, orderIds));
  const wire = await inspectionsToWire(db, rows, language);
  const keys = new Map(
    (
      await db
        .select({ id: inspectionPhotos.id, key: inspectionPhotos.storageKey })
        .from(inspectionPhotos)
        .where(
          inArray(
            inspectionPhotos.inspectionId,
            rows.map((r) => r.id),
          ),
        )
    ).map((p) => [p.id, p.key]),
  );
  const out: MyData['inspections'] = [];
  for (const inspection of wire) {
    const withBytes = [];
    for (const photo of inspection.photos) {
      const key = keys.get(photo._id);
      const bytes = key ? await photos.get(key) : null;
      withBytes.push({ ...photo, dataUrl: bytes ? `data:image/jpeg;base64,${bytes.toString('base64')}` : null });
    }
    out.push({ ...inspection, photos: withBytes });
  }
  return out;
}

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
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!account) throw new HttpError(401, say('pleaseLogIn'));
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
      photoKeys = await erasePhotoRows(tx, mine);
    }
    // Their reviews stay as ratings of the service, without their name or their words.
    await tx.update(reviews).set({ firstName: ERASED_NAME, comment: '' }).where(eq(reviews.customerId, customerId));
    await eraseChannelRows(tx, customerId, mine, account.verifiedAt === null ? null : account.phone);
    await emptyCustomerRow(tx, customerId);
    return true;
  });
  if (!erased) throw wrongCode();
  if (email !== null) await forgetKey(app.db, accountKey(email));
  // Their photos' bytes, once no row names them. One that cannot be removed now is logged (by count, never a name).
  let kept = 0;
  for (const key of photoKeys) await app.photos.delete(key).catch(() => kept++);
  if (kept > 0) app.log.warn({ photos: kept }, 'erased photos left in the photo store');
}

/**
 * The photos of their orders' inspections: the rows go (a job-card item or inspection item that showed one keeps no
 * reference to it); answers the store keys whose bytes are removed once the erasure is committed.
 */
async function erasePhotoRows(tx: Tx, mine: string[]): Promise<string[]> {
  const theirs = tx.select({ id: inspections.id }).from(inspections).where(inArray(inspections.orderId, mine));
  const gone = await tx
    .delete(inspectionPhotos)
    .where(inArray(inspectionPhotos.inspectionId, theirs))
    .returning({ key: inspectionPhotos.storageKey });
  return gone.map((p) => p.key);
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
  await tx.delete(reminders).where(eq(reminders.customerId, customerId));
  await tx.delete(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await tx.delete(enquiries).where(eq(enquiries.customerId, customerId));
  await tx.delete(consents).where(eq(consents.customerId, customerId));
  await tx.delete(otpCodes).where(eq(otpCodes.customerId, customerId));
  await tx.delete(outbox).where(eq(outbox.customerId, customerId));
  if (email !== null) await tx.delete(outbox).where(sql`lower(${outbox.toAddress}) = ${email}`);
}

/** Their orders `mine` kept without them: no name, contact, places or vehicle number, in the order or its timeline. */
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
    // A note the garage wrote during an inspection ("owner says…").
    await tx
      .update(inspectionItems)
      .set({ note: sql`replace(${inspectionItems.note}, ${name}, ${ERASED_NAME})` })
      .where(
        inArray(
          inspectionItems.inspectionId,
          tx.select({ id: inspections.id }).from(inspections).where(inArray(inspections.orderId, mine)),
        ),
      );
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
