// What Add vehicle will save of the catalogue vehicle chosen: make and model, type, and engine cc or body type.
import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { accountText } from '../../../i18n/en/account.ts';
import { categoryLabel } from '../../../i18n/t.ts';
import { vehicleSize } from '../vehicle-text.ts';

export function ChosenVehicle({ vehicle }: { vehicle: VehicleCatalogueEntry }) {
  return (
    <dl className="chosen-vehicle" aria-live="polite">
      <div>
        <dt>{accountText('addVehicle.makeModel')}</dt>
        <dd translate="no">
          {vehicle.make_model} {vehicle.variant}
        </dd>
      </div>
      <div>
        <dt>{accountText('addVehicle.type')}</dt>
        <dd>{categoryLabel(vehicle.vehicle_type)}</dd>
      </div>
      <div>
        <dt>{vehicle.vehicle_type === 'Car' ? accountText('addVehicle.carType') : accountText('addVehicle.bikeCc')}</dt>
        <dd>{vehicleSize(vehicle)}</dd>
      </div>
    </dl>
  );
}
