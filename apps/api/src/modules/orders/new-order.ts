// The order checkout writes, as place_order takes it: the whole row, with the service, vehicle, customer and amounts
// as they were when it was placed, and its confirmation on the customer's channels (queued by place_order only if the
// order is placed).
import { randomInt } from 'node:crypto';
import { orderProductTranslations, productNameIn } from '@motomitra/domain/catalogue-texts';
import type { CartAmounts } from '@motomitra/domain/coupons';
import type { CheckoutData } from '@motomitra/domain/order-data';
import { rowToJson, wholeRowToJson } from '../../db/json-rows.ts';
import { orders, outbox } from '../../db/schema.ts';
import type { CartLine } from '../cart/lines.ts';
import type { CouponRow } from '../coupons/found.ts';
import { type Channels, messagesFor } from '../messaging/notify.ts';
import { phoneRow } from '../messaging/queue.ts';
import { orderNotices } from '../notifications/order-notices.ts';
import { emailRow } from '../notifications/outbox-queue.ts';
import type { Orderer } from './checkout-read.ts';

/** What an order is made of: the checkout's decision on one cart item. */
export type NewOrder = {
  id: string;
  number: number;
  oid: string;
  customerId: string;
  idempotencyKey: string;
  line: CartLine;
  me: Orderer;
  data: CheckoutData;
  amounts: CartAmounts;
  coupon: CouponRow | null;
  /** The 4 digits the customer gives the rider at pickup and drop (newHandoverCode). */
  handoverCode: string;
  now: Date;
};

/** A handover code: 4 random digits, leading zeros kept. */
export function newHandoverCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}

/** The order's row, whole, as JSON for place_order. */
export function newOrderRow(o: NewOrder): Record<string, unknown> {
  const { line, me, data, amounts, coupon } = o;
  return wholeRowToJson(orders, {
    id: o.id,
    number: o.number,
    oid: o.oid,
    customerId: o.customerId,
    idempotencyKey: o.idempotencyKey,
    status: 'new',
    paymentStatus: 'pending',
    productId: line.product.id,
    product: {
      productId: line.product.id,
      product_name: line.product.productName,
      category: line.product.category,
      image: line.product.image,
      description: line.product.description,
      translations: orderProductTranslations(line.product.translations),
    },
    customerName: me.name,
    customerEmail: me.email,
    customerPhone: me.phone,
    vehicleType: line.vehicle.vehicleType,
    makeModel: line.vehicle.makeModel,
    registrationNumber: line.vehicle.regNumber,
    bikeCc: line.vehicle.bikeCc,
    carType: line.vehicle.carType,
    city: line.city,
    address: data.address || me.address || data.pickupLocation.address,
    servicingDate: data.servicingDate,
    serviceTimeSlot: data.serviceTimeSlot,
    expectedDeliveryDate: data.expectedDeliveryDate,
    transmissionType: data.transmissionType,
    verifyMakeModel: data.verifyMakeModel,
    verifyRegistrationNumber: data.verifyRegistrationNumber,
    verifyBreakdown: data.verifyBreakdown,
    verifyVehicleInsurance: data.verifyVehicleInsurance,
    vehicleInsuranceStatus: data.vehicleInsuranceStatus,
    pickupLocation: data.pickupLocation,
    dropLocation: data.dropLocation,
    state: data.state,
    pincode: data.pincode,
    alternateNumber: data.alternateNumber,
    note: data.note,
    flat: data.flat,
    landmark: data.landmark,
    dropFlat: data.dropFlat,
    dropLandmark: data.dropLandmark,
    subtotalPaise: amounts.totalPaise,
    discountPaise: amounts.discountPaise,
    totalPaise: amounts.finalTotalPaise,
    finalTotalPaise: amounts.finalTotalPaise,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    paymentMethod: null,
    paymentReference: null,
    paymentConfirmation: null,
    paidAt: null,
    cancelReason: null,
    pickupRiderId: null,
    technicianId: null,
    dropRiderId: null,
    handoverCode: o.handoverCode,
    reschedules: 0,
    createdAt: o.now,
    updatedAt: o.now,
  });
}

/**
 * The booking confirmed, on each of the customer's channels (messaging/notify.ts's choice, from the channels checkout
 * read), in their language and linking to the order at `shop.publicUrl`: outbox rows for place_order (migration 0024).
 */
export function confirmationMessages(
  o: NewOrder,
  shop: { publicUrl: string; brand: string },
  channels: Channels,
): Record<string, unknown>[] {
  const { line, me, data } = o;
  const write = orderNotices(shop).placed(
    {
      id: o.id,
      oid: o.oid,
      customerEmail: me.email,
      customerName: me.name,
      makeModel: line.vehicle.makeModel,
      registrationNumber: line.vehicle.regNumber,
      servicingDate: data.servicingDate,
      serviceTimeSlot: data.serviceTimeSlot,
      pickupAddress: data.pickupLocation.address,
      flat: data.flat,
      landmark: data.landmark,
      totalPaise: o.amounts.finalTotalPaise,
      handoverCode: o.handoverCode,
    },
    (language) => productNameIn(line.product.productName, line.product.translations, language),
  );
  const { emails, texts } = messagesFor(
    channels,
    { customerId: o.customerId, orderId: o.id },
    write(channels.language),
  );
  return [
    ...emails.flatMap(({ to, ...mail }) => (to === null ? [] : [rowToJson(outbox, emailRow({ ...mail, to }, o.now))])),
    ...texts.map((text) => rowToJson(outbox, phoneRow(text, o.now))),
  ];
}
