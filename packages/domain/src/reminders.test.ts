import { describe, expect, it } from 'vitest';
import { FUEL_TYPES } from './constants.ts';
import { hasExpired, needsPuc } from './reminders.ts';

describe('needsPuc', () => {
  it('asks every vehicle with an engine for a PUC date, and no electric one', () => {
    expect(FUEL_TYPES.filter(needsPuc)).toEqual(['Petrol', 'Diesel', 'CNG']);
    expect(needsPuc('Electric')).toBe(false);
  });
});

describe('hasExpired', () => {
  it('is a saved date before today; today itself, a later date and no date have not expired', () => {
    expect(hasExpired('2026-11-30', '2026-12-01')).toBe(true);
    expect(hasExpired('2026-12-01', '2026-12-01')).toBe(false);
    expect(hasExpired('2027-01-01', '2026-12-01')).toBe(false);
    expect(hasExpired(null, '2026-12-01')).toBe(false);
  });
});
