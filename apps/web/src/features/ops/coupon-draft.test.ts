import type { OpsCoupon } from '@motomitra/domain/ops-admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, type Draft, draftOf, resolverFor } from './coupon-draft.ts';

const draft = (changes: Partial<Draft> = {}): Draft => ({
  ...draftOf(null),
  couponCode: 'monsoon10',
  amount: '10',
  ...changes,
});

/** What the form's check answers for a draft. */
async function check(d: Draft, isNew = true) {
  const answer = await resolverFor(isNew)(d, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(answer.errors).map(([name, e]) => [name, e?.message]));
}

describe('the coupon form’s draft', () => {
  it('starts a new coupon active, for any booking, as a fixed discount on any cart', () => {
    expect(draftOf(null)).toMatchObject({
      discountType: 'fixed_card_discount',
      minCartAmount: '0',
      active: true,
      firstBookingOnly: false,
      totalLimit: '',
    });
  });

  it('shows a stored coupon’s numbers as text, an absent limit as empty, and its translations', () => {
    const coupon = {
      couponCode: 'WELCOME100',
      description: 'Welcome',
      discountType: 'fixed_card_discount',
      amount: 100,
      minCartAmount: 499,
      validFrom: null,
      validTo: '2026-12-31',
      totalLimit: null,
      perCustomerLimit: 1,
      firstBookingOnly: true,
      translations: { mr: { description: 'स्वागत' } },
      active: true,
    } as unknown as OpsCoupon;
    expect(draftOf(coupon)).toMatchObject({
      amount: '100',
      minCartAmount: '499',
      validFrom: '',
      validTo: '2026-12-31',
      totalLimit: '',
      perCustomerLimit: '1',
      descriptionMr: 'स्वागत',
      descriptionHi: '',
    });
  });

  it('sends empty dates and limits as none, an empty minimum as 0, and every text trimmed', () => {
    expect(bodyOf(draft({ couponCode: ' monsoon10 ', minCartAmount: ' ', descriptionMr: ' पावसाळा ' }))).toEqual({
      couponCode: 'monsoon10',
      description: '',
      discountType: 'fixed_card_discount',
      amount: '10',
      minCartAmount: '0',
      validFrom: null,
      validTo: null,
      totalLimit: null,
      perCustomerLimit: null,
      firstBookingOnly: false,
      translations: { mr: { description: 'पावसाळा' }, hi: { description: '' } },
      active: true,
    });
  });

  it('checks with the API’s own rules, each refusal on its field', async () => {
    expect(await check(draft())).toEqual({});
    const refused = await check(
      draft({
        couponCode: 'x',
        discountType: 'percentage_discount',
        amount: '150',
        validFrom: '2026-12-31',
        validTo: '2026-12-01',
      }),
    );
    expect(Object.keys(refused).sort()).toEqual(['amount', 'couponCode', 'validTo']);
  });

  it('puts a translation’s refusal on its language’s field', async () => {
    const refused = await check(draft({ descriptionHi: 'x'.repeat(201) }));
    expect(Object.keys(refused)).toEqual(['descriptionHi']);
  });
});
