// API contract of the booking calls (spec section 7): cart, slots, orders; a cart's coupon calls are coupons-api.ts.
// Shared by the API and the web. Amounts on the wire are rupees (the spec's fields); inside they are paise.

import { z } from 'zod';
import { CustomerSchema } from './accounts.ts';
import { withRulesBetweenFields } from './between-fields.ts';
import { DescriptionPointSchema } from './catalogue.ts';
import { OrderProductTranslationsSchema } from './catalogue-texts.ts';
import { crossFieldProblems } from './checkout-rules.ts';
import {
  CITIES,
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_CATEGORIES,
  TIME_SLOTS,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from './constants.ts';
import { IdSchema } from './ids.ts';
import { isIsoDate } from './ist.ts';
import { JobItemSchema } from './job-card.ts';
import { CHECKOUT_FIELDS, LocationSchema } from './order-data.ts';
import { WhatsappOptInSchema } from './phone-login.ts';
import { CityInputSchema } from './places.ts';
import { SuccessSchema } from './responses.ts';
import { OwnReviewSchema } from './reviews.ts';
import { say } from './say.ts';

export const OrderIdParamsSchema = z.object({ orderId: IdSchema });

// ---- Cart ----

/** A cart item as the cart screen reads it (spec section 3 "Cart item"), priced by the server at read time. */
export const CartItemSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  image: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** The price of this service for this vehicle in this city, in rupees; null when it can no longer be priced. */
  price_tag: z.number().nullable(),
  selectedProductId: z.string(),
  /** Rupees; equals price_tag (one service per item). */
  total: z.number().nullable(),
  /** Why the item cannot be checked out any more (the catalogue changed), else null. */
  problem: z.string().nullable(),
  bike_cc: z.number().int().nullable(),
  car_segment: z.string().nullable(),
  city: z.enum(CITIES),
  make_model: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  reg_number: z.string(),
  vehicleId: z.string(),
  /** The coupon applied to this item, as it applies now (rupees); null when none applies. */
  coupon: z
    .object({
      couponCode: z.string(),
      discountType: z.enum(DISCOUNT_TYPES),
      amount: z.number(),
      discount: z.number(),
      finalTotal: z.number(),
    })
    .nullable(),
  /** A coupon applied to this item that no longer applies, and why (in the request's language). */
  couponDropped: z.object({ couponCode: z.string(), reason: z.string() }).nullable(),
  /**
   * The yearly plan that covers this booking (decision 0023): its name, and the uses of this service left before it;
   * the item is then at ₹0 (total 0, no coupon). Null when no plan covers it.
   */
  plan: z.object({ name: z.string(), included: z.number().int(), left: z.number().int() }).nullable().optional(),
  CXID: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_no: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /customer/fetch/single: the customer with the cart (`mycart`). */
export const CustomerWithCartSchema = CustomerSchema.extend({ mycart: z.array(CartItemSchema) });
export const FetchSingleResponseSchema = z.object({ success: z.literal(true), customer: CustomerWithCartSchema });

/**
 * PUT /customer/cart. The server reads only selectedProductId, city and the vehicle (vehicleId, else reg_number among
 * the customer's own); the other spec fields are accepted because the old client sent them, and ignored.
 */
export const AddToCartBodySchema = z.object({
  selectedProductId: IdSchema,
  city: CityInputSchema,
  vehicleId: IdSchema.optional(),
  reg_number: z.string().trim().max(20).optional(),
  product_name: z.string().optional(),
  image: z.string().optional(),
  price_tag: z.unknown().optional(),
  total: z.unknown().optional(),
  make_model: z.string().optional(),
  vehicle_type: z.string().optional(),
  bike_cc: z.unknown().optional(),
  car_segment: z.unknown().optional(),
});
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;
export const AddToCartResponseSchema = SuccessSchema.extend({ cartItem: CartItemSchema });

// ---- Slots ----

export const SlotsQuerySchema = z.object({
  city: CityInputSchema,
  date: z.string(say('chooseServicingDate')).refine(isIsoDate, say('chooseServicingDate')),
});
export const SlotSchema = z.object({
  slot: z.enum(TIME_SLOTS),
  capacity: z.number().int(),
  remaining: z.number().int(),
  available: z.boolean(),
  reason: z.enum(['full', 'closed', 'started']).nullable(),
});
export type Slot = z.infer<typeof SlotSchema>;
export const SlotsResponseSchema = z.object({
  success: z.literal(true),
  city: z.enum(CITIES),
  date: z.string(),
  slots: z.array(SlotSchema),
});

// ---- Orders ----

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
export const IdempotencyKeySchema = z
  .string(say('idempotencyKeyRequired'))
  .min(IDEMPOTENCY_KEY_MIN, say('idempotencyKeyRequired'))
  .max(IDEMPOTENCY_KEY_MAX, say('idempotencyKeyRequired'))
  .regex(/^[\x21-\x7e]+$/, say('idempotencyKeyRequired'));

/**
 * orderData as the checkout sends it (spec section 3 "Order data sent at checkout"), plus `termsAccepted` and an
 * optional `couponCode`: each field's rule, then the rules between fields. Name, contact, vehicle, city and amounts are
 * taken from the server's own records; a client may send them (the old client did) and they are dropped. What needs
 * the clock, the booked city or the vehicle is checked by the API's service (contextProblems).
 */
export const OrderDataSchema = withRulesBetweenFields(
  z.object(CHECKOUT_FIELDS, say('sendOrderData')),
  crossFieldProblems,
);
export type OrderData = z.output<typeof OrderDataSchema>;

/** POST /newmyorder/generate: the web types it, the route reads it (its field errors keyed by orderData's names). */
export const PlaceOrderBodySchema = z.object({
  orderData: OrderDataSchema,
  cartId: IdSchema,
  /** The checkout's WhatsApp box (decision 0019), when it was shown: kept as a consent, source 'checkout'. */
  whatsappOptIn: WhatsappOptInSchema.optional(),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  OID: z.string(),
  productsBuyed: z.array(
    z.object({
      product_name: z.string(),
      category: z.enum(PRODUCT_CATEGORIES),
      image: z.string(),
      description: z.array(DescriptionPointSchema),
      /** The service's name and points in Marathi and Hindi as they were when booked; the web shows its page's. */
      translations: OrderProductTranslationsSchema.optional(),
    }),
  ),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** How often the booking was moved. */
  reschedules: z.number().int().min(0).optional(),
  /** The customer's rating of the service once delivered, null before. */
  review: OwnReviewSchema.nullable().optional(),
  /** Rupees: the service price, the coupon discount, and what is due (floored to whole rupees). */
  subtotal: z.number(),
  discount: z.number(),
  totalSellingPrice: z.number(),
  couponCode: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** yyyy-mm-dd (IST calendar dates). */
  servicingDate: z.string(),
  serviceTimeSlot: z.enum(TIME_SLOTS),
  expectedDeliveryDate: z.string(),
  makeModel: z.string(),
  registrationNumber: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  city: z.enum(CITIES),
  address: z.string(),
  pickupLocation: LocationSchema,
  dropLocation: LocationSchema,
  transmissionType: z.enum(TRANSMISSIONS).nullable(),
  state: z.string(),
  pincode: z.string(),
  alternateNumber: z.string(),
  note: z.string(),
  flat: z.string().optional(),
  landmark: z.string().optional(),
  dropFlat: z.string().optional(),
  dropLandmark: z.string().optional(),
  customerName: z.string(),
  verifyMakeModel: z.boolean(),
  verifyRegistrationNumber: z.boolean(),
  verifyBreakdown: z.boolean(),
  verifyVehicleInsurance: z.boolean(),
  vehicleInsuranceStatus: z.enum(['valid', 'invalid']).nullable(),
  /** Rupees: what is due (service − discount + job-card items); the booked total until the garage adds items. */
  finalTotal: z.number(),
  /** Extra items on the job card, added by the garage after inspection. */
  items: z.array(JobItemSchema).optional(),
  /** The GST invoice of a paid order, to download from the order. */
  invoice: z.object({ _id: z.string(), number: z.string() }).nullable().optional(),
  /**
   * The 4 digits the customer gives the rider at pickup and at drop, on the customer's own order only; null
   * once both handovers are behind it (delivered or cancelled), and on orders placed before codes.
   */
  handoverCode: z.string().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const PlaceOrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema });
export const OrderResponseSchema = z.object({ success: z.literal(true), orderData: OrderSchema });
export const OrderListResponseSchema = z.object({ success: z.literal(true), orders: z.array(OrderSchema) });
/** A customer's cancel takes no fields; an empty body may be left out. */
export const CancelOrderBodySchema = z.object({}).optional();
export const CancelOrderResponseSchema = PlaceOrderResponseSchema;
/** The customer's approval or refusal of extra work answers the order as it now stands. */
export const ItemDecisionResponseSchema = PlaceOrderResponseSchema;
export const LegacyOrdersResponseSchema = z.object({ success: z.literal(true), myOrders: z.array(OrderSchema) });

/** 'MM-2026-000123': the order number customers and operators quote. */
export function orderNumber(year: number, n: number): string {
  return `MM-${year}-${String(n).padStart(6, '0')}`;
}
