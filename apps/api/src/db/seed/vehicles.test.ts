// The demo vehicle catalogue: enough Indian models, each popular one in its common variants,
// rows the database accepts, and the rows other tests save by make and model kept as they were.
import { CAR_SEGMENTS, FUEL_TYPES } from '@motomitra/domain/constants';
import { describe, expect, it } from 'vitest';
import { SEED_VEHICLES, type SeedVehicle } from './data.ts';

const name = (v: SeedVehicle) => `${v.make} ${v.model}`;
const bikes = SEED_VEHICLES.filter((v) => v.vehicle_type === 'Bike');
const cars = SEED_VEHICLES.filter((v) => v.vehicle_type === 'Car');
const variantsOf = (makeModel: string) => SEED_VEHICLES.filter((v) => name(v) === makeModel);

describe('the demo vehicle catalogue', () => {
  it('has at least 150 distinct makes and models, bikes and cars alike', () => {
    expect(new Set(SEED_VEHICLES.map(name)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(bikes.map(name)).size).toBeGreaterThanOrEqual(75);
    expect(new Set(cars.map(name)).size).toBeGreaterThanOrEqual(75);
  });

  it('keeps (make, model, variant) unique, as the database does', () => {
    const keys = SEED_VEHICLES.map((v) => `${v.make}\u0000${v.model}\u0000${v.variant}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    'Maruti Suzuki Wagon R',
    'Maruti Suzuki Swift',
    'Maruti Suzuki Alto K10',
    'Maruti Suzuki Dzire',
    'Maruti Suzuki Brezza',
    'Hyundai i20',
    'Hyundai Creta',
    'Honda City',
    'Kia Seltos',
    'Tata Nexon',
    'Tata Nexon EV',
    'Mahindra XUV700',
    'Mahindra Scorpio-N',
    'Royal Enfield Classic 350',
    'Royal Enfield Bullet 350',
    'Royal Enfield Hunter 350',
    'Honda Activa 6G',
    'Hero Splendor Plus XTEC',
    'Bajaj Pulsar 150',
    'TVS Jupiter',
    'TVS Apache RTR 160',
  ])('sells %s in at least two variants', (makeModel) => {
    expect(variantsOf(makeModel).length).toBeGreaterThanOrEqual(2);
  });

  it('has the common variants people ask for', () => {
    const variants = (makeModel: string) => variantsOf(makeModel).map((v) => v.variant);
    expect(variants('Maruti Suzuki Wagon R')).toEqual(expect.arrayContaining(['LXi', 'VXi', 'ZXi', 'LXi CNG']));
    expect(variants('Maruti Suzuki Swift')).toEqual(expect.arrayContaining(['LXi', 'VXi', 'ZXi', 'ZXi Plus']));
    expect(variants('Royal Enfield Classic 350')).toEqual(
      expect.arrayContaining(['Redditch', 'Halcyon', 'Signals', 'Chrome']),
    );
    expect(variants('Honda Activa 6G')).toEqual(expect.arrayContaining(['Standard', 'DLX', 'H-Smart']));
    expect(variants('Tata Nexon')).toEqual(expect.arrayContaining(['Smart', 'Pure', 'Creative', 'Fearless']));
    expect(new Set(variantsOf('Tata Nexon').map((v) => v.fuel_type))).toEqual(new Set(['Petrol', 'Diesel', 'CNG']));
    expect(new Set(variantsOf('Tata Nexon EV').map((v) => v.fuel_type))).toEqual(new Set(['Electric']));
  });

  it('gives bikes an engine cc (none when electric) and no segment, and cars a segment and no cc', () => {
    for (const v of bikes) {
      expect(v.car_type, name(v)).toBeNull();
      if (v.fuel_type === 'Electric') expect(v.bike_cc, name(v)).toBeNull();
      else expect(Number.isInteger(v.bike_cc) && (v.bike_cc ?? 0) >= 90, name(v)).toBe(true);
    }
    for (const v of cars) {
      expect(CAR_SEGMENTS, name(v)).toContain(v.car_type);
      expect(v.bike_cc, name(v)).toBeNull();
    }
    for (const v of SEED_VEHICLES) expect(FUEL_TYPES, name(v)).toContain(v.fuel_type);
  });

  it('shows scooters as scooters and motorcycles as motorcycles', () => {
    const image = (makeModel: string) => new Set(variantsOf(makeModel).map((v) => v.image));
    for (const scooter of ['Honda Activa 6G', 'TVS Jupiter', 'Suzuki Access 125', 'Bajaj Chetak', 'Ather Rizta']) {
      expect(image(scooter), scooter).toEqual(new Set(['/img/vehicles/scooter.svg']));
    }
    for (const motorcycle of ['Hero Splendor Plus', 'Royal Enfield Classic 350', 'Bajaj Freedom 125', 'KTM 390 Duke']) {
      expect(image(motorcycle), motorcycle).toEqual(new Set(['/img/vehicles/motorcycle.svg']));
    }
  });

  it('keeps the rows other tests rely on', () => {
    expect(variantsOf('Hero Splendor Plus')).toMatchObject([{ variant: 'Self Start Alloy', bike_cc: 97 }]);
    expect(variantsOf('Ather 450X')).toHaveLength(1);
    expect(variantsOf('Maruti Suzuki Alto K10')[0]).toMatchObject({ variant: 'VXi', car_type: 'hatchback' });
    expect(variantsOf('Honda Activa 6G')[0]).toMatchObject({ variant: 'Standard', bike_cc: 110 });
    expect(
      variantsOf('Maruti Suzuki Wagon R')
        .slice(0, 2)
        .map((v) => v.variant),
    ).toEqual(['VXi', 'LXi CNG']);
    // The first bike and car by make and model (the catalogue's order) are saved by make and model alone.
    const first = (list: SeedVehicle[]) =>
      [...list].sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model))[0];
    expect(first(bikes)).toMatchObject({ make: 'Ather', model: '450X' });
    expect(first(cars)).toMatchObject({ make: 'Audi', model: 'A4' });
  });
});
