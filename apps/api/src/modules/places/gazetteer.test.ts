// The bundled gazetteer: enough real places per city (areas, main roads, IT parks, malls, hospitals, colleges and
// townships), each inside its city's service area, named once in English, Marathi and Hindi, with its postal code,
// and found by what people type.
import { CITIES } from '@motomitra/domain/constants';
import { placeKey } from '@motomitra/domain/place-key';
import { distanceKm, isInServiceArea } from '@motomitra/domain/places';
import { describe, expect, it } from 'vitest';
import { addressOf, GAZETTEER } from './gazetteer.ts';
import { NAMES_IN_DEVANAGARI } from './gazetteer-names.ts';
import { searchGazetteer } from './service.ts';

describe('gazetteer', () => {
  it('holds at least 400 places, 180 or more in each city, localities and landmarks', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(400);
    for (const city of CITIES) {
      const inCity = GAZETTEER.filter((e) => e.city === city);
      expect(inCity.length, city).toBeGreaterThanOrEqual(180);
      expect(inCity.filter((e) => e.kind === 'locality').length, city).toBeGreaterThanOrEqual(100);
      expect(inCity.filter((e) => e.kind === 'landmark').length, city).toBeGreaterThanOrEqual(60);
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
    const tooClose: string[] = [];
    for (const [i, a] of GAZETTEER.entries()) {
      for (const b of GAZETTEER.slice(i + 1)) if (distanceKm(a, b) <= 0.05) tooClose.push(`${a.name} / ${b.name}`);
    }
    expect(tooClose).toEqual([]);
  });

  it('gives every entry the postal code of its city (Nagpur 440xxx/441xxx, Pune 410xxx–412xxx)', () => {
    const prefixes = { nagpur: /^44[01]\d{3}$/, pune: /^41[012]\d{3}$/ };
    for (const e of GAZETTEER) expect(e.pincode, e.name).toMatch(prefixes[e.city]);
  });

  it('uses the right postal code for well-known areas', () => {
    const pincodes = new Map(GAZETTEER.map((e) => [e.id, e.pincode]));
    for (const [id, pincode] of [
      ['nagpur-civil-lines', '440001'],
      ['nagpur-sadar', '440001'],
      ['nagpur-dharampeth', '440010'],
      ['nagpur-somalwada', '440025'],
      ['nagpur-wardha-road', '440025'],
      ['nagpur-hingna-midc', '440016'],
      ['nagpur-mihan', '441108'],
      ['nagpur-beltarodi', '440037'],
      ['pune-shivajinagar', '411005'],
      ['pune-aundh', '411007'],
      ['pune-baner', '411045'],
      ['pune-kothrud', '411038'],
      ['pune-hinjewadi-phase-1', '411057'],
      ['pune-wakad', '411057'],
      ['pune-kharadi', '411014'],
      ['pune-viman-nagar', '411014'],
      ['pune-yerawada', '411006'],
      ['pune-hadapsar', '411028'],
      ['pune-magarpatta', '411013'],
      ['pune-pimpri', '411018'],
      ['pune-katraj', '411046'],
      ['pune-kondhwa', '411048'],
      ['pune-wagholi', '412207'],
    ] as const) {
      expect(pincodes.get(id), id).toBe(pincode);
    }
  });

  it('writes addresses as name, city, state and postal code', () => {
    const dharampeth = GAZETTEER.find((e) => e.id === 'nagpur-dharampeth');
    expect(dharampeth && addressOf(dharampeth)).toBe('Dharampeth, Nagpur, Maharashtra 440010');
    const beltarodi = GAZETTEER.find((e) => e.id === 'nagpur-beltarodi');
    expect(beltarodi && addressOf(beltarodi)).toBe('Beltarodi, Nagpur, Maharashtra 440037');
    const fcRoad = GAZETTEER.find((e) => e.id === 'pune-fergusson-college-road');
    expect(fcRoad && addressOf(fcRoad)).toBe('Fergusson College Road, Pune, Maharashtra 411004');
  });

  it('has the well-known places customers ask for', () => {
    const ids = new Set(GAZETTEER.map((e) => e.id));
    for (const id of [
      'nagpur-sitabuldi',
      'nagpur-nagpur-railway-station',
      'nagpur-dr-babasaheb-ambedkar-international-airport',
      'nagpur-futala-lake',
      'nagpur-deekshabhoomi',
      'nagpur-wardha-road',
      'nagpur-it-park-gayatri-nagar',
      'nagpur-mihan-sez',
      'nagpur-shriram-towers',
      'nagpur-aiims-nagpur',
      'pune-hinjewadi-phase-3',
      'pune-pune-airport',
      'pune-shaniwar-wada',
      'pune-magarpatta',
      'pune-fergusson-college-road',
      'pune-eon-it-park',
      'pune-phoenix-marketcity',
      'pune-ruby-hall-clinic',
      'pune-college-of-engineering-pune',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('the gazetteer in Marathi and Hindi', () => {
  const DEVANAGARI_NAME = /^[\u0900-\u097F][\u0900-\u097F0-9 .-]*$/;

  it('names every place in Marathi and in Hindi, in Devanagari, each name once per city', () => {
    for (const e of GAZETTEER) {
      expect(e.names.en, e.id).toBe(e.name);
      expect(e.names.mr, e.id).toMatch(DEVANAGARI_NAME);
      expect(e.names.hi, e.id).toMatch(DEVANAGARI_NAME);
    }
    for (const city of CITIES) {
      for (const language of ['mr', 'hi'] as const) {
        const names = GAZETTEER.filter((e) => e.city === city).map((e) => e.names[language]);
        expect(new Set(names).size, `${city} ${language}`).toBe(names.length);
      }
    }
    // Names for places the gazetteer no longer has would be dead weight (a renamed place lost its names).
    const ids = new Set(GAZETTEER.map((e) => e.id));
    expect(Object.keys(NAMES_IN_DEVANAGARI).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('writes the names as people in Nagpur and Pune do, Marathi and Hindi each in its own way', () => {
    const names = new Map(GAZETTEER.map((e) => [e.id, [e.names.mr, e.names.hi]]));
    for (const [id, mr, hi] of [
      ['nagpur-sitabuldi', 'सीताबर्डी', 'सीताबर्डी'],
      ['nagpur-dharampeth', 'धरमपेठ', 'धरमपेठ'],
      ['nagpur-tilak-nagar', 'टिळकनगर', 'तिलक नगर'],
      ['nagpur-mankapur', 'मानकापूर', 'मानकापुर'],
      ['nagpur-sonegaon', 'सोनेगाव', 'सोनेगांव'],
      ['nagpur-lakadganj', 'लकडगंज', 'लकड़गंज'],
      ['nagpur-chhatrapati-square', 'छत्रपती चौक', 'छत्रपति चौक'],
      ['nagpur-jhansi-rani-square', 'झाशी राणी चौक', 'झांसी रानी चौक'],
      ['nagpur-futala-lake', 'फुटाळा तलाव', 'फुटाला तालाब'],
      ['nagpur-nagpur-railway-station', 'नागपूर रेल्वे स्थानक', 'नागपुर रेलवे स्टेशन'],
      ['pune-shivajinagar', 'शिवाजीनगर', 'शिवाजीनगर'],
      ['pune-kothrud', 'कोथरूड', 'कोथरुड'],
      ['pune-koregaon-park', 'कोरेगाव पार्क', 'कोरेगांव पार्क'],
      ['pune-pimple-saudagar', 'पिंपळे सौदागर', 'पिंपले सौदागर'],
      ['pune-sant-tukaram-nagar', 'संत तुकारामनगर', 'संत तुकाराम नगर'],
      ['pune-sinhagad-fort', 'सिंहगड किल्ला', 'सिंहगढ़ किला'],
      ['pune-sassoon-general-hospital', 'ससून सर्वोपचार रुग्णालय', 'ससून जनरल अस्पताल'],
    ] as const) {
      expect(names.get(id), id).toEqual([mr, hi]);
    }
  });

  it('writes addresses in each language', () => {
    const dharampeth = GAZETTEER.find((e) => e.id === 'nagpur-dharampeth');
    if (!dharampeth) throw new Error('Dharampeth is missing');
    expect(addressOf(dharampeth, 'mr')).toBe('धरमपेठ, नागपूर, महाराष्ट्र 440010');
    expect(addressOf(dharampeth, 'hi')).toBe('धरमपेठ, नागपुर, महाराष्ट्र 440010');
    expect(addressOf(dharampeth, 'en')).toBe('Dharampeth, Nagpur, Maharashtra 440010');
  });

  it('finds every place first by each of its names, in each language, and by its sound key', () => {
    for (const e of GAZETTEER) {
      for (const language of ['en', 'mr', 'hi'] as const) {
        const [first] = searchGazetteer(e.names[language], e.city, language);
        expect([first?.id, first?.name], e.names[language]).toEqual([e.id, e.names[language]]);
      }
    }
  });

  it('gives places of a city different sound keys, so that no name stands for two places', () => {
    for (const city of CITIES) {
      const owner = new Map<string, string>();
      for (const e of GAZETTEER.filter((x) => x.city === city)) {
        for (const name of new Set(Object.values(e.names))) {
          const key = placeKey(name).replaceAll(' ', '');
          expect(owner.get(key) ?? e.id, `${name} (${e.id})`).toBe(e.id);
          owner.set(key, e.id);
        }
      }
    }
  });
});

describe('searching the gazetteer', () => {
  const first = (query: string, city: 'nagpur' | 'pune') => searchGazetteer(query, city)[0]?.name;

  it('finds main roads, IT parks, malls, hospitals, colleges and townships by name', () => {
    expect(first('Wardha Road', 'nagpur')).toBe('Wardha Road');
    expect(first('IT Park', 'nagpur')).toBe('IT Park Gayatri Nagar');
    expect(first('Shriram Towers', 'nagpur')).toBe('Shriram Towers');
    expect(first('AIIMS', 'nagpur')).toBe('AIIMS Nagpur');
    expect(first('Hinjewadi Phase 1', 'pune')).toBe('Hinjewadi Phase 1');
    expect(first('Phoenix Marketcity', 'pune')).toBe('Phoenix Marketcity');
    expect(first('Magarpatta', 'pune')).toBe('Magarpatta');
    expect(first('Amanora Park', 'pune')).toBe('Amanora Park Town');
  });

  it('finds places by the short names people type', () => {
    for (const [query, name] of [
      ['Wardha Rd', 'Wardha Road'],
      ['GMC', 'Government Medical College and Hospital'],
      ['Mayo Hospital', 'Indira Gandhi Government Medical College'],
      ['VNIT', 'VNIT'],
      ['RCOEM', 'Shri Ramdeobaba College of Engineering and Management'],
      ['Empress Mall', 'Empress Mall'],
      ['Nagpur University', 'Rashtrasant Tukadoji Maharaj Nagpur University'],
    ] as const) {
      expect(first(query, 'nagpur'), query).toBe(name);
    }
    for (const [query, name] of [
      ['FC Road', 'Fergusson College Road'],
      ['JM Road', 'Jangali Maharaj Road'],
      ['SB Road', 'Senapati Bapat Road'],
      ['MG Road', 'MG Road'],
      ['Phoenix Mall', 'Phoenix Marketcity'],
      ['Ruby Hall', 'Ruby Hall Clinic'],
      ['COEP', 'College of Engineering Pune'],
      ['Columbia Asia Kharadi', 'Manipal Hospital Kharadi'],
      ['WTC Pune', 'World Trade Center Pune'],
    ] as const) {
      expect(first(query, 'pune'), query).toBe(name);
    }
  });

  it('keeps each city to its own places', () => {
    expect(searchGazetteer('Wardha Road', 'pune')).toEqual([]);
    expect(searchGazetteer('Shriram Towers', 'pune')).toEqual([]);
    expect(searchGazetteer('FC Road', 'nagpur')).toEqual([]);
    expect(searchGazetteer('Phoenix Marketcity', 'nagpur')).toEqual([]);
  });
});
