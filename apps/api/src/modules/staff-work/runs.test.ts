// A rider's day on a clock the test sets: their pickups and drops of an IST date in the order of the day,
// each with where to go (flat, landmark, a navigation link), whom to call and which vehicle; only their own, while the
// desk sees every rider's. And an order's page: a rider or a technician reads only an order assigned to them.
import { addDays } from '@motomitra/domain/ist';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickCustomer } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder, type OrderRow } from '../../testing/orders.ts';
import { testAppOnClock } from '../../testing/test-app.ts';

// 10:00 in the morning in Nagpur (IST), 1 December 2026.
const t = testAppOnClock('2026-12-01T04:30:00Z');
const TODAY = '2026-12-01';
const TOMORROW = addDays(TODAY, 1);

let desk: { cookie: string };
let sameer: { id: string; cookie: string };
let priya: { id: string; cookie: string };
let tanvi: { id: string; cookie: string };
const placed: Record<string, OrderRow> = {};

const place = (address: string, lat: number, lng: number) => ({ address, coordinates: { lat, lng } });

beforeAll(async () => {
  desk = await loginOperator(t);
  sameer = await loginStaff(t, 'rider', { name: 'Sameer Kale', phone: '9822012345' });
  priya = await loginStaff(t, 'rider', { name: 'Priya Jadhav', phone: '9822054321' });
  tanvi = await loginStaff(t, 'technician', { name: 'Tanvi More' });
  const c = await quickCustomer(t, 'Asha Patil');
  const db = t.database.db;
  const day = { servicingDate: TODAY, expectedDeliveryDate: TODAY };
  const mine = { pickupRiderId: sameer.id };
  placed.zeta = await insertOrder(db, c.id, {
    ...day,
    ...mine,
    serviceTimeSlot: '02:00 PM - 04:00 PM',
    pickupLocation: place('Zingabai Takli, Nagpur', 21.18, 79.07),
  });
  placed.bajaj = await insertOrder(db, c.id, {
    ...day,
    ...mine,
    serviceTimeSlot: '10:00 AM - 12:00 PM',
    pickupLocation: place('Bajaj Nagar, Nagpur', 21.13, 79.06),
  });
  placed.abhyankar = await insertOrder(db, c.id, {
    ...day,
    ...mine,
    serviceTimeSlot: '10:00 AM - 12:00 PM',
    pickupLocation: place('Abhyankar Nagar, Nagpur', 21.14, 79.065),
    flat: 'B-402, Sai Residency',
    landmark: 'Opp. the temple',
    customerPhone: '+919822098220',
    makeModel: 'Honda Activa 6G',
    registrationNumber: 'MH31AB1234',
    handoverCode: '0420',
  });
  // Yesterday's booking back today at another place, with its own flat and landmark there.
  placed.dropHere = await insertOrder(db, c.id, {
    servicingDate: addDays(TODAY, -1),
    expectedDeliveryDate: TODAY,
    status: 'inService',
    serviceTimeSlot: '04:00 PM - 06:00 PM',
    pickupRiderId: priya.id,
    dropRiderId: sameer.id,
    flat: 'Old flat',
    dropLocation: place('Civil Lines, Nagpur', 21.15, 79.08),
    dropFlat: 'Office 7, 2nd floor',
    dropLandmark: 'Near the High Court',
  });
  // Late: due back two days ago, on its way back now.
  placed.late = await insertOrder(db, c.id, {
    servicingDate: addDays(TODAY, -3),
    expectedDeliveryDate: addDays(TODAY, -2),
    status: 'inTransitDown',
    serviceTimeSlot: '06:00 PM - 08:30 PM',
    dropRiderId: sameer.id,
  });
  placed.priyas = await insertOrder(db, c.id, { ...day, pickupRiderId: priya.id });
  placed.nobodys = await insertOrder(db, c.id, day);
  placed.cancelled = await insertOrder(db, c.id, { ...day, ...mine, status: 'cancelled' });
  placed.pickedUp = await insertOrder(db, c.id, {
    ...day,
    ...mine,
    status: 'pickedUp',
    serviceTimeSlot: '12:00 PM - 02:00 PM',
  });
  placed.tomorrow = await insertOrder(db, c.id, { servicingDate: TOMORROW, expectedDeliveryDate: TOMORROW, ...mine });
  placed.tanvis = await insertOrder(db, c.id, { ...day, status: 'pickedUp', technicianId: tanvi.id });
});

const runs = async (who: { cookie: string }, query = '') => {
  const res = await as(t.app, who, { method: 'GET', url: `/api/ops/runs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { date: string; runs: { orderId: string; leg: string; [k: string]: unknown }[] };
};
const legs = (list: { orderId: string; leg: string }[]) =>
  list.map((r) => [Object.keys(placed).find((k) => placed[k]?.id === r.orderId), r.leg]);

describe('a rider’s runs', () => {
  it('are today’s (IST) own pickups and drops, by slot then address, late drops on the way back included', async () => {
    const mine = await runs(sameer);
    expect(mine.date).toBe(TODAY);
    expect(legs(mine.runs)).toEqual([
      ['abhyankar', 'pickup'],
      ['bajaj', 'pickup'],
      ['pickedUp', 'pickup'],
      ['zeta', 'pickup'],
      ['dropHere', 'drop'],
      ['late', 'drop'],
    ]);
  });

  it('say where to go, whom to call, which vehicle, and what is done', async () => {
    const { runs: mine } = await runs(sameer);
    expect(mine[0]).toEqual({
      orderId: placed.abhyankar?.id,
      oid: placed.abhyankar?.oid,
      leg: 'pickup',
      date: TODAY,
      slot: '10:00 AM - 12:00 PM',
      status: 'new',
      customerName: 'Asha Patil',
      customerPhone: '+919822098220',
      alternateNumber: '9822012345',
      address: 'Abhyankar Nagar, Nagpur',
      flat: 'B-402, Sai Residency',
      landmark: 'Opp. the temple',
      coordinates: { lat: 21.14, lng: 79.065 },
      navigationUrl: 'https://www.google.com/maps/dir/?api=1&destination=21.14,79.065',
      vehicle: { type: 'Bike', makeModel: 'Honda Activa 6G', registrationNumber: 'MH31AB1234' },
      riderId: sameer.id,
      riderName: 'Sameer Kale',
      done: false,
      codeRequired: true,
    });
    expect(JSON.stringify(mine)).not.toContain('0420');
    const drop = mine.find((r) => r.orderId === placed.dropHere?.id);
    expect(drop).toMatchObject({
      leg: 'drop',
      address: 'Civil Lines, Nagpur',
      flat: 'Office 7, 2nd floor',
      landmark: 'Near the High Court',
      navigationUrl: 'https://www.google.com/maps/dir/?api=1&destination=21.15,79.08',
      codeRequired: false,
      done: false,
    });
    expect(mine.find((r) => r.orderId === placed.pickedUp?.id)?.done).toBe(true);
  });

  it('of another date leave out today’s late drops; a rider asking for another rider’s gets their own', async () => {
    expect(legs((await runs(sameer, `?date=${TOMORROW}`)).runs)).toEqual([['tomorrow', 'pickup']]);
    expect(legs((await runs(sameer, `?riderId=${priya.id}`)).runs)).toHaveLength(6);
    expect(legs((await runs(priya)).runs)).toEqual([['priyas', 'pickup']]);
  });

  it('are every rider’s for the desk, a leg nobody has included, or one rider’s', async () => {
    const all = await runs(desk);
    // Seven pickups today (not the cancelled one), and nine drops: the seven due back today, yesterday's, the late one.
    expect(all.runs.filter((r) => r.leg === 'pickup')).toHaveLength(7);
    expect(all.runs.filter((r) => r.leg === 'drop')).toHaveLength(9);
    expect(all.runs.find((r) => r.orderId === placed.nobodys?.id)).toMatchObject({ riderId: null, riderName: null });
    expect(all.runs.some((r) => r.orderId === placed.cancelled?.id)).toBe(false);
    expect(legs((await runs(desk, `?riderId=${priya.id}`)).runs)).toEqual([['priyas', 'pickup']]);
  });

  it('refuse a technician (403) and a date that is none (400)', async () => {
    expect((await as(t.app, tanvi, { method: 'GET', url: '/api/ops/runs' })).statusCode).toBe(403);
    const bad = await as(t.app, sameer, { method: 'GET', url: '/api/ops/runs?date=2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });

  it('follow the clock: after midnight IST the day is the next one', async () => {
    t.tick(14 * 3600);
    try {
      expect((await runs(sameer)).date).toBe(TOMORROW);
    } finally {
      t.tick(-14 * 3600);
    }
  });
});

describe('an order’s page for a rider or a technician', () => {
  const read = (who: { cookie: string }, id: string | undefined) =>
    as(t.app, who, { method: 'GET', url: `/api/ops/orders/${id}` });

  it('opens an order of theirs and answers 404 for any other', async () => {
    expect((await read(sameer, placed.abhyankar?.id)).statusCode).toBe(200);
    expect((await read(sameer, placed.dropHere?.id)).statusCode).toBe(200);
    expect((await read(priya, placed.dropHere?.id)).statusCode).toBe(200);
    expect((await read(priya, placed.abhyankar?.id)).statusCode).toBe(404);
    expect((await read(sameer, placed.nobodys?.id)).json()).toEqual({ success: false, message: 'No such order.' });
    expect((await read(tanvi, placed.tanvis?.id)).statusCode).toBe(200);
    expect((await read(tanvi, placed.abhyankar?.id)).statusCode).toBe(404);
    expect((await read(desk, placed.nobodys?.id)).statusCode).toBe(200);
  });

  it('keeps every other order call the desk’s', async () => {
    const id = placed.abhyankar?.id;
    for (const who of [sameer, tanvi]) {
      for (const [path, payload] of [
        ['cancel', { reason: 'Customer asked' }],
        ['items', { name: 'Chain lube', quantity: 1, unitPrice: 99 }],
        ['request-payment', {}],
        ['assign', { role: 'rider', staffId: sameer.id }],
      ] as const) {
        const res = await as(t.app, who, { method: 'POST', url: `/api/ops/orders/${id}/${path}`, payload });
        expect(res.statusCode, path).toBe(403);
      }
    }
  });
});
