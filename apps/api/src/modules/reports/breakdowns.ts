// The range's figures per city, per service and per vehicle tier (decision 0022), added up from the report queries'
// groups of raw columns in the domain's own words (pricing.ts's bikeBand, the catalogue's labels): the summary's
// bookings and revenue, and the groups report's extra work, reminders, customers, ratings and labour.

import { BIKE_BAND_LABELS, CAR_SEGMENT_LABELS, CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import { bikeBand, isCarSegment } from '@motomitra/domain/pricing';
import { NO_GROUP } from '@motomitra/domain/report-groups';
import type { VEHICLE_TIERS } from '@motomitra/domain/reports';
import { n, type Row, text } from './query-runner.ts';

export type Tier = (typeof VEHICLE_TIERS)[number];
/** The key of the orders of a service since taken out of the catalogue. */
export const REMOVED = 'removed';
const LABELS: Record<string, string> = {
  [REMOVED]: 'A service no longer in the catalogue',
  [NO_GROUP]: 'Not serviced here yet',
};

/**
 * The tier a row was priced in: a bike's cc band by pricing.ts's rule (its fuel when the row has one), a bike without
 * a cc being band 1 (an electric one: checkout prices no other bike without one), or the car's segment.
 */
export function tierOf(r: Row): Tier {
  const fuel = typeof r.fuel_type === 'string' ? r.fuel_type : null;
  if (r.vehicle_type === 'Bike') return bikeBand(r.bike_cc === null ? null : n(r.bike_cc), fuel) ?? 'band1';
  return isCarSegment(r.car_type) ? r.car_type : 'unknown';
}
const tierLabel = (tier: Tier) =>
  tier in BIKE_BAND_LABELS
    ? `Bike ${BIKE_BAND_LABELS[tier as keyof typeof BIKE_BAND_LABELS]}`
    : tier in CAR_SEGMENT_LABELS
      ? `Car ${CAR_SEGMENT_LABELS[tier as keyof typeof CAR_SEGMENT_LABELS]}`
      : 'Unknown vehicle';
/** Only a car can be of no known tier: a bike without a cc is band 1. */
const tierType = (tier: Tier) => (tier in BIKE_BAND_LABELS ? 'Bike' : 'Car');

export type Dimension = 'city' | 'service' | 'tier';
type Entry<F> = { key: string; label: string; vehicleType?: string } & F;

/** Figures `F` (named numbers) added up per city, per service and per tier. */
export class Grouped<F extends Record<string, number>> {
  readonly byCity = new Map<string, Entry<F>>();
  readonly byService = new Map<string, Entry<F>>();
  readonly byVehicle = new Map<string, Entry<F>>();

  constructor(private readonly empty: () => F) {
    for (const city of CITIES) this.addTo('city', city, {});
  }

  /** Adds `figures` to a row's city, service and tier (a row without a city counts under NO_GROUP). */
  add(r: Row, figures: Partial<F>) {
    const city = r.city === null ? NO_GROUP : String(r.city);
    this.addTo('city', city, figures);
    this.addTo('service', text(r.product_id) ?? (city === NO_GROUP ? NO_GROUP : REMOVED), figures);
    this.addTo('tier', tierOf(r), figures);
  }

  /** Adds `figures` to one row of one dimension. */
  addTo(dimension: Dimension, key: string, figures: Partial<F>) {
    const map = { city: this.byCity, service: this.byService, tier: this.byVehicle }[dimension];
    const found = map.get(key) ?? this.entry(dimension, key);
    map.set(key, found);
    const sums = found as Record<string, number>;
    for (const [k, v] of Object.entries(figures) as [string, number][]) sums[k] = (sums[k] ?? 0) + v;
  }

  /** Names the services by the catalogue (`names`, id → name): done once every row is in. */
  nameServices(names: Map<string, string>) {
    for (const row of this.byService.values()) row.label = names.get(row.key) ?? LABELS[row.key] ?? row.key;
  }

  private entry(dimension: Dimension, key: string): Entry<F> {
    const label =
      dimension === 'city'
        ? (CITY_LABELS[key as keyof typeof CITY_LABELS] ?? LABELS[key] ?? key)
        : dimension === 'tier'
          ? tierLabel(key as Tier)
          : '';
    const vehicleType = dimension === 'tier' ? { vehicleType: tierType(key as Tier) } : {};
    return { key, label, ...vehicleType, ...this.empty() };
  }
}
