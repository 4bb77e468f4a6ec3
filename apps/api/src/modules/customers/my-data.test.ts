// A customer's own data (DPDP Act 2023): the export holds everything about them (their orders' inspection photos
// as data: URLs) and nothing of anybody else; erasure asks the password again, waits for every booking to be done,
// then ends every session, frees the e-mail to register again, takes the person out of their orders and deletes their
// orders' photos (rows and stored bytes), leaving the issued GST invoice as it was.

import { TIME_SLOTS } from '@motomitra/domain/constants';
import { MESSAGES } from '@motomitra/domain/messages';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  enquiries,
  inspectionItems,
  inspectionPhotos,
  invoices,
  jobItems,
  orderEvents,
  orders,
  outbox,
  reviews,
} from '../../db/schema.ts';
import { addCartItem, placeTestOrder, productId } from '../../testing/booking.ts';
import { as, json, newCustomerData, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { phonePhoto, photoForm } from '../../testing/photos.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from '../invoices/service.ts';
import { ERASED_NAME } from './my-data-erasure.ts';

let t: TestApp;
let desk: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
});
afterAll(() => t?.close());

let placedSoFar = 0;

/** A customer with a vehicle, a placed order, a second service in the cart, and a contact enquiry from their e-mail. */
async function busyCustomer(data = newCustomerData()) {
  const c = await registerCustomer(t.app, data);
  const shopper = { id: c.id, cookie: c.cookie, name: c.name, email: c.email };
  // Each customer in a slot of their own, so that no slot fills up.
  const order = await placeTestOrder(t, shopper, { slot: TIME_SLOTS[placedSoFar++ % TIME_SLOTS.length] });
  await addCartItem(t, shopper, {
    selectedProductId: await productId(t, 'bike-engine-oil-change'),
    vehicleId: order.vehicle._id,
  });
  // Sent while logged in: provably theirs.
  await t.app.inject({
    method: 'POST',
    url: '/api/contactus/create',
    headers: { ...json, cookie: c.cookie },
    payload: { name: c.name, email: c.email, mobile_no: c.phone.slice(-10), address: 'Dharampeth, Nagpur' },
  });
  return { c, data, vehicle: order.vehicle, order };
}

/**
 * The order's workshop inspection, its brakes found "now" with a photo and a note naming the customer, proposed on the
 * job card: answers the photo's url and its key in the store.
 */
async function inspected(orderId: string, customerName: string) {
  const started = await as(t.app, desk, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/inspections`,
    payload: { kind: 'workshop' },
  });
  const id = started.json().inspection._id;
  await as(t.app, desk, {
    method: 'PATCH',
    url: `/api/ops/inspections/${id}`,
    payload: { items: [{ key: 'brakes', state: 'now', note: `${customerName} says they squeal` }] },
  });
  const form = photoForm('brakes', await phonePhoto());
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/ops/inspections/${id}/photos`,
    headers: { ...form.headers, cookie: desk.cookie },
    payload: form.payload,
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const proposed = await as(t.app, desk, {
    method: 'POST',
    url: `/api/ops/inspections/${id}/items/brakes/propose`,
    payload: { price: 450 },
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.id, photo.json().photo._id));
  return { url: photo.json().photo.url as string, key: row?.storageKey as string };
}

const exported = (c: TestCustomer) => as(t.app, c, { method: 'GET', url: '/api/customer/export' });
const erase = (c: { cookie: string }, password: unknown) =>
  as(t.app, c, { method: 'POST', url: '/api/customer/delete', payload: { password } });

describe('the export of a customer’s data', () => {
  it('holds their profile, vehicles, cart, orders with timelines and enquiries, and nothing of another customer', async () => {
    const a = await busyCustomer();
    const b = await busyCustomer();
    // A stranger's enquiry typed with a's e-mail into the public form is not a's to take.
    await t.app.inject({
      method: 'POST',
      url: '/api/contactus/create',
      headers: json,
      payload: { name: 'Someone Else', email: a.c.email, mobile_no: '9822098220', address: 'Kothrud, Pune' },
    });
    const photo = await inspected(a.order._id, a.c.name);
    await inspected(b.order._id, b.c.name);
    const res = await exported(a.c);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="motomitra-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = MyDataSchema.parse(res.json());
    expect(data.customer.email).toBe(a.c.email);
    expect(data.vehicles.map((v) => v.reg_number)).toEqual([a.vehicle.reg_number]);
    expect(data.cart).toHaveLength(1);
    expect(data.orders.map((o) => o.OID)).toEqual([a.order.OID]);
    expect(data.orders[0]?.timeline.map((e) => e.kind)).toContain('placed');
    expect(data.enquiries.map((e) => e.email)).toEqual([a.c.email]);
    // The inspection with its photo in the file itself: the JPEG the shop keeps, without EXIF.
    expect(data.inspections).toHaveLength(1);
    expect(data.inspections[0]).toMatchObject({ orderId: a.order._id, kind: 'workshop' });
    expect(data.inspections[0]?.items[0]).toMatchObject({ key: 'brakes', label: 'Brakes', state: 'now' });
    const [kept] = data.inspections[0]?.photos ?? [];
    expect(kept).toMatchObject({
      slot: 'brakes',
      url: photo.url,
      dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    const bytes = Buffer.from(kept?.dataUrl?.split(',')[1] ?? '', 'base64');
    expect(bytes.equals((await t.app.photos.get(photo.key)) as Buffer)).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const text = res.body;
    for (const other of [b.c.email, b.c.name, b.vehicle.reg_number, b.order.OID, b.c.phone, 'Someone Else'])
      expect(text).not.toContain(other);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/export' })).statusCode).toBe(401);
  });
});

describe('erasing an account', () => {
  it('is not how a member of staff leaves: even the only admin keeps an account an admin can switch off', async () => {
    const admin = desk;
    const res = await erase(admin, 'Desk@2026x');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A member of staff is not erased here: an admin switches the account off under Staff.',
    );
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, 'desk@motomitra.in'));
    expect(row).toMatchObject({ deletedAt: null, active: true, staffRole: 'admin' });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/ops/staff' })).statusCode).toBe(200);
  });

  it('asks for the password and waits for every booking to be done, changing nothing until then', async () => {
    const a = await busyCustomer();
    const wrong = await erase(a.c, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toBe(MESSAGES.currentPasswordWrong);
    expect((await erase(a.c, '')).statusCode).toBe(400);
    expect((await erase(a.c, 42)).statusCode).toBe(400);
    const open = await erase(a.c, a.data.password);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(MESSAGES.eraseBlocked);
    // Delivered but not yet paid is open too: its invoice, issued once paid, must name a reachable buyer.
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, a.order._id));
    expect((await erase(a.c, a.data.password)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, a.c.id));
    expect(row).toMatchObject({ email: a.c.email, deletedAt: null });
    expect((await exported(a.c)).statusCode).toBe(200);
  });

  it('erases a customer whose bookings are done: sessions end, the e-mail registers again, orders no longer name them', async () => {
    const a = await busyCustomer();
    const other = await busyCustomer();
    const photo = await inspected(a.order._id, a.c.name);
    const theirPhoto = await inspected(other.order._id, other.c.name);
    // Delivered and paid, with its GST invoice.
    await t.database.db
      .update(orders)
      .set({
        status: 'delivered',
        paymentStatus: 'paid',
        paymentMethod: 'UPI',
        paymentReference: 'UTR123456',
        paidAt: new Date(),
      })
      .where(eq(orders.id, a.order._id));
    const invoice = await t.database.db.transaction((tx) => issueInvoice(tx, a.order._id, t.config.seller));
    const rated = await as(t.app, a.c, {
      method: 'POST',
      url: `/api/orders/${a.order._id}/review`,
      payload: { rating: 5 },
    });
    expect(rated.statusCode).toBe(201);
    expect(MyDataSchema.parse((await exported(a.c)).json()).reviews.map((r) => r.rating)).toEqual([5]);
    const [before] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));

    const res = await erase(a.c, a.data.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.erased);
    expect(String(res.headers['set-cookie'])).toMatch(/mm_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // Every session ended: the old cookie reaches nothing.
    expect((await as(t.app, a.c, { method: 'GET', url: '/api/customer/fetch/single' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: a.c.email, password: a.data.password },
    });
    expect(login.statusCode).toBe(401);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, a.order._id));
    expect(order).toMatchObject({
      customerName: ERASED_NAME,
      customerEmail: '',
      customerPhone: '',
      registrationNumber: '',
    });
    expect(JSON.stringify(order)).not.toContain(a.c.email);
    expect(JSON.stringify(order)).not.toContain(a.c.name);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, a.order._id));
    expect(events.map((e) => e.actorName)).not.toContain(a.c.name);
    expect(await t.database.db.select().from(enquiries).where(eq(enquiries.customerId, a.c.id))).toEqual([]);
    // Their rating stays with the service, without their name.
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.orderId, a.order._id));
    expect(review).toMatchObject({ rating: 5, firstName: ERASED_NAME });
    // Shoppers get no name at all (the page says "a former customer" in its own language), never the English marker.
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${review?.productId}/reviews` });
    expect(shown.json().reviews.find((r: { _id: string }) => r._id === review?.id)).toMatchObject({ name: null });
    expect(shown.body).not.toContain(ERASED_NAME);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, a.c.email))).toEqual([]);
    // The GST invoice is kept exactly as issued.
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual(before);
    // Their orders' photos are gone, rows and bytes; the proposed item and the inspection keep no reference to one, and
    // the inspection's note no longer names them.
    expect(await t.app.photos.get(photo.key)).toBeNull();
    expect(
      await t.database.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.storageKey, photo.key)),
    ).toEqual([]);
    expect((await as(t.app, desk, { method: 'GET', url: photo.url })).statusCode).toBe(404);
    const [item] = await t.database.db.select().from(jobItems).where(eq(jobItems.orderId, a.order._id));
    expect(item?.photoId).toBeNull();
    const notes = (await t.database.db.select({ note: inspectionItems.note }).from(inspectionItems)).map((i) => i.note);
    expect(notes).toContain(`${ERASED_NAME} says they squeal`);
    expect(notes.join(' ')).not.toContain(a.c.name);
    // Another customer's data is untouched.
    const [theirs] = await t.database.db.select().from(orders).where(eq(orders.id, other.order._id));
    expect(theirs?.customerEmail).toBe(other.c.email);
    expect(await t.app.photos.get(theirPhoto.key)).not.toBeNull();

    // The e-mail is free to register again, as a new account with nothing of the old one.
    const again = await registerCustomer(t.app, { ...newCustomerData(), email: a.c.email });
    const fresh = MyDataSchema.parse((await exported(again)).json());
    expect(fresh.orders).toEqual([]);
    expect(fresh.vehicles).toEqual([]);
  });
});
