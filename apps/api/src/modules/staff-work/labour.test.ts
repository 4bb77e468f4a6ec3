// A technician's time on the job, on a clock the test moves: start and stop on an order assigned to them,
// whole minutes rounded down over the finished sessions and the running one up to now, one running session at a time;
// the first start moves a picked-up vehicle In Service. Their jobs list their open orders with the minutes.
import type { Job } from '@motomitra/domain/staff-work';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labourSessions, orderEvents, orders } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator, loginStaff } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { testAppOnClock } from '../../testing/test-app.ts';

const t = testAppOnClock('2026-12-01T05:00:00Z');

let desk: { cookie: string };
let tanvi: { id: string; cookie: string };
let raj: { id: string; cookie: string };
let rider: { id: string; cookie: string };
let asha: Shopper;
beforeAll(async () => {
  desk = await loginOperator(t);
  tanvi = await loginStaff(t, 'technician', { name: 'Tanvi More' });
  raj = await loginStaff(t, 'technician', { name: 'Raj Shinde' });
  rider = await loginStaff(t, 'rider', { name: 'Sameer Kale', phone: '9822012345' });
  asha = await quickCustomer(t, 'Asha Patil');
});

const db = () => t.database.db;
const labour = (orderId: string, action: 'start' | 'stop', by: { cookie: string } = tanvi) =>
  as(t.app, by, { method: 'POST', url: `/api/ops/orders/${orderId}/labour`, payload: { action } });
const view = async (orderId: string) =>
  (await as(t.app, desk, { method: 'GET', url: `/api/ops/orders/${orderId}` })).json().order;
const jobs = async (who: { cookie: string }, query = '') => {
  const res = await as(t.app, who, { method: 'GET', url: `/api/ops/jobs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jobs as Job[];
};

describe('labour on an order', () => {
  it('counts whole minutes over finished sessions and the running one, and moves a picked-up vehicle In Service', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'pickedUp', technicianId: tanvi.id });
    const started = await labour(o.id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().order).toMatchObject({
      status: 'inService',
      labour: [{ technicianId: tanvi.id, name: 'Tanvi More', minutes: 0, running: true }],
    });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => [e.kind, e.actorName, e.fromValue, e.toValue, e.note])).toEqual([
      ['labour', 'Tanvi More', null, null, 'Started work'],
      ['status', 'Tanvi More', 'pickedUp', 'inService', 'Work started'],
    ]);

    t.tick(25 * 60 + 59);
    expect((await view(o.id)).labour[0]).toMatchObject({ minutes: 25, running: true });
    const stopped = await labour(o.id, 'stop');
    expect(stopped.json().order.labour).toEqual([
      { technicianId: tanvi.id, name: 'Tanvi More', minutes: 25, running: false },
    ]);
    expect(stopped.json().order.events.at(-1)).toMatchObject({ kind: 'labour', note: 'Stopped work (25 min)' });

    // An hour later, 34 more minutes and a half: 25:59 + 34:31 = 60:30, one hour.
    t.tick(3600);
    expect((await labour(o.id, 'start')).json().order.status).toBe('inService');
    t.tick(34 * 60 + 31);
    expect((await view(o.id)).labour[0]).toMatchObject({ minutes: 60, running: true });
    await labour(o.id, 'stop');
    t.tick(3600);
    expect((await view(o.id)).labour[0]).toMatchObject({ minutes: 60, running: false });
    const sessions = await db().select().from(labourSessions).where(eq(labourSessions.orderId, o.id));
    expect(sessions).toHaveLength(2);
    // Only the first start moved it: one status move on the timeline.
    const moves = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).filter(
      (e) => e.kind === 'status',
    );
    expect(moves).toHaveLength(1);
  });

  it('refuses a second start and a stop without a start (409), keeping one running session', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'inService', technicianId: tanvi.id });
    const stop = await labour(o.id, 'stop');
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe('Your work on this order is not running: start it first.');
    expect((await labour(o.id, 'start')).statusCode).toBe(200);
    const again = await labour(o.id, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your work on this order is already running: stop it first.');
    const running = await db().select().from(labourSessions).where(eq(labourSessions.orderId, o.id));
    expect(running).toHaveLength(1);
    await labour(o.id, 'stop');
  });

  it('starts only on a vehicle in the workshop, by its technician (404 for another, 403 for a rider or the desk)', async () => {
    const waiting = await insertOrder(db(), asha.id, { status: 'new', technicianId: tanvi.id });
    const early = await labour(waiting.id, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Work on an order starts once its vehicle is picked up, and before it goes back.',
    );
    const gone = await insertOrder(db(), asha.id, { status: 'inTransitDown', technicianId: tanvi.id });
    expect((await labour(gone.id, 'start')).statusCode).toBe(409);

    const o = await insertOrder(db(), asha.id, { status: 'pickedUp', technicianId: tanvi.id });
    expect((await labour(o.id, 'start', raj)).statusCode).toBe(404);
    expect((await labour(o.id, 'start', rider)).statusCode).toBe(403);
    expect((await labour(o.id, 'start', desk)).statusCode).toBe(403);
    expect((await labour('00000000-0000-4000-8000-000000000000', 'start')).statusCode).toBe(404);
    expect((await labour(o.id, 'pause' as 'start')).statusCode).toBe(400);
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row?.status).toBe('pickedUp');
  });
});

describe('a technician’s jobs', () => {
  it('list their open orders with their minutes and running clock; the desk’s list every technician’s', async () => {
    const open = await insertOrder(db(), asha.id, { status: 'pickedUp', technicianId: raj.id });
    const done = await insertOrder(db(), asha.id, { status: 'delivered', technicianId: raj.id });
    await labour(open.id, 'start', raj);
    t.tick(90);
    const mine = await jobs(raj);
    expect(mine.map((j) => j.orderId)).toEqual([open.id]);
    expect(mine[0]).toMatchObject({
      oid: open.oid,
      status: 'inService',
      vehicle: { type: 'Bike', makeModel: 'Honda Activa 6G' },
      serviceName: 'General service',
      technicianId: raj.id,
      technicianName: 'Raj Shinde',
      labourMinutes: 1,
      running: true,
    });
    expect(mine.some((j) => j.orderId === done.id)).toBe(false);

    const all = await jobs(desk);
    expect(all.map((j) => j.orderId)).toContain(open.id);
    expect(new Set(all.map((j) => j.technicianId))).toEqual(new Set([tanvi.id, raj.id]));
    expect((await jobs(desk, `?technicianId=${raj.id}`)).map((j) => j.orderId)).toEqual([open.id]);
    // A technician asking for another's gets their own.
    expect((await jobs(tanvi, `?technicianId=${raj.id}`)).every((j) => j.orderId !== open.id)).toBe(true);
    expect((await as(t.app, rider, { method: 'GET', url: '/api/ops/jobs' })).statusCode).toBe(403);
  });
});

describe('a job given to another technician', () => {
  it('stops the clock of the one taken off it, counting their minutes, so it does not run forever', async () => {
    const o = await insertOrder(db(), asha.id, { status: 'pickedUp', technicianId: tanvi.id });
    expect((await labour(o.id, 'start')).statusCode).toBe(200);
    t.tick(12 * 60 + 30);
    const moved = await as(t.app, desk, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/assign`,
      payload: { role: 'technician', staffId: raj.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().order.labour).toEqual([
      { technicianId: tanvi.id, name: 'Tanvi More', minutes: 12, running: false },
    ]);
    expect(moved.json().order.events.at(-1)).toMatchObject({
      kind: 'labour',
      note: 'Work clock stopped: the job went to another technician.',
    });
    // Taken off the job, Tanvi has nothing to stop; Raj starts his own clock.
    expect((await labour(o.id, 'stop')).statusCode).toBe(404);
    expect((await labour(o.id, 'start', raj)).statusCode).toBe(200);
    const running = await db().select().from(labourSessions).where(eq(labourSessions.orderId, o.id));
    expect(running.filter((s) => s.stoppedAt === null).map((s) => s.technicianId)).toEqual([raj.id]);
  });
});
