// The operator console's admin contract (/api/ops/products, coupons, slots, enquiries): catalogue prices and
// publishing, coupons and their rules, slot capacity and holidays, enquiries. Amounts on the wire are rupees.
import { z } from 'zod';
import { type FieldProblems, withRulesBetweenFields } from './between-fields.ts';
import { DescriptionPointSchema } from './catalogue.ts';
import { ProductTranslationsSchema } from './catalogue-texts.ts';
import {
  BIKE_BANDS,
  CAR_SEGMENTS,
  CITIES,
  DISCOUNT_TYPES,
  ENQUIRY_KINDS,
  ENQUIRY_TOPICS,
  FUEL_TYPES,
  PRODUCT_CATEGORIES,
  TIME_SLOTS,
} from './constants.ts';
import { SlotFillSchema } from './ops.ts';
import { city, isoDate, slotDate, wholePaise } from './ops-fields.ts';
import { normalizeFuels } from './pricing.ts';
import { ServiceIntervalSchema } from './reminders.ts';

const TIERS = [...BIKE_BANDS, ...CAR_SEGMENTS] as const;

export const OpsPriceSchema = z.object({
  city: city,
  tier: z.enum(TIERS, 'Choose a cc band or a car segment.'),
  /** Rupees. */
  price: z.coerce.number('Enter a price.').int('Whole rupees only.').min(1, 'A price is at least ₹1.').max(100_000),
});
export const OpsProductSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** The English texts, which the Marathi and Hindi ones translate point by point. */
  description: z.array(DescriptionPointSchema),
  additional_info: z.array(z.string()),
  translations: ProductTranslationsSchema,
  published: z.boolean(),
  /** Months after delivery when the vehicle is due again (the service reminder); null: not repeated. */
  service_interval_months: z.number().int().nullable(),
  /** The fuels it is for; null: every fuel. */
  fuels: z.array(z.enum(FUEL_TYPES)).nullable(),
  prices: z.array(z.object({ city: z.enum(CITIES), tier: z.enum(TIERS), price: z.number() })),
});
export type OpsProduct = z.infer<typeof OpsProductSchema>;
export const OpsProductsResponseSchema = z.object({ success: z.literal(true), products: z.array(OpsProductSchema) });
export const SetPricesBodySchema = z.object({ prices: z.array(OpsPriceSchema).max(40) });
export type SetPricesBody = z.output<typeof SetPricesBodySchema>;
/**
 * The fuels an operator says a service is for: at least one of the domain's, each once (kept in FUEL_TYPES order), or
 * null for every fuel; a list naming every fuel is kept as null, so a fuel added later is served too.
 */
export const ServedFuelsSchema = z
  .array(z.enum(FUEL_TYPES, 'Choose petrol, diesel, CNG or electric.'))
  .min(1, 'Tick at least one fuel.')
  .max(FUEL_TYPES.length)
  .nullable()
  .transform(normalizeFuels);
/** What an operator changes on a service besides prices and texts: whether customers see it, its interval, its fuels. */
export const PublishBodySchema = z
  .object({
    published: z.boolean().optional(),
    service_interval_months: ServiceIntervalSchema.optional(),
    fuels: ServedFuelsSchema.optional(),
  })
  .strict()
  .refine(
    (b) => b.published !== undefined || b.service_interval_months !== undefined || b.fuels !== undefined,
    'Nothing to change.',
  );
/** A product's Marathi and/or Hindi texts, each language whole; an empty text is shown in English. */
export const SetTranslationsBodySchema = ProductTranslationsSchema.refine(
  (t) => t.mr !== undefined || t.hi !== undefined,
  'Send the Marathi or the Hindi texts.',
);

export const OpsCouponSchema = z.object({
  _id: z.string(),
  couponCode: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Rupees for a fixed discount, percent for a percentage discount. */
  amount: z.number(),
  minCartAmount: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstBookingOnly: z.boolean(),
  translations: z.object({
    mr: z.object({ description: z.string() }).optional(),
    hi: z.object({ description: z.string() }).optional(),
  }),
  uses: z.number().int(),
  active: z.boolean(),
});
export type OpsCoupon = z.infer<typeof OpsCouponSchema>;
export const OpsCouponsResponseSchema = z.object({ success: z.literal(true), coupons: z.array(OpsCouponSchema) });

// The fields without defaults: an edit sends only what changes, and what it leaves out must stay as it is.
const CouponFields = z.object({
  couponCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, 'A code is 3 to 20 letters and digits.'),
  description: z.string().trim().max(200),
  discountType: z.enum(DISCOUNT_TYPES, 'Choose a fixed or a percentage discount.'),
  amount: z.coerce
    .number()
    .positive('The discount must be above zero.')
    .max(100_000, 'A discount above ₹1,00,000 is not plausible.')
    .refine(wholePaise, 'A discount has at most two decimals.')
    // A positive amount so small it is 0 paise (5e-324) would pass both checks above and break the database's rule.
    .refine((rupees) => Math.round(rupees * 100) >= 1, 'The discount must be at least ₹0.01.'),
  minCartAmount: z.coerce.number().min(0).max(1_000_000).refine(wholePaise, 'An amount has at most two decimals.'),
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
  totalLimit: z.coerce.number().int().min(1).max(1_000_000).nullable(),
  perCustomerLimit: z.coerce.number().int().min(1).max(1000).nullable(),
  firstBookingOnly: z.boolean(),
  /** The description in Marathi and Hindi; a language sent replaces that language's text ('' = shown in English). */
  translations: z
    .object({
      mr: z
        .object({ description: z.string().trim().max(200) })
        .strict()
        .optional(),
      hi: z
        .object({ description: z.string().trim().max(200) })
        .strict()
        .optional(),
    })
    .strict(),
  active: z.boolean(),
});
const f = CouponFields.shape;
/** A new coupon: what is not given takes these defaults. */
const NewCouponFields = CouponFields.extend({
  description: f.description.default(''),
  minCartAmount: f.minCartAmount.default(0),
  validFrom: f.validFrom.default(null),
  validTo: f.validTo.default(null),
  totalLimit: f.totalLimit.default(null),
  perCustomerLimit: f.perCustomerLimit.default(null),
  firstBookingOnly: f.firstBookingOnly.default(false),
  translations: f.translations.default({}),
  active: f.active.default(true),
});
const couponRules = (c: Partial<z.output<typeof CouponFields>>) => {
  const problems: FieldProblems = {};
  if (
    c.discountType === 'percentage_discount' &&
    c.amount !== undefined &&
    (c.amount > 100 || !Number.isInteger(c.amount))
  ) {
    problems.amount = 'A percentage is a whole number from 1 to 100.';
  }
  if (c.validFrom && c.validTo && c.validTo < c.validFrom) problems.validTo = 'The end date is before the start date.';
  return problems;
};
export const CreateCouponBodySchema = withRulesBetweenFields(NewCouponFields, couponRules);
export const EditCouponBodySchema = withRulesBetweenFields(CouponFields.partial(), couponRules);
export type CreateCouponBody = z.output<typeof CreateCouponBodySchema>;
export type EditCouponBody = z.output<typeof EditCouponBodySchema>;

export const SetSlotsBodySchema = z.object({
  city: city,
  date: slotDate,
  /** One slot, or every slot of the day when absent. */
  slot: z.enum(TIME_SLOTS).optional(),
  capacity: z.coerce.number().int().min(0, 'Capacity cannot be negative.').max(100).optional(),
  /** Closing a day (a holiday) makes every slot unavailable without losing what is booked. */
  closed: z.boolean().optional(),
});
export type SetSlotsBody = z.output<typeof SetSlotsBodySchema>;
export const SlotsQuerySchema = z.object({
  city: city,
  from: slotDate,
  days: z.coerce.number().int().min(1).max(31).default(7),
});
export const SlotsResponseSchema = z.object({
  success: z.literal(true),
  slots: z.array(SlotFillSchema.extend({ city: z.enum(CITIES) })),
});

export const EnquirySchema = z.object({
  _id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  /** A contact enquiry's topic and message (null and '' for an Earn-With-Us application). */
  topic: z.enum(ENQUIRY_TOPICS).nullable(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;
export const EnquiriesQuerySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  handled: z.enum(['true', 'false']).optional(),
});
export type EnquiriesQuery = z.output<typeof EnquiriesQuerySchema>;
export const EnquiriesResponseSchema = z.object({ success: z.literal(true), enquiries: z.array(EnquirySchema) });
export const HandledBodySchema = z.object({ handled: z.boolean() });
