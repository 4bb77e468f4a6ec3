// How a saved or catalogue vehicle's size is shown: engine cc for bikes, body segment for cars.
import type { CarSegment } from '@motomitra/domain/constants';
import { segmentLabel, t } from '../../i18n/t.ts';
import '../../i18n/en/account.ts';

export function vehicleSize(v: {
  vehicle_type: string;
  /** Orders keep none: an electric bike without cc then shows no size. */
  fuel_type?: string;
  bike_cc: number | null;
  car_type: CarSegment | null;
}) {
  if (v.vehicle_type === 'Car') return v.car_type ? t('vehicles.carType', { type: segmentLabel(v.car_type) }) : '';
  if (v.fuel_type === 'Electric' && !v.bike_cc) return t('vehicles.electric');
  return v.bike_cc ? t('vehicles.bikeCc', { cc: v.bike_cc }) : '';
}
