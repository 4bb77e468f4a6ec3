// The range's figures per city, per service and per vehicle tier (decision 0022), added up from the report queries'
// city × service × vehicle groups in the domain's own words (pricing.ts's bikeBand, the catalogue's labels).

import { BIKE_BAND_LABELS, CAR_SEGMENT_LABELS, CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import { bikeBand, isCarSegment } from '@motomitra/domain/pricing';
import type { ReportBreakdownRow, VEHICLE_TIERS } from '@motomitra/domain/reports';
import { n, type Row, text } from './query-runner.ts';

export type Tier = (typeof VEHICLE_TIERS)[number];
/**
 * The tier an order was priced in: a bike's cc band by pricing.ts's rule, a bike without a cc being band 1 (an electric
 * one: checkout prices no other bike without one), or the car's segment.
 */
function tierOf(r: Row): Tier {
  if (r.vehicle_type === 'Bike') return bikeBand(r.bike_cc === null ? null : n(r.bike_cc)) ?? 'band1';
  return isCarSegment(r.car_type) ? r.car_type : 'unknown';
}
const tierLabel = (tier: Tier) =>
  tier in BIKE_BAND_LABELS
    ? `Bike ${BIKE_BAND_LABELS[tier as keyof typeof BIKE_BAND_LABELS]}`
    : tier in CAR_SEGMENT_LABELS
      ? `Car ${CAR_SEGMENT_LABELS[tier as keyof typeof CAR_SEGMENT_LABELS]}`
      : 'Unknown vehicle';

type BreakdownRow = ReportBreakdownRow & { vehicleType?: string };
/** The range's figures per city, per service and per tier, each added to from the city × service × vehicle groups. */
export class Breakdowns {
  byCity = new Map<string, BreakdownRow>(CITIES.map((c) => [c, Breakdowns.empty(c, CITY_LABELS[c])]));
  byService = new Map<string, BreakdownRow>();
  byVehicle = new Map<string, BreakdownRow>();

  static empty(key: string, label: string): BreakdownRow {
    return { key, label, bookings: 0, cancelled: 0, serviced: 0, paidOrders: 0, revenuePaise: 0 };
  }

  /** Adds `figures` to the order group's city, service and tier. */
  add(r: Row, figures: Partial<Omit<ReportBreakdownRow, 'key' | 'label'>>) {
    const city = String(r.city);
    const service = text(r.product_id) ?? 'removed';
    const tier = tierOf(r);
    const rows = [
      this.row(this.byCity, city, CITY_LABELS[city as keyof typeof CITY_LABELS] ?? city),
      this.row(this.byService, service, ''),
      this.row(this.byVehicle, tier, tierLabel(tier), String(r.vehicle_type)),
    ];
    for (const row of rows) {
      for (const [k, v] of Object.entries(figures) as [keyof typeof figures, number][]) row[k] += v;
    }
  }

  private row(map: Map<string, BreakdownRow>, key: string, label: string, vehicleType?: string) {
    const found = map.get(key) ?? { ...Breakdowns.empty(key, label), ...(vehicleType ? { vehicleType } : {}) };
    map.set(key, found);
    return found;
  }
}
