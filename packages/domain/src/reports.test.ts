// The reports' calendar: quick ranges on IST dates (a week from Monday), the period before a range, the change between
// them, a slot's hour, and the range rule the API and the screen share.
import { describe, expect, it } from 'vitest';
import { changePercent, daysIn, presetRange, previousPeriod, ReportRangeQuerySchema, slotHour } from './reports.ts';

describe('quick ranges', () => {
  // 2026-11-26 is a Thursday.
  it.each([
    ['today', { from: '2026-11-26', to: '2026-11-26' }],
    ['thisWeek', { from: '2026-11-23', to: '2026-11-26' }],
    ['thisMonth', { from: '2026-11-01', to: '2026-11-26' }],
    ['lastWeek', { from: '2026-11-16', to: '2026-11-22' }],
    ['lastMonth', { from: '2026-10-01', to: '2026-10-31' }],
  ] as const)('%s on a Thursday', (preset, range) => {
    expect(presetRange(preset, '2026-11-26')).toEqual(range);
  });

  it('starts a week on Monday, also when today is Sunday or Monday, and a month across a year', () => {
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('lastWeek', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the period before', () => {
  it('has as many days and ends the day before', () => {
    expect(daysIn('2026-11-23', '2026-11-29')).toBe(7);
    expect(previousPeriod('2026-11-23', '2026-11-29')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    // A leap year's 366 days reach back one day into the year before the previous one.
    expect(previousPeriod('2024-01-01', '2024-12-31')).toEqual({ from: '2022-12-31', to: '2023-12-31' });
  });

  it('gives the change in whole percent, or null with nothing before', () => {
    expect(changePercent(5, 1)).toBe(400);
    expect(changePercent(1, 4)).toBe(-75);
    expect(changePercent(3, 3)).toBe(0);
    expect(changePercent(3, 0)).toBeNull();
  });
});

describe('a range', () => {
  it('is refused when it ends before it starts or is over 366 days, with the reason', () => {
    const problem = (q: object) => ReportRangeQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(problem({ from: '2026-11-08', to: '2026-11-01' })).toMatch(/on or before its end/);
    expect(problem({ from: '2025-01-01', to: '2026-01-02' })).toMatch(/at most 366 days/);
    expect(problem({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(problem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/date like/);
  });

  it('knows the hour each slot starts', () => {
    expect(
      ['10:00 AM - 12:00 PM', '12:00 PM - 02:00 PM', '02:00 PM - 04:00 PM', '06:00 PM - 08:30 PM'].map(slotHour),
    ).toEqual([10, 12, 14, 18]);
  });
});
