import { describe, expect, it } from 'vitest';
import { amountWarning, referenceWarning } from './payment-warnings.ts';

describe('the payment form’s warnings', () => {
  it('says nothing of an amount not typed yet or not a number, and nothing of the amount due', () => {
    for (const typed of ['', undefined, 'abc', '0', '-5']) expect(amountWarning(typed, 99_900)).toBeNull();
    expect(amountWarning('999', 99_900)).toBeNull();
    expect(amountWarning(999, 99_900)).toBeNull();
  });

  it('says how far a typed amount is from the amount due, either way', () => {
    expect(amountWarning('900', 99_900)).toBe('₹99 short of the amount due (₹999).');
    expect(amountWarning('1000.50', 99_900)).toBe('₹1.50 more than the amount due (₹999).');
  });

  it('warns of a reference that is not the customer’s UTR, however it is spaced or written', () => {
    expect(referenceWarning('412345678901', '412345678901')).toBeNull();
    expect(referenceWarning('4123 4567 8901', '412345678901')).toBeNull();
    expect(referenceWarning('', '412345678901')).toBeNull();
    expect(referenceWarning('SLIP-77', null)).toBeNull();
    expect(referenceWarning('SLIP-77', '412345678901')).toBe(
      'Not the UTR the customer sent (412345678901): check it before confirming.',
    );
  });
});
