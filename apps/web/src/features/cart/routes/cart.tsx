// /cart: the spec's table (REMOVE, IMAGE, Vehicle Type, PRODUCT, PRICE, SUBTOTAL, SELECT), the red one-item note,
// the coupon panel with the first coupon shown, totals, PROCEED TO CHECKOUT. Every amount comes from the server.

import type { CartItem, CouponSummary } from '@motomitra/domain/booking';
import { CITY_LABELS } from '@motomitra/domain/constants';
import { payableRupees } from '@motomitra/domain/coupons';
import { formatRupees } from '@motomitra/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import { customerQuery } from '../../account/api.ts';
import { applyCoupon, couponsQuery, removeFromCart } from '../api.ts';
import '../../../i18n/en/account.ts';

type Applied = { code: string; discount: number; finalTotal: number };
type CouponMessage = { text: string; ok: boolean } | null;

export function Component() {
  usePageTitle(t('menu.cart'));
  const { data: customer, isError, refetch } = useQuery(customerQuery);
  const items = customer?.mycart ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = items.find((i) => i._id === chosenId) ?? items.find((i) => i.total !== null) ?? null;
  const [applied, setApplied] = useState<Applied | null>(null);
  const [message, setMessage] = useState<CouponMessage>(null);
  const navigate = useNavigate();

  const choose = (id: string) => {
    // Picking another item resets the discount (spec section 4, "Cart").
    setChosenId(id);
    setApplied(null);
    setMessage(null);
  };

  return (
    <div className="page cart">
      <h1>{t('menu.cart')}</h1>
      {isError && <LoadProblem text={t('customerFetchFailed')} onRetry={() => refetch()} />}
      {!customer && !isError && <Spinner />}
      {customer && items.length === 0 && (
        <div className="empty">
          <p>{t('cart.empty')}</p>
          <Link className="button" to="/shop">
            {t('cart.browse')}
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <>
          {items.length > 1 && <p className="note note--red">{t('cart.oneItemNote')}</p>}
          <CartTable items={items} chosenId={chosen?._id ?? null} onChoose={choose} />
          <div className="cart__bottom">
            {chosen?.total != null && (
              <CouponPanel
                key={chosen._id}
                item={chosen}
                applied={applied}
                message={message}
                onResult={(a, m) => {
                  setApplied(a);
                  setMessage(m);
                }}
              />
            )}
            <section className="cart-totals" aria-labelledby="cart-totals">
              <h2 id="cart-totals">{t('cart.totals')}</h2>
              <dl>
                <div>
                  <dt>{t('cart.subtotal')}</dt>
                  <dd>{chosen?.total != null ? formatRupees(chosen.total) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('cart.discount')}</dt>
                  <dd>{formatRupees(applied?.discount ?? 0)}</dd>
                </div>
                <div className="cart-totals__total">
                  <dt>{t('cart.total')}</dt>
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
                  const params = new URLSearchParams({ cart: chosen._id });
                  if (applied) params.set('coupon', applied.code);
                  navigate(`/checkout?${params.toString()}`);
                }}
              >
                {t('cart.proceed')}
              </button>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function CartTable(props: { items: CartItem[]; chosenId: string | null; onChoose(id: string): void }) {
  const { toast, confirm } = useFeedback();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const remove = async (item: CartItem) => {
    if (!(await confirm(t('cart.confirmRemove', { name: item.product_name })))) return;
    setBusy(item._id);
    try {
      await removeFromCart(item._id);
      toast(t('cartItemDeleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: customerQuery.queryKey });
    } catch (err) {
      toast(errorText(err, 'cart.removeFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{t('cart.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.col.remove')}</th>
          <th scope="col">{t('cart.col.image')}</th>
          <th scope="col">{t('cart.col.vehicle')}</th>
          <th scope="col">{t('cart.col.product')}</th>
          <th scope="col">{t('cart.col.price')}</th>
          <th scope="col">{t('cart.col.subtotal')}</th>
          <th scope="col">{t('cart.col.select')}</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => {
          const label = `${item.product_name}, ${item.make_model} ${item.reg_number}`;
          return (
            <tr key={item._id} className={item._id === props.chosenId ? 'is-chosen' : undefined}>
              <td data-label={t('cart.col.remove')}>
                <button
                  type="button"
                  className="icon-button cart-table__remove"
                  aria-label={t('cart.remove', { name: label })}
                  disabled={busy === item._id}
                  onClick={() => remove(item)}
                >
                  ×
                </button>
              </td>
              <td data-label={t('cart.col.image')}>
                <img src={item.image} alt="" width="64" height="48" />
              </td>
              <td data-label={t('cart.col.vehicle')}>
                {item.vehicle_type}
                <span className="muted cart-table__vehicle">
                  {item.make_model} · <span className="vehicle-card__reg">{item.reg_number}</span>
                </span>
              </td>
              <td data-label={t('cart.col.product')}>
                {item.product_name}
                <span className="muted cart-table__vehicle">{CITY_LABELS[item.city]}</span>
                {item.problem && <span className="form__error">{item.problem}</span>}
              </td>
              <td data-label={t('cart.col.price')}>{item.price_tag === null ? '—' : formatRupees(item.price_tag)}</td>
              <td data-label={t('cart.col.subtotal')}>{item.total === null ? '—' : formatRupees(item.total)}</td>
              <td data-label={t('cart.col.select')}>
                <input
                  type="radio"
                  name="cart-item"
                  aria-label={t('cart.select', { name: label })}
                  checked={item._id === props.chosenId}
                  disabled={item.total === null}
                  onChange={() => props.onChoose(item._id)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function CouponPanel(props: {
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
  const [applying, setApplying] = useState(false);

  const apply = async (raw: string) => {
    const couponCode = raw.trim();
    if (!couponCode) return props.onResult(null, { text: t('couponNotApplied'), ok: false });
    setApplying(true);
    try {
      const res = await applyCoupon(couponCode, props.item._id);
      props.onResult(
        { code: res.coupon.couponCode, discount: res.discount, finalTotal: res.finalTotal },
        { text: t('couponApplied'), ok: true },
      );
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) props.onResult(null, { text: err.message, ok: false });
      else {
        props.onResult(null, null);
        toast(t('couponServerError'), 'error');
      }
    } finally {
      setApplying(false);
    }
  };

  const pick = (c: CouponSummary) => {
    if (!c.eligible) return toast(t('couponCardNotEligible'), 'error');
    setCode(c.couponCode);
    void apply(c.couponCode);
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
          void apply(code);
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
          <button type="submit" className="button" disabled={applying}>
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
