// /ops/coupons: every coupon (code, kind, amount, minimum cart, validity, uses against the limit, per-customer
// limit, active) with Edit in a modal form, Activate/Deactivate, and New coupon in the same form.
import { formatRupees } from '@motomitra/domain/money';
import type { OpsCoupon } from '@motomitra/domain/ops-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { opsCouponsQuery, useSaveCoupon } from '../admin-api.ts';
import { CouponForm } from '../components/coupon-form.tsx';
import { LoadProblem } from '../components/load-problem.tsx';

type Editing = { mode: 'new' } | { mode: 'edit'; coupon: OpsCoupon } | null;

export function Component() {
  usePageTitle(opsText('ops.coupons.title'));
  const { data: coupons, isError, refetch } = useQuery(opsCouponsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="ops-admin">
      <div className="ops-admin__head">
        <h1>{opsText('ops.coupons.title')}</h1>
        <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
          {opsText('ops.coupons.new')}
        </button>
      </div>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!coupons && !isError && <Spinner />}
      {coupons?.length === 0 && <p className="empty">{opsText('ops.coupons.none')}</p>}
      {coupons && coupons.length > 0 && (
        <CouponTable coupons={coupons} onEdit={(coupon) => setEditing({ mode: 'edit', coupon })} />
      )}
      {editing && (
        <Modal
          title={
            editing.mode === 'new'
              ? opsText('ops.coupons.new')
              : opsText('ops.coupons.editTitle', { code: editing.coupon.couponCode })
          }
          onClose={() => setEditing(null)}
          wide
        >
          <CouponForm coupon={editing.mode === 'edit' ? editing.coupon : null} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </section>
  );
}

function validity(c: OpsCoupon): string {
  if (c.validFrom && c.validTo)
    return opsText('ops.coupons.validBetween', { from: formatDate(c.validFrom), to: formatDate(c.validTo) });
  if (c.validFrom) return opsText('ops.coupons.validFrom', { from: formatDate(c.validFrom) });
  if (c.validTo) return opsText('ops.coupons.validUntil', { to: formatDate(c.validTo) });
  return opsText('ops.coupons.validAlways');
}

const amountText = (c: Pick<OpsCoupon, 'discountType' | 'amount'>) =>
  c.discountType === 'percentage_discount'
    ? opsText('ops.coupons.percent', { amount: c.amount })
    : formatRupees(c.amount);

function CouponTable(props: { coupons: OpsCoupon[]; onEdit(coupon: OpsCoupon): void }) {
  const { toast } = useFeedback();
  const save = useSaveCoupon();

  // An edit changes only the fields it sends; the answer is the whole list as it now stands.
  const toggle = (c: OpsCoupon) =>
    save.mutate(
      { id: c._id, body: { active: !c.active } },
      {
        onSuccess: () =>
          toast(
            opsText(c.active ? 'ops.coupons.deactivated' : 'ops.coupons.activated', { code: c.couponCode }),
            'success',
          ),
        onError: (err) => toast(errorText(err, opsText('ops.coupons.saveFailed')), 'error'),
      },
    );

  const col = (key: OpsKey) => opsText(key);
  return (
    <table className="cart-table ops-table">
      <caption className="visually-hidden">{opsText('ops.coupons.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('ops.coupons.col.code')}</th>
          <th scope="col">{col('ops.coupons.col.kind')}</th>
          <th scope="col">{col('ops.coupons.col.amount')}</th>
          <th scope="col">{col('ops.coupons.col.minCart')}</th>
          <th scope="col">{col('ops.coupons.col.validity')}</th>
          <th scope="col">{col('ops.coupons.col.uses')}</th>
          <th scope="col">{col('ops.coupons.col.perCustomer')}</th>
          <th scope="col">{col('ops.coupons.col.active')}</th>
          <th scope="col">{col('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.coupons.map((c) => (
          <tr key={c._id} className={c.active ? undefined : 'ops-table__off'}>
            <td data-label={col('ops.coupons.col.code')}>
              <span>
                <strong className="ops-code">{c.couponCode}</strong>
                {c.description && <span className="muted cart-table__vehicle">{c.description}</span>}
                {c.firstBookingOnly && <span className="status">{opsText('ops.coupons.firstBookingOnly')}</span>}
              </span>
            </td>
            <td data-label={col('ops.coupons.col.kind')}>{opsText(`ops.coupons.kind.${c.discountType}` as OpsKey)}</td>
            <td data-label={col('ops.coupons.col.amount')}>{amountText(c)}</td>
            <td data-label={col('ops.coupons.col.minCart')}>{formatRupees(c.minCartAmount)}</td>
            <td data-label={col('ops.coupons.col.validity')}>{validity(c)}</td>
            <td data-label={col('ops.coupons.col.uses')}>
              {c.totalLimit === null
                ? opsText('ops.coupons.usesUnlimited', { uses: c.uses })
                : opsText('ops.coupons.usesOf', { uses: c.uses, limit: c.totalLimit })}
            </td>
            <td data-label={col('ops.coupons.col.perCustomer')}>
              {c.perCustomerLimit === null ? opsText('ops.coupons.noLimit') : c.perCustomerLimit}
            </td>
            <td data-label={col('ops.coupons.col.active')}>
              <span className={`status${c.active ? ' status--delivered' : ''}`}>
                {opsText(c.active ? 'ops.coupons.active' : 'ops.coupons.inactive')}
              </span>
            </td>
            <td data-label={col('ops.col.actions')}>
              <span className="orders-table__actions">
                <button type="button" className="button button--ghost button--small" onClick={() => props.onEdit(c)}>
                  {opsText('ops.edit')}
                  <span className="visually-hidden"> {c.couponCode}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={save.isPending && save.variables.id === c._id}
                  onClick={() => toggle(c)}
                >
                  {opsText(c.active ? 'ops.coupons.deactivate' : 'ops.coupons.activate')}
                  <span className="visually-hidden"> {c.couponCode}</span>
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
