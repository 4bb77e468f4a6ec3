// Business constants from the spec (section 9) and product-decisions: cities, slots, categories, statuses.

import type { Language } from './language.ts';

export const CITIES = ['nagpur', 'pune'] as const;
export type City = (typeof CITIES)[number];
export const CITY_LABELS: Record<City, string> = { nagpur: 'Nagpur', pune: 'Pune' };
/** A city's name in each language the shop speaks (the pages and the e-mails). */
export const CITY_LABELS_IN: Record<Language, Record<City, string>> = {
  en: CITY_LABELS,
  mr: { nagpur: 'नागपूर', pune: 'पुणे' },
  hi: { nagpur: 'नागपुर', pune: 'पुणे' },
};

export const PRODUCT_CATEGORIES = ['Bike', 'Car', 'Breakdown', 'Bike Yearly'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Service lines on the home page: the four bookable categories plus two enquiry-only lines. */
export const SERVICE_LINES = [...PRODUCT_CATEGORIES, 'Insurance', 'RTO'] as const;
export type ServiceLine = (typeof SERVICE_LINES)[number];
export const ENQUIRY_LINES: readonly ServiceLine[] = ['Insurance', 'RTO'];

export const VEHICLE_TYPES = ['Bike', 'Car'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const CAR_SEGMENTS = ['hatchback', 'sedan', 'compact_suv', 'suv_muv', 'luxury'] as const;
export type CarSegment = (typeof CAR_SEGMENTS)[number];
export const CAR_SEGMENT_LABELS: Record<CarSegment, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  compact_suv: 'Compact SUV',
  suv_muv: 'SUV/MUV',
  luxury: 'Luxury',
};

export const BIKE_BANDS = ['band1', 'band2', 'band3'] as const;
export type BikeBand = (typeof BIKE_BANDS)[number];
/** Keys of the spec's per-city `bike_segment` list on the wire, one per band, in band order. */
export const BIKE_BAND_WIRE_KEYS: Record<BikeBand, string> = {
  band1: 'below_150cc',
  band2: '150_to_200cc',
  band3: 'above_200cc',
};
export const BIKE_BAND_LABELS: Record<BikeBand, string> = {
  band1: 'Below 150 cc and electric',
  band2: '150 cc to 200 cc',
  band3: 'Above 200 cc',
};

/** Which vehicle types a product category serves (product-decisions, "Catalogue and prices"). */
export const CATEGORY_SERVES: Record<ProductCategory, readonly VehicleType[]> = {
  Bike: ['Bike'],
  'Bike Yearly': ['Bike'],
  Car: ['Car'],
  Breakdown: ['Bike', 'Car'],
};

export const TIME_SLOTS = [
  '10:00 AM - 12:00 PM',
  '12:00 PM - 02:00 PM',
  '02:00 PM - 04:00 PM',
  '04:00 PM - 06:00 PM',
  '06:00 PM - 08:30 PM',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const DEFAULT_SLOT_CAPACITY = 4;

export const ORDER_STATUSES = ['new', 'pickedUp', 'inService', 'inTransitDown', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'requested', 'submitted', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other', 'prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

/** The longest name a customer may give (NameSchema; forms count against it as it is typed). */
export const NAME_MAX = 80;

export const TRANSMISSIONS = ['Manual', 'Automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DISCOUNT_TYPES = ['fixed_card_discount', 'percentage_discount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Home page statistics (spec section 2 and 9). */
export const HOME_STATS = { cities: 2, vehiclesServiced: 3000, insuranceRenewals: 500, happyClients: 2500 } as const;

export const TIMEZONE = 'Asia/Kolkata';

/** Parses a city name sent in any letter case; returns the stored (lower-case) form or null. */
export function parseCity(input: string): City | null {
  const c = input.trim().toLowerCase();
  return (CITIES as readonly string[]).includes(c) ? (c as City) : null;
}

/**
 * What a contact enquiry is about, set from where the form was opened: a call back about insurance or
 * RTO work (the home tiles), bringing the service to another city (the city banner), or a message (the rest).
 */
export const ENQUIRY_TOPICS = ['message', 'insurance', 'rto', 'city'] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];
export const ENQUIRY_TOPIC_LABELS: Record<EnquiryTopic, string> = {
  message: 'A message',
  insurance: 'A call back about insurance',
  rto: 'A call back about RTO work',
  city: 'MotoMitra in my city',
};

/** What the enquiries operators handle are: contact enquiries, Earn-With-Us applications, vehicles to add. */
export const ENQUIRY_KINDS = ['contact', 'earn', 'vehicle'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
