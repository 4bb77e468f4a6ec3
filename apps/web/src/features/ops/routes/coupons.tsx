// /ops/coupons: every coupon (code, kind, amount, minimum cart, validity, uses against the limit, per-customer
// limit, active) with Edit in a modal form, Activate/Deactivate, and New coupon in the same form.
import { DISCOUNT_TYPES, type DiscountType } from '@motomitra/domain/constants';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsCoupon } from '@motomitra/domain/ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../app/format.ts';
import { useFeedback } from '../../../components/feedback.tsx';
import { fieldErrors } from '../../../components/field-errors.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type MessageKey, t } from '../../../i18n/t.ts';
import '../messages.ts';
import { type CouponBody, createCoupon, editCoupon, OPS_KEYS, opsCouponsQuery } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';

type Editing = { mode: 'new' } | { mode: 'edit'; coupon: OpsCoupon } | null;

export function Component() {
  usePageTitle(t('ops.coupons.title'));
  const { data: coupons, isError, refetch } = useQuery(opsCouponsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="ops-admin">
      <div className="ops-admin__head">
        <h1>{t('ops.coupons.title')}</h1>
        <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
          {t('ops.coupons.new')}
        </button>
      </div>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!coupons && !isError && <Spinner />}
      {coupons?.length === 0 && <p className="empty">{t('ops.coupons.none')}</p>}
      {coupons && coupons.length > 0 && (
        <CouponTable coupons={coupons} onEdit={(coupon) => setEditing({ mode: 'edit', coupon })} />
      )}
      {editing && (
        <Modal
          title={
            editing.mode === 'new'
              ? t('ops.coupons.new')
              : t('ops.coupons.editTitle', { code: editing.coupon.couponCode })
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
    return t('ops.coupons.validBetween', { from: formatDate(c.validFrom), to: formatDate(c.validTo) });
  if (c.validFrom) return t('ops.coupons.validFrom', { from: formatDate(c.validFrom) });
  if (c.validTo) return t('ops.coupons.validUntil', { to: formatDate(c.validTo) });
  return t('ops.coupons.validAlways');
}

const amountText = (c: Pick<OpsCoupon, 'discountType' | 'amount'>) =>
  c.discountType === 'percentage_discount' ? t('ops.coupons.percent', { amount: c.amount }) : formatRupees(c.amount);

function CouponTable(props: { coupons: OpsCoupon[]; onEdit(coupon: OpsCoupon): void }) {
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (c: OpsCoupon) => {
    setBusy(c._id);
    try {
      // An edit changes only the fields it sends; the answer is the whole list as it now stands.
      const res = await editCoupon(c._id, { active: !c.active });
      queryClient.setQueryData(OPS_KEYS.coupons, res.coupons);
      toast(t(c.active ? 'ops.coupons.deactivated' : 'ops.coupons.activated', { code: c.couponCode }), 'success');
    } catch (err) {
      toast(errorText(err, 'ops.coupons.saveFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const col = (key: MessageKey) => t(key);
  return (
    <table className="cart-table ops-table">
      <caption className="visually-hidden">{t('ops.coupons.caption')}</caption>
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
              </span>
            </td>
            <td data-label={col('ops.coupons.col.kind')}>{t(`ops.coupons.kind.${c.discountType}` as MessageKey)}</td>
            <td data-label={col('ops.coupons.col.amount')}>{amountText(c)}</td>
            <td data-label={col('ops.coupons.col.minCart')}>{formatRupees(c.minCartAmount)}</td>
            <td data-label={col('ops.coupons.col.validity')}>{validity(c)}</td>
            <td data-label={col('ops.coupons.col.uses')}>
              {c.totalLimit === null
                ? t('ops.coupons.usesUnlimited', { uses: c.uses })
                : t('ops.coupons.usesOf', { uses: c.uses, limit: c.totalLimit })}
            </td>
            <td data-label={col('ops.coupons.col.perCustomer')}>
              {c.perCustomerLimit === null ? t('ops.coupons.noLimit') : c.perCustomerLimit}
            </td>
            <td data-label={col('ops.coupons.col.active')}>
              <span className={`status${c.active ? ' status--delivered' : ''}`}>
                {t(c.active ? 'ops.coupons.active' : 'ops.coupons.inactive')}
              </span>
            </td>
            <td data-label={col('ops.col.actions')}>
              <span className="orders-table__actions">
                <button type="button" className="button button--ghost button--small" onClick={() => props.onEdit(c)}>
                  {t('ops.edit')}
                  <span className="visually-hidden"> {c.couponCode}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy === c._id}
                  onClick={() => void toggle(c)}
                >
                  {t(c.active ? 'ops.coupons.deactivate' : 'ops.coupons.activate')}
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

type Draft = {
  couponCode: string;
  description: string;
  discountType: DiscountType;
  amount: string;
  minCartAmount: string;
  validFrom: string;
  validTo: string;
  totalLimit: string;
  perCustomerLimit: string;
  active: boolean;
};

function draftOf(c: OpsCoupon | null): Draft {
  return {
    couponCode: c?.couponCode ?? '',
    description: c?.description ?? '',
    discountType: c?.discountType ?? 'fixed_card_discount',
    amount: c ? String(c.amount) : '',
    minCartAmount: c ? String(c.minCartAmount) : '0',
    validFrom: c?.validFrom ?? '',
    validTo: c?.validTo ?? '',
    totalLimit: c?.totalLimit == null ? '' : String(c.totalLimit),
    perCustomerLimit: c?.perCustomerLimit == null ? '' : String(c.perCustomerLimit),
    active: c?.active ?? true,
  };
}

/** Empty dates and limits mean "none"; numbers go as typed and the server says what is wrong with them. */
function bodyOf(d: Draft): CouponBody {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    couponCode: d.couponCode.trim(),
    description: d.description.trim(),
    discountType: d.discountType,
    amount: d.amount.trim(),
    minCartAmount: d.minCartAmount.trim() === '' ? '0' : d.minCartAmount.trim(),
    validFrom: orNull(d.validFrom),
    validTo: orNull(d.validTo),
    totalLimit: orNull(d.totalLimit),
    perCustomerLimit: orNull(d.perCustomerLimit),
    active: d.active,
  };
}

type TextField = Exclude<keyof Draft, 'active' | 'discountType' | 'description'>;

function CouponForm(props: { coupon: OpsCoupon | null; onDone(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Toasts sit under the modal's backdrop, so a refusal is said inside the form.
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    setProblem('');
    try {
      const body = bodyOf(draft);
      const res = props.coupon ? await editCoupon(props.coupon._id, body) : await createCoupon(body);
      queryClient.setQueryData(OPS_KEYS.coupons, res.coupons);
      toast(
        t(props.coupon ? 'ops.coupons.saved' : 'ops.coupons.created', { code: body.couponCode?.toUpperCase() ?? '' }),
        'success',
      );
      props.onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors(fields);
      setProblem(errorText(err, 'ops.coupons.saveFailed'));
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  const { describedBy, errorOf } = fieldErrors(id, errors);

  const input = (
    name: TextField,
    label: MessageKey,
    extra: { type?: string; inputMode?: 'numeric' | 'decimal'; hint?: MessageKey; required?: boolean } = {},
  ) => (
    <div className="form__field">
      <label htmlFor={`${id}-${name}`}>
        {t(label)}
        {extra.required && <span aria-hidden="true"> *</span>}
      </label>
      {extra.hint && (
        <p id={`${id}-${name}-hint`} className="muted ops-hint">
          {t(extra.hint)}
        </p>
      )}
      <input
        id={`${id}-${name}`}
        name={name}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        required={extra.required}
        autoComplete="off"
        value={draft[name]}
        onChange={(e) => set(name, name === 'couponCode' ? e.target.value.toUpperCase() : e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(extra.hint))}
      />
      {errorOf(name)}
    </div>
  );

  const percent = draft.discountType === 'percentage_discount';
  return (
    <form className="form ops-form" onSubmit={onSubmit} noValidate>
      {input('couponCode', 'ops.coupons.field.code', { required: true, hint: 'ops.coupons.hint.code' })}
      <div className="form__field">
        <label htmlFor={`${id}-description`}>{t('ops.coupons.field.description')}</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={2}
          maxLength={200}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
        />
        {errorOf('description')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-discountType`}>
          {t('ops.coupons.field.kind')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-discountType`}
          name="discountType"
          required
          value={draft.discountType}
          onChange={(e) => set('discountType', e.target.value as DiscountType)}
          aria-invalid={errors.discountType ? true : undefined}
          aria-describedby={describedBy('discountType')}
        >
          {DISCOUNT_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`ops.coupons.kind.${k}` as MessageKey)}
            </option>
          ))}
        </select>
        {errorOf('discountType')}
      </div>
      <div className="ops-form__row">
        {input('amount', percent ? 'ops.coupons.field.percent' : 'ops.coupons.field.rupees', {
          inputMode: percent ? 'numeric' : 'decimal',
          required: true,
        })}
        {input('minCartAmount', 'ops.coupons.field.minCart', { inputMode: 'decimal' })}
      </div>
      <div className="ops-form__row">
        {input('validFrom', 'ops.coupons.field.validFrom', { type: 'date' })}
        {input('validTo', 'ops.coupons.field.validTo', { type: 'date' })}
      </div>
      <div className="ops-form__row">
        {input('totalLimit', 'ops.coupons.field.totalLimit', { inputMode: 'numeric', hint: 'ops.coupons.hint.limit' })}
        {input('perCustomerLimit', 'ops.coupons.field.perCustomer', {
          inputMode: 'numeric',
          hint: 'ops.coupons.hint.limit',
        })}
      </div>
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        <span>{t('ops.coupons.field.active')}</span>
      </label>
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('ops.saving') : t(props.coupon ? 'ops.coupons.save' : 'ops.coupons.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {t('ops.cancel')}
        </button>
      </div>
    </form>
  );
}
