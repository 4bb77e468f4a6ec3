// The checkout form's values, what they send as orderData, and their check: the domain's own validateCheckout, the
// function the API runs, so the page refuses exactly what the server would and no rule is copied here. The server
// still checks again (with its clock, the slot's places, the price and the coupon).
import type { CartItem, PlaceOrderBody } from '@motomitra/domain/booking';
import { DEFAULT_STATE } from '@motomitra/domain/checkout';
import { validateCheckout } from '@motomitra/domain/checkout-rules';
import { type Place, toPlaceLocation } from '@motomitra/domain/places';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type CheckoutValues = {
  verifyMakeModel: boolean;
  verifyRegistrationNumber: boolean;
  verifyTransmissionType: boolean;
  verifyBreakdown: boolean;
  verifyVehicleInsurance: boolean;
  vehicleInsuranceStatus: '' | 'valid' | 'invalid';
  servicingDate: string;
  serviceTimeSlot: string;
  expectedDeliveryDate: string;
  transmissionType: string;
  pickupLocation: Place | null;
  /** 'Same as pickup' (the drop place is then the pickup place). */
  dropSame: boolean;
  dropLocation: Place | null;
  state: string;
  pincode: string;
  alternateNumber: string;
  note: string;
  flat: string;
  landmark: string;
  /** For a drop at another place: its own flat and landmark. */
  dropFlat: string;
  dropLandmark: string;
  termsAccepted: boolean;
  /** Checkout's WhatsApp box (asked only of a customer not on WhatsApp), sent beside orderData. */
  whatsappOptIn: boolean;
};

export const CHECKOUT_DEFAULTS: CheckoutValues = {
  verifyMakeModel: false,
  verifyRegistrationNumber: false,
  verifyTransmissionType: false,
  verifyBreakdown: false,
  verifyVehicleInsurance: false,
  vehicleInsuranceStatus: '',
  servicingDate: '',
  serviceTimeSlot: '',
  expectedDeliveryDate: '',
  transmissionType: '',
  pickupLocation: null,
  dropSame: true,
  dropLocation: null,
  state: DEFAULT_STATE,
  pincode: '',
  alternateNumber: '',
  note: '',
  flat: '',
  landmark: '',
  dropFlat: '',
  dropLandmark: '',
  termsAccepted: false,
  whatsappOptIn: false,
};

/** The key of a cart item's checkout draft (kept for the tab until the order is placed). */
export const checkoutDraftKey = (cartId: string) => `checkout-of-${cartId}`;

/** The fields the server may name in its field errors, in the order the page shows them. */
export const CHECKOUT_FIELD_NAMES = [
  'vehicleInsuranceStatus',
  'servicingDate',
  'serviceTimeSlot',
  'expectedDeliveryDate',
  'transmissionType',
  'pickupLocation',
  'dropLocation',
  'state',
  'pincode',
  'alternateNumber',
  'note',
  'flat',
  'landmark',
  'dropFlat',
  'dropLandmark',
  'termsAccepted',
] as const satisfies readonly (keyof CheckoutValues)[];

type Context = { item: CartItem; address: string };

/** orderData as the API reads it, from the form's values; `couponCode` is the coupon the summary still applies. */
export function toOrderData(v: CheckoutValues, { item, address }: Context, couponCode?: string) {
  const isCar = item.vehicle_type === 'Car';
  const drop = v.dropSame ? v.pickupLocation : v.dropLocation;
  return {
    verifyMakeModel: v.verifyMakeModel,
    verifyRegistrationNumber: v.verifyRegistrationNumber,
    verifyTransmissionType: isCar ? v.verifyTransmissionType : false,
    verifyBreakdown: v.verifyBreakdown,
    verifyVehicleInsurance: v.verifyVehicleInsurance,
    vehicleInsuranceStatus: v.vehicleInsuranceStatus || undefined,
    address: address || undefined,
    pickupLocation: v.pickupLocation ? toPlaceLocation(v.pickupLocation) : undefined,
    dropLocation: drop ? toPlaceLocation(drop) : undefined,
    servicingDate: v.servicingDate,
    serviceTimeSlot: v.serviceTimeSlot as never,
    expectedDeliveryDate: v.expectedDeliveryDate,
    transmissionType: isCar ? (v.transmissionType as never) || undefined : undefined,
    state: v.state,
    pincode: v.pincode,
    alternateNumber: v.alternateNumber,
    note: v.note,
    flat: v.flat,
    landmark: v.landmark,
    dropFlat: v.dropSame ? '' : v.dropFlat,
    dropLandmark: v.dropSame ? '' : v.dropLandmark,
    couponCode,
    termsAccepted: v.termsAccepted as true,
  } satisfies PlaceOrderBody['orderData'];
}

/** The form's check: validateCheckout on what would be sent, now, for this item's city and vehicle. */
export function checkoutResolver(ctx: Context): Resolver<CheckoutValues> {
  return (values) => {
    const checked = validateCheckout(toOrderData(values, ctx), {
      now: new Date(),
      city: ctx.item.city,
      vehicleType: ctx.item.vehicle_type,
      mobile: ctx.item.phone_no,
    });
    if (checked.ok) return { values, errors: {} };
    const errors: FieldErrors<CheckoutValues> = {};
    for (const name of CHECKOUT_FIELD_NAMES) {
      const message = checked.fieldErrors[name];
      if (message) errors[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
