// /cart: the spec's table (REMOVE, IMAGE, Vehicle Type, PRODUCT, PRICE, SUBTOTAL, SELECT), the red one-item note,
// the coupon panel with the first coupon shown, totals, PROCEED TO CHECKOUT. Every amount comes from the server.

import { payableRupees } from '@motomitra/domain/coupons';
import { formatRupees, takenOff } from '@motomitra/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '../../../components/links.tsx';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { t } from '../../../i18n/t.ts';
import { customerQuery } from '../../account/api.ts';
import { CartTable } from '../components/cart-table.tsx';
import { CouponPanel } from '../components/coupon-panel.tsx';
import type { CouponMessage } from '../use-coupon-actions.ts';
import '../../../components/booking-parts.css';
import '../cart.css';

export function Component() {
  usePageTitle(t('menu.cart'));
  const { data: customer, isError, refetch } = useQuery(customerQuery);
  const items = customer?.mycart ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = items.find((i) => i._id === chosenId) ?? items.find((i) => i.total !== null) ?? null;
  // The coupon the server keeps applied to the chosen item: picking another item shows that item's (spec section 4,
  // "Cart": the discount resets), and coming back from checkout or reloading finds it still applied.
  const applied = chosen?.coupon ?? null;
  const [message, setMessage] = useState<CouponMessage>(null);
  const navigate = useNavigate();

  const choose = (id: string) => {
    setChosenId(id);
    setMessage(null);
  };

  return (
    <div className="page cart">
      <h1>{t('menu.cart')}</h1>
      {isError && <LoadProblem text={accountText('customerFetchFailed')} onRetry={() => refetch()} />}
      {!customer && !isError && <Spinner />}
      {customer && items.length === 0 && (
        <div className="empty">
          <p>{bookingText('cart.empty')}</p>
          <Link className="button" to="/shop">
            {bookingText('cart.browse')}
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <>
          {items.length > 1 && <p className="note note--red">{bookingText('cart.oneItemNote')}</p>}
          <CartTable items={items} chosenId={chosen?._id ?? null} onChoose={choose} />
          <div className="cart__bottom">
            {chosen?.total != null && (
              <CouponPanel key={chosen._id} item={chosen} message={message} onMessage={setMessage} />
            )}
            <section className="cart-totals" aria-labelledby="cart-totals">
              <h2 id="cart-totals">{bookingText('cart.totals')}</h2>
              <dl>
                <div>
                  <dt>{bookingText('cart.subtotal')}</dt>
                  <dd>{chosen?.total != null ? formatRupees(chosen.total) : '—'}</dd>
                </div>
                <div>
                  <dt>{bookingText('cart.discount')}</dt>
                  <dd className="money">
                    {formatRupees(applied && chosen?.total != null ? takenOff(chosen.total, applied.finalTotal) : 0)}
                  </dd>
                </div>
                <div className="cart-totals__total">
                  <dt>{bookingText('cart.total')}</dt>
                  <dd>
                    {chosen?.total != null ? formatRupees(applied?.finalTotal ?? payableRupees(chosen.total)) : '—'}
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button--large"
                disabled={!chosen || chosen.total === null}
                onClick={() => {
                  if (!chosen) return;
                  navigate(`/checkout?${new URLSearchParams({ cart: chosen._id }).toString()}`);
                }}
              >
                {bookingText('cart.proceed')}
              </button>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
