// PUC is not asked for electric vehicles: an electric vehicle has no PUC certificate, so the API refuses a
// PUC date on one with a clear message in the customer's language (and saves nothing of that request), and the
// reminder job never sends a PUC reminder for one, even for a date saved before the rule.
import { addDays, istDate } from '@motomitra/domain/ist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerVehicles, reminders } from '../../db/schema.ts';
import { quickCustomer, type Shopper, saveCatalogueVehicle } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { reminderJob } from './job.ts';

let t: TestApp;
/** The app's clock (app.now), which the reminder job reads. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t?.close());

/** Saves a catalogue vehicle (model and variant) for the customer through the API. */
const save = (c: Shopper, model: string, variant: string) => saveCatalogueVehicle(t, c, model, variant);

const setDates = (c: Shopper, id: string, dates: Record<string, unknown>, language = 'en') =>
  as(t.app, c, {
    method: 'PUT',
    url: `/api/customer/vehicles/${id}/dates`,
    headers: { 'accept-language': language },
    payload: dates,
  });
const row = async (id: string) =>
  (await t.database.db.select().from(customerVehicles).where(eq(customerVehicles.id, id)))[0];

describe('a PUC date on an electric vehicle', () => {
  it('is refused with the reason in the language asked, and nothing of the request is saved', async () => {
    const c = await quickCustomer(t);
    const ev = await save(c, 'Nexon EV', 'Empowered 45');
    const refused = await setDates(c, ev._id, { insurance_expires_on: '2027-03-31', puc_expires_on: '2027-01-15' });
    expect(refused.statusCode).toBe(400);
    const message = 'An electric vehicle needs no PUC certificate, so it has no PUC date to save.';
    expect(refused.json().message).toBe(message);
    expect(refused.json().fieldErrors).toEqual({ puc_expires_on: message });
    const mr = await setDates(c, ev._id, { insurance_expires_on: null, puc_expires_on: '2027-01-15' }, 'mr');
    expect(mr.statusCode).toBe(400);
    expect(mr.json().message).toBe('इलेक्ट्रिक गाडीला PUC प्रमाणपत्र लागत नाही, त्यामुळे तिची PUC तारीख जतन करता येत नाही.');
    expect(await row(ev._id)).toMatchObject({ insuranceExpiresOn: null, pucExpiresOn: null });

    // Its insurance date alone is saved.
    const insured = await setDates(c, ev._id, { insurance_expires_on: '2027-03-31', puc_expires_on: null });
    expect(insured.statusCode, insured.body).toBe(200);
    expect(await row(ev._id)).toMatchObject({ insuranceExpiresOn: '2027-03-31', pucExpiresOn: null });
  });

  it('is saved for a petrol, diesel or CNG vehicle as before', async () => {
    const c = await quickCustomer(t);
    for (const [model, variant] of [
      ['Nexon', 'Smart'],
      ['Nexon', 'Pure Diesel'],
      ['Nexon', 'Smart CNG'],
    ] as const) {
      const car = await save(c, model, variant);
      const res = await setDates(c, car._id, { insurance_expires_on: null, puc_expires_on: '2027-01-15' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await row(car._id)).toMatchObject({ pucExpiresOn: '2027-01-15' });
    }
  });
});

describe('the reminder job', () => {
  it('never sends a PUC reminder for an electric vehicle, and sends its insurance reminder and a petrol car’s PUC one', async () => {
    const c = await quickCustomer(t);
    const ev = await save(c, 'Nexon EV', 'Creative MR');
    const petrol = await save(c, 'Nexon', 'Creative Plus');
    const today = istDate(new Date());
    const due = addDays(today, 10);
    // A PUC date on the electric car as it could have been saved before the rule (migration 0019 drops such dates).
    for (const id of [ev._id, petrol._id]) {
      await t.database.db
        .update(customerVehicles)
        .set({ insuranceExpiresOn: due, pucExpiresOn: due })
        .where(eq(customerVehicles.id, id));
    }
    now = new Date(`${today}T06:30:00Z`);
    try {
      await reminderJob(t.app).runNow();
    } finally {
      now = new Date();
    }
    const sent = await t.database.db.select().from(reminders).where(eq(reminders.customerId, c.id));
    expect(sent.map((r) => `${r.vehicleId === ev._id ? 'ev' : 'petrol'} ${r.kind}`).sort()).toEqual([
      'ev insurance',
      'petrol insurance',
      'petrol puc',
    ]);
  });
});
