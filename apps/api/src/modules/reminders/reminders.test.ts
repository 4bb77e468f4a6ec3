// Service reminders (decision 0014) over the real API and the real job, on a clock the test moves: a delivered service
// records when the vehicle is next due; 7 days before, one e-mail in the customer's language links to that service
// for that vehicle and city; insurance and PUC dates saved on a vehicle are reminded 15 days before; the signed link
// turns reminders off without a login; the garage sets each service's interval; the export holds the settings.
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { addMonths } from '@motomitra/domain/reminders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerVehicles, outbox, reminders } from '../../db/schema.ts';
import {
  addCartItem,
  placeOrderRequest,
  placeTestOrder,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { as, registerCustomer } from '../../testing/customers.ts';
import { handOverWithCode } from '../../testing/handover.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type ReminderJob, reminderJob } from './job.ts';
import { tokenCustomer, unsubscribeToken } from './service.ts';

let t: TestApp;
let op: { cookie: string };
let job: ReminderJob;
/** The app's clock (app.now): the test sets the day the job runs on. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  op = await loginOperator(t);
  job = reminderJob(t.app);
});
afterAll(() => t?.close());

/** Noon IST on a calendar date. */
const noonOn = (date: string) => new Date(`${date}T06:30:00Z`);
const today = () => istDate(now);

async function runOn(date: string): Promise<number> {
  now = noonOn(date);
  try {
    return await job.runNow();
  } finally {
    now = new Date();
  }
}

const mailsTo = async (c: Shopper) =>
  t.database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.toAddress} = ${c.email} and ${outbox.orderId} is null`)
    .orderBy(outbox.createdAt);

/** The operator takes an order from booked to delivered (unpaid: payment is not what this is about). */
async function deliver(id: string) {
  const picked = await handOverWithCode(t, op, id, 'pickup');
  expect(picked.statusCode, picked.body).toBe(200);
  for (const to of ['inService', 'inTransitDown'] as const) {
    const res = await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${id}/status`, payload: { to, note: '' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await handOverWithCode(t, op, id, 'drop', { unpaidReason: 'Pays by card at the door' });
  expect(res.statusCode, res.body).toBe(200);
}

const vehicleRow = async (id: string) =>
  (await t.database.db.select().from(customerVehicles).where(eq(customerVehicles.id, id)))[0];
const vehiclesOf = async (c: Shopper) =>
  (await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/current/customer/vehicles' })).json()
    .customerVehicles as { _id: string; next_service: unknown; insurance_expires_on: string | null }[];

/** A different date or slot for each booking, so that no slot of the suite fills up. */
let bookings = 0;
function nextPlace(): { date: string; slot: string } {
  const n = bookings++;
  const date = addDays(istDate(new Date()), 1 + Math.floor(n / TIME_SLOTS.length));
  return { date, slot: TIME_SLOTS[n % TIME_SLOTS.length] as string };
}
const book = (c: Shopper) => placeTestOrder(t, c, nextPlace());

/** Books `slug` for one of the customer's saved vehicles; the order's id. */
async function bookFor(c: Shopper, vehicleId: string, slug: string): Promise<string> {
  const item = await addCartItem(t, c, { selectedProductId: await productId(t, slug), vehicleId });
  const { date, slot } = nextPlace();
  const res = await t.app.inject(
    placeOrderRequest(
      c,
      item._id,
      validOrderData({ servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: slot }),
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id;
}

const setDates = (c: { cookie: string }, vehicleId: string, body: unknown, language?: string) =>
  as(t.app, c, {
    method: 'PUT',
    url: `/api/customer/vehicles/${vehicleId}/dates`,
    payload: body as Record<string, unknown>,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

describe('the next service', () => {
  it('is recorded on the vehicle when the service is delivered: its interval later, in the city it was done in', async () => {
    const c = await quickCustomer(t);
    const order = await book(c);
    expect((await vehicleRow(order.vehicle._id))?.serviceDueOn).toBeNull();
    await deliver(order._id);
    const due = addMonths(today(), 3);
    const [mine] = await vehiclesOf(c);
    expect(mine?.next_service).toEqual({
      due_on: due,
      product_id: await productId(t, 'bike-general-service'),
      city: 'nagpur',
    });

    // A service without an interval (a breakdown call) on the same bike leaves the date as it was.
    const rescue = await bookFor(c, order.vehicle._id, 'flat-tyre-battery-jump-start');
    await deliver(rescue);
    expect((await vehicleRow(order.vehicle._id))?.serviceDueOn).toBe(due);
    expect((await vehicleRow(order.vehicle._id))?.serviceProductId).toBe(await productId(t, 'bike-general-service'));
  });

  it('is reminded once, 7 days before, in their language, with a link to the service for that vehicle and city', async () => {
    const c = await quickCustomer(t);
    await t.database.db.update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
    const order = await book(c);
    await deliver(order._id);
    const due = addMonths(today(), 3);

    await runOn(addDays(due, -8));
    expect(await mailsTo(c)).toHaveLength(0);
    await runOn(addDays(due, -7));
    await runOn(addDays(due, -7));
    await runOn(addDays(due, -3));
    await runOn(due);
    const mails = await mailsTo(c);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const product = await productId(t, 'bike-general-service');
    expect(mail?.body).toContain(
      `${t.config.publicUrl}/mr/product/${product}?vehicle=${order.vehicle._id}&city=nagpur`,
    );
    expect(mail?.body).toContain(order.vehicle.reg_number);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    const link = /\/mr\/reminders\/unsubscribe#token=(\S+)/.exec(mail?.body ?? '');
    expect(tokenCustomer(t.config.sessionSecret, link?.[1] ?? '')).toBe(c.id);
    // A date already past is not reminded late.
    await t.database.db
      .update(customerVehicles)
      .set({ serviceDueOn: addDays(due, 30) })
      .where(eq(customerVehicles.id, order.vehicle._id));
    await runOn(addDays(due, 31));
    expect(await mailsTo(c)).toHaveLength(1);
  });

  it('is not reminded while the vehicle is booked again, nor when reminders are off', async () => {
    const booked = await quickCustomer(t);
    const first = await book(booked);
    await deliver(first._id);
    const due = addMonths(today(), 3);
    // Booked again for the same bike, and still open on the reminder's day: no reminder; cancelled, it comes.
    const again = await bookFor(booked, first.vehicle._id, 'bike-engine-oil-change');
    await runOn(addDays(due, -7));
    expect(await mailsTo(booked)).toHaveLength(0);
    const cancel = await as(t.app, booked, { method: 'POST', url: `/api/orders/${again}/cancel`, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runOn(addDays(due, -6));
    expect(await mailsTo(booked)).toHaveLength(1);

    const off = await quickCustomer(t);
    const offOrder = await book(off);
    await deliver(offOrder._id);
    const res = await as(t.app, off, { method: 'PUT', url: '/api/customer/reminders', payload: { enabled: false } });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.remindersOff, reminders: false });
    await runOn(addDays(due, -7));
    expect(await mailsTo(off)).toHaveLength(0);
  });
});

describe('insurance and PUC dates', () => {
  it('are saved on the customer’s own vehicle only, as real dates; a refusal changes nothing', async () => {
    const c = await quickCustomer(t);
    const other = await quickCustomer(t);
    const bike = await saveVehicle(t, c);
    const ok = await setDates(c, bike._id, { insurance_expires_on: '2027-03-31', puc_expires_on: '2027-01-15' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MESSAGES.vehicleDatesSaved);
    expect(ok.json().customerVehicles[0]).toMatchObject({
      insurance_expires_on: '2027-03-31',
      puc_expires_on: '2027-01-15',
    });

    for (const bad of [
      { insurance_expires_on: '2027-02-30', puc_expires_on: null },
      { insurance_expires_on: '31/03/2027', puc_expires_on: null },
      { insurance_expires_on: '1999-12-31', puc_expires_on: null },
      { insurance_expires_on: 20270331, puc_expires_on: null },
      { insurance_expires_on: null },
      { insurance_expires_on: null, puc_expires_on: null, extra: 1 },
    ]) {
      const res = await setDates(c, bike._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const bad = await setDates(c, bike._id, { insurance_expires_on: '2027-02-30', puc_expires_on: null }, 'hi');
    expect(bad.json().message).toMatch(/[\u0900-\u097F]/);
    const theirs = await setDates(other, bike._id, { insurance_expires_on: null, puc_expires_on: null });
    expect(theirs.statusCode).toBe(403);
    expect(
      (await setDates(c, '00000000-0000-4000-8000-000000000000', { insurance_expires_on: null, puc_expires_on: null }))
        .statusCode,
    ).toBe(404);
    expect(await vehicleRow(bike._id)).toMatchObject({ insuranceExpiresOn: '2027-03-31', pucExpiresOn: '2027-01-15' });

    const cleared = await setDates(c, bike._id, { insurance_expires_on: null, puc_expires_on: '2027-01-15' });
    expect(cleared.json().customerVehicles[0].insurance_expires_on).toBeNull();
  });

  it('are reminded 15 days before each, once, and a renewed date is reminded again', async () => {
    const c = await quickCustomer(t);
    const car = await saveVehicle(t, c, 'Car');
    const insurance = addDays(today(), 40);
    const puc = addDays(today(), 50);
    await setDates(c, car._id, { insurance_expires_on: insurance, puc_expires_on: puc });

    await runOn(addDays(insurance, -16));
    expect(await mailsTo(c)).toHaveLength(0);
    await runOn(addDays(insurance, -15));
    await runOn(addDays(insurance, -14));
    let mails = await mailsTo(c);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('insurance');
    expect(mails[0]?.body).toContain(`${t.config.publicUrl}/myvehicles`);
    await runOn(addDays(puc, -15));
    mails = await mailsTo(c);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('PUC');

    // Renewed for a year: that date is reminded in its turn.
    const renewed = addDays(insurance, 365);
    await setDates(c, car._id, { insurance_expires_on: renewed, puc_expires_on: puc });
    await runOn(addDays(renewed, -15));
    expect(await mailsTo(c)).toHaveLength(3);
    const sent = await t.database.db.select().from(reminders).where(eq(reminders.customerId, c.id));
    expect(sent.map((r) => `${r.kind} ${r.dueOn}`).sort()).toEqual(
      [`insurance ${insurance}`, `insurance ${renewed}`, `puc ${puc}`].sort(),
    );
  });
});

describe('the one-click link', () => {
  it('turns reminders off without a login, at once; a changed token is refused and changes nothing', async () => {
    const c = await quickCustomer(t);
    const token = unsubscribeToken(t.config.sessionSecret, c.id);
    const remindersOf = async () =>
      (await t.database.db.select({ on: customers.reminders }).from(customers).where(eq(customers.id, c.id)))[0]?.on;

    for (const forged of [
      `${c.id}.${'A'.repeat(43)}`,
      `${c.id}`,
      token.slice(0, -1),
      `${token}x`,
      unsubscribeToken('another-secret-another-secret-another', c.id),
      `not-a-uuid.${token.split('.')[1]}`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token: forged } });
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().message).toBe(MESSAGES.unsubscribeLinkInvalid);
    }
    expect(await remindersOf()).toBe(true);

    const off = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
    expect(off.json()).toEqual({ success: true, message: MESSAGES.remindersOff, reminders: false });
    expect(await remindersOf()).toBe(false);
    const me = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(me.json().customer.reminders).toBe(false);

    const on = await t.app.inject({ method: 'POST', url: '/api/reminders/subscribe', payload: { token } });
    expect(on.json()).toEqual({ success: true, message: MESSAGES.remindersOn, reminders: true });
    expect(await remindersOf()).toBe(true);
  });
});

describe('the garage’s intervals', () => {
  it('are set per service in /ops/catalogue, whole months from 1 to 36 or none; customers cannot set them', async () => {
    const id = await productId(t, 'car-wash-interior-detailing');
    const patch = (who: { cookie: string }, body: unknown) =>
      as(t.app, who, { method: 'PATCH', url: `/api/ops/products/${id}`, payload: body as Record<string, unknown> });
    const intervalOf = async () =>
      (await as(t.app, op, { method: 'GET', url: '/api/ops/products' }))
        .json()
        .products.find((p: { _id: string }) => p._id === id)?.service_interval_months;
    expect(await intervalOf()).toBeNull();
    const set = await patch(op, { service_interval_months: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await intervalOf()).toBe(2);
    for (const bad of [0, 37, 1.5, '3', -1]) {
      expect((await patch(op, { service_interval_months: bad })).statusCode, String(bad)).toBe(400);
    }
    expect((await patch(op, {})).statusCode).toBe(400);
    const c = await quickCustomer(t);
    expect((await patch(c, { service_interval_months: 1 })).statusCode).toBe(403);
    expect(await intervalOf()).toBe(2);
    await patch(op, { service_interval_months: null });
    expect(await intervalOf()).toBeNull();
  });
});

describe('your data', () => {
  it('holds the reminder switch and every reminder sent; erasure removes them', async () => {
    const c = await registerCustomer(t.app);
    const bike = await saveVehicle(t, c);
    const puc = addDays(today(), 10);
    await setDates(c, bike._id, { insurance_expires_on: null, puc_expires_on: puc });
    await runOn(today());
    const data = (await as(t.app, c, { method: 'GET', url: '/api/customer/export' })).json();
    expect(data.reminders).toEqual({
      enabled: true,
      sent: [{ kind: 'puc', dueOn: puc, registrationNumber: bike.reg_number, sentAt: expect.any(String) }],
    });
    expect(data.vehicles[0].puc_expires_on).toBe(puc);

    const erased = await as(t.app, c, {
      method: 'POST',
      url: '/api/customer/delete',
      payload: { password: c.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.select().from(reminders).where(eq(reminders.customerId, c.id))).toEqual([]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row?.reminders).toBe(false);
  });
});
