// A coupon's terms as a customer reads them on its card: who may use it, how often, on what amount, until when.
import type { CouponSummary } from '@motomitra/domain/coupons-api';
import { formatRupees } from '@motomitra/domain/money';
import { formatDate } from '../../components/format.ts';
import { bookingText } from '../../i18n/en/booking.ts';

export function couponTerms(c: CouponSummary): string[] {
  return [
    ...(c.firstBookingOnly ? [bookingText('cart.couponFirstBooking')] : []),
    ...(c.perCustomerLimit === 1 ? [bookingText('cart.couponOnce')] : []),
    ...(c.perCustomerLimit !== null && c.perCustomerLimit > 1
      ? [bookingText('cart.couponTimes', { count: c.perCustomerLimit })]
      : []),
    ...(c.minCartAmount > 0 ? [bookingText('cart.couponMin', { amount: formatRupees(c.minCartAmount) })] : []),
    ...(c.validTo ? [bookingText('cart.couponUntil', { date: formatDate(c.validTo) })] : []),
  ];
}
