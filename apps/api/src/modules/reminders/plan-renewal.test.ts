// A yearly plan's renewal reminder (decisions 0014 and 0023) through the real job, on a clock the test moves: 15 days
// before an active plan's last day, once however often the job runs, on the customer's channels (e-mail and WhatsApp)
// in their language, naming the plan, the vehicle's registration and the last day, with the link to the plans page;
// none with reminders off, for a plan cancelled or waiting for its payment, for a deleted vehicle, nor when the vehicle
// already has its next plan.
import { addDays, istDate } from '@motomitra/domain/ist';
import { MyDataSchema } from '@motomitra/domain/my-data';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, customers, customerVehicles, outbox, reminders, subscriptions } from '../../db/schema.ts';
import { productId, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { activePlan, savedVehicle } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type ReminderJob, reminderJob } from './job.ts';

let t: TestApp;
let job: ReminderJob;
let service: string;
/** The app's clock (app.now): the test sets the day the job runs on. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  job = reminderJob(t.app);
  service = await productId(t, 'bike-general-service');
});
afterAll(() => t?.close());

async function runOn(date: string): Promise<void> {
  now = new Date(`${date}T06:30:00Z`); // noon IST
  try {
    await job.runNow();
  } finally {
    now = new Date();
  }
}

/** Each test's plans end on days of their own, so that no test's run reaches another's. */
let lastDays = 0;
const nextLastDay = () => addDays(istDate(new Date()), 40 + 30 * lastDays++);

/** A customer (in `language`) whose bike has a plan of status `status` ending on its own day. */
async function planHolder(language: 'en' | 'mr' | 'hi' = 'en', status: 'active' | 'pending' | 'cancelled' = 'active') {
  const c = await quickCustomer(t);
  await t.database.db.update(customers).set({ language }).where(eq(customers.id, c.id));
  const bike = await savedVehicle(t.database.db, c.id);
  const sub = await activePlan(t.database.db, { customerId: c.id, vehicleId: bike.id, productId: service });
  const endsOn = nextLastDay();
  await t.database.db.update(subscriptions).set({ endsOn, status }).where(eq(subscriptions.id, sub.id));
  return { c, bike, sub, endsOn };
}

const remindersOf = (vehicleId: string) =>
  t.database.db.select().from(reminders).where(eq(reminders.vehicleId, vehicleId));
const messagesTo = (c: Shopper) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.customerId, c.id), sql`${outbox.orderId} is null`))
    .orderBy(outbox.createdAt);

describe('a plan ending', () => {
  it('is reminded once, 15 days before its last day, by e-mail with the plan, registration, day and plans page', async () => {
    const { c, bike, endsOn } = await planHolder('en');
    await runOn(addDays(endsOn, -16));
    expect(await remindersOf(bike.id)).toHaveLength(0);
    await runOn(addDays(endsOn, -15));
    await runOn(addDays(endsOn, -15));
    await runOn(addDays(endsOn, -4));
    await runOn(endsOn);
    const sent = await remindersOf(bike.id);
    expect(sent).toEqual([expect.objectContaining({ kind: 'planRenewal', dueOn: endsOn, customerId: c.id })]);
    const messages = await messagesTo(c);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail?.channel).toBe('email');
    const longDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${endsOn}T00:00:00Z`),
    );
    expect(mail?.subject).toContain('Bike Care Yearly');
    expect(mail?.body).toContain(`Your yearly plan Bike Care Yearly for your Honda Shine (${bike.regNumber}) ends on`);
    expect(mail?.body).toContain(longDay);
    expect(mail?.body).toContain(`Renew it for another year:\n${t.config.publicUrl}/Subscription`);
    expect(mail?.body).toContain(`${t.config.publicUrl}/reminders/unsubscribe#token=`);
    // The customer's data lists it among the reminders sent.
    const exported = MyDataSchema.parse((await as(t.app, c, { method: 'GET', url: '/api/customer/export' })).json());
    expect(exported.reminders.sent).toEqual([
      expect.objectContaining({ kind: 'planRenewal', dueOn: endsOn, registrationNumber: bike.regNumber }),
    ]);
  });

  it('goes on WhatsApp too when the customer opted in, in their language (Hindi, Marathi)', async () => {
    for (const [language, name, words] of [
      ['hi', 'बाइक केयर सालाना', 'सालाना प्लान'],
      ['mr', 'बाइक केअर वार्षिक', 'वार्षिक प्लॅन'],
    ] as const) {
      const { c, bike, endsOn } = await planHolder(language);
      await t.database.db
        .insert(consents)
        .values({ customerId: c.id, channel: 'whatsapp', granted: true, source: 'account' });
      await runOn(addDays(endsOn, -10));
      const messages = await messagesTo(c);
      expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
      for (const m of messages) {
        expect(m.body).toContain(name);
        expect(m.body).toContain(words);
        expect(m.body).toContain(bike.regNumber);
        expect(m.body).toContain(`${t.config.publicUrl}/${language}/Subscription`);
      }
      const whatsapp = messages.find((m) => m.channel === 'whatsapp');
      expect(whatsapp).toMatchObject({ template: 'reminder_plan_renewal', language });
      expect(whatsapp?.variables?.[1]).toBe(name);
    }
  });

  it('is not reminded when reminders are off, nor for a plan cancelled or still waiting for its payment', async () => {
    const off = await planHolder('en');
    await t.database.db.update(customers).set({ reminders: false }).where(eq(customers.id, off.c.id));
    const cancelled = await planHolder('en', 'cancelled');
    const pending = await planHolder('en', 'pending');
    for (const h of [off, cancelled, pending]) {
      await runOn(addDays(h.endsOn, -15));
      expect(await remindersOf(h.bike.id)).toHaveLength(0);
      expect(await messagesTo(h.c)).toHaveLength(0);
    }
  });

  it('is not reminded once the vehicle is deleted', async () => {
    const { c, bike, endsOn } = await planHolder('en');
    await t.database.db.delete(customerVehicles).where(eq(customerVehicles.id, bike.id));
    await runOn(addDays(endsOn, -15));
    expect(await messagesTo(c)).toHaveLength(0);
  });

  it('is not reminded when the vehicle already has its next plan, bought or paid', async () => {
    // A renewal bought in the plan's last days: waiting for its payment, or paid (it runs after this one ends).
    for (const next of ['pending', 'active'] as const) {
      const { c, bike, endsOn } = await planHolder('en');
      const renewal = await activePlan(t.database.db, { customerId: c.id, vehicleId: bike.id, productId: service });
      await t.database.db
        .update(subscriptions)
        .set(
          next === 'pending' ? { status: 'pending', startsOn: null, endsOn: null } : { endsOn: addDays(endsOn, 365) },
        )
        .where(eq(subscriptions.id, renewal.id));
      await runOn(addDays(endsOn, -15));
      expect(await remindersOf(bike.id)).toHaveLength(0);
    }
    // One that ends before it (an older one left active) does not count as the next plan.
    const { c, bike, endsOn } = await planHolder('en');
    const older = await activePlan(t.database.db, { customerId: c.id, vehicleId: bike.id, productId: service });
    await t.database.db
      .update(subscriptions)
      .set({ endsOn: addDays(endsOn, -365) })
      .where(eq(subscriptions.id, older.id));
    await runOn(addDays(endsOn, -15));
    expect(await remindersOf(bike.id)).toHaveLength(1);
  });
});
