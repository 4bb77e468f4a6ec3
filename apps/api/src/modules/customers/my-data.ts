// A customer's own data (DPDP Act 2023, decision 0013): everything held about them as one JSON document, their
// channels' consents and messages (my-data-channels.ts) and their orders' inspections with the photos as data: URLs
// (my-data-inspections.ts) in it. Erasing the account is my-data-erasure.ts.
import { isLanguage } from '@motomitra/domain/language';
import type { MyData } from '@motomitra/domain/my-data';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, enquiries, invoices, orderEvents, reviews } from '../../db/schema.ts';
import { cartToWire, loadCart } from '../cart/service.ts';
import { customerCreditNotes } from '../invoices/credit-notes.ts';
import { listOrders } from '../orders/service.ts';
import { eventToWire } from '../orders/timeline.ts';
import { ownReview } from '../orders/wire.ts';
import type { PhotoStore } from '../photos/store.ts';
import { remindersSent } from '../reminders/service.ts';
import { customerSubscriptions } from '../subscriptions/list.ts';
import { channelData } from './my-data-channels.ts';
import { inspectionsWithPhotos } from './my-data-inspections.ts';
import { getCustomer } from './service.ts';

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
    subscriptions: await customerSubscriptions(db, customerId, isLanguage(row?.language) ? row.language : 'en', now),
    orders: list.map((o) => ({
      ...o,
      timeline: events.filter((e) => e.orderId === o._id).map(eventToWire),
    })),
    invoices: bills.map((b) => ({
      number: b.number,
      orderId: b.orderId,
      subscriptionId: b.subscriptionId,
      issuedAt: b.issuedAt.toISOString(),
    })),
    creditNotes: await customerCreditNotes(db, customerId),
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
