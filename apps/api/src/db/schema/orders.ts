// Tables of bookings: slot capacity and orders (their coupons are in coupons.ts).

import type { DescriptionPoint } from '@motomitra/domain/catalogue';
import type { OrderProductTranslations } from '@motomitra/domain/catalogue-texts';
import {
  type CarSegment,
  CITIES,
  type City,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type ProductCategory,
  TIME_SLOTS,
  type TimeSlot,
  type Transmission,
  type VehicleType,
} from '@motomitra/domain/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { coupons } from './coupons.ts';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';

/** Places per city, date and slot. A missing row means the default capacity and nothing booked. */
export const slotCapacity = pgTable(
  'slot_capacity',
  {
    city: text('city').$type<City>().notNull(),
    date: date('date').notNull(),
    slot: text('slot').$type<TimeSlot>().notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.date, t.slot] }),
    check('slot_capacity_booked_nonnegative', sql`${t.booked} >= 0`),
    oneOf('slot_capacity_city', t.city, CITIES),
    oneOf('slot_capacity_slot', t.slot, TIME_SLOTS),
  ],
);

export type Place = { address: string; coordinates: { lat: number; lng: number } };
export type ProductSnapshot = {
  productId: string;
  product_name: string;
  category: ProductCategory;
  image: string;
  description: DescriptionPoint[];
  /** Its name and points in Marathi and Hindi when booked (orders placed before the shop spoke Marathi and Hindi have none: English). */
  translations?: OrderProductTranslations;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequence number behind the OID (MM-2026-000123). */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    oid: text('oid').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    product: jsonb('product').$type<ProductSnapshot>().notNull(),
    customerName: text('customer_name').notNull(),
    /** Null for a customer who has no e-mail address (an account made with a mobile number, decision 0019). */
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone').notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    makeModel: text('make_model').notNull(),
    registrationNumber: text('registration_number').notNull(),
    bikeCc: integer('bike_cc'),
    carType: text('car_type').$type<CarSegment>(),
    city: text('city').$type<City>().notNull(),
    address: text('address').notNull(),
    servicingDate: date('servicing_date').notNull(),
    serviceTimeSlot: text('service_time_slot').$type<TimeSlot>().notNull(),
    expectedDeliveryDate: date('expected_delivery_date').notNull(),
    transmissionType: text('transmission_type').$type<Transmission>(),
    verifyMakeModel: boolean('verify_make_model').notNull(),
    verifyRegistrationNumber: boolean('verify_registration_number').notNull(),
    verifyBreakdown: boolean('verify_breakdown').notNull(),
    verifyVehicleInsurance: boolean('verify_vehicle_insurance').notNull(),
    vehicleInsuranceStatus: text('vehicle_insurance_status').$type<'valid' | 'invalid'>(),
    pickupLocation: jsonb('pickup_location').$type<Place>().notNull(),
    dropLocation: jsonb('drop_location').$type<Place>().notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    alternateNumber: text('alternate_number').notNull(),
    note: text('note').notNull().default(''),
    /** Flat or house and building, and a landmark, for the rider. */
    flat: text('flat').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    /** The same for a drop at another place than the pickup; empty when the drop is the pickup. */
    dropFlat: text('drop_flat').notNull().default(''),
    dropLandmark: text('drop_landmark').notNull().default(''),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    /** Service total after discount plus job-card items; kept in step with job_items by the operator calls. */
    finalTotalPaise: integer('final_total_paise'),
    paymentMethod: text('payment_method'),
    /** UTR or reference the customer submitted. */
    paymentReference: text('payment_reference'),
    /** Reference the operator recorded when confirming. */
    paymentConfirmation: text('payment_confirmation'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Who collects the vehicle, who works on it and who brings it back (decision 0021); null until assigned. */
    pickupRiderId: uuid('pickup_rider_id').references(() => customers.id),
    technicianId: uuid('technician_id').references(() => customers.id),
    dropRiderId: uuid('drop_rider_id').references(() => customers.id),
    /**
     * The 4 digits the customer gives the rider at pickup and at drop (decision 0021): told to the customer only, never
     * to staff. Null on orders placed before handover codes existed, which move without one.
     */
    handoverCode: text('handover_code'),
    /** How often the booking was moved to another date or slot (at most MAX_RESCHEDULES). */
    reschedules: integer('reschedules').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency').on(t.customerId, t.idempotencyKey),
    index('orders_customer').on(t.customerId, t.createdAt),
    index('orders_slot').on(t.city, t.servicingDate, t.serviceTimeSlot),
    index('orders_pickup_rider').on(t.pickupRiderId, t.servicingDate).where(sql`${t.pickupRiderId} is not null`),
    index('orders_drop_rider').on(t.dropRiderId, t.expectedDeliveryDate).where(sql`${t.dropRiderId} is not null`),
    index('orders_technician').on(t.technicianId, t.servicingDate).where(sql`${t.technicianId} is not null`),
    // The owner's reports (decision 0022): each report query reads the rows of its range from one of these alone
    // (an index-only scan: every column it reads is in the index), so a year of 100,000 orders never touches the wide
    // order rows. Bookings placed and customers (by created_at):
    index('orders_placed_report').on(
      t.createdAt,
      t.status,
      t.city,
      t.productId,
      t.vehicleType,
      t.bikeCc,
      t.carType,
      t.customerId,
    ),
    // Revenue, GST and discounts (by paid_at; id to leave out the few whose payment was refunded).
    index('orders_paid_report')
      .on(
        t.paidAt,
        t.status,
        t.city,
        t.productId,
        t.vehicleType,
        t.bikeCc,
        t.carType,
        t.couponCode,
        t.subtotalPaise,
        t.totalPaise,
        t.finalTotalPaise,
        t.id,
      )
      .where(sql`${t.paymentStatus} = 'paid'`),
    // Vehicles serviced, slot fill and rider runs (by servicing date).
    index('orders_serviced_report').on(
      t.servicingDate,
      t.status,
      t.vehicleType,
      t.city,
      t.productId,
      t.bikeCc,
      t.carType,
      t.serviceTimeSlot,
      t.pickupRiderId,
      t.dropRiderId,
    ),
    // A customer's bookings with their status: repeat customers and reminders followed by a booking.
    index('orders_customer_report').on(t.customerId, t.createdAt, t.status),
    // Cancellations by reason.
    index('orders_cancelled_report').on(t.createdAt, t.cancelReason).where(sql`${t.status} = 'cancelled'`),
    check(
      'orders_amounts',
      sql`${t.discountPaise} >= 0 and ${t.totalPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise}`,
    ),
    oneOf('orders_status', t.status, ORDER_STATUSES),
    oneOf('orders_payment_status', t.paymentStatus, PAYMENT_STATUSES),
    oneOf('orders_city', t.city, CITIES),
    oneOf('orders_service_time_slot', t.serviceTimeSlot, TIME_SLOTS),
  ],
);
