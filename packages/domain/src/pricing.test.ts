import { describe, expect, it } from 'vitest';
import { priceRowsToWire, wireToPriceRows } from './catalogue.ts';
import { FUEL_TYPES } from './constants.ts';
import { fill } from './fill.ts';
import { MESSAGES } from './messages.ts';
import { textIn } from './messages-in.ts';
import {
  bikeBand,
  normalizeFuels,
  PRICE_PROBLEM_TEXTS,
  type PriceRow,
  priceFor,
  servingProblem,
  startingPrice,
  tierFor,
  tiersFor,
} from './pricing.ts';
import { fuelWord, say } from './say.ts';

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
  const bikeService = { category: 'Bike' as const, fuels: null, prices };
  const breakdown = { category: 'Breakdown' as const, fuels: null, prices };
  const carService = { category: 'Car' as const, fuels: null, prices };

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

  it('refuses a vehicle whose fuel the service is not for (an oil change for an electric vehicle)', () => {
    const oilChange = { category: 'Car' as const, fuels: ['Petrol', 'Diesel', 'CNG'] as const, prices };
    const nexonEv = { ...car('hatchback'), fuel_type: 'Electric' };
    expect(priceFor(oilChange, nexonEv, 'nagpur')).toEqual({ ok: false, reason: 'fuel-not-served' });
    expect(priceFor(oilChange, car('hatchback'), 'nagpur')).toEqual({
      ok: true,
      pricePaise: 199900,
      tier: 'hatchback',
    });
    expect(priceFor({ ...bikeService, fuels: ['Petrol'] }, bike(null, 'Electric'), 'pune')).toEqual({
      ok: false,
      reason: 'fuel-not-served',
    });
    // The kind of vehicle is said first: a car is not for a bike service, whatever its fuel.
    expect(priceFor({ ...bikeService, fuels: ['Petrol'] }, nexonEv, 'nagpur')).toEqual({
      ok: false,
      reason: 'vehicle-not-served',
    });
  });

  it('serves every fuel when the service names none', () => {
    for (const fuel of FUEL_TYPES)
      expect(priceFor(carService, { ...car('hatchback'), fuel_type: fuel }, 'nagpur').ok).toBe(true);
  });
});

describe('servingProblem: which vehicles a product serves', () => {
  const ev = { vehicle_type: 'Car' as const, fuel_type: 'Electric' };
  const diesel = { vehicle_type: 'Car' as const, fuel_type: 'Diesel' };
  it('is the category and the fuels together', () => {
    expect(servingProblem({ category: 'Car', fuels: null }, ev)).toBeNull();
    expect(servingProblem({ category: 'Car', fuels: ['Electric'] }, ev)).toBeNull();
    expect(servingProblem({ category: 'Car', fuels: ['Petrol', 'Diesel', 'CNG'] }, ev)).toBe('fuel-not-served');
    expect(servingProblem({ category: 'Car', fuels: ['Petrol', 'Diesel', 'CNG'] }, diesel)).toBeNull();
    expect(servingProblem({ category: 'Bike', fuels: null }, diesel)).toBe('vehicle-not-served');
    expect(servingProblem({ category: 'Breakdown', fuels: ['Electric'] }, diesel)).toBe('fuel-not-served');
  });

  it('keeps a fuel list as null for every fuel (or none), else each fuel once in the domain order', () => {
    expect(normalizeFuels(null)).toBeNull();
    expect(normalizeFuels([])).toBeNull();
    expect(normalizeFuels([...FUEL_TYPES].reverse())).toBeNull();
    expect(normalizeFuels(['CNG', 'Petrol', 'CNG', 'Diesel'])).toEqual(['Petrol', 'Diesel', 'CNG']);
  });

  it('says why in the shop’s words, naming the fuel', () => {
    expect(PRICE_PROBLEM_TEXTS['fuel-not-served']).toBe('priceFuelNotServed');
    expect(fill(MESSAGES.priceFuelNotServed, { fuel: 'Electric' })).toBe('This service is not for Electric vehicles.');
    const electric = say('priceFuelNotServed', { fuel: fuelWord('Electric') });
    expect(textIn(electric, 'en')).toBe('This service is not for Electric vehicles.');
    expect(textIn(electric, 'mr')).toBe('ही सर्व्हिस इलेक्ट्रिक गाड्यांसाठी नाही.');
    expect(textIn(say('priceFuelNotServed', { fuel: fuelWord('Diesel') }), 'hi')).toBe(
      'यह सर्विस डीज़ल गाड़ियों के लिए नहीं है।',
    );
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
