// The cart's coupon panel: the first coupon (or all) with its terms, a code typed or picked, applied to the chosen item
// by the server, which keeps it applied to the item (back from checkout, after a reload) until it is removed, replaced
// or no longer applies; the item read with the cart says which.

import type { CartItem, CouponSummary } from '@motomitra/domain/booking';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate } from '../../../components/format.ts';
import { ApiError } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { couponsQuery, useApplyCoupon, useRemoveCoupon } from '../api.ts';
import '../../../components/booking-parts.css';
import '../cart.css';

export type CouponMessage = { text: string; ok: boolean } | null;

/** A coupon's terms as a customer reads them: who may use it, how often, on what amount, until when. */
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

export function CouponPanel(props: {
  item: CartItem;
  message: CouponMessage;
  onMessage(message: CouponMessage): void;
}) {
  const id = useId();
  const { toast } = useFeedback();
  const { item } = props;
  const amount = item.total ?? 0;
  const { data: coupons } = useQuery(couponsQuery(amount));
  const [code, setCode] = useState('');
  const [showAll, setShowAll] = useState(false);
  const applying = useApplyCoupon();
  const removing = useRemoveCoupon();

  const apply = (raw: string) => {
    const couponCode = raw.trim();
    if (!couponCode) return props.onMessage({ text: accountText('couponNotApplied'), ok: false });
    applying.mutate(
      { couponCode, cartId: item._id },
      {
        onSuccess: () => {
          setCode('');
          props.onMessage({ text: accountText('couponApplied'), ok: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status < 500) return props.onMessage({ text: err.message, ok: false });
          props.onMessage(null);
          toast(accountText('couponServerError'), 'error');
        },
      },
    );
  };

  const remove = () =>
    removing.mutate(item._id, {
      onSuccess: (res) => props.onMessage({ text: res.message, ok: true }),
      onError: () => toast(accountText('couponServerError'), 'error'),
    });

  const pick = (c: CouponSummary) => {
    if (!c.eligible) return toast(accountText('couponCardNotEligible'), 'error');
    setCode(c.couponCode);
    apply(c.couponCode);
  };

  const shown = showAll ? (coupons ?? []) : (coupons ?? []).slice(0, 1);
  const busy = applying.isPending || removing.isPending;
  return (
    <section className="coupon-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{bookingText('cart.coupon')}</h2>
      {item.coupon && (
        <div className="coupon-applied">
          <p>
            {bookingText('cart.couponAppliedAs', {
              code: item.coupon.couponCode,
              amount: formatRupees(item.coupon.discount),
            })}
          </p>
          <button type="button" className="link-button" onClick={remove} disabled={busy}>
            {bookingText('cart.removeCoupon', { code: item.coupon.couponCode })}
          </button>
        </div>
      )}
      {item.couponDropped && (
        <p className="form__error">
          {bookingText('cart.couponNoLonger', { code: item.couponDropped.couponCode })} {item.couponDropped.reason}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="coupon-cards">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`coupon-card${c.eligible ? '' : ' coupon-card--off'}`}
                aria-describedby={`${id}-${c.id}`}
                aria-pressed={item.coupon?.couponCode === c.couponCode}
                onClick={() => pick(c)}
              >
                <strong translate="no">{c.couponCode}</strong>
                <span>
                  {c.discountType === 'percentage_discount'
                    ? bookingText('cart.couponPercent', { amount: c.amount })
                    : bookingText('cart.couponFixed', { amount: formatRupees(c.amount) })}
                </span>
                <span id={`${id}-${c.id}`} className="muted">
                  {[c.description, ...couponTerms(c), ...(!c.eligible && c.reason ? [c.reason] : [])].join(' ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(coupons?.length ?? 0) > 1 && (
        <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll((s) => !s)}>
          {showAll ? bookingText('cart.fewerCoupons') : bookingText('cart.allCoupons', { count: coupons?.length ?? 0 })}
        </button>
      )}
      <form
        className="coupon-form"
        onSubmit={(e) => {
          e.preventDefault();
          apply(code);
        }}
      >
        <label htmlFor={`${id}-code`}>{bookingText('cart.couponCode')}</label>
        <div className="coupon-form__row">
          <input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            aria-describedby={`${id}-msg`}
          />
          <button type="submit" className="button" disabled={busy}>
            {bookingText('cart.apply')}
          </button>
        </div>
      </form>
      <p
        id={`${id}-msg`}
        role="status"
        className={props.message ? (props.message.ok ? 'coupon-ok' : 'coupon-bad') : undefined}
      >
        {props.message?.text}
      </p>
    </section>
  );
}
