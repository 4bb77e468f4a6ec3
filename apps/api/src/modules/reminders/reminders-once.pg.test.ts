// Each reminder is sent exactly once (decision 0014), with two API instances on one database and a fake clock they share:
// their reminder jobs run at the same moments, twice a day over seven weeks, and every insurance, PUC and service
// date of 30 vehicles gets one e-mail, on its day, however the two runs interleave.
import { addDays, istDate } from '@motomitra/domain/ist';
import { REMINDER_LEAD_DAYS } from '@motomitra/domain/reminders';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerVehicles, outbox, products, reminders } from '../../db/schema.ts';
import { type BookingTestApp, quickCustomer, type Shopper, saveVehicle } from '../../testing/booking.ts';
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { type ReminderJob, reminderJob } from './job.ts';

let setup: TwoInstances;
let t: BookingTestApp;
let jobs: [ReminderJob, ReminderJob];
/** The clock both instances read (app.now). */
let now = new Date();

beforeAll(async () => {
  setup = await startTwoInstances({ clock: () => now });
  t = setup.t;
  jobs = [reminderJob(setup.instances[0].app), reminderJob(setup.instances[1].app)];
});
afterAll(async () => {
  await setup?.close();
});

describe('two instances running the reminder job', () => {
  it('send each reminder exactly once, on its day', async () => {
    const start = istDate(new Date());
    const [service] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const people: { shopper: Shopper; vehicleId: string }[] = [];
    const expected = new Map<string, string>(); // "vehicle kind date" → the day it is due to be sent
    for (let i = 0; i < 30; i++) {
      const shopper = await quickCustomer(t);
      const bike = await saveVehicle(t, shopper);
      const insurance = addDays(start, 5 + i);
      const puc = addDays(start, 20 + ((i * 7) % 20));
      const due = addDays(start, 8 + ((i * 3) % 30));
      await t.database.db
        .update(customerVehicles)
        .set({
          insuranceExpiresOn: insurance,
          pucExpiresOn: puc,
          serviceDueOn: due,
          serviceProductId: service?.id ?? null,
          serviceCity: 'nagpur',
        })
        .where(eq(customerVehicles.id, bike._id));
      people.push({ shopper, vehicleId: bike._id });
      // Sent on the first run on or after (date - lead days), but not before the walk starts.
      const first = (date: string, lead: number) => (addDays(date, -lead) < start ? start : addDays(date, -lead));
      expected.set(`${bike._id} insurance ${insurance}`, first(insurance, REMINDER_LEAD_DAYS.insurance));
      expected.set(`${bike._id} puc ${puc}`, first(puc, REMINDER_LEAD_DAYS.puc));
      expected.set(`${bike._id} service ${due}`, first(due, REMINDER_LEAD_DAYS.service));
    }

    // Seven weeks, at 09:00 and 21:00 IST: both instances at once, and each a second time straight after.
    const sentOn = new Map<string, string>();
    let queuedTotal = 0;
    for (let day = 0; day < 49; day++) {
      for (const hour of ['03:30', '15:30']) {
        const date = addDays(start, day);
        now = new Date(`${date}T${hour}:00Z`);
        const queued = await Promise.all([jobs[0].runNow(), jobs[1].runNow(), jobs[0].runNow(), jobs[1].runNow()]);
        const rows = await t.database.db
          .select()
          .from(reminders)
          .where(
            inArray(
              reminders.vehicleId,
              people.map((p) => p.vehicleId),
            ),
          );
        for (const r of rows) {
          const key = `${r.vehicleId} ${r.kind} ${r.dueOn}`;
          if (!sentOn.has(key)) sentOn.set(key, date);
        }
        queuedTotal += queued.reduce((sum, n) => sum + n, 0);
      }
    }
    now = new Date();

    expect(Object.fromEntries(sentOn)).toEqual(Object.fromEntries(expected));
    expect(queuedTotal).toBe(expected.size);
    const mails = await t.database.db.select({ to: outbox.toAddress }).from(outbox).where(isNull(outbox.orderId));
    const emails = new Set(people.map((p) => p.shopper.email));
    expect(mails.filter((m) => emails.has(m.to))).toHaveLength(expected.size);
    for (const p of people) {
      expect(
        mails.filter((m) => m.to === p.shopper.email),
        p.shopper.email,
      ).toHaveLength(3);
    }
  });
});
