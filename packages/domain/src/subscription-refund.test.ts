// The 14-day full refund of a yearly plan (decision 0023): counted in IST days from the day it was paid (startsOn), and
// only for an active plan with nothing used.
import { describe, expect, it } from 'vitest';
import { refundableUntil, refundRefusal } from './subscriptions.ts';

describe('refundableUntil', () => {
  it('is the 14th IST day after the day paid, across months and years', () => {
    expect(refundableUntil('2026-11-27')).toBe('2026-12-11');
    expect(refundableUntil('2026-12-25')).toBe('2027-01-08');
    expect(refundableUntil('2028-02-20')).toBe('2028-03-05');
  });
});

describe('refundRefusal', () => {
  const paid = { status: 'active' as const, startsOn: '2026-11-27', paidOnline: true, used: false };
  it('allows the day paid through the 14th day after it, and refuses the 15th', () => {
    expect(refundRefusal(paid, '2026-11-27')).toBeNull();
    expect(refundRefusal(paid, '2026-12-11')).toBeNull();
    expect(refundRefusal(paid, '2026-12-12')).toBe('tooLate');
  });
  it('refuses a plan used in any way, even on the day paid', () => {
    expect(refundRefusal({ ...paid, used: true }, '2026-11-27')).toBe('used');
  });
  it('has nothing to refund for a plan not running or not paid through the gateway; an expired one is too late', () => {
    for (const status of ['pending', 'cancelled'] as const) {
      expect(refundRefusal({ ...paid, status }, '2026-11-28')).toBe('notActive');
    }
    expect(refundRefusal({ ...paid, status: 'expired' }, '2026-11-28')).toBe('tooLate');
    expect(refundRefusal({ ...paid, paidOnline: false }, '2026-11-28')).toBe('notOnline');
    expect(refundRefusal({ ...paid, startsOn: null }, '2026-11-28')).toBe('notActive');
  });
});
