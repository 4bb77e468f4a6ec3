// The cart's coupon cards: each coupon's code, discount, description and terms (and why it does not apply yet), the
// applied one pressed.
import type { CouponSummary } from '@motomitra/domain/coupons-api';
import { formatRupees } from '@motomitra/domain/money';
import { bookingText } from '../../../i18n/en/booking.ts';
import { couponTerms } from '../coupon-terms.ts';
import '../cart.css';

/** `id` is the panel's: each card's terms are `${id}-${coupon id}`. */
export function CouponCards(props: {
  id: string;
  coupons: CouponSummary[];
  appliedCode: string | undefined;
  onPick(coupon: CouponSummary): void;
}) {
  const { id } = props;
  return (
    <ul className="coupon-cards">
      {props.coupons.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={`coupon-card${c.eligible ? '' : ' coupon-card--off'}`}
            aria-describedby={`${id}-${c.id}`}
            aria-pressed={props.appliedCode === c.couponCode}
            onClick={() => props.onPick(c)}
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
  );
}
