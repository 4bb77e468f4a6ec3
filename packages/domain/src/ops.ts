// The operator console's API contract (/api/ops/*): the bookings board, an order's page, payment request and
// confirmation; the job card's items and decisions are job-card.ts. Amounts on the wire are rupees; inside they are
// paise.
import { z } from 'zod';
import { CAR_SEGMENTS, CITIES, ORDER_STATUSES, PAYMENT_STATUSES, TIME_SLOTS } from './constants.ts';
import { OrderMessageSchema } from './conversation.ts';
import { JobItemSchema } from './job-card.ts';
import { FINAL_AMOUNT_MAX_PAISE, normalisedReference, PAYMENT_METHODS, receivedAmountProblem } from './lifecycle.ts';
import { rupeesToPaise } from './money.ts';
import { city, isoDate, wholePaise } from './ops-fields.ts';
import { say } from './say.ts';
import { AssignmentsSchema, HandoverViewSchema, LabourLineSchema } from './staff-work.ts';

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
  /** Who has the order's pickup, work and drop. */
  assignments: AssignmentsSchema,
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

export const OrderEventSchema = z.object({
  at: z.string(),
  actorName: z.string(),
  actorRole: z.enum(['customer', 'operator', 'system']),
  kind: z.enum(['status', 'payment', 'job', 'placed', 'schedule', 'assign', 'labour']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string(),
});

/**
 * What an order's address is to its customer: checkout records their home address, or the pickup place when
 * they had saved none, so the console says "Home address" only for the saved one: else the label of another saved
 * address it is, or "Pickup place".
 */
export const AddressIsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home') }),
  z.object({ kind: z.literal('saved'), label: z.string() }),
  z.object({ kind: z.literal('pickup') }),
]);
export type AddressIs = z.infer<typeof AddressIsSchema>;

/** Addresses compared as a person reads them: spacing and case aside. */
const addressKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();
const sameAddress = (a: string, b: string) => addressKey(a) === addressKey(b);

export function addressIs(
  order: { address: string; pickupAddress: string },
  saved: { home: string; others: readonly { addressLabel: string; address: string }[] },
): AddressIs {
  if (saved.home && sameAddress(order.address, saved.home)) return { kind: 'home' };
  // Not the pickup place either: the home address the checkout showed, saved then and changed since.
  if (!sameAddress(order.address, order.pickupAddress)) return { kind: 'home' };
  const other = saved.others.find((o) => sameAddress(order.address, o.address));
  return other ? { kind: 'saved', label: other.addressLabel } : { kind: 'pickup' };
}

/** A payment the gateway took on one of the order's links (rupees), and its refund when the order was cancelled. */
export const GatewayPaymentViewSchema = z.object({
  paymentId: z.string(),
  method: z.string(),
  amount: z.number(),
  paidAt: z.string().nullable(),
  refundId: z.string().nullable(),
  refundStatus: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type GatewayPaymentView = z.infer<typeof GatewayPaymentViewSchema>;

export const OpsOrderSchema = OpsOrderSummarySchema.extend({
  customerEmail: z.string().nullable(),
  CXID: z.string(),
  alternateNumber: z.string(),
  flat: z.string(),
  landmark: z.string(),
  dropFlat: z.string(),
  dropLandmark: z.string(),
  address: z.string(),
  addressIs: AddressIsSchema,
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
  /** The messages the shop sent about the order, oldest first, with their delivery (decision 0019). */
  messages: z.array(OrderMessageSchema),
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
  /** What the gateway was paid on the order's links, oldest first: a payment after cancelling shows its refund. */
  gatewayPayments: z.array(GatewayPaymentViewSchema),
  /** Each technician's time on the order, and its handovers (never the customer's code). */
  labour: z.array(LabourLineSchema),
  handover: HandoverViewSchema,
});
export type OpsOrder = z.infer<typeof OpsOrderSchema>;
export const OpsOrderResponseSchema = z.object({ success: z.literal(true), order: OpsOrderSchema });

export const MoveStatusBodySchema = z.object({
  to: z.enum(ORDER_STATUSES, 'Choose a status.'),
  note: z.string().trim().max(300).optional().default(''),
  /** Delivering before the payment is confirmed needs this: why the vehicle goes back unpaid. */
  unpaidReason: z
    .string()
    .trim()
    .min(3, 'Say why the vehicle is delivered before payment (at least 3 characters).')
    .max(300)
    .optional(),
});
export const CancelBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason for cancelling (at least 3 characters).').max(300),
});
/**
 * A payment the operator confirms (it issues the GST invoice, which cannot be changed): how it was paid (no
 * default), its reference unless cash, and the amount received, which must be the order's final amount.
 */
export const ConfirmPaymentFields = z.object({
  method: z.enum(PAYMENT_METHODS, 'Choose how the customer paid: UPI, NEFT, IMPS, card or cash.'),
  reference: z.string().trim().max(60).optional().default(''),
  /** Rupees received. */
  amount: z.coerce
    .number('Enter the amount received.')
    .positive('Enter the amount received.')
    .max(FINAL_AMOUNT_MAX_PAISE / 100, 'Enter the amount received.')
    .refine(wholePaise, 'An amount has at most two decimals.'),
});
const referenceUnlessCash = (body: { method: string; reference: string }, ctx: z.RefinementCtx) => {
  if (body.method !== 'cash' && body.reference === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['reference'],
      message: 'Enter the UTR or reference of this payment (not needed for cash).',
    });
  }
};
export const ConfirmPaymentBodySchema = ConfirmPaymentFields.superRefine(referenceUnlessCash);
/**
 * The console's form for an order that comes to `duePaise`: the body's rules and the amount due, which the API checks
 * on the order (receivedAmountProblem), so the form refuses exactly what the API would.
 */
export function confirmPaymentFormFor(duePaise: number) {
  return ConfirmPaymentFields.extend({
    amount: ConfirmPaymentFields.shape.amount.superRefine((amount, ctx) => {
      const problem = receivedAmountProblem(rupeesToPaise(amount), duePaise);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  }).superRefine(referenceUnlessCash);
}
/** The customer's UTR / reference after paying by UPI or bank transfer. */
export const SubmitPaymentBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .transform(normalisedReference)
    .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, say('utrInvalid'))),
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
  /** What the amount is made of: the service, each approved item (less its plan's discountPercent), the discount. */
  lines: z.object({
    service: z.object({ name: z.string(), amount: z.number() }),
    items: z.array(
      z.object({ name: z.string(), quantity: z.number().int(), amount: z.number(), discountPercent: z.number().int() }),
    ),
    discount: z.number(),
    couponCode: z.string().nullable(),
  }),
});
export type PaymentSheet = z.infer<typeof PaymentSheetSchema>;
