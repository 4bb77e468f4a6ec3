// Vehicle search against the real demo catalogue: spacing, abbreviations, old names and
// common spellings find the vehicle people mean, every word must match, and the named model comes first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_VEHICLES } from '../../../apps/api/src/db/seed/data.ts';
import { compactVehicleText, searchVehicles, VEHICLE_ALIASES, vehicleMatches } from './vehicle-search.ts';

const catalogue = SEED_VEHICLES;
const name = (v: { make: string; model: string }) => `${v.make} ${v.model}`;
/** The distinct make-and-models a query finds, best first. */
const models = (query: string) => [...new Set(searchVehicles(query, catalogue).map(name))];
const rowsOf = (makeModel: string) => catalogue.filter((v) => name(v) === makeModel);

describe('searchVehicles on the demo catalogue', () => {
  it.each([
    ['wagonr', ['Maruti Suzuki Wagon R']],
    ['wagon-r', ['Maruti Suzuki Wagon R']],
    ['Wagon R', ['Maruti Suzuki Wagon R']],
    ['WAGON.R', ['Maruti Suzuki Wagon R']],
    ['wagnor', ['Maruti Suzuki Wagon R']],
    ['xuv700', ['Mahindra XUV700']],
    ['xuv 700', ['Mahindra XUV700']],
    ['XUV-700', ['Mahindra XUV700']],
    ['scorpio n', ['Mahindra Scorpio-N']],
    ['scorpion', ['Mahindra Scorpio-N']],
    ['RE classic', ['Royal Enfield Classic 350']],
    ['royal enfield classic', ['Royal Enfield Classic 350']],
    ['bullet', ['Royal Enfield Bullet 350']],
    ['activa 6g', ['Honda Activa 6G']],
    ['Activa-6G', ['Honda Activa 6G']],
    ['pulsar 150', ['Bajaj Pulsar 150']],
    ['ns200', ['Bajaj Pulsar NS200']],
    ['pulsar ns 200', ['Bajaj Pulsar NS200']],
    ['kia seltos', ['Kia Seltos']],
    ['honda city', ['Honda City']],
    ['creta', ['Hyundai Creta', 'Hyundai Creta Electric']],
    ['hero honda splendor', ['Hero Splendor Plus', 'Hero Splendor Plus XTEC', 'Hero Super Splendor']],
    ['splendor+', ['Hero Splendor Plus', 'Hero Splendor Plus XTEC']],
    ['mahindra xuv', ['Mahindra XUV 3XO', 'Mahindra XUV400', 'Mahindra XUV700']],
    ['xuv300', ['Mahindra XUV 3XO']],
    ['swift dzire', ['Maruti Suzuki Dzire']],
    ['vitara brezza', ['Maruti Suzuki Brezza']],
    ['i cube', ['TVS iQube']],
    ['x pulse', ['Hero Xpulse 200 4V']],
    ['harley x440', ['Harley-Davidson X440']],
  ])('%s finds %j', (query, expected) => {
    expect(models(query)).toEqual(expected);
  });

  it.each([
    ['RE', 'Royal Enfield'],
    ['re', 'Royal Enfield'],
    ['maruti', 'Maruti Suzuki'],
    ['maruthi', 'Maruti Suzuki'],
    ['VW', 'Volkswagen'],
    ['volkswagon', 'Volkswagen'],
    ['merc', 'Mercedes-Benz'],
    ['benz', 'Mercedes-Benz'],
    ['mercedes', 'Mercedes-Benz'],
    ['MG', 'MG'],
    ['hundai', 'Hyundai'],
    ['HD', 'Harley-Davidson'],
  ])('%s finds %s and nothing else', (query, make) => {
    const found = searchVehicles(query, catalogue);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.map((v) => v.make))).toEqual(new Set([make]));
  });

  it('finds every variant of the model and no other vehicle: wagonr is Wagon R in all its variants', () => {
    const found = searchVehicles('wagonr', catalogue);
    expect(found).toEqual(rowsOf('Maruti Suzuki Wagon R'));
    expect(found.map((v) => v.variant)).toEqual(expect.arrayContaining(['VXi', 'LXi CNG', 'LXi', 'ZXi']));
  });

  it('needs every word: honda city is not the Amaze, honda amaze is not the City', () => {
    expect(searchVehicles('honda city', catalogue).some((v) => v.model === 'Amaze')).toBe(false);
    expect(models('honda amaze')).toEqual(['Honda Amaze']);
    expect(models('honda xuv700')).toEqual([]);
  });

  it('matches a word at the start of a word of the vehicle, not inside one: mg is not AMG, re is not Renault', () => {
    expect(searchVehicles('mg', catalogue).some((v) => v.variant.includes('AMG'))).toBe(false);
    expect(models('amg')).toEqual(['Mercedes-Benz C-Class']);
    expect(searchVehicles('re', catalogue).some((v) => v.make === 'Renault')).toBe(false);
    expect(new Set(searchVehicles('ren', catalogue).map((v) => v.make))).toEqual(new Set(['Renault']));
  });

  it('narrows by variant and fuel', () => {
    expect(searchVehicles('wagonr cng', catalogue).map((v) => v.variant)).toEqual(['LXi CNG']);
    expect(searchVehicles('swift zxi+', catalogue).map((v) => v.variant)).toEqual(['ZXi Plus']);
    const nexonDiesel = searchVehicles('nexon diesel', catalogue);
    expect(nexonDiesel.map((v) => v.variant).sort()).toEqual(['Fearless Diesel', 'Pure Diesel']);
    expect(models('nexon ev')).toEqual(['Tata Nexon EV']);
    expect(models('tata electric')).toEqual([
      'Tata Tiago EV',
      'Tata Tigor EV',
      'Tata Punch EV',
      'Tata Nexon EV',
      'Tata Curvv EV',
    ]);
  });

  it('puts the model the query names first, then models it begins, then the rest', () => {
    expect(models('nexon')).toEqual(['Tata Nexon', 'Tata Nexon EV']);
    expect(models('i 20').slice(0, 2)).toEqual(['Hyundai i20', 'Hyundai i20 N Line']);
    expect(models('i20')).toEqual(['Hyundai i20', 'Hyundai i20 N Line']);
    expect(models('classic').slice(0, 1)).toEqual(['Royal Enfield Classic 350']);
    const first = searchVehicles('activa', catalogue).map(name);
    expect(new Set(first)).toEqual(new Set(['Honda Activa 6G', 'Honda Activa 125', 'Honda Activa e']));
  });

  it('gives the whole list for an empty query and nothing for one with no letters or digits', () => {
    expect(searchVehicles('', catalogue)).toEqual([...catalogue]);
    expect(searchVehicles('   ', catalogue)).toHaveLength(catalogue.length);
    expect(searchVehicles('--', catalogue)).toEqual([]);
    expect(searchVehicles('हीरो', catalogue)).toEqual([]);
  });

  it('finds each catalogue vehicle first by its own full name, and by its model', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogue), (v) => {
        expect(searchVehicles(`${v.make} ${v.model} ${v.variant}`, catalogue)[0]).toBe(v);
        expect(vehicleMatches(v.model, v)).toBe(true);
      }),
    );
  });

  it('agrees with vehicleMatches and never repeats a vehicle, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (query) => {
        const found = searchVehicles(query, catalogue);
        expect(new Set(found).size).toBe(found.length);
        expect(new Set(found)).toEqual(new Set(catalogue.filter((v) => vehicleMatches(query, v))));
      }),
      { numRuns: 200 },
    );
  });

  it('answers a very long query quickly', () => {
    const started = Date.now();
    expect(searchVehicles('swift '.repeat(20_000), catalogue).map(name)).toEqual(
      rowsOf('Maruti Suzuki Swift').map(name),
    );
    expect(searchVehicles('x'.repeat(10_000), catalogue)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('vehicleMatches', () => {
  it('needs only make and model', () => {
    expect(vehicleMatches('wagonr', { make: 'Maruti Suzuki', model: 'Wagon R' })).toBe(true);
    expect(vehicleMatches('i 20', { make: 'Hyundai', model: 'i20' })).toBe(true);
    expect(vehicleMatches('RE bullet', { make: 'Royal Enfield', model: 'Bullet 350', variant: null })).toBe(true);
    expect(vehicleMatches('honda city', { make: 'Honda', model: 'Amaze' })).toBe(false);
  });

  it('ignores accents and case', () => {
    expect(vehicleMatches('citroen c3', { make: 'Citroën', model: 'C3' })).toBe(true);
    expect(vehicleMatches('CITROËN', { make: 'Citroen', model: 'C3' })).toBe(true);
  });
});

describe('VEHICLE_ALIASES', () => {
  it('is keyed and valued in compact form, and every alias leads to something in the catalogue', () => {
    for (const [key, values] of Object.entries(VEHICLE_ALIASES)) {
      expect(compactVehicleText(key)).toBe(key);
      for (const value of values) expect(compactVehicleText(value)).toBe(value);
      expect(searchVehicles(key, catalogue).length, key).toBeGreaterThan(0);
    }
  });
});
