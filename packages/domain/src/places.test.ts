// Service areas, distance, text normalization and the place-call contracts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishOf, keyOf } from './keyed-text.ts';
import {
  cityServing,
  distanceKm,
  isInServiceArea,
  normalizePlaceText,
  outsideAreaMessage,
  PLACE_MESSAGES,
  PlaceLocationSchema,
  PlaceSearchQuerySchema,
  pinAt,
  ReversePlaceQuerySchema,
  SERVICE_AREAS,
  serviceAreaProblem,
} from './places.ts';

const NAGPUR_STATION = { lat: 21.1522, lng: 79.088 };
const PUNE_STATION = { lat: 18.5289, lng: 73.8743 };
const MUMBAI_CST = { lat: 18.9398, lng: 72.8355 };

describe('distanceKm', () => {
  it('measures known distances', () => {
    expect(distanceKm(NAGPUR_STATION, NAGPUR_STATION)).toBe(0);
    // Nagpur to Pune is about 620 km as the crow flies; Pune to Mumbai about 120 km.
    expect(distanceKm(NAGPUR_STATION, PUNE_STATION)).toBeGreaterThan(610);
    expect(distanceKm(NAGPUR_STATION, PUNE_STATION)).toBeLessThan(630);
    expect(distanceKm(PUNE_STATION, MUMBAI_CST)).toBeGreaterThan(110);
    expect(distanceKm(PUNE_STATION, MUMBAI_CST)).toBeLessThan(130);
    // One degree of latitude is about 111.2 km.
    expect(distanceKm({ lat: 21, lng: 79 }, { lat: 22, lng: 79 })).toBeCloseTo(111.2, 0);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Math.abs(d - distanceKm(b, a))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('service areas', () => {
  it('hold their own city centre and stations, not the other city or Mumbai', () => {
    expect(isInServiceArea('nagpur', SERVICE_AREAS.nagpur.center)).toBe(true);
    expect(isInServiceArea('nagpur', NAGPUR_STATION)).toBe(true);
    expect(isInServiceArea('pune', PUNE_STATION)).toBe(true);
    expect(isInServiceArea('nagpur', PUNE_STATION)).toBe(false);
    expect(isInServiceArea('pune', NAGPUR_STATION)).toBe(false);
    expect(isInServiceArea('pune', MUMBAI_CST)).toBe(false);
    expect(cityServing(NAGPUR_STATION)).toBe('nagpur');
    expect(cityServing(PUNE_STATION)).toBe('pune');
    expect(cityServing(MUMBAI_CST)).toBeNull();
  });

  it('reach the suburbs the shop serves (Hinjewadi, Pimpri-Chinchwad, Kamptee)', () => {
    expect(isInServiceArea('pune', { lat: 18.59, lng: 73.688 })).toBe(true); // Hinjewadi Phase 3
    expect(isInServiceArea('pune', { lat: 18.6298, lng: 73.7997 })).toBe(true); // Pimpri
    expect(isInServiceArea('nagpur', { lat: 21.219, lng: 79.199 })).toBe(true); // Kamptee
    expect(isInServiceArea('nagpur', { lat: 20.7453, lng: 78.6022 })).toBe(false); // Wardha
    expect(isInServiceArea('pune', { lat: 18.7557, lng: 73.4091 })).toBe(false); // Lonavala
  });

  it('ends at the radius', () => {
    const { center, radiusKm } = SERVICE_AREAS.nagpur;
    const kmPerDegree = distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    const inside = { lat: center.lat + (radiusKm - 0.1) / kmPerDegree, lng: center.lng };
    const outside = { lat: center.lat + (radiusKm + 0.1) / kmPerDegree, lng: center.lng };
    expect(isInServiceArea('nagpur', inside)).toBe(true);
    expect(isInServiceArea('nagpur', outside)).toBe(false);
  });

  it('refuses non-numbers and impossible coordinates', () => {
    expect(isInServiceArea('nagpur', { lat: Number.NaN, lng: 79 })).toBe(false);
    expect(isInServiceArea('nagpur', { lat: 21, lng: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isInServiceArea('nagpur', { lat: 121.1458, lng: 79.0882 })).toBe(false);
  });

  it('do not overlap, so a point has at most one city', () => {
    const gap = distanceKm(SERVICE_AREAS.nagpur.center, SERVICE_AREAS.pune.center);
    expect(gap).toBeGreaterThan(SERVICE_AREAS.nagpur.radiusKm + SERVICE_AREAS.pune.radiusKm);
  });

  it('explain a refusal with the city name', () => {
    expect(serviceAreaProblem('nagpur', NAGPUR_STATION)).toBeNull();
    expect(englishOf(serviceAreaProblem('nagpur', PUNE_STATION) ?? '')).toBe(
      'We do not serve this location yet. Please choose a place in Nagpur.',
    );
    expect(englishOf(outsideAreaMessage('pune'))).toBe(
      'We do not serve this location yet. Please choose a place in Pune.',
    );
  });
});

describe('normalizePlaceText', () => {
  it('drops case, accents, punctuation and extra spaces', () => {
    expect(normalizePlaceText('  Dr.  Babasaheb   AMBEDKAR ')).toBe('dr babasaheb ambedkar');
    expect(normalizePlaceText('Sītābuldī')).toBe('sitabuldi');
    expect(normalizePlaceText('Hinjewadi Phase-1')).toBe('hinjewadi phase 1');
    expect(normalizePlaceText('...')).toBe('');
  });

  it('keeps the vowel signs of Devanagari, so that two different words stay two', () => {
    expect(normalizePlaceText('  कोथरूड,  पुणे ')).toBe('कोथरूड पुणे');
    expect(normalizePlaceText('कोथरूड')).not.toBe(normalizePlaceText('कथरड'));
    expect(normalizePlaceText('सीताबर्डी')).not.toBe(normalizePlaceText('सतबरड'));
  });
});

describe('PlaceSearchQuerySchema', () => {
  it('accepts a city in any case and collapses spaces in the query', () => {
    expect(PlaceSearchQuerySchema.parse({ q: '  civil   lines ', city: 'NAGPUR' })).toEqual({
      q: 'civil lines',
      city: 'nagpur',
    });
  });

  it('refuses short, long and missing values with clear messages', () => {
    const message = (input: unknown) => PlaceSearchQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ q: ' a ', city: 'pune' })).toBe(PLACE_MESSAGES.queryTooShort);
    expect(message({ q: 'a'.repeat(101), city: 'pune' })).toBe(PLACE_MESSAGES.queryTooLong);
    expect(message({ q: 'baner', city: 'mumbai' })).toBe(PLACE_MESSAGES.cityRequired);
    expect(message({ q: 'baner' })).toBe(PLACE_MESSAGES.cityRequired);
    // The same text as the booking calls', by the same key.
    expect(keyOf(PLACE_MESSAGES.cityRequired)).toBe('chooseCity');
    expect(message({ city: 'pune' })).toBe(PLACE_MESSAGES.queryTooShort);
  });
});

describe('ReversePlaceQuerySchema', () => {
  it('reads decimal numbers from query text, the city optional', () => {
    expect(ReversePlaceQuerySchema.parse({ lat: '21.1458', lng: '79.0882' })).toEqual({ lat: 21.1458, lng: 79.0882 });
    expect(ReversePlaceQuerySchema.parse({ lat: '-.5', lng: '+79', city: 'Pune' })).toEqual({
      lat: -0.5,
      lng: 79,
      city: 'pune',
    });
  });

  it('refuses text that is not a plain number in range', () => {
    for (const lat of ['', ' ', 'abc', 'NaN', 'Infinity', '1e3', '0x10', '91', '-90.5', '21,1']) {
      expect(ReversePlaceQuerySchema.safeParse({ lat, lng: '79' }).success, lat).toBe(false);
    }
    expect(ReversePlaceQuerySchema.safeParse({ lat: '21', lng: '180.1' }).error?.issues[0]?.message).toBe(
      PLACE_MESSAGES.lngInvalid,
    );
    expect(ReversePlaceQuerySchema.safeParse({ lat: ['21', '22'], lng: '79' }).success).toBe(false);
  });
});

describe('PlaceLocationSchema', () => {
  it('is the spec shape {address, coordinates{lat,lng}}', () => {
    const ok = { address: 'Dharampeth, Nagpur, Maharashtra 440010', coordinates: { lat: 21.14, lng: 79.06 } };
    expect(PlaceLocationSchema.parse(ok)).toEqual(ok);
    expect(PlaceLocationSchema.safeParse({ ...ok, address: '  ' }).success).toBe(false);
    expect(PlaceLocationSchema.safeParse({ ...ok, coordinates: { lat: '21', lng: 79 } }).success).toBe(false);
  });
});

describe('pinAt', () => {
  const dharampeth = {
    id: 'nagpur-dharampeth',
    name: 'Dharampeth',
    address: 'Dharampeth, Nagpur, Maharashtra 440010',
    city: 'nagpur' as const,
    coordinates: { lat: 21.1397, lng: 79.0636 },
    pincode: '440010',
  };

  it('names a close point after the place and a farther one as near it, at the rounded point, with the pincode only at the place', () => {
    expect(pinAt({ lat: 21.13971234567, lng: 79.0636 }, dharampeth, 0.1)).toEqual({
      id: 'pin:21.139712,79.0636',
      name: 'Dharampeth',
      address: 'Dharampeth, Nagpur, Maharashtra 440010',
      city: 'nagpur',
      coordinates: { lat: 21.139712, lng: 79.0636 },
      pincode: '440010',
    });
    const far = pinAt({ lat: 21.145, lng: 79.06 }, dharampeth, 0.7);
    expect(far.name).toBe('Near Dharampeth');
    expect(far.pincode).toBeUndefined();
    expect(far.address).toBe('Near Dharampeth, Nagpur, Maharashtra 440010');
  });

  it('says near in the language the place is named in', () => {
    const marathi = { ...dharampeth, name: 'धरमपेठ', address: 'धरमपेठ, नागपूर, महाराष्ट्र 440010' };
    const far = pinAt({ lat: 21.145, lng: 79.06 }, marathi, 0.7, 'mr');
    expect([far.name, far.address]).toEqual(['धरमपेठ परिसर', 'धरमपेठ परिसर, नागपूर, महाराष्ट्र 440010']);
    const hindi = { ...dharampeth, name: 'धरमपेठ', address: 'धरमपेठ, नागपुर, महाराष्ट्र 440010' };
    const farHi = pinAt({ lat: 21.145, lng: 79.06 }, hindi, 0.7, 'hi');
    expect([farHi.name, farHi.address]).toEqual(['धरमपेठ के पास', 'धरमपेठ के पास, नागपुर, महाराष्ट्र 440010']);
    // Close by, the place itself, in its own words.
    expect(pinAt({ lat: 21.1397, lng: 79.0636 }, marathi, 0.1, 'mr').name).toBe('धरमपेठ');
  });
});
