import type { Slot } from '@motomitra/domain/booking';
import { describe, expect, it } from 'vitest';
import { slotChoice } from './slot-choice.ts';

const slot = (s: Partial<Slot>): Slot => ({
  slot: '02:00 PM - 04:00 PM',
  capacity: 4,
  remaining: 3,
  available: true,
  reason: null,
  ...s,
});
// 10:30 IST on 27 November 2026: the morning slot of that day has started, the afternoon's has not.
const now = new Date('2026-11-27T05:00:00Z');

describe('a slot of the servicing date', () => {
  it('offers an open slot with its places left', () => {
    expect(slotChoice(slot({}), '2026-11-27', undefined, now)).toEqual({ available: true, note: '3 left' });
  });

  it('says why a slot is not offered: closed, full, or started by the server’s clock or ours', () => {
    expect(slotChoice(slot({ available: false, reason: 'closed' }), '2026-11-28', undefined, now).note).toBe('Closed');
    expect(slotChoice(slot({ available: false, reason: 'full', remaining: 0 }), '2026-11-28', undefined, now)).toEqual({
      available: false,
      note: 'Full',
    });
    expect(slotChoice(slot({ available: false, reason: 'started' }), '2026-11-28', undefined, now).note).toBe(
      'Already started',
    );
    expect(slotChoice(slot({ slot: '10:00 AM - 12:00 PM' }), '2026-11-27', undefined, now)).toEqual({
      available: false,
      note: 'Already started',
    });
  });

  it('shows the booking being moved where it is now, not offered, on its own date only', () => {
    const busy = { date: '2026-11-28', slot: '02:00 PM - 04:00 PM' };
    expect(slotChoice(slot({}), '2026-11-28', busy, now)).toEqual({ available: false, note: 'Your booking now' });
    expect(slotChoice(slot({}), '2026-11-29', busy, now)).toEqual({ available: true, note: '3 left' });
  });
});
