// How a saved or catalogue vehicle's size is shown: engine cc for bikes, body segment for cars.
import type { CarSegment } from '@motomitra/domain/constants';
import { accountText } from '../../i18n/en/account.ts';
import { segmentLabel } from '../../i18n/t.ts';

export function vehicleSize(v: {
  vehicle_type: string;
  /** Orders keep none: an electric bike without cc then shows no size. */
  fuel_type?: string;
  bike_cc: number | null;
  car_type: CarSegment | null;
}) {
  if (v.vehicle_type === 'Car')
    return v.car_type ? accountText('vehicles.carType', { type: segmentLabel(v.car_type) }) : '';
  if (v.fuel_type === 'Electric' && !v.bike_cc) return accountText('vehicles.electric');
  return v.bike_cc ? accountText('vehicles.bikeCc', { cc: v.bike_cc }) : '';
}
