// Coupon rules: who may use a coupon now (and why not), and the discount it gives on a cart.
import type { DiscountType } from './constants.ts';
import { type IsoDate, istDate } from './ist.ts';
import type { Language, TranslatedLanguage } from './language.ts';
import { type Paise, paiseToRupees, rupeesToPaise } from './money.ts';
import { say } from './say.ts';

/** A coupon's description in Marathi and Hindi (each optional; an empty one is shown in English). */
export type CouponTranslations = Partial<Record<TranslatedLanguage, { description: string }>>;

export type CouponRule = {
  discountType: DiscountType;
  /** Paise for a fixed discount, whole percent for a percentage discount. */
  amount: number;
  minCartPaise: Paise;
  /** IST calendar dates, inclusive; null = open-ended. */
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  /** Only for a customer who has no booking yet (cancelled ones do not count). */
  firstBookingOnly: boolean;
  uses: number;
  active: boolean;
};

export type CouponProblem =
  | 'empty'
  | 'unknown'
  | 'not-started'
  | 'expired'
  | 'used-up'
  | 'customer-limit'
  | 'first-booking-only'
  | 'below-minimum'
  | 'ran-out';

/** The HTTP status and the customer-facing text of each reason a coupon does not apply. */
export const COUPON_PROBLEMS: Record<CouponProblem, { status: 400 | 404 | 409; message: string }> = {
  empty: { status: 400, message: say('couponNotApplied') },
  // An inactive coupon is answered like an unknown one: nothing about withdrawn codes leaks.
  unknown: { status: 404, message: say('couponUnknown') },
  'not-started': { status: 400, message: say('couponNotStarted') },
  expired: { status: 400, message: say('couponExpired') },
  'used-up': { status: 409, message: say('couponUsedUp') },
  'customer-limit': { status: 409, message: say('couponCustomerLimit') },
  'first-booking-only': { status: 409, message: say('couponFirstBookingOnly') },
  'below-minimum': { status: 400, message: say('couponAmountNotEligible') },
  /** Placing an order: the last use was taken by someone else between the check and the count. */
  'ran-out': { status: 409, message: say('couponRanOut') },
};

/** Upper-cased and trimmed, as coupons are stored. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why the coupon cannot be used now on a cart of `cartPaise` by a customer who has used it `customerUses` times and
 * has `bookings` bookings (orders not cancelled, both), or null when it can. Dates are compared as IST calendar dates,
 * both ends inclusive.
 */
export function couponProblem(
  coupon: CouponRule,
  ctx: { now: Date; cartPaise: Paise; customerUses: number; bookings: number },
): CouponProblem | null {
  if (!coupon.active) return 'unknown';
  const today = istDate(ctx.now);
  if (coupon.validFrom !== null && today < coupon.validFrom) return 'not-started';
  if (coupon.validTo !== null && today > coupon.validTo) return 'expired';
  if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit) return 'used-up';
  if (coupon.perCustomerLimit !== null && ctx.customerUses >= coupon.perCustomerLimit) return 'customer-limit';
  if (coupon.firstBookingOnly && ctx.bookings > 0) return 'first-booking-only';
  if (ctx.cartPaise < coupon.minCartPaise) return 'below-minimum';
  return null;
}

export type CartAmounts = { totalPaise: Paise; discountPaise: Paise; finalTotalPaise: Paise };

/**
 * The amounts of a cart (item totals in cart order) with an optional coupon (spec section 9): a fixed coupon takes
 * its amount off; a percentage coupon takes amount % of the FIRST item's total. The discount never exceeds the
 * total, and the final total is floored to whole rupees.
 */
export function cartAmounts(
  itemTotalsPaise: readonly Paise[],
  coupon: Pick<CouponRule, 'discountType' | 'amount'> | null,
): CartAmounts {
  const totalPaise = itemTotalsPaise.reduce((sum, p) => sum + p, 0);
  let discountPaise = 0;
  if (coupon) {
    const raw =
      coupon.discountType === 'fixed_card_discount'
        ? coupon.amount
        : Math.floor(((itemTotalsPaise[0] ?? 0) * coupon.amount) / 100);
    discountPaise = Math.min(Math.max(raw, 0), totalPaise);
  }
  const finalTotalPaise = Math.floor((totalPaise - discountPaise) / 100) * 100;
  return { totalPaise, discountPaise, finalTotalPaise };
}

/** What a customer pays for items totalling `totalRupees` with no coupon: cartAmounts' final total, in rupees. */
export function payableRupees(totalRupees: number): number {
  return paiseToRupees(cartAmounts([rupeesToPaise(totalRupees)], null).finalTotalPaise);
}

/** A coupon's description in `language`: its translation where there is one, else the English. */
export function couponDescriptionIn(
  description: string,
  translations: CouponTranslations | undefined,
  language: Language,
): string {
  const translated = language === 'en' ? undefined : translations?.[language]?.description;
  return translated?.trim() ? translated : description;
}

/** A coupon's `amount` on the wire: rupees for a fixed discount, percent for a percentage discount. */
export function couponAmountOnWire(coupon: Pick<CouponRule, 'discountType' | 'amount'>): number {
  return coupon.discountType === 'fixed_card_discount' ? paiseToRupees(coupon.amount) : coupon.amount;
}
