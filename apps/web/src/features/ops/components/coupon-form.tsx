// The coupon form of /ops/coupons (new, or an edit in a modal): checked by the API's own schema before sending
// (CreateCouponBodySchema, or EditCouponBodySchema for an edit), the server's refusals beside their fields.
import { DISCOUNT_TYPES } from '@motomitra/domain/constants';
import type { OpsCoupon } from '@motomitra/domain/ops-admin';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField, Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, upperCaseAsTyped } from '../../../components/form/use-form.ts';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import type { Draft, TextField } from '../coupon-draft.ts';
import { useCouponForm } from '../use-coupon-form.ts';

/** The description's Marathi and Hindi fields. */
const TRANSLATED = [
  { name: 'descriptionMr', lang: 'mr', label: 'ops.coupons.field.descriptionMr' },
  { name: 'descriptionHi', lang: 'hi', label: 'ops.coupons.field.descriptionHi' },
] as const;

export function CouponForm(props: { coupon: OpsCoupon | null; onDone(): void }) {
  const id = useId();
  const { form, onSubmit, problem } = useCouponForm(props.coupon, props.onDone);
  const field = { id, form };
  const percent = form.watch('discountType') === 'percentage_discount';
  return (
    <form className="form ops-form" onSubmit={onSubmit} noValidate>
      <CouponInput {...field} name="couponCode" label="ops.coupons.field.code" required hint="ops.coupons.hint.code" />
      <Field
        id={`${id}-description`}
        label={opsText('ops.coupons.field.description')}
        error={errorOf(form, 'description')}
      >
        {(control) => <textarea rows={2} {...control} {...form.register('description')} />}
      </Field>
      <div className="ops-form__row">
        {TRANSLATED.map(({ name, lang, label }) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={opsText(label)}
            hint={opsText('ops.coupons.hint.translation')}
            error={errorOf(form, name)}
          >
            {(control) => <textarea rows={2} lang={lang} {...control} {...form.register(name)} />}
          </Field>
        ))}
      </div>
      <SelectField
        id={`${id}-discountType`}
        label={opsText('ops.coupons.field.kind')}
        required
        error={errorOf(form, 'discountType')}
        options={DISCOUNT_TYPES.map((k) => ({ value: k, label: opsText(`ops.coupons.kind.${k}` as OpsKey) }))}
        control={form.register('discountType')}
      />
      <div className="ops-form__row">
        <CouponInput
          {...field}
          name="amount"
          label={percent ? 'ops.coupons.field.percent' : 'ops.coupons.field.rupees'}
          inputMode={percent ? 'numeric' : 'decimal'}
          required
        />
        <CouponInput {...field} name="minCartAmount" label="ops.coupons.field.minCart" inputMode="decimal" />
      </div>
      <div className="ops-form__row">
        <CouponInput {...field} name="validFrom" label="ops.coupons.field.validFrom" type="date" />
        <CouponInput {...field} name="validTo" label="ops.coupons.field.validTo" type="date" />
      </div>
      <div className="ops-form__row">
        <CouponInput
          {...field}
          name="totalLimit"
          label="ops.coupons.field.totalLimit"
          inputMode="numeric"
          hint="ops.coupons.hint.limit"
        />
        <CouponInput
          {...field}
          name="perCustomerLimit"
          label="ops.coupons.field.perCustomer"
          inputMode="numeric"
          hint="ops.coupons.hint.perCustomer"
        />
      </div>
      <CheckboxField
        id={`${id}-firstBookingOnly`}
        label={
          <>
            {opsText('ops.coupons.field.firstBookingOnly')}{' '}
            <span className="muted">{opsText('ops.coupons.hint.firstBookingOnly')}</span>
          </>
        }
        control={form.register('firstBookingOnly')}
      />
      <CheckboxField
        id={`${id}-active`}
        label={opsText('ops.coupons.field.active')}
        control={form.register('active')}
      />
      {problem && (
        <p role="alert" className="form__error">
          {problem}
        </p>
      )}
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? opsText('ops.saving')
            : opsText(props.coupon ? 'ops.coupons.save' : 'ops.coupons.create')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {opsText('ops.cancel')}
        </button>
      </div>
    </form>
  );
}

/** One typed field of the coupon; the code is upper-cased as typed. `id` is the form's. */
function CouponInput(props: {
  id: string;
  form: UseFormReturn<Draft>;
  name: TextField;
  label: OpsKey;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  hint?: OpsKey;
  required?: boolean;
}) {
  const { form, name } = props;
  return (
    <Field
      id={`${props.id}-${name}`}
      label={opsText(props.label)}
      required={props.required}
      hint={props.hint ? opsText(props.hint) : undefined}
      error={errorOf(form, name)}
    >
      {(control) => (
        <input
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete="off"
          {...control}
          {...form.register(name, name === 'couponCode' ? upperCaseAsTyped(form, 'couponCode') : {})}
        />
      )}
    </Field>
  );
}
