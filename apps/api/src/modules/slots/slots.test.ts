import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { slotCapacity } from '../../db/schema.ts';
import { quickCustomer } from '../../testing/booking.ts';
import { t, useBookingSuite } from '../../testing/booking-suite.ts';
import { as } from '../../testing/customers.ts';

useBookingSuite();

describe('GET /api/slots', () => {
  it('lists the five slots of a day with the default capacity of 4', async () => {
    const c = await quickCustomer(t);
    const date = addDays(istDate(new Date()), 3);
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=Pune&date=${date}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      city: 'pune',
      date,
      slots: [
        '10:00 AM - 12:00 PM',
        '12:00 PM - 02:00 PM',
        '02:00 PM - 04:00 PM',
        '04:00 PM - 06:00 PM',
        '06:00 PM - 08:30 PM',
      ].map((slot) => ({ slot, capacity: 4, remaining: 4, available: true, reason: null })),
    });
  });

  it('marks full and closed slots unavailable, using slot_capacity rows', async () => {
    const c = await quickCustomer(t);
    const date = addDays(istDate(new Date()), 4);
    await t.database.db.insert(slotCapacity).values([
      { city: 'nagpur', date, slot: '10:00 AM - 12:00 PM', capacity: 2, booked: 2 },
      { city: 'nagpur', date, slot: '12:00 PM - 02:00 PM', capacity: 6, booked: 1 },
      { city: 'nagpur', date, slot: '02:00 PM - 04:00 PM', capacity: 4, booked: 0, closed: true },
    ]);
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${date}` });
    const [full, roomy, closed, free] = res.json().slots;
    expect(full).toMatchObject({ capacity: 2, remaining: 0, available: false, reason: 'full' });
    expect(roomy).toMatchObject({ capacity: 6, remaining: 5, available: true, reason: null });
    expect(closed).toMatchObject({ available: false, reason: 'closed' });
    expect(free).toMatchObject({ capacity: 4, remaining: 4, available: true });
  });

  it('marks today’s slots that have started (IST clock) unavailable', async () => {
    const c = await quickCustomer(t);
    // 13:00 IST today: the first slot has started, the second too (12:00), the third not yet.
    const today = istDate(new Date());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T07:30:00Z`));
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${today}` });
    vi.useRealTimers();
    expect(res.json().slots.map((s: { reason: string | null }) => s.reason)).toEqual([
      'started',
      'started',
      null,
      null,
      null,
    ]);
  });

  it('refuses dates outside today..today+30 and unknown cities', async () => {
    const c = await quickCustomer(t);
    const today = istDate(new Date());
    for (const date of [addDays(today, -1), addDays(today, 31)]) {
      const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${date}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.servicingDateRange);
    }
    const city = await as(t.app, c, { method: 'GET', url: `/api/slots?city=mumbai&date=${today}` });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(MESSAGES.chooseCity);
    const date = await as(t.app, c, { method: 'GET', url: '/api/slots?city=nagpur&date=2026-02-30' });
    expect(date.statusCode).toBe(400);
  });
});
