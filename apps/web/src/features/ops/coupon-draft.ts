// The coupon form's draft: the fields as typed, the body the form sends, and the form's check, which is the API's own
// schema on that body (CreateCouponBodySchema, or EditCouponBodySchema for an edit) with each issue put on its field.
import type { DiscountType } from '@motomitra/domain/constants';
import { CreateCouponBodySchema, EditCouponBodySchema, type OpsCoupon } from '@motomitra/domain/ops-admin';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CouponBody } from './admin-api.ts';

export type Draft = {
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

/** A coupon's fields as the form shows them; a new coupon's defaults for null. */
export function draftOf(c: OpsCoupon | null): Draft {
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
export function bodyOf(d: Draft): CouponBody {
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

/** The fields typed into an input (the others are a select, checkboxes and text areas). */
export type TextField = Exclude<
  keyof Draft,
  'active' | 'firstBookingOnly' | 'discountType' | 'description' | 'descriptionMr' | 'descriptionHi'
>;

/** The fields an error can be about, in the form's order. */
export const FIELDS = [
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

/** The form field an issue of the body is about: a translation's description is its language's field. */
function fieldOf(path: readonly PropertyKey[]): PropertyKey | undefined {
  if (path[0] !== 'translations') return path[0];
  return path[1] === 'mr' ? 'descriptionMr' : 'descriptionHi';
}

/** The form's check: the API's schema on the body the form would send, the first issue of each field kept. */
export const resolverFor =
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
