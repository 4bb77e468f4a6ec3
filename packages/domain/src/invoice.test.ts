import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import {
  amountInWords,
  creditNoteNumber,
  creditNoteSeries,
  financialYear,
  gstBreakup,
  INVOICE_NUMBER_MAX,
  invoiceNumber,
  numberInWords,
  upiPayLink,
} from './invoice.ts';
import {
  amountIfApproved,
  canConfirmPayment,
  canMove,
  canPayNow,
  canRequestPayment,
  canViewPaymentSheet,
  finalAmount,
  hasWaitingProposal,
  nextStatuses,
} from './lifecycle.ts';

describe('GST breakup', () => {
  it('splits ₹1,180 into ₹1,000 taxable and ₹90 + ₹90', () => {
    expect(gstBreakup(118_000)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      totalPaise: 118_000,
    });
  });
  it('always adds up to the total, with CGST and SGST at most a paisa apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const b = gstBreakup(total);
        expect(b.taxablePaise + b.cgstPaise + b.sgstPaise).toBe(total);
        expect(Math.abs(b.cgstPaise - b.sgstPaise)).toBeLessThanOrEqual(1);
        expect(Math.abs(b.cgstPaise - b.taxablePaise * 0.09)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('financial year and invoice number', () => {
  it('runs April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(invoiceNumber('MM', '2026-27', 42)).toBe('MM/26-27/000042');
    expect(invoiceNumber('MMX', '2099-00', 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX);
  });
  it('numbers credit notes apart from invoices, within GST’s 16 characters', () => {
    expect(creditNoteNumber('MM', '2026-27', 1)).toBe('MM/CN26-27/0001');
    expect(creditNoteNumber('MM', '2026-27', 12_345)).toBe('MM/CN26-27/12345');
    expect(creditNoteNumber('MMX', '2099-00', 9_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX);
    expect(creditNoteNumber('MM', '2026-27', 42)).not.toBe(invoiceNumber('MM', '2026-27', 42));
    expect(creditNoteSeries('2026-27')).toBe('CN-2026-27');
  });
});

describe('amounts in words', () => {
  it('uses Indian grouping', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(21)).toBe('Twenty-One');
    expect(numberInWords(1180)).toBe('One Thousand One Hundred Eighty');
    expect(numberInWords(1_23_45_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(amountInWords(249_950)).toBe('Rupees Two Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });
});

describe('UPI link', () => {
  it('carries payee, amount and order number', () => {
    const link = upiPayLink({
      vpa: 'motomitra@icici',
      payeeName: 'MotoMitra',
      amountPaise: 149_900,
      reference: 'MM-2026-000123',
    });
    expect(link.startsWith('upi://pay?')).toBe(true);
    const q = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(q.get('pa')).toBe('motomitra@icici');
    expect(q.get('am')).toBe('1499.00');
    expect(q.get('tr')).toBe('MM-2026-000123');
    expect(q.get('cu')).toBe('INR');
  });

  it('percent-encodes every value, a space as %20 (not every UPI app reads + as a space)', () => {
    const link = upiPayLink({ vpa: 'desk@okaxis', payeeName: 'Moto & Mitra', amountPaise: 100, reference: 'MM-1' });
    expect(link).toBe('upi://pay?pa=desk%40okaxis&pn=Moto%20%26%20Mitra&am=1.00&cu=INR&tn=Order%20MM-1&tr=MM-1');
  });
});

describe('order lifecycle', () => {
  it('moves forward one step at a time and cancels only before service', () => {
    // The whole table, written out here: the API's allowed moves come from it, so a test deriving them would follow
    // any change.
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, nextStatuses(s)]))).toEqual({
      new: ['pickedUp', 'cancelled'],
      pickedUp: ['inService', 'cancelled'],
      inService: ['inTransitDown'],
      inTransitDown: ['delivered'],
      delivered: [],
      cancelled: [],
    });
    expect(canMove('new', 'inService')).toBe(false);
    expect(canMove('inService', 'cancelled')).toBe(false);
    expect(canMove('delivered', 'new')).toBe(false);
  });
  it('asks for payment only on the way back, and Pay Now only after the request', () => {
    expect(canRequestPayment('inTransitDown', 'pending')).toBe(true);
    expect(canRequestPayment('inService', 'pending')).toBe(false);
    expect(canRequestPayment('inTransitDown', 'requested')).toBe(false);
    expect(canPayNow('inTransitDown', 'requested')).toBe(true);
    expect(canPayNow('inTransitDown', 'pending')).toBe(false);
    expect(canViewPaymentSheet('inTransitDown', 'requested')).toBe(true);
    expect(canViewPaymentSheet('delivered', 'submitted')).toBe(true);
    expect(canViewPaymentSheet('inTransitDown', 'pending')).toBe(false);
    expect(canViewPaymentSheet('delivered', 'paid')).toBe(false);
    expect(canPayNow('inTransitDown', 'submitted')).toBe(false);
    expect(canConfirmPayment('inTransitDown', 'pending')).toBe(false);
    expect(canConfirmPayment('delivered', 'submitted')).toBe(true);
  });
  it('adds the approved job-card items to the discounted service price, and nothing proposed or declined', () => {
    const items = [
      { quantity: 2, unitPricePaise: 35_000, decision: 'approved' as const },
      { quantity: 1, unitPricePaise: 12_000, decision: 'approved' as const },
      { quantity: 1, unitPricePaise: 85_000, decision: 'declined' as const },
      { quantity: 3, unitPricePaise: 49_900, decision: 'proposed' as const },
    ];
    expect(finalAmount(99_900, items)).toBe(99_900 + 70_000 + 12_000);
    expect(amountIfApproved(99_900, items)).toBe(99_900 + 70_000 + 12_000 + 3 * 49_900);
    expect(hasWaitingProposal(items)).toBe(true);
    expect(hasWaitingProposal(items.filter((i) => i.decision !== 'proposed'))).toBe(false);
  });
});
