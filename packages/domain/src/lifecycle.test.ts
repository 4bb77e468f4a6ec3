// The console's rules: the order of the next steps, a cancelled order's payment label, when a delivery
// gives its slot place back, and the payment confirmation's checks (the amount refused, the reference warned about).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import {
  amountIfApproved,
  consoleSteps,
  deliveryGivesSlotBack,
  finalAmount,
  itemAmountPaise,
  JOB_ITEM_DECISIONS,
  PAYMENT_SHOWN_LABELS,
  paymentShown,
  receivedAmountProblem,
  referenceDiffers,
} from './lifecycle.ts';
import { PAYMENT_SHOWN_LABELS_IN } from './lifecycle-labels.ts';
import { addressIs, confirmPaymentFormFor } from './ops.ts';

const decided = [{ decision: 'approved' as const }];

describe('the console’s next steps', () => {
  it('on the way back, asks for the payment first and offers "Delivered, payment pending" after it', () => {
    expect(consoleSteps('inTransitDown', 'pending', decided)).toEqual([
      { kind: 'requestPayment' },
      { kind: 'deliverUnpaid' },
    ]);
    expect(consoleSteps('inTransitDown', 'pending', [{ decision: 'proposed' }])).toEqual([
      { kind: 'proposalsWait' },
      { kind: 'deliverUnpaid' },
    ]);
    expect(consoleSteps('inTransitDown', 'submitted', decided)).toEqual([
      { kind: 'confirmPayment' },
      { kind: 'deliverUnpaid' },
    ]);
    expect(consoleSteps('inTransitDown', 'paid', decided)).toEqual([{ kind: 'move', to: 'delivered' }]);
    expect(consoleSteps('new', 'pending', [])).toEqual([{ kind: 'move', to: 'pickedUp' }]);
    expect(consoleSteps('delivered', 'paid', decided)).toEqual([]);
  });

  it('never offers "Delivered, payment pending" before another step, nor cancelling (its own form)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.array(fc.record({ decision: fc.constantFrom(...JOB_ITEM_DECISIONS) }), { maxLength: 3 }),
        (status, payment, items) => {
          const steps = consoleSteps(status, payment, items);
          const unpaid = steps.findIndex((s) => s.kind === 'deliverUnpaid');
          if (unpaid !== -1) expect(unpaid).toBe(steps.length - 1);
          expect(steps.some((s) => s.kind === 'move' && s.to === 'cancelled')).toBe(false);
          // Asking for the payment comes before any move.
          const ask = steps.findIndex((s) => s.kind === 'requestPayment' || s.kind === 'proposalsWait');
          if (ask !== -1) expect(ask).toBe(0);
        },
      ),
    );
  });
});

describe('a cancelled order’s payment', () => {
  it('reads "Not charged" unless it was paid, in every language, and other orders keep their status', () => {
    expect(paymentShown('cancelled', 'pending')).toBe('notCharged');
    expect(paymentShown('cancelled', 'paid')).toBe('paid');
    expect(paymentShown('delivered', 'pending')).toBe('pending');
    expect(PAYMENT_SHOWN_LABELS[paymentShown('cancelled', 'pending')]).toBe('Not charged');
    expect(PAYMENT_SHOWN_LABELS_IN.en.notCharged).toBe('Not charged');
    expect(PAYMENT_SHOWN_LABELS_IN.mr.notCharged).not.toBe('Not charged');
    expect(PAYMENT_SHOWN_LABELS_IN.hi.notCharged).not.toBe('Not charged');
    expect(PAYMENT_SHOWN_LABELS_IN.hi.pending).toBe('बाकी');
  });
});

describe('a delivery', () => {
  it('gives the slot place back only while the slot has not started (IST)', () => {
    const slot = '10:00 AM - 12:00 PM';
    expect(deliveryGivesSlotBack('2026-12-10', slot, new Date('2026-12-08T06:00:00Z'))).toBe(true);
    // 10:00 IST is 04:30 UTC.
    expect(deliveryGivesSlotBack('2026-12-10', slot, new Date('2026-12-10T04:29:00Z'))).toBe(true);
    expect(deliveryGivesSlotBack('2026-12-10', slot, new Date('2026-12-10T04:30:00Z'))).toBe(false);
    expect(deliveryGivesSlotBack('2026-12-10', slot, new Date('2026-12-12T06:00:00Z'))).toBe(false);
  });
});

describe('confirming a payment', () => {
  it('refuses any amount but the amount due, saying by how much it is short or over', () => {
    expect(receivedAmountProblem(99_900, 99_900)).toBeNull();
    expect(receivedAmountProblem(90_000, 99_900)).toBe('₹99 short of the amount due (₹999).');
    expect(receivedAmountProblem(100_000, 99_900)).toBe('₹1 more than the amount due (₹999).');
  });

  it('the console’s form refuses exactly that, beside the amount, whatever else is missing', () => {
    const form = confirmPaymentFormFor(99_900);
    expect(form.safeParse({ method: 'UPI', reference: 'X1', amount: '999' }).success).toBe(true);
    const short = form.safeParse({ amount: '900' });
    expect(short.error?.issues.find((i) => i.path[0] === 'amount')?.message).toBe(
      '₹99 short of the amount due (₹999).',
    );
    const noReference = form.safeParse({ method: 'NEFT', amount: 999 });
    expect(noReference.error?.issues.map((i) => i.path[0])).toEqual(['reference']);
  });

  it('warns of a reference that is not the customer’s UTR, spacing and case aside', () => {
    expect(referenceDiffers('4123 5678 9012', '412356789012')).toBe(false);
    expect(referenceDiffers(' utr41ab ', 'UTR41AB')).toBe(false);
    expect(referenceDiffers('412356789013', '412356789012')).toBe(true);
    // Nothing typed (cash), or nothing submitted (card at the door): nothing to compare.
    expect(referenceDiffers('', '412356789012')).toBe(false);
    expect(referenceDiffers('SLIP-77', null)).toBe(false);
  });
});

describe('an order’s address on the customer card', () => {
  const pickupAddress = 'Sitabuldi Main Road, Nagpur 440012';
  const others = [{ addressLabel: 'Office', address: 'IT Park, Parsodi, Nagpur 440022' }];
  it('is the home address only when it is the saved one, else the saved label or the pickup place', () => {
    // No home address saved: checkout recorded the pickup place.
    expect(addressIs({ address: pickupAddress, pickupAddress }, { home: '', others: [] })).toEqual({ kind: 'pickup' });
    // Picked up at home.
    expect(
      addressIs({ address: pickupAddress, pickupAddress }, { home: ' sitabuldi main road,  Nagpur 440012', others }),
    ).toEqual({ kind: 'home' });
    // Picked up at the office, no home saved.
    const office = others[0]?.address ?? '';
    expect(addressIs({ address: office, pickupAddress: office }, { home: '', others })).toEqual({
      kind: 'saved',
      label: 'Office',
    });
    // The home address the checkout showed, changed in the profile since: still the home address it was.
    expect(addressIs({ address: 'Old home, Nagpur', pickupAddress }, { home: 'New home, Nagpur', others })).toEqual({
      kind: 'home',
    });
  });
});

describe('a job-card line’s amount with a yearly plan’s percentage off (decision 0023)', () => {
  it('takes the percentage off the line, rounding the discount down to whole paise', () => {
    expect(itemAmountPaise({ quantity: 1, unitPricePaise: 85_000, discountPercent: 10 })).toBe(76_500);
    // 3 × ₹333.33 = 99,999 paise; 10% is 9,999.9 paise, of which 9,999 are taken off.
    expect(itemAmountPaise({ quantity: 3, unitPricePaise: 33_333, discountPercent: 10 })).toBe(90_000);
    // 15% of 1 paisa is nothing; 50% of 3 paise is 1.
    expect(itemAmountPaise({ quantity: 1, unitPricePaise: 1, discountPercent: 15 })).toBe(1);
    expect(itemAmountPaise({ quantity: 1, unitPricePaise: 3, discountPercent: 50 })).toBe(2);
    expect(itemAmountPaise({ quantity: 2, unitPricePaise: 49_900 })).toBe(99_800);
    expect(itemAmountPaise({ quantity: 1, unitPricePaise: 0, discountPercent: 50 })).toBe(0);
  });

  it('is whole paise, at most the full price, and short of it by less than a paisa more than the percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (quantity, unitPricePaise, discountPercent) => {
          const gross = quantity * unitPricePaise;
          const amount = itemAmountPaise({ quantity, unitPricePaise, discountPercent });
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeLessThanOrEqual(gross);
          const exact = (gross * (100 - discountPercent)) / 100;
          expect(amount - exact).toBeGreaterThanOrEqual(0);
          expect(amount - exact).toBeLessThan(1);
        },
      ),
    );
  });

  it('is what the final amount and the amount if approved add up', () => {
    const items = [
      { quantity: 1, unitPricePaise: 85_000, discountPercent: 10, decision: 'approved' as const },
      { quantity: 3, unitPricePaise: 33_333, discountPercent: 10, decision: 'proposed' as const },
      { quantity: 1, unitPricePaise: 49_900, discountPercent: 10, decision: 'declined' as const },
    ];
    expect(finalAmount(99_900, items)).toBe(99_900 + 76_500);
    expect(amountIfApproved(99_900, items)).toBe(99_900 + 76_500 + 90_000);
  });
});
