// The desk assigns an order's pickup and drop to riders and its work to a technician: only an active member
// of staff with that role, never on a cancelled or delivered order; the board and the order show who has what, the
// timeline who assigned whom, and the customer hears the rider's name and number on each of their channels.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderEvents, orders, outbox } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordConsent } from '../customers/channels.ts';

let t: TestApp;
let desk: { cookie: string };
let sameer: { id: string; cookie: string };
let priya: { id: string; cookie: string };
let tanvi: { id: string; cookie: string };
let advisor: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
  sameer = await loginStaff(t, 'rider', { name: 'Sameer Kale', phone: '98220 12345' });
  priya = await loginStaff(t, 'rider', { name: 'Priya Jadhav', phone: '9822054321' });
  tanvi = await loginStaff(t, 'technician', { name: 'Tanvi More' });
  advisor = await loginStaff(t, 'advisor', { name: 'Anil Desk' });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const assign = (orderId: string, payload: object, by: { cookie: string } = desk) =>
  as(t.app, by, { method: 'POST', url: `/api/ops/orders/${orderId}/assign`, payload });
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const messagesOf = (orderId: string) => db().select().from(outbox).where(eq(outbox.orderId, orderId));

describe('assigning a rider', () => {
  it('without a leg gives both legs of a new order, on the order, the board and the timeline', async () => {
    const c = await quickCustomer(t, 'Asha Patil');
    const o = await insertOrder(db(), c.id);
    const res = await assign(o.id, { role: 'rider', staffId: sameer.id });
    expect(res.statusCode, res.body).toBe(200);
    const ref = { _id: sameer.id, name: 'Sameer Kale', phone: '+919822012345' };
    expect(res.json().order.assignments).toEqual({ pickupRider: ref, technician: null, dropRider: ref });
    expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: sameer.id, dropRiderId: sameer.id, technicianId: null });
    const board = await as(t.app, desk, { method: 'GET', url: `/api/ops/orders?q=${o.oid}` });
    expect(board.json().orders[0].assignments).toEqual({ pickupRider: ref, technician: null, dropRider: ref });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => [e.kind, e.actorName, e.note])).toContainEqual([
      'assign',
      'Garage Desk',
      'Rider for the pickup and drop: Sameer Kale',
    ]);
  });

  it('with a leg gives only that leg; another rider replaces; a picked-up order has only its drop ahead', async () => {
    const c = await quickCustomer(t);
    const o = await insertOrder(db(), c.id);
    expect((await assign(o.id, { role: 'rider', staffId: sameer.id, leg: 'pickup' })).statusCode).toBe(200);
    expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: sameer.id, dropRiderId: null });
    expect((await assign(o.id, { role: 'rider', staffId: priya.id, leg: 'pickup' })).statusCode).toBe(200);
    expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: priya.id, dropRiderId: null });

    await db().update(orders).set({ status: 'inService' }).where(eq(orders.id, o.id));
    const late = await assign(o.id, { role: 'rider', staffId: sameer.id, leg: 'pickup' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The vehicle is already picked up: assign a rider to its drop.');
    expect((await assign(o.id, { role: 'rider', staffId: sameer.id })).statusCode).toBe(200);
    expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: priya.id, dropRiderId: sameer.id });
  });

  it('tells the customer the rider’s name and number on WhatsApp, by e-mail, and by SMS when not on WhatsApp', async () => {
    const onWhatsApp = await quickCustomer(t, 'सचिन पाटील');
    await db().update(customers).set({ language: 'mr' }).where(eq(customers.id, onWhatsApp.id));
    await recordConsent(db(), onWhatsApp.id, 'whatsapp', true, 'account');
    const a = await insertOrder(db(), onWhatsApp.id);
    expect((await assign(a.id, { role: 'rider', staffId: sameer.id, leg: 'pickup' })).statusCode).toBe(200);
    const toA = await messagesOf(a.id);
    expect(toA.map((m) => [m.channel, m.template]).sort()).toEqual([
      ['email', null],
      ['whatsapp', 'rider_assigned'],
    ]);
    const whatsapp = toA.find((m) => m.channel === 'whatsapp');
    expect(whatsapp?.language).toBe('mr');
    expect(whatsapp?.variables).toEqual([
      'सचिन पाटील',
      a.oid,
      'पिकअप',
      'Sameer Kale',
      '+91 98220 12345',
      expect.stringContaining(`/mr/my-account/orders?order=${a.id}`),
    ]);
    expect(whatsapp?.body).toContain('Sameer Kale तुमचे रायडर आहेत. त्यांना +91 98220 12345 वर कॉल करता येईल.');
    const mail = toA.find((m) => m.channel === 'email');
    expect(mail?.subject).toBe(`ऑर्डर ${a.oid}: पिकअप साठी तुमचे रायडर`);
    expect(mail?.body).toContain('पिकअप साठी Sameer Kale तुमचे रायडर आहेत. त्यांना +91 98220 12345 वर कॉल करता येईल.');
    expect(mail?.body).not.toMatch(/\{\w+\}/);

    const notOnWhatsApp = await quickCustomer(t, 'Ravi Kale');
    const b = await insertOrder(db(), notOnWhatsApp.id);
    expect((await assign(b.id, { role: 'rider', staffId: priya.id })).statusCode).toBe(200);
    const toB = await messagesOf(b.id);
    const sms = toB.find((m) => m.channel === 'sms');
    expect(sms?.template).toBe('rider_assigned');
    expect(sms?.body).toContain('Priya Jadhav is your rider for the pickup and drop of order');
    expect(sms?.body).toContain('You can call them on +91 98220 54321.');
    expect(toB.find((m) => m.channel === 'email')?.subject).toBe(`Order ${b.oid}: your rider for the pickup and drop`);

    // The same rider again: nothing new to tell.
    expect((await assign(b.id, { role: 'rider', staffId: priya.id })).statusCode).toBe(200);
    expect(await messagesOf(b.id)).toHaveLength(toB.length);
  });
});

describe('assigning a technician', () => {
  it('gives the order’s work, tells the customer nothing, and refuses a leg', async () => {
    const c = await quickCustomer(t);
    const o = await insertOrder(db(), c.id, { status: 'pickedUp' });
    const res = await assign(o.id, { role: 'technician', staffId: tanvi.id }, advisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.assignments.technician).toEqual({ _id: tanvi.id, name: 'Tanvi More', phone: '' });
    expect(await messagesOf(o.id)).toEqual([]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => [e.kind, e.actorName, e.note])).toEqual([
      ['assign', 'Anil Desk', 'Technician: Tanvi More'],
    ]);

    const withLeg = await assign(o.id, { role: 'technician', staffId: tanvi.id, leg: 'drop' });
    expect(withLeg.statusCode).toBe(400);
    expect(withLeg.json().fieldErrors).toEqual({ leg: 'Only a rider is assigned to a leg.' });
  });
});

describe('an assignment refused', () => {
  it('names what is wrong with the member of staff: none, not staff, the wrong role, switched off, no number', async () => {
    const c = await quickCustomer(t);
    const o = await insertOrder(db(), c.id);
    const refusal = async (payload: object) => {
      const res = await assign(o.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message;
    };
    expect(await refusal({ role: 'rider', staffId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'No such member of staff.',
    );
    expect(await refusal({ role: 'rider', staffId: c.id })).toBe('No such member of staff.');
    expect(await refusal({ role: 'rider', staffId: tanvi.id })).toBe('Tanvi More is not a rider: choose a rider.');
    expect(await refusal({ role: 'technician', staffId: sameer.id })).toBe(
      'Sameer Kale is not a technician: choose a technician.',
    );
    const off = await loginStaff(t, 'rider', { name: 'Old Rider', phone: '9822011111' });
    await db().update(customers).set({ active: false }).where(eq(customers.id, off.id));
    expect(await refusal({ role: 'rider', staffId: off.id })).toBe(
      'This member of staff is switched off: choose an active one.',
    );
    const noPhone = await loginStaff(t, 'rider', { name: 'No Phone' });
    expect(await refusal({ role: 'rider', staffId: noPhone.id })).toBe(
      'This rider has no mobile number: add it under Staff first, as the customer is told it.',
    );
    expect(await refusal({ role: 'driver', staffId: sameer.id })).toBe('Choose rider or technician.');
    expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: null, dropRiderId: null, technicianId: null });
  });

  it('on a cancelled or delivered order (409), and for a rider or a technician (the desk’s call)', async () => {
    const c = await quickCustomer(t);
    for (const status of ['cancelled', 'delivered'] as const) {
      const o = await insertOrder(db(), c.id, { status });
      const res = await assign(o.id, { role: 'rider', staffId: sameer.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`An order that is ${status} is no longer assigned.`);
      expect(await rowOf(o.id)).toMatchObject({ pickupRiderId: null, dropRiderId: null });
    }
    const o = await insertOrder(db(), c.id);
    for (const by of [sameer, tanvi]) {
      expect((await assign(o.id, { role: 'rider', staffId: sameer.id }, by)).statusCode).toBe(403);
    }
    expect(
      (await assign('00000000-0000-4000-8000-000000000000', { role: 'rider', staffId: sameer.id })).statusCode,
    ).toBe(404);
  });
});

describe('the ops order view', () => {
  it('never holds the handover code, which the customer’s own order does', async () => {
    const c = await quickCustomer(t, 'Kavita Rao');
    const placed = await placeTestOrder(t, c);
    const code = (await rowOf(placed._id))?.handoverCode;
    expect(code).toMatch(/^\d{4}$/);
    const view = await as(t.app, desk, { method: 'GET', url: `/api/ops/orders/${placed._id}` });
    expect(view.json().order.handover).toMatchObject({ codeRequired: true, pickupAt: null, dropAt: null });
    expect(view.body).not.toContain('handoverCode');
    expect(view.body).not.toMatch(new RegExp(`"${code}"`));
    const own = await as(t.app, c, { method: 'GET', url: `/api/v1/order/fetch/order/${placed._id}` });
    expect(own.json().orderData.handoverCode).toBe(code);
  });
});
