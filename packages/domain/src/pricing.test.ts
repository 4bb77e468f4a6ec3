import { describe, expect, it } from 'vitest';
import { priceRowsToWire, wireToPriceRows } from './catalogue.ts';
import { bikeBand, type PriceRow, priceFor, startingPrice, tierFor, tiersFor } from './pricing.ts';

describe('bikeBand', () => {
  it.each([
    [89, 'band1'],
    [90, 'band1'],
    [149, 'band1'],
    [150, 'band2'],
    [200, 'band2'],
    [201, 'band3'],
    [1340, 'band3'],
  ] as const)('%i cc is %s', (cc, band) => {
    expect(bikeBand(cc, 'Petrol')).toBe(band);
  });

  it('counts electric two-wheelers as band 1, with or without a cc', () => {
    expect(bikeBand(null, 'Electric')).toBe('band1');
    expect(bikeBand(0, 'Electric')).toBe('band1');
  });

  it('cannot band a petrol bike without a displacement', () => {
    expect(bikeBand(null, 'Petrol')).toBeNull();
    expect(bikeBand(0, 'Petrol')).toBeNull();
    expect(bikeBand(Number.NaN, 'Petrol')).toBeNull();
  });
});

const prices: PriceRow[] = [
  { city: 'nagpur', tier: 'band1', pricePaise: 49900 },
  { city: 'nagpur', tier: 'band2', pricePaise: 69900 },
  { city: 'nagpur', tier: 'band3', pricePaise: 99900 },
  { city: 'pune', tier: 'band1', pricePaise: 54900 },
  { city: 'nagpur', tier: 'hatchback', pricePaise: 199900 },
  { city: 'nagpur', tier: 'luxury', pricePaise: 899900 },
];
const bike = (cc: number | null, fuel = 'Petrol') => ({
  vehicle_type: 'Bike' as const,
  fuel_type: fuel,
  bike_cc: cc,
  car_type: null,
});
const car = (segment: string) => ({
  vehicle_type: 'Car' as const,
  fuel_type: 'Petrol',
  bike_cc: null,
  car_type: segment,
});

describe('priceFor', () => {
  const bikeService = { category: 'Bike' as const, prices };
  const breakdown = { category: 'Breakdown' as const, prices };
  const carService = { category: 'Car' as const, prices };

  it('prices a bike by its band in the chosen city', () => {
    expect(priceFor(bikeService, bike(149), 'nagpur')).toEqual({ ok: true, pricePaise: 49900, tier: 'band1' });
    expect(priceFor(bikeService, bike(150), 'nagpur')).toEqual({ ok: true, pricePaise: 69900, tier: 'band2' });
    expect(priceFor(bikeService, bike(201), 'nagpur')).toEqual({ ok: true, pricePaise: 99900, tier: 'band3' });
    expect(priceFor(bikeService, bike(null, 'Electric'), 'pune')).toEqual({
      ok: true,
      pricePaise: 54900,
      tier: 'band1',
    });
  });

  it('prices a car by its segment', () => {
    expect(priceFor(carService, car('luxury'), 'nagpur')).toEqual({ ok: true, pricePaise: 899900, tier: 'luxury' });
  });

  it('refuses a vehicle the product does not serve', () => {
    expect(priceFor(bikeService, car('hatchback'), 'nagpur')).toEqual({ ok: false, reason: 'vehicle-not-served' });
    expect(priceFor(carService, bike(100), 'nagpur')).toEqual({ ok: false, reason: 'vehicle-not-served' });
  });

  it('serves both bikes and cars for breakdown', () => {
    expect(priceFor(breakdown, bike(100), 'nagpur').ok).toBe(true);
    expect(priceFor(breakdown, car('hatchback'), 'nagpur').ok).toBe(true);
  });

  it('has no price where the city or tier has none', () => {
    expect(priceFor(bikeService, bike(180), 'pune')).toEqual({ ok: false, reason: 'no-price-in-city' });
    expect(priceFor(carService, car('sedan'), 'nagpur')).toEqual({ ok: false, reason: 'no-price-in-city' });
  });

  it('cannot price a vehicle with an unknown segment or cc', () => {
    expect(priceFor(carService, car('tractor'), 'nagpur')).toEqual({ ok: false, reason: 'vehicle-not-priceable' });
    expect(tierFor(bike(null))).toBeNull();
  });
});

describe('price rows on the wire', () => {
  it('round-trips through the spec wire shape', () => {
    const wire = priceRowsToWire(prices);
    expect(wire.nagpur[0]?.bike_segment).toEqual([{ below_150cc: 499 }, { '150_to_200cc': 699 }, { above_200cc: 999 }]);
    expect(wire.nagpur[0]?.car_segment).toEqual([{ hatchback: 1999 }, { luxury: 8999 }]);
    const back = wireToPriceRows(wire);
    expect(back).toHaveLength(prices.length);
    expect(back).toEqual(expect.arrayContaining(prices));
  });

  it('leaves a city without prices empty', () => {
    expect(priceRowsToWire(prices.filter((p) => p.city === 'nagpur')).pune).toEqual([]);
  });

  it('starts at the lowest price', () => {
    expect(startingPrice(prices)).toBe(49900);
    expect(startingPrice([])).toBeNull();
  });
});

describe('tiersFor', () => {
  it('gives the cc bands to what serves bikes and the car segments to what serves cars', () => {
    expect(tiersFor('Bike')).toEqual(['band1', 'band2', 'band3']);
    const cars = ['hatchback', 'sedan', 'compact_suv', 'suv_muv', 'luxury'];
    expect(tiersFor('Car')).toEqual(cars);
    expect(tiersFor('Bike Yearly')).toEqual(['band1', 'band2', 'band3']);
    expect(tiersFor('Breakdown')).toEqual(['band1', 'band2', 'band3', ...cars]);
  });
});
