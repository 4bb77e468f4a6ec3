import type { VehicleCatalogueEntry } from '@motomitra/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { legacyBody, legacyChoices } from './legacy-vehicle.ts';

const entry = (e: Partial<VehicleCatalogueEntry>): VehicleCatalogueEntry => ({
  _id: `${e.make}-${e.model}-${e.variant}`,
  vehicle_type: 'Bike',
  make: 'Honda',
  model: 'Activa',
  make_model: `${e.make ?? 'Honda'} ${e.model ?? 'Activa'}`,
  variant: '6G',
  fuel_type: 'Petrol',
  bike_cc: 110,
  car_type: null,
  vehicle_image: '',
  vehicle_model: '',
  vehicle_cc: null,
  ...e,
});

const catalogue = [
  entry({ make: 'TVS', model: 'Jupiter' }),
  entry({ make: 'Honda', model: 'Activa', variant: '6G' }),
  entry({ make: 'Honda', model: 'Shine', variant: '100' }),
  entry({ make: 'Maruti Suzuki', model: 'Alto K10', vehicle_type: 'Car', bike_cc: null, car_type: 'hatchback' }),
];

describe('the legacy add-vehicle screen', () => {
  it('lists a type’s makes once each, in alphabetical order, and the chosen make’s models', () => {
    const bikes = legacyChoices(catalogue, 'Bike', 'Honda');
    expect(bikes.makes).toEqual(['Honda', 'TVS']);
    expect(bikes.models.map((m) => m.model)).toEqual(['Activa', 'Shine']);
    expect(legacyChoices(catalogue, 'Car', '')).toEqual({ makes: ['Maruti Suzuki'], models: [] });
  });

  it('sends a bike’s cc or a car’s type as cc_type, with the variant and the number trimmed', () => {
    expect(legacyBody(entry({ variant: '6G' }), 'Bike', ' MH31AB1234 ')).toEqual({
      vehicleType: 'Bike',
      make: 'Honda',
      model: 'Activa',
      variant: '6G',
      cc_type: 110,
      reg_number: 'MH31AB1234',
    });
    const alto = catalogue[3] as VehicleCatalogueEntry;
    expect(legacyBody(alto, 'Car', 'MH31CD1234').cc_type).toBe('hatchback');
  });
});
