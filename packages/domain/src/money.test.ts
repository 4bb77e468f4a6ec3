import { describe, expect, it } from 'vitest';
import { cartAmounts } from './coupons.ts';
import { formatCount, formatPaise, formatRupees, paiseToRupees, rupeesToPaise, takenOff } from './money.ts';

describe('money', () => {
  it('formats with Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatPaise(49900)).toBe('₹499');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });
  it('writes what the timeline wrote as ₹249.5 and ₹3598 as customers read amounts', () => {
    expect(formatPaise(24_950)).toBe('₹249.50');
    expect(formatPaise(359_800)).toBe('₹3,598');
  });
  it('shows paise always where asked (the invoice’s columns)', () => {
    expect(formatPaise(154_800, { paise: 'always' })).toBe('₹1,548.00');
    expect(formatRupees(0.5, { paise: 'always' })).toBe('₹0.50');
  });
  it('groups a count that is not money (kilometres) the Indian way, without a currency sign', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(45210)).toBe('45,210');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });
  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
  it('shows a discount as what it took off, so that the cart adds up: ₹2,499 − ₹250 = ₹2,249', () => {
    const a = cartAmounts([249_900], { discountType: 'percentage_discount', amount: 10 });
    expect(a.discountPaise).toBe(24_990);
    const total = paiseToRupees(a.finalTotalPaise);
    expect(total).toBe(2249);
    expect(takenOff(2499, total)).toBe(250);
    expect(2499 - takenOff(2499, total)).toBe(total);
    expect(takenOff(599, 599)).toBe(0);
  });
});
