// The 14-day full refund of a yearly plan (decision 0023): counted in IST days from the day it was paid, and
// only for an active plan with nothing used; and the days a renewal opens and starts.
import { describe, expect, it } from 'vitest';
import { planStartsOn, refundableUntil, refundRefusal, renewalOpensOn } from './subscriptions.ts';

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

describe('renewals', () => {
  it('open on the 30th day before a plan ends, counting its last day', () => {
    // A plan ending 30 November: 1 to 30 November are its last 30 days.
    expect(renewalOpensOn('2026-11-30')).toBe('2026-11-01');
    expect(renewalOpensOn('2027-03-01')).toBe('2027-01-31');
  });

  it('start the day after the running plan ends, or the day paid when none runs', () => {
    expect(planStartsOn('2026-11-10', '2026-11-30')).toBe('2026-12-01');
    expect(planStartsOn('2026-11-30', '2026-11-30')).toBe('2026-12-01');
    expect(planStartsOn('2026-12-01', '2026-11-30')).toBe('2026-12-01');
    expect(planStartsOn('2026-11-10', null)).toBe('2026-11-10');
  });
});
