// The cart's coupon panel: the first coupon (or all) with its terms, a code typed or picked, applied to the chosen item
// by the server, which keeps it applied to the item (back from checkout, after a reload) until it is removed, replaced
// or no longer applies; the item read with the cart says which.

import type { CartItem } from '@motomitra/domain/booking';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { bookingText } from '../../../i18n/en/booking.ts';
import { couponsQuery } from '../api.ts';
import { type CouponMessage, useCouponActions } from '../use-coupon-actions.ts';
import { CouponCards } from './coupon-cards.tsx';
import '../../../components/booking-parts.css';
import '../cart.css';

export function CouponPanel(props: {
  item: CartItem;
  message: CouponMessage;
  onMessage(message: CouponMessage): void;
}) {
  const id = useId();
  const { item } = props;
  const amount = item.total ?? 0;
  const { data: coupons } = useQuery(couponsQuery(amount));
  const [showAll, setShowAll] = useState(false);
  const { code, setCode, apply, remove, pick, busy } = useCouponActions(item, props.onMessage);

  const shown = showAll ? (coupons ?? []) : (coupons ?? []).slice(0, 1);
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
      {shown.length > 0 && <CouponCards id={id} coupons={shown} appliedCode={item.coupon?.couponCode} onPick={pick} />}
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
