import { describe, expect, it } from 'vitest';
import { PACK_MR } from '../../i18n/mr/pack.ts';
import { addPack, setLanguage } from '../../i18n/t.ts';
import { paymentLabel, paymentNote, statusLabels } from './order-text.ts';

describe('why My Orders offers no Pay Now yet', () => {
  it('says nothing where no payment is expected: a cancelled booking or a paid one', () => {
    expect(paymentNote({ status: 'cancelled', paymentStatus: 'pending' })).toBeNull();
    expect(paymentNote({ status: 'delivered', paymentStatus: 'paid' })).toBeNull();
  });

  it('says a sent payment is being confirmed, before anything the status would say', () => {
    expect(paymentNote({ status: 'inTransitDown', paymentStatus: 'submitted' })).toBe(
      'Payment sent; we are confirming it.',
    );
  });

  it('sends a delivered, unpaid booking to the garage, and says the bill is coming on the way back', () => {
    expect(paymentNote({ status: 'delivered', paymentStatus: 'pending' })).toBe('Pay the garage by card, cash or UPI.');
    expect(paymentNote({ status: 'inTransitDown', paymentStatus: 'pending' })).toBe(
      'The garage is preparing your bill.',
    );
  });

  it('tells an open booking it pays later', () => {
    for (const status of ['new', 'pickedUp', 'inService'] as const) {
      expect(paymentNote({ status, paymentStatus: 'pending' })).toBe('You pay when your vehicle is on the way back.');
    }
  });
});

describe('the labels of a row', () => {
  it('reads a cancelled, unpaid booking as not charged, in the page’s language', () => {
    expect(paymentLabel({ status: 'cancelled', paymentStatus: 'pending' })).toBe('Not charged');
    expect(statusLabels().inTransitDown).toBe('On the Way Back');
    addPack('mr', PACK_MR);
    setLanguage('mr');
    try {
      expect(statusLabels().inTransitDown).toBe('परत येत आहे');
    } finally {
      setLanguage('en');
    }
  });
});
