// The cart's coupon panel: the first coupon (or all), a code typed or picked, applied against the chosen item by the
// server, which says what it takes off.

import type { CartItem, CouponSummary } from '@motomitra/domain/booking';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError } from '../../../components/http.ts';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import { couponsQuery, useApplyCoupon } from '../api.ts';
import '../../../i18n/en/account.ts';

export type Applied = { code: string; discount: number; finalTotal: number };
export type CouponMessage = { text: string; ok: boolean } | null;

export function CouponPanel(props: {
  item: CartItem;
  applied: Applied | null;
  message: CouponMessage;
  onResult(applied: Applied | null, message: CouponMessage): void;
}) {
  const id = useId();
  const { toast } = useFeedback();
  const amount = props.item.total ?? 0;
  const { data: coupons } = useQuery(couponsQuery(amount));
  const [code, setCode] = useState('');
  const [showAll, setShowAll] = useState(false);
  const applying = useApplyCoupon();

  const apply = (raw: string) => {
    const couponCode = raw.trim();
    if (!couponCode) return props.onResult(null, { text: t('couponNotApplied'), ok: false });
    applying.mutate(
      { couponCode, cartId: props.item._id },
      {
        onSuccess: (res) =>
          props.onResult(
            { code: res.coupon.couponCode, discount: res.discount, finalTotal: res.finalTotal },
            { text: t('couponApplied'), ok: true },
          ),
        onError: (err) => {
          if (err instanceof ApiError && err.status < 500)
            return props.onResult(null, { text: err.message, ok: false });
          props.onResult(null, null);
          toast(t('couponServerError'), 'error');
        },
      },
    );
  };

  const pick = (c: CouponSummary) => {
    if (!c.eligible) return toast(t('couponCardNotEligible'), 'error');
    setCode(c.couponCode);
    apply(c.couponCode);
  };

  const shown = showAll ? (coupons ?? []) : (coupons ?? []).slice(0, 1);
  return (
    <section className="coupon-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cart.coupon')}</h2>
      {shown.length > 0 && (
        <ul className="coupon-cards">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`coupon-card${c.eligible ? '' : ' coupon-card--off'}`}
                aria-describedby={`${id}-${c.id}`}
                onClick={() => pick(c)}
              >
                <strong>{c.couponCode}</strong>
                <span>
                  {c.discountType === 'percentage_discount'
                    ? t('cart.couponPercent', { amount: c.amount })
                    : t('cart.couponFixed', { amount: formatRupees(c.amount) })}
                </span>
                <span id={`${id}-${c.id}`} className="muted">
                  {c.description}
                  {c.minCartAmount > 0 && ` ${t('cart.couponMin', { amount: formatRupees(c.minCartAmount) })}`}
                  {!c.eligible && c.reason && ` ${c.reason}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {(coupons?.length ?? 0) > 1 && (
        <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll((s) => !s)}>
          {showAll ? t('cart.fewerCoupons') : t('cart.allCoupons', { count: coupons?.length ?? 0 })}
        </button>
      )}
      <form
        className="coupon-form"
        onSubmit={(e) => {
          e.preventDefault();
          apply(code);
        }}
      >
        <label htmlFor={`${id}-code`}>{t('cart.couponCode')}</label>
        <div className="coupon-form__row">
          <input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            aria-describedby={`${id}-msg`}
          />
          <button type="submit" className="button" disabled={applying.isPending}>
            {t('cart.apply')}
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
