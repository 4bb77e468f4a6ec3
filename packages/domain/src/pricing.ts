// The pricing rule: price of a product for a vehicle in a city (bikes by cc band, cars by segment).
import {
  BIKE_BANDS,
  type BikeBand,
  CAR_SEGMENTS,
  CATEGORY_SERVES,
  type CarSegment,
  type City,
  FUEL_TYPES,
  type FuelType,
  type ProductCategory,
  type VehicleType,
} from './constants.ts';
import type { CUSTOMER_MESSAGES } from './messages-customer.ts';
import type { Paise } from './money.ts';

/** A product's price list: one row per city and tier (a bike band or a car segment), in paise. */
export type PriceRow = { city: City; tier: BikeBand | CarSegment; pricePaise: Paise };

export type PricedVehicle = {
  vehicle_type: VehicleType;
  fuel_type: FuelType | string | null;
  bike_cc: number | null;
  car_type: CarSegment | string | null;
};

/** The cc limits of the bands below; the reports' SQL reads the same (reports/group-queries.ts). */
export const BIKE_BAND_LIMITS = { band1Below: 150, band2UpTo: 200 } as const;

/**
 * Bike cc band (product-decisions): below 150 cc → band 1, 150–200 cc inclusive → band 2, above 200 → band 3.
 * Electric two-wheelers (no displacement) count as band 1.
 */
export function bikeBand(cc: number | null, fuelType?: string | null): BikeBand | null {
  if (fuelType === 'Electric') return 'band1';
  if (cc === null || !Number.isFinite(cc) || cc <= 0) return null;
  if (cc < BIKE_BAND_LIMITS.band1Below) return 'band1';
  if (cc <= BIKE_BAND_LIMITS.band2UpTo) return 'band2';
  return 'band3';
}

export function isCarSegment(value: unknown): value is CarSegment {
  return typeof value === 'string' && (CAR_SEGMENTS as readonly string[]).includes(value);
}

export function isBikeBand(value: unknown): value is BikeBand {
  return typeof value === 'string' && (BIKE_BANDS as readonly string[]).includes(value);
}

/** The tier a vehicle is priced in, or null when the vehicle cannot be priced (unknown cc or segment). */
export function tierFor(vehicle: PricedVehicle): BikeBand | CarSegment | null {
  if (vehicle.vehicle_type === 'Bike') return bikeBand(vehicle.bike_cc, vehicle.fuel_type);
  return isCarSegment(vehicle.car_type) ? vehicle.car_type : null;
}

export function categoryServes(category: ProductCategory, vehicleType: VehicleType): boolean {
  return CATEGORY_SERVES[category].includes(vehicleType);
}

/**
 * The fuels a service is for (product-decisions, "Vehicles and services, continued": an oil change is not for an
 * electric vehicle): a list of the domain's fuels, or null for every fuel.
 */
export type ServedFuels = readonly FuelType[] | null;

/** A fuel list as it is kept: null when it names every fuel (or none), else each fuel once, in FUEL_TYPES order. */
export function normalizeFuels(fuels: readonly FuelType[] | null | undefined): ServedFuels {
  if (!fuels) return null;
  const kept = FUEL_TYPES.filter((f) => fuels.includes(f));
  return kept.length === 0 || kept.length === FUEL_TYPES.length ? null : kept;
}

export function fuelServed(fuels: ServedFuels, fuel: FuelType | string | null): boolean {
  return !fuels || fuels.length === 0 || (fuel !== null && (fuels as readonly string[]).includes(fuel));
}

/** A service and the vehicles it is for: its category's vehicle types, and the fuels it names. */
export type ServingProduct = { category: ProductCategory; fuels: ServedFuels };

/** Which vehicles a product serves, the one rule: null when it serves this vehicle, else why it does not. */
export function servingProblem(
  product: ServingProduct,
  vehicle: Pick<PricedVehicle, 'vehicle_type' | 'fuel_type'>,
): 'vehicle-not-served' | 'fuel-not-served' | null {
  if (!categoryServes(product.category, vehicle.vehicle_type)) return 'vehicle-not-served';
  if (!fuelServed(product.fuels, vehicle.fuel_type)) return 'fuel-not-served';
  return null;
}

/** The tiers a service of this category is priced in: cc bands if it serves bikes, car segments if it serves cars. */
export function tiersFor(category: ProductCategory): (BikeBand | CarSegment)[] {
  return [
    ...(categoryServes(category, 'Bike') ? BIKE_BANDS : []),
    ...(categoryServes(category, 'Car') ? CAR_SEGMENTS : []),
  ];
}

export type PriceProblem = 'vehicle-not-served' | 'fuel-not-served' | 'vehicle-not-priceable' | 'no-price-in-city';
export type PriceResult =
  | { ok: true; pricePaise: Paise; tier: BikeBand | CarSegment }
  | { ok: false; reason: PriceProblem };

/**
 * The spec text that says why a vehicle has no price, by its MESSAGES key (its {city} is the city's label, its {fuel}
 * the vehicle's fuel): the API's answer and the product page's line are the same text.
 */
export const PRICE_PROBLEM_TEXTS = {
  'vehicle-not-served': 'priceNotServed',
  'fuel-not-served': 'priceFuelNotServed',
  'vehicle-not-priceable': 'priceNotPriceable',
  'no-price-in-city': 'priceNoPriceInCity',
} as const satisfies Record<PriceProblem, keyof typeof CUSTOMER_MESSAGES>;

/** priceFor(product, vehicle, city): the one place a service is priced, for a vehicle it serves. */
export function priceFor(
  product: ServingProduct & { prices: readonly PriceRow[] },
  vehicle: PricedVehicle,
  city: City,
): PriceResult {
  const notServed = servingProblem(product, vehicle);
  if (notServed) return { ok: false, reason: notServed };
  const tier = tierFor(vehicle);
  if (tier === null) return { ok: false, reason: 'vehicle-not-priceable' };
  const row = product.prices.find((p) => p.city === city && p.tier === tier);
  if (!row) return { ok: false, reason: 'no-price-in-city' };
  return { ok: true, pricePaise: row.pricePaise, tier };
}

/** The lowest price of a product anywhere: what the catalogue shows as its price tag ("from ₹…"). */
export function startingPrice(prices: readonly PriceRow[]): Paise | null {
  if (prices.length === 0) return null;
  return Math.min(...prices.map((p) => p.pricePaise));
}
