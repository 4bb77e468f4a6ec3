// Checkout's order summary: the service (and the yearly plan that covers it), subtotal, discount and the amount to pay (with the coupon only while the
// server still applies it, else why it was dropped), 'Pay on Order Completion', the terms and Place Order.
import type { CartItem } from '@motomitra/domain/booking';
import { payableRupees } from '@motomitra/domain/coupons';
import { formatCount, formatRupees, takenOff } from '@motomitra/domain/money';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { Link } from '../../../components/links.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { t } from '../../../i18n/t.ts';
import type { CheckoutValues } from '../form.ts';
import '../../../components/booking-parts.css';
import '../checkout.css';

/**
 * The coupon applied to the item in the cart, as the server decides it now (read with the cart). One that no longer
 * applies (expired, used up), here or when placing the order (`dropped`, the server's reason), is dropped, so the
 * customer sees the amount they will pay.
 */
export function checkoutCoupon(item: CartItem, dropped: string) {
  const priced = dropped ? null : item.coupon;
  const code = item.coupon?.couponCode ?? item.couponDropped?.couponCode ?? null;
  const problem = dropped || (item.couponDropped?.reason ?? '');
  return { code, priced, problem };
}

type Props = {
  id: string;
  item: CartItem;
  form: UseFormReturn<CheckoutValues>;
  coupon: ReturnType<typeof checkoutCoupon>;
  placing: boolean;
};

export function Summary({ id, item, form, coupon, placing }: Props) {
  const { priced, problem } = coupon;
  const subtotal = item.total ?? 0;
  const terms = form.watch('termsAccepted');
  const rows: [string, string][] = [
    [bookingText('checkout.product'), item.product_name],
    // A yearly plan's use (decision 0023): which plan, and how many uses of the service it has left.
    ...(item.plan
      ? [
          [
            bookingText('checkout.plan'),
            bookingText('checkout.planUse', { name: item.plan.name, left: formatCount(item.plan.left) }),
          ] as [string, string],
        ]
      : []),
    [bookingText('cart.subtotal'), formatRupees(subtotal)],
    [
      bookingText('cart.discount'),
      `${formatRupees(priced ? takenOff(subtotal, priced.finalTotal) : 0)}${priced ? ` (${priced.couponCode})` : ''}`,
    ],
  ];
  return (
    <section aria-labelledby={`${id}-summary`} className="checkout__section order-summary">
      <h2 id={`${id}-summary`}>{bookingText('checkout.summary')}</h2>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cart-totals__total">
          <dt>{bookingText('checkout.amount')}</dt>
          <dd>{formatRupees(priced?.finalTotal ?? payableRupees(subtotal))}</dd>
        </div>
      </dl>
      {problem && coupon.code && (
        <p role="alert" className="form__error">
          {problem}
          <br />
          {bookingText('checkout.couponDropped', { code: coupon.code })}
        </p>
      )}
      <p className="note note--red">{bookingText('checkout.notFinal')}</p>
      <fieldset className="fieldset">
        <legend>{bookingText('checkout.payment')}</legend>
        <label className="check">
          <input type="radio" name="payment" checked readOnly />
          <span>
            <strong>{accountText('payOnCompletion')}</strong>{' '}
            <span className="muted">{bookingText('checkout.payModes')}</span>
          </span>
        </label>
      </fieldset>
      <CheckboxField
        id={`${id}-termsAccepted`}
        label={
          <>
            {bookingText('checkout.termsBefore')}{' '}
            <Link to="/terms-and-conditions" target="_blank">
              {t('footer.terms')}
            </Link>
          </>
        }
        error={errorOf(form, 'termsAccepted')}
        control={form.register('termsAccepted')}
      />
      <button type="submit" className="button button--large" disabled={!terms || placing} aria-busy={placing}>
        {placing ? bookingText('checkout.placing') : bookingText('checkout.placeOrder')}
      </button>
    </section>
  );
}
