// The coupon form of /ops/coupons (new, or an edit in a modal): checked by the API's own schema before sending
// (CreateCouponBodySchema, or EditCouponBodySchema for an edit), the server's refusals beside their fields.
import { DISCOUNT_TYPES, type DiscountType } from '@motomitra/domain/constants';
import { CreateCouponBodySchema, EditCouponBodySchema, type OpsCoupon } from '@motomitra/domain/ops-admin';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { CheckboxField, Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, upperCaseAsTyped } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { type CouponBody, useSaveCoupon } from '../admin-api.ts';

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
  firstBookingOnly: boolean;
  descriptionMr: string;
  descriptionHi: string;
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
    firstBookingOnly: c?.firstBookingOnly ?? false,
    descriptionMr: c?.translations.mr?.description ?? '',
    descriptionHi: c?.translations.hi?.description ?? '',
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
    firstBookingOnly: d.firstBookingOnly,
    translations: { mr: { description: d.descriptionMr.trim() }, hi: { description: d.descriptionHi.trim() } },
    active: d.active,
  };
}

type TextField = Exclude<
  keyof Draft,
  'active' | 'firstBookingOnly' | 'discountType' | 'description' | 'descriptionMr' | 'descriptionHi'
>;
const FIELDS = [
  'couponCode',
  'description',
  'discountType',
  'amount',
  'minCartAmount',
  'validFrom',
  'validTo',
  'totalLimit',
  'perCustomerLimit',
  'descriptionMr',
  'descriptionHi',
] as const;

/** The description's Marathi and Hindi fields. */
const TRANSLATED = [
  { name: 'descriptionMr', lang: 'mr', label: 'ops.coupons.field.descriptionMr' },
  { name: 'descriptionHi', lang: 'hi', label: 'ops.coupons.field.descriptionHi' },
] as const;

/** The form field an issue of the body is about: a translation's description is its language's field. */
function fieldOf(path: readonly PropertyKey[]): PropertyKey | undefined {
  if (path[0] !== 'translations') return path[0];
  return path[1] === 'mr' ? 'descriptionMr' : 'descriptionHi';
}

/** The form's check: the API's schema on the body the form would send. */
const resolverFor =
  (isNew: boolean): Resolver<Draft> =>
  (values) => {
    const checked = (isNew ? CreateCouponBodySchema : EditCouponBodySchema).safeParse(bodyOf(values));
    if (checked.success) return { values, errors: {} };
    const errors: FieldErrors<Draft> = {};
    for (const issue of checked.error.issues) {
      const name = FIELDS.find((f) => f === fieldOf(issue.path));
      if (name && !errors[name]) errors[name] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };

export function CouponForm(props: { coupon: OpsCoupon | null; onDone(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const form = useForm<Draft>({ defaultValues: draftOf(props.coupon), resolver: resolverFor(props.coupon === null) });
  const save = useSaveCoupon();
  // Toasts sit under the modal's backdrop, so a refusal is said inside the form.
  const problem = save.error ? errorText(save.error, opsText('ops.coupons.saveFailed')) : '';

  const onSubmit = form.handleSubmit(async (draft) => {
    const body = bodyOf(draft);
    try {
      await save.mutateAsync({ id: props.coupon?._id ?? null, body });
      toast(
        opsText(props.coupon ? 'ops.coupons.saved' : 'ops.coupons.created', {
          code: body.couponCode?.toUpperCase() ?? '',
        }),
        'success',
      );
      props.onDone();
    } catch (err) {
      showServerErrors(form.setError, err, FIELDS);
    }
  });

  const input = (
    name: TextField,
    label: OpsKey,
    extra: { type?: string; inputMode?: 'numeric' | 'decimal'; hint?: OpsKey; required?: boolean } = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={opsText(label)}
      required={extra.required}
      hint={extra.hint ? opsText(extra.hint) : undefined}
      error={errorOf(form, name)}
    >
      {(control) => (
        <input
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          autoComplete="off"
          {...control}
          {...form.register(name, name === 'couponCode' ? upperCaseAsTyped(form, 'couponCode') : {})}
        />
      )}
    </Field>
  );

  const percent = form.watch('discountType') === 'percentage_discount';
  return (
    <form className="form ops-form" onSubmit={onSubmit} noValidate>
      {input('couponCode', 'ops.coupons.field.code', { required: true, hint: 'ops.coupons.hint.code' })}
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
          hint: 'ops.coupons.hint.perCustomer',
        })}
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
