// The operator console's API contract (/api/ops/*): the bookings board, an order's page, the job card,
// payment request and confirmation. Amounts on the wire are rupees; inside they are paise.
import { z } from 'zod';
import {
  BIKE_BANDS,
  CAR_SEGMENTS,
  CITIES,
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_CATEGORIES,
  TIME_SLOTS,
} from './constants.ts';
import { addDays, istDate } from './ist.ts';
import { JOB_CARD_LINE_MAX_RUPEES, PAYMENT_METHODS } from './lifecycle.ts';

const city = z
  .string()
  .transform((c) => c.trim().toLowerCase())
  .pipe(z.enum(CITIES, 'Choose Nagpur or Pune.'));
/** A calendar date the console can mean: any real one this century (beyond that, date arithmetic runs off). */
const isoDate = z.iso
  .date('Use a date like 2026-11-23.')
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Choose a date between 2000 and 2099.');
/** A date slots are planned or looked at for: within a year of today (IST). */
const slotDate = isoDate.refine((d) => {
  const today = istDate(new Date());
  return d >= addDays(today, -366) && d <= addDays(today, 366);
}, 'Choose a date within a year of today.');
/** Whole paise: a rupee amount with at most two decimals. */
const wholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

export const OpsOrdersQuerySchema = z.object({
  city: city.optional(),
  /** Servicing dates from (default: today in IST) … to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** OID, phone number or registration number (any spacing or case). */
  q: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const OpsOrderSummarySchema = z.object({
  _id: z.string(),
  OID: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  city: z.enum(CITIES),
  servicingDate: z.string(),
  serviceTimeSlot: z.enum(TIME_SLOTS),
  customerName: z.string(),
  customerPhone: z.string(),
  registrationNumber: z.string(),
  makeModel: z.string(),
  vehicleType: z.string(),
  productName: z.string(),
  finalTotal: z.number(),
  createdAt: z.string(),
});
export type OpsOrderSummary = z.infer<typeof OpsOrderSummarySchema>;

export const SlotFillSchema = z.object({
  date: z.string(),
  slot: z.enum(TIME_SLOTS),
  capacity: z.number().int(),
  booked: z.number().int(),
  closed: z.boolean(),
});
export type SlotFill = z.infer<typeof SlotFillSchema>;

export const OpsOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OpsOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Capacity and bookings per date and slot of the listed city (both cities when none is chosen). */
  slots: z.array(SlotFillSchema.extend({ city: z.enum(CITIES) })),
});

const PlaceSchema = z.object({ address: z.string(), coordinates: z.object({ lat: z.number(), lng: z.number() }) });

export const JobItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});

export const OrderEventSchema = z.object({
  at: z.string(),
  actorName: z.string(),
  actorRole: z.enum(['customer', 'operator', 'system']),
  kind: z.enum(['status', 'payment', 'job', 'placed']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string(),
});

export const OpsOrderSchema = OpsOrderSummarySchema.extend({
  customerEmail: z.string(),
  CXID: z.string(),
  alternateNumber: z.string(),
  address: z.string(),
  state: z.string(),
  pincode: z.string(),
  note: z.string(),
  pickupLocation: PlaceSchema,
  dropLocation: PlaceSchema,
  expectedDeliveryDate: z.string(),
  transmissionType: z.string().nullable(),
  bikeCc: z.number().nullable(),
  carType: z.enum(CAR_SEGMENTS).nullable(),
  verifyMakeModel: z.boolean(),
  verifyRegistrationNumber: z.boolean(),
  verifyBreakdown: z.boolean(),
  verifyVehicleInsurance: z.boolean(),
  vehicleInsuranceStatus: z.string().nullable(),
  productCategory: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  total: z.number(),
  items: z.array(JobItemSchema),
  events: z.array(OrderEventSchema),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  canEditJobCard: z.boolean(),
  canRequestPayment: z.boolean(),
  canConfirmPayment: z.boolean(),
  paymentMethod: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentConfirmation: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  invoice: z.object({ _id: z.string(), number: z.string() }).nullable(),
});
export type OpsOrder = z.infer<typeof OpsOrderSchema>;
export const OpsOrderResponseSchema = z.object({ success: z.literal(true), order: OpsOrderSchema });

export const MoveStatusBodySchema = z.object({
  to: z.enum(ORDER_STATUSES, 'Choose a status.'),
  note: z.string().trim().max(300).optional().default(''),
});
export const CancelBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason for cancelling (at least 3 characters).').max(300),
});
export const JobItemBodySchema = z
  .object({
    name: z.string().trim().min(2, 'Name the item (at least 2 characters).').max(120),
    quantity: z.coerce.number().int('Quantity is a whole number.').min(1, 'Quantity is at least 1.').max(1000),
    /** Rupees, up to two decimals. */
    unitPrice: z.coerce
      .number('Enter a price.')
      .min(0, 'A price cannot be negative.')
      .max(JOB_CARD_LINE_MAX_RUPEES, 'A price above ₹10,00,000 is not plausible.')
      .refine(wholePaise, 'A price has at most two decimals.'),
  })
  .refine((item) => item.quantity * item.unitPrice <= JOB_CARD_LINE_MAX_RUPEES, {
    path: ['quantity'],
    message: 'A line above ₹10,00,000 is not plausible: check the quantity and the price.',
  });
export const ConfirmPaymentBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, 'Choose UPI, NEFT, IMPS, card or cash.'),
  reference: z.string().trim().max(60).optional().default(''),
});
/** The customer's UTR / reference after paying by UPI or bank transfer. */
export const SubmitPaymentBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, 'Enter the UTR or reference number (6 to 30 letters and digits).')),
});

export const PaymentSheetSchema = z.object({
  success: z.literal(true),
  OID: z.string(),
  amount: z.number(),
  upiLink: z.string(),
  payeeName: z.string(),
  vpa: z.string(),
  bank: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() }),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentReference: z.string().nullable(),
});

// Catalogue, coupons, slots and enquiries as operators manage them.
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
  published: z.boolean(),
  prices: z.array(z.object({ city: z.enum(CITIES), tier: z.enum(TIERS), price: z.number() })),
});
export type OpsProduct = z.infer<typeof OpsProductSchema>;
export const OpsProductsResponseSchema = z.object({ success: z.literal(true), products: z.array(OpsProductSchema) });
export const SetPricesBodySchema = z.object({ prices: z.array(OpsPriceSchema).max(40) });
export const PublishBodySchema = z.object({ published: z.boolean() });

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
  active: f.active.default(true),
});
const couponRules = (c: Partial<z.output<typeof CouponFields>>, ctx: z.RefinementCtx) => {
  if (
    c.discountType === 'percentage_discount' &&
    c.amount !== undefined &&
    (c.amount > 100 || !Number.isInteger(c.amount))
  ) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is a whole number from 1 to 100.' });
  }
  if (c.validFrom && c.validTo && c.validTo < c.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'The end date is before the start date.' });
  }
};
export const CreateCouponBodySchema = NewCouponFields.superRefine(couponRules);
export const EditCouponBodySchema = CouponFields.partial().superRefine(couponRules);

export const SetSlotsBodySchema = z.object({
  city: city,
  date: slotDate,
  /** One slot, or every slot of the day when absent. */
  slot: z.enum(TIME_SLOTS).optional(),
  capacity: z.coerce.number().int().min(0, 'Capacity cannot be negative.').max(100).optional(),
  /** Closing a day (a holiday) makes every slot unavailable without losing what is booked. */
  closed: z.boolean().optional(),
});
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
  kind: z.enum(['contact', 'earn']),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export const EnquiriesQuerySchema = z.object({
  kind: z.enum(['contact', 'earn']).optional(),
  handled: z.enum(['true', 'false']).optional(),
});
export const EnquiriesResponseSchema = z.object({ success: z.literal(true), enquiries: z.array(EnquirySchema) });
export const HandledBodySchema = z.object({ handled: z.boolean() });
