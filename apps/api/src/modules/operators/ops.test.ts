// The operator console's API: the board, every status move allowed and refused, cancelling, the job card,
// payment request → customer UTR → confirmation (invoice + e-mails), all on the timeline. Who may call it
// (401 for a visitor, 403 for a customer) is ops-guard.test.ts, for every /api/ops route.
import { ORDER_STATUSES, type OrderStatus, type TimeSlot } from '@motomitra/domain/constants';
import { addDays, istDate } from '@motomitra/domain/ist';
import { canMove } from '@motomitra/domain/lifecycle';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { coupons, customers, invoices, orders, outbox, slotCapacity } from '../../db/schema.ts';
import {
  addCartItem,
  NAGPUR_PLACE,
  placeOrderRequest,
  productId,
  quickCustomer,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer;
let ravi: TestCustomer;

// A payee unlike the defaults (and with characters a URL must encode), so the link is seen to carry the configured one.
const PAYEE = { upiVpa: 'garage.desk@okaxis', payeeName: 'Moto & Mitra Garage' };

beforeAll(async () => {
  t = await createTestApp({ payments: { ...testConfig().payments, ...PAYEE } });
  op = await loginOperator(t);
  asha = await registerCustomer(t.app);
  ravi = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const setStatus = (
  id: string,
  status: OrderStatus,
  paymentStatus: 'pending' | 'requested' | 'submitted' | 'paid' = 'pending',
) => db().update(orders).set({ status, paymentStatus }).where(eq(orders.id, id));

describe('the bookings board', () => {
  it('lists today’s and upcoming orders by date and slot, filters by status, finds by OID, phone or registration, pages', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const past = await insertOrder(db(), asha.id, { servicingDate: '2020-01-01', expectedDeliveryDate: '2020-01-01' });
    const late = await insertOrder(db(), asha.id, { servicingDate: today, serviceTimeSlot: '06:00 PM - 08:30 PM' });
    const early = await insertOrder(db(), ravi.id, {
      servicingDate: today,
      serviceTimeSlot: '10:00 AM - 12:00 PM',
      registrationNumber: 'MH12XY9876',
      city: 'pune',
      pincode: '411001',
    });
    const res = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?from=${today}&to=${today}` });
    expect(res.statusCode).toBe(200);
    const ids = res.json().orders.map((o: { _id: string }) => o._id);
    expect(ids).not.toContain(past.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(res.json().slots).toHaveLength(10);

    const pune = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?from=${today}&to=${today}&city=Pune` });
    expect(pune.json().orders.map((o: { _id: string }) => o._id)).toEqual([early.id]);
    const byReg = await as(t.app, op, { method: 'GET', url: '/api/ops/orders?q=mh12%20xy%209876' });
    expect(byReg.json().orders.map((o: { _id: string }) => o._id)).toEqual([early.id]);
    const byOid = await as(t.app, op, {
      method: 'GET',
      url: `/api/ops/orders?q=${encodeURIComponent(late.oid.toLowerCase())}`,
    });
    expect(byOid.json().orders.map((o: { _id: string }) => o._id)).toEqual([late.id]);
    const byPhone = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?q=${ravi.phone.slice(-6)}` });
    expect(byPhone.json().orders.map((o: { _id: string }) => o._id)).toContain(early.id);
    const page = await as(t.app, op, {
      method: 'GET',
      url: `/api/ops/orders?from=${today}&to=${today}&pageSize=1&page=2`,
    });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1, total: ids.length });
    // The second order of the full list, not the first again.
    expect(page.json().orders.map((o: { _id: string }) => o._id)).toEqual([ids[1]]);
    await setStatus(late.id, 'pickedUp');
    const picked = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?from=${today}&status=pickedUp` });
    expect(picked.json().orders.map((o: { _id: string }) => o._id)).toEqual([late.id]);
    const bad = await as(t.app, op, { method: 'GET', url: '/api/ops/orders?from=yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('without dates keeps earlier orders still open in view, and a search looks at every date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const longAgo = { servicingDate: '2021-03-01', expectedDeliveryDate: '2021-03-02' };
    const stillInService = await insertOrder(db(), asha.id, { ...longAgo, registrationNumber: 'MH31ZZ0001' });
    await setStatus(stillInService.id, 'inService');
    const delivered = await insertOrder(db(), asha.id, { ...longAgo, registrationNumber: 'MH31ZZ0002' });
    await setStatus(delivered.id, 'delivered');
    const ids = (res: { json(): { orders: { _id: string }[] } }) => res.json().orders.map((o) => o._id);

    const board = await as(t.app, op, { method: 'GET', url: '/api/ops/orders?pageSize=100' });
    expect(board.statusCode).toBe(200);
    expect(ids(board)).toContain(stillInService.id);
    expect(ids(board)).not.toContain(delivered.id);
    // The slot fill covers a week from today when no dates are given.
    expect(board.json().slots).toHaveLength(7 * 2 * 5);
    expect(board.json().slots[0].date).toBe(today);

    const found = await as(t.app, op, { method: 'GET', url: '/api/ops/orders?q=MH31ZZ0002' });
    expect(ids(found)).toEqual([delivered.id]);
    // Dates the operator chose bound the list, search or not.
    const chosen = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?from=${today}&pageSize=100` });
    expect(ids(chosen)).not.toContain(stillInService.id);
    const searchInDates = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?q=MH31ZZ0002&from=${today}` });
    expect(ids(searchInDates)).toEqual([]);
  });
});

describe('status moves', () => {
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== 'cancelled').map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s is allowed exactly when the lifecycle says', async (from, to) => {
    const o = await insertOrder(db(), asha.id);
    // Paid, so that delivering is a plain move (an unpaid delivery is the next test).
    await setStatus(o.id, from, to === 'delivered' ? 'paid' : 'pending');
    const res = await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/status`, payload: { to } });
    if (canMove(from, to)) {
      expect(res.statusCode).toBe(200);
      expect(res.json().order.status).toBe(to);
      const last = res.json().order.events.at(-1);
      expect(last).toMatchObject({ actorName: 'Garage Desk', actorRole: 'operator', kind: 'status', from, to });
      const mails = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.toAddress).toBe(asha.email);
    } else {
      expect(res.statusCode).toBe(409);
      const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
      expect(row?.status).toBe(from);
      expect(await db().select().from(outbox).where(eq(outbox.orderId, o.id))).toHaveLength(0);
    }
  });

  it('delivers an unpaid order only as "Delivered, payment pending" with a reason, on the timeline and the e-mail', async () => {
    const o = await insertOrder(db(), asha.id);
    await setStatus(o.id, 'inTransitDown', 'requested');
    const deliver = (payload: object) =>
      as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/status`, payload });
    const plain = await deliver({ to: 'delivered' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(
      'The payment is not confirmed yet. To deliver anyway, choose "Delivered, payment pending" and say why.',
    );
    expect((await deliver({ to: 'delivered', unpaidReason: 'x' })).statusCode).toBe(400);
    const [still] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(still?.status).toBe('inTransitDown');

    const res = await deliver({ to: 'delivered', unpaidReason: 'Customer pays cash tomorrow' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'delivered', paymentStatus: 'requested' });
    expect(res.json().order.events.at(-1).note).toBe('Delivered, payment pending: Customer pays cash tomorrow');
    const [mail] = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
    expect(mail?.body).toContain('Delivered, payment pending: Customer pays cash tomorrow');
    // The board shows it as delivered with the payment still open.
    const board = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?status=delivered&q=${o.oid}` });
    expect(board.json().orders).toMatchObject([{ _id: o.id, status: 'delivered', paymentStatus: 'requested' }]);
  });

  it('cancels only with a reason and only before service, giving the slot place and the coupon use back', async () => {
    const [coupon] = await db().select().from(coupons).limit(1);
    if (!coupon) throw new Error('seed has no coupon');
    await db().update(coupons).set({ uses: 1 }).where(eq(coupons.id, coupon.id));
    const o = await insertOrder(db(), asha.id, { couponId: coupon.id, couponCode: coupon.code });
    await db()
      .insert(slotCapacity)
      .values({ city: o.city, date: o.servicingDate, slot: o.serviceTimeSlot, capacity: 4, booked: 1 })
      .onConflictDoUpdate({ target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot], set: { booked: 1 } });
    const noReason = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/cancel`,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const viaStatus = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/status`,
      payload: { to: 'cancelled' },
    });
    expect(viaStatus.statusCode).toBe(400);
    const ok = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/cancel`,
      payload: { reason: 'Customer is out of town' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ status: 'cancelled', cancelReason: 'Customer is out of town' });
    const [slot] = await db().select().from(slotCapacity).where(eq(slotCapacity.date, o.servicingDate));
    expect(slot?.booked).toBe(0);
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.uses).toBe(0);

    const inService = await insertOrder(db(), asha.id);
    await setStatus(inService.id, 'inService');
    const late = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${inService.id}/cancel`,
      payload: { reason: 'Too late now' },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('a booking brought back before its date', () => {
  const date = addDays(istDate(new Date()), 5);
  const slotRow = async (slot: TimeSlot, day = date) =>
    (await db().select().from(slotCapacity).where(eq(slotCapacity.date, day))).find((r) => r.slot === slot);
  const book = async (slot: TimeSlot, day = date) => {
    const o = await insertOrder(db(), asha.id, {
      servicingDate: day,
      expectedDeliveryDate: day,
      serviceTimeSlot: slot,
    });
    // As checkout would have: this booking and one other hold places in the slot.
    await db()
      .insert(slotCapacity)
      .values({ city: o.city, date: day, slot, capacity: 4, booked: 2 })
      .onConflictDoUpdate({ target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot], set: { booked: 2 } });
    return o;
  };
  const deliver = (id: string, payload: object = { to: 'delivered' }) =>
    as(t.app, op, { method: 'POST', url: `/api/ops/orders/${id}/status`, payload });

  it('gives its slot place back for that date when delivered, once, and the board shows the slot’s right fill', async () => {
    const o = await book('02:00 PM - 04:00 PM');
    await setStatus(o.id, 'inTransitDown', 'paid');
    const res = await deliver(o.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await slotRow('02:00 PM - 04:00 PM'))?.booked).toBe(1);
    const board = await as(t.app, op, { method: 'GET', url: `/api/ops/orders?from=${date}&to=${date}&city=Nagpur` });
    expect(board.json().slots.find((s: { slot: string }) => s.slot === '02:00 PM - 04:00 PM')).toMatchObject({
      booked: 1,
    });
    // Once only: a delivered booking moves no more, and its place is not given back again.
    expect((await deliver(o.id)).statusCode).toBe(409);
    expect((await slotRow('02:00 PM - 04:00 PM'))?.booked).toBe(1);
  });

  it('delivered unpaid gives it back too; a refused delivery gives nothing back', async () => {
    const o = await book('04:00 PM - 06:00 PM');
    await setStatus(o.id, 'inTransitDown', 'requested');
    expect((await deliver(o.id)).statusCode).toBe(409);
    expect((await slotRow('04:00 PM - 06:00 PM'))?.booked).toBe(2);
    expect((await deliver(o.id, { to: 'delivered', unpaidReason: 'Pays at the garage' })).statusCode).toBe(200);
    expect((await slotRow('04:00 PM - 06:00 PM'))?.booked).toBe(1);
  });

  it('keeps the place of a slot that has started or passed: it was used', async () => {
    const past = '2021-05-04';
    const o = await book('10:00 AM - 12:00 PM', past);
    await setStatus(o.id, 'inTransitDown', 'paid');
    expect((await deliver(o.id)).statusCode).toBe(200);
    expect((await slotRow('10:00 AM - 12:00 PM', past))?.booked).toBe(2);
  });

  it('cancelled after pickup, gives it back once', async () => {
    const o = await book('06:00 PM - 08:30 PM');
    await setStatus(o.id, 'pickedUp');
    const cancel = () =>
      as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/cancel`, payload: { reason: 'Owner sold it' } });
    expect((await cancel()).statusCode).toBe(200);
    expect((await slotRow('06:00 PM - 08:30 PM'))?.booked).toBe(1);
    expect((await cancel()).statusCode).toBe(409);
    expect((await slotRow('06:00 PM - 08:30 PM'))?.booked).toBe(1);
  });
});

describe('the customer card', () => {
  /** A booking placed at checkout by a customer whose saved addresses are `saved`, picked up at `pickup`. */
  async function placed(
    saved: { address: string; otherAddresses?: { addressLabel: string; address: string }[] },
    pickup: string,
  ) {
    const c = await quickCustomer(t);
    await db()
      .update(customers)
      .set({ address: saved.address, otherAddresses: saved.otherAddresses ?? [] })
      .where(eq(customers.id, c.id));
    const bike = await saveVehicle(t, c);
    const item = await addCartItem(t, c, {
      selectedProductId: await productId(t, 'bike-general-service'),
      vehicleId: bike._id,
    });
    const res = await t.app.inject(
      placeOrderRequest(
        c,
        item._id,
        validOrderData({
          pickupLocation: { ...NAGPUR_PLACE, address: pickup },
          ...(saved.address ? { address: saved.address } : {}),
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const seen = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${res.json().order._id}` });
    expect(seen.statusCode).toBe(200);
    return seen.json().order as { address: string; addressIs: unknown };
  }

  it('calls an address the home address only when it is the customer’s saved one', async () => {
    // No home address saved: the order's address is the pickup place, and says so.
    const none = await placed({ address: '' }, 'Ramdaspeth, Nagpur');
    expect(none).toMatchObject({ address: 'Ramdaspeth, Nagpur', addressIs: { kind: 'pickup' } });
    const home = await placed({ address: '12, Shivaji Nagar, Nagpur 440010' }, 'Ramdaspeth, Nagpur');
    expect(home).toMatchObject({ address: '12, Shivaji Nagar, Nagpur 440010', addressIs: { kind: 'home' } });
    const office = await placed(
      { address: '', otherAddresses: [{ addressLabel: 'Office', address: 'IT Park, Parsodi, Nagpur' }] },
      'IT Park, Parsodi, Nagpur',
    );
    expect(office).toMatchObject({ addressIs: { kind: 'saved', label: 'Office' } });
  });
});

describe('job card and payment', () => {
  it('adds and removes extra items: final = service − discount + approved items; frozen once payment is requested', async () => {
    const o = await insertOrder(db(), asha.id, { subtotalPaise: 120_000, discountPaise: 20_000, totalPaise: 100_000 });
    const add = (name: string, quantity: number, unitPrice: number) =>
      as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/items`, payload: { name, quantity, unitPrice } });
    expect((await add('Brake pads', 2, 350)).statusCode).toBe(200);
    const res = await add('Chain lube', 1, 120.5);
    // Proposals: nothing is billed until the customer approves (extra-work.test.ts has the whole of it).
    expect(res.json().order.finalTotal).toBe(1000);
    expect(res.json().order.items.map((i: { amount: number }) => i.amount)).toEqual([700, 120.5]);
    const approved = await as(t.app, asha, {
      method: 'POST',
      url: `/api/orders/${o.id}/items/${res.json().order.items[0]._id}/decision`,
      payload: { approve: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().order.finalTotal).toBe(1700);
    expect((await add('x', 1, 10)).statusCode).toBe(400);
    expect((await add('Oil', 0, 10)).statusCode).toBe(400);
    expect((await add('Oil', 1, -5)).statusCode).toBe(400);
    const itemId = res.json().order.items[1]._id;
    const removed = await as(t.app, op, { method: 'DELETE', url: `/api/ops/orders/${o.id}/items/${itemId}` });
    expect(removed.json().order.finalTotal).toBe(1700);
    // The customer sees the job card and the final total in View Details (and in the list).
    const mine = await as(t.app, asha, { method: 'GET', url: `/api/v1/order/fetch/order/${o.id}` });
    expect(mine.json().orderData).toMatchObject({
      finalTotal: 1700,
      items: [{ name: 'Brake pads', quantity: 2, amount: 700 }],
    });
    const list = await as(t.app, asha, { method: 'GET', url: '/api/customer/fetch/customers/orders' });
    expect(list.json().orders.find((x: { _id: string }) => x._id === o.id).finalTotal).toBe(1700);

    await setStatus(o.id, 'inTransitDown');
    const requested = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/request-payment`,
      payload: {},
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().order).toMatchObject({ paymentStatus: 'requested', finalTotal: 1700 });
    expect((await add('Late item', 1, 10)).statusCode).toBe(409);
  });

  it('requests payment only on the way back, confirms only after a request; the customer submits a UTR; paid issues an invoice', async () => {
    const o = await insertOrder(db(), asha.id);
    for (const status of ['new', 'pickedUp', 'inService', 'delivered'] as const) {
      await setStatus(o.id, status);
      const res = await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/request-payment`, payload: {} });
      expect(res.statusCode, status).toBe(409);
    }
    await setStatus(o.id, 'inTransitDown');
    const early = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/confirm-payment`,
      payload: { method: 'cash', amount: 999 },
    });
    expect(early.statusCode).toBe(409);
    const sheetTooSoon = await as(t.app, asha, { method: 'GET', url: `/api/orders/${o.id}/payment` });
    expect(sheetTooSoon.statusCode).toBe(409);

    expect(
      (await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/request-payment`, payload: {} })).statusCode,
    ).toBe(200);
    const sheet = await as(t.app, asha, { method: 'GET', url: `/api/orders/${o.id}/payment` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toMatchObject({ OID: o.oid, amount: 999, paymentStatus: 'requested' });
    expect(sheet.json().upiLink).toContain('am=999.00');
    expect(sheet.json().upiLink).toContain(`tr=${o.oid}`);
    // The payee is the configured UPI id and name, or the customer's app would pay someone else (or refuse).
    const upi = new URL(sheet.json().upiLink);
    expect(`${upi.protocol}//${upi.host}`).toBe('upi://pay');
    expect(sheet.json().upiLink).toContain('pa=garage.desk%40okaxis');
    expect(upi.searchParams.get('pa')).toBe(PAYEE.upiVpa);
    expect(sheet.json().upiLink).toContain('pn=Moto%20%26%20Mitra%20Garage');
    expect(upi.searchParams.get('pn')).toBe(PAYEE.payeeName);
    expect(sheet.json()).toMatchObject({ vpa: PAYEE.upiVpa, payeeName: PAYEE.payeeName });
    const notHers = await as(t.app, ravi, { method: 'GET', url: `/api/orders/${o.id}/payment` });
    expect(notHers.statusCode).toBe(403);
    expect(notHers.body).not.toContain(o.oid);
    const badUtr = await as(t.app, asha, {
      method: 'POST',
      url: `/api/orders/${o.id}/payment`,
      payload: { reference: '12' },
    });
    expect(badUtr.statusCode).toBe(400);
    const utr = await as(t.app, asha, {
      method: 'POST',
      url: `/api/orders/${o.id}/payment`,
      payload: { reference: '4123 5678 9012' },
    });
    expect(utr.statusCode).toBe(200);
    const seen = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${o.id}` });
    expect(seen.json().order).toMatchObject({ paymentStatus: 'submitted', paymentReference: '412356789012' });

    const badMethod = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/confirm-payment`,
      payload: { method: 'cheque', amount: 999 },
    });
    expect(badMethod.statusCode).toBe(400);
    // Confirming issues an invoice that cannot be changed: how, the reference unless cash, and the amount due.
    const confirm = (payload: object) =>
      as(t.app, op, { method: 'POST', url: `/api/ops/orders/${o.id}/confirm-payment`, payload });
    const noMethod = await confirm({ reference: '412356789012', amount: 999 });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().fieldErrors.method).toBe('Choose how the customer paid: UPI, NEFT, IMPS, card or cash.');
    const noReference = await confirm({ method: 'UPI', amount: 999 });
    expect(noReference.json().fieldErrors).toEqual({
      reference: 'Enter the UTR or reference of this payment (not needed for cash).',
    });
    const noAmount = await confirm({ method: 'UPI', reference: '412356789012' });
    expect(noAmount.json().fieldErrors).toEqual({ amount: 'Enter the amount received.' });
    const wrongAmount = await confirm({ method: 'UPI', reference: '412356789012', amount: 99 });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toMatchObject({
      message: 'This order comes to ₹999: check the amount received.',
      fieldErrors: { amount: '₹900 short of the amount due (₹999).' },
    });
    const over = await confirm({ method: 'UPI', reference: '412356789012', amount: 1000 });
    expect(over.json().fieldErrors).toEqual({ amount: '₹1 more than the amount due (₹999).' });
    expect(await db().select().from(invoices).where(eq(invoices.orderId, o.id))).toHaveLength(0);
    const paid = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/confirm-payment`,
      payload: { method: 'UPI', reference: '412356789012', amount: 999 },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'UPI' });
    expect(paid.json().order.invoice.number).toMatch(/^MM\/\d{2}-\d{2}\/\d{6}$/);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, o.id))).toHaveLength(1);
    const again = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/confirm-payment`,
      payload: { method: 'cash', amount: 999 },
    });
    expect(again.statusCode).toBe(409);
    const kinds = paid.json().order.events.map((e: { kind: string; to: string | null }) => `${e.kind}:${e.to}`);
    expect(kinds).toEqual(expect.arrayContaining(['payment:requested', 'payment:submitted', 'payment:paid']));
    // Exactly two e-mails: the request with the amount, the receipt with the invoice this confirmation issued.
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, o.id), eq(outbox.channel, 'email')));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Payment requested for order ${o.oid}: ₹999`, `Payment received for order ${o.oid}`].sort(),
    );
    const receipt = mails.find((m) => m.subject.startsWith('Payment received'));
    expect(receipt?.body).toContain(`Your GST tax invoice is ${paid.json().order.invoice.number}.`);
    expect(mails.every((m) => m.toAddress === asha.email)).toBe(true);
  });

  it('answers 404 for an unknown order and 400 for a malformed id or body, never 5xx', async () => {
    const missing = await as(t.app, op, { method: 'GET', url: '/api/ops/orders/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const junk = await as(t.app, op, { method: 'GET', url: '/api/ops/orders/not-a-uuid' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('This id is not valid.');
    const o = await insertOrder(db(), asha.id);
    const bad = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/status`,
      payload: { to: 'flying' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
