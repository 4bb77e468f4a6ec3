// The bundled gazetteer: enough real places per city, each inside its city's service area, named once, with an address.
import { CITIES } from '@motomitra/domain/constants';
import { distanceKm, isInServiceArea } from '@motomitra/domain/places';
import { describe, expect, it } from 'vitest';
import { addressOf, GAZETTEER } from './gazetteer.ts';

describe('gazetteer', () => {
  it('holds at least 150 places, 80 or more in each city, localities and landmarks', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(150);
    for (const city of CITIES) {
      const inCity = GAZETTEER.filter((e) => e.city === city);
      expect(inCity.length, city).toBeGreaterThanOrEqual(80);
      expect(inCity.filter((e) => e.kind === 'locality').length, city).toBeGreaterThanOrEqual(50);
      expect(inCity.filter((e) => e.kind === 'landmark').length, city).toBeGreaterThanOrEqual(20);
    }
  });

  it('places every entry inside its own city service area and outside the other', () => {
    for (const e of GAZETTEER) {
      expect(isInServiceArea(e.city, e), `${e.name} (${e.city})`).toBe(true);
      for (const other of CITIES.filter((c) => c !== e.city)) expect(isInServiceArea(other, e), e.name).toBe(false);
    }
  });

  it('has unique ids and names per city, and no two entries at the same spot', () => {
    expect(new Set(GAZETTEER.map((e) => e.id)).size).toBe(GAZETTEER.length);
    for (const city of CITIES) {
      const names = GAZETTEER.filter((e) => e.city === city).map((e) => e.name.toLowerCase());
      expect(new Set(names).size, city).toBe(names.length);
    }
    for (const [i, a] of GAZETTEER.entries()) {
      for (const b of GAZETTEER.slice(i + 1)) {
        expect(distanceKm(a, b), `${a.name} / ${b.name}`).toBeGreaterThan(0.05);
      }
    }
  });

  it('uses the postal codes of each city (Nagpur 440xxx/441xxx, Pune 410xxx–412xxx)', () => {
    const prefixes = { nagpur: /^44[01]\d{3}$/, pune: /^41[012]\d{3}$/ };
    for (const e of GAZETTEER) if (e.pincode) expect(e.pincode, e.name).toMatch(prefixes[e.city]);
  });

  it('writes addresses as name, city, state and postal code', () => {
    const dharampeth = GAZETTEER.find((e) => e.id === 'nagpur-dharampeth');
    expect(dharampeth && addressOf(dharampeth)).toBe('Dharampeth, Nagpur, Maharashtra 440010');
    const beltarodi = GAZETTEER.find((e) => e.id === 'nagpur-beltarodi');
    expect(beltarodi && addressOf(beltarodi)).toBe('Beltarodi, Nagpur, Maharashtra');
  });

  it('has the well-known places customers ask for', () => {
    const ids = new Set(GAZETTEER.map((e) => e.id));
    for (const id of [
      'nagpur-sitabuldi',
      'nagpur-nagpur-railway-station',
      'nagpur-dr-babasaheb-ambedkar-international-airport',
      'nagpur-futala-lake',
      'nagpur-deekshabhoomi',
      'pune-hinjewadi-phase-3',
      'pune-pune-airport',
      'pune-shaniwar-wada',
      'pune-magarpatta',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
