// Place search and reverse lookup through the real app: ranking, validation, service areas, the optional geocoder
// (a local mock HTTP server stands in for the outside service), rate limits and the map tiles' CSP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlaceSearchResponseSchema, ReversePlaceResponseSchema } from '@motomitra/domain/places';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function get(app: TestApp, url: string) {
  const res = await app.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

async function search(q: string, city: string, app = t) {
  const res = await get(app, `/api/places/search?${new URLSearchParams({ q, city })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return PlaceSearchResponseSchema.parse(res.body).places;
}

async function refused(url: string, status: number) {
  const res = await get(t, url);
  expect(res.status, url).toBe(status);
  return ErrorResponseSchema.parse(res.body).message;
}

describe('GET /api/places/search', () => {
  it('answers the wire shape with a full address and coordinates', async () => {
    const res = await get(t, '/api/places/search?q=dharampeth&city=nagpur');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      places: [
        {
          id: 'nagpur-dharampeth',
          name: 'Dharampeth',
          address: 'Dharampeth, Nagpur, Maharashtra 440010',
          city: 'nagpur',
          coordinates: { lat: 21.1397, lng: 79.0636 },
          pincode: '440010',
        },
      ],
    });
  });

  it('ranks the whole name, then name prefixes, then word prefixes, then text inside a word', async () => {
    const names = (await search('ram', 'nagpur')).map((p) => p.name);
    expect(names.slice(0, 4)).toEqual(['Ram Nagar', 'Ramdaspeth', 'Rameshwari', 'Raman Science Centre']);
    expect(names.indexOf('Poddareshwar Ram Mandir')).toBe(4);
    // 'ram' inside a word (Dharampeth, Byramji Town) comes after every prefix match.
    expect(names.indexOf('Dharampeth')).toBeGreaterThan(names.indexOf('Poddareshwar Ram Mandir'));
    expect(names).toContain('Byramji Town');
    expect((await search('Sadar', 'nagpur'))[0]?.name).toBe('Sadar');
  });

  it('ignores case, accents, punctuation and extra spaces', async () => {
    expect((await search('  SĪTĀBULDĪ ', 'nagpur'))[0]?.name).toBe('Sitabuldi');
    expect((await search('civil     lines', 'nagpur'))[0]?.name).toBe('Civil Lines');
    expect((await search('dr babasaheb', 'nagpur'))[0]?.name).toBe('Dr. Babasaheb Ambedkar International Airport');
    expect((await search('vimannagar', 'pune'))[0]?.name).toBe('Viman Nagar');
    expect((await search('phase 3 hinjewadi', 'pune'))[0]?.name).toBe('Hinjewadi Phase 3');
  });

  it('finds places by their other names', async () => {
    expect((await search('nagpur airport', 'nagpur'))[0]?.name).toBe('Dr. Babasaheb Ambedkar International Airport');
    expect((await search('Lohegaon Airport', 'pune'))[0]?.name).toBe('Pune Airport');
    expect((await search('katraj zoo', 'pune'))[0]?.name).toBe('Rajiv Gandhi Zoological Park');
  });

  it('takes the city in any letter case and searches only that city', async () => {
    const lower = await search('kothrud', 'pune');
    expect(lower.map((p) => p.name)).toEqual(['Kothrud']);
    expect(await search('kothrud', 'PUNE')).toEqual(lower);
    expect(await search('kothrud', ' Pune ')).toEqual(lower);
    expect(await search('kothrud', 'nagpur')).toEqual([]);
  });

  it('answers at most 8 places', async () => {
    const places = await search('nagar', 'nagpur');
    expect(places).toHaveLength(8);
    for (const p of places) expect(p.city).toBe('nagpur');
  });

  it('refuses a query shorter than 2 or longer than 100 characters, or a missing or unknown city, with 400', async () => {
    expect(await refused('/api/places/search?q=a&city=nagpur', 400)).toBe('Type at least 2 letters to search.');
    expect(await refused('/api/places/search?q=%20%20a%20%20&city=nagpur', 400)).toBe(
      'Type at least 2 letters to search.',
    );
    expect(await refused('/api/places/search?city=nagpur', 400)).toBe('Type at least 2 letters to search.');
    expect(await refused(`/api/places/search?q=${'a'.repeat(101)}&city=nagpur`, 400)).toBe(
      'Search with at most 100 characters.',
    );
    expect(await refused('/api/places/search?q=baner', 400)).toBe('Choose a city: Nagpur or Pune.');
    expect(await refused('/api/places/search?q=baner&city=mumbai', 400)).toBe('Choose a city: Nagpur or Pune.');
    expect(await refused('/api/places/search?q=baner&city=pune&city=nagpur', 400)).toBe(
      'Choose a city: Nagpur or Pune.',
    );
    // 100 characters is still fine (and finds nothing).
    expect(await search('x'.repeat(100), 'pune')).toEqual([]);
  });
});

// ---- Places in Devanagari: Marathi and Hindi names, variants and transliterations, answered in the
// request's language ----

type Lang = 'en' | 'mr' | 'hi';
const LANGS: readonly Lang[] = ['en', 'mr', 'hi'];

async function searchInApp(language: Lang, q: string, city: string, app: TestApp) {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/places/search?${new URLSearchParams({ q, city })}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return PlaceSearchResponseSchema.parse(res.json()).places;
}

const DEVANAGARI_ONLY = /^[\u0900-\u097F0-9 .,()-]+$/;

describe('places in Marathi and Hindi', () => {
  // These ask many times, more than one client may in a minute.
  let roomy: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PLACES_PER_MINUTE: '100000' });
    roomy = await createTestApp({ places: base.places }, { seed: false });
  });
  afterAll(async () => {
    await roomy?.close();
  });
  const searchIn = (language: Lang, q: string, city: string) => searchInApp(language, q, city, roomy);
  const firstId = async (language: Lang, q: string, city: string) => (await searchIn(language, q, city))[0]?.id;

  it('finds सीताबर्डी and धरमपेठ typed in Devanagari, named in the language of the request', async () => {
    const sitabuldi = (await searchIn('mr', 'सीताबर्डी', 'nagpur'))[0];
    expect(sitabuldi).toEqual({
      id: 'nagpur-sitabuldi',
      name: 'सीताबर्डी',
      address: 'सीताबर्डी, नागपूर, महाराष्ट्र 440012',
      city: 'nagpur',
      coordinates: { lat: 21.1431, lng: 79.0826 },
      pincode: '440012',
    });
    expect((await searchIn('hi', 'धरमपेठ', 'nagpur'))[0]).toEqual({
      id: 'nagpur-dharampeth',
      name: 'धरमपेठ',
      address: 'धरमपेठ, नागपुर, महाराष्ट्र 440010',
      city: 'nagpur',
      coordinates: { lat: 21.1397, lng: 79.0636 },
      pincode: '440010',
    });
    // An English page that is sent Devanagari answers as it always has: the English name and address.
    expect((await searchIn('en', 'धरमपेठ', 'nagpur'))[0]).toEqual({
      id: 'nagpur-dharampeth',
      name: 'Dharampeth',
      address: 'Dharampeth, Nagpur, Maharashtra 440010',
      city: 'nagpur',
      coordinates: { lat: 21.1397, lng: 79.0636 },
      pincode: '440010',
    });
    // Pune's, in Marathi.
    const kothrud = (await searchIn('mr', 'कोथरूड', 'pune'))[0];
    expect([kothrud?.name, kothrud?.address]).toEqual(['कोथरूड', 'कोथरूड, पुणे, महाराष्ट्र 411038']);
    expect((await searchIn('mr', 'शिवाजीनगर', 'pune'))[0]?.name).toBe('शिवाजीनगर');
    // Each city keeps to its own places.
    expect(await searchIn('mr', 'कोथरूड', 'nagpur')).toEqual([]);
    expect(await searchIn('hi', 'सीताबर्डी', 'pune')).toEqual([]);
  });

  it('finds a place as it is typed, a few letters at a time', async () => {
    for (const [q, city, id] of [
      ['सीता', 'nagpur', 'nagpur-sitabuldi'],
      ['धरम', 'nagpur', 'nagpur-dharampeth'],
      ['कोथ', 'pune', 'pune-kothrud'],
      ['हिंजवडी फेज 3', 'pune', 'pune-hinjewadi-phase-3'],
    ] as const) {
      for (const language of LANGS) expect(await firstId(language, q, city), `${q} (${language})`).toBe(id);
    }
  });

  it('finds Marathi and Hindi spellings alike, on a page in any language, in both cities', async () => {
    for (const [q, city, id] of [
      // Marathi writes -नगर joined, ळ, -गाव and -पूर; Hindi writes नगर apart, ल, -गांव and -पुर.
      ['टिळकनगर', 'nagpur', 'nagpur-tilak-nagar'],
      ['तिलक नगर', 'nagpur', 'nagpur-tilak-nagar'],
      ['नागपूर रेल्वे स्थानक', 'nagpur', 'nagpur-nagpur-railway-station'],
      ['नागपुर रेलवे स्टेशन', 'nagpur', 'nagpur-nagpur-railway-station'],
      ['फुटाळा तलाव', 'nagpur', 'nagpur-futala-lake'],
      ['फुटाला तालाब', 'nagpur', 'nagpur-futala-lake'],
      ['मानकापूर', 'nagpur', 'nagpur-mankapur'],
      ['मानकापुर', 'nagpur', 'nagpur-mankapur'],
      ['लकड़गंज', 'nagpur', 'nagpur-lakadganj'],
      ['सोनेगाव', 'nagpur', 'nagpur-sonegaon'],
      ['सोनेगांव', 'nagpur', 'nagpur-sonegaon'],
      ['झाशी राणी चौक', 'nagpur', 'nagpur-jhansi-rani-square'],
      ['झांसी रानी चौक', 'nagpur', 'nagpur-jhansi-rani-square'],
      ['शिवाजी नगर', 'pune', 'pune-shivajinagar'],
      ['पिंपळे सौदागर', 'pune', 'pune-pimple-saudagar'],
      ['पिंपले सौदागर', 'pune', 'pune-pimple-saudagar'],
      ['तळेगाव दाभाडे', 'pune', 'pune-talegaon-dabhade'],
      ['तलेगांव दाभाडे', 'pune', 'pune-talegaon-dabhade'],
      ['सिंहगड किल्ला', 'pune', 'pune-sinhagad-fort'],
      ['सिंहगढ़ किला', 'pune', 'pune-sinhagad-fort'],
      ['शनिवारवाडा', 'pune', 'pune-shaniwar-wada'],
      ['वानवडी', 'pune', 'pune-wanowrie'],
    ] as const) {
      for (const language of LANGS) expect(await firstId(language, q, city), `${q} (${language})`).toBe(id);
    }
  });

  it('tolerates the variants of Devanagari typing: vowel length, nukta, chandrabindu, anusvara or a half nasal', async () => {
    for (const [q, city, id] of [
      ['सिताबर्डी', 'nagpur', 'nagpur-sitabuldi'], // ि for ी
      ['सीताबर्डि', 'nagpur', 'nagpur-sitabuldi'],
      ['धर्मपेठ', 'nagpur', 'nagpur-dharampeth'], // a half र, as 'dharmpeth' is typed
      ['कोथरुड', 'pune', 'pune-kothrud'], // ु for ू
      ['लकडगंज', 'nagpur', 'nagpur-lakadganj'], // no nukta
      ['खडकी', 'pune', 'pune-khadki'],
      ['खड़की', 'pune', 'pune-khadki'],
      ['सोनेगाँव', 'nagpur', 'nagpur-sonegaon'], // chandrabindu
      ['सन्त तुकाराम नगर', 'pune', 'pune-sant-tukaram-nagar'], // न् for ं
      ['अम्बाझरी तलाव', 'nagpur', 'nagpur-ambazari-lake'], // म् for ं
      ['ज़ीरो माइल', 'nagpur', 'nagpur-zero-mile'],
      ['जीरो माईल', 'nagpur', 'nagpur-zero-mile'],
    ] as const) {
      for (const language of LANGS) expect(await firstId(language, q, city), `${q} (${language})`).toBe(id);
    }
    // Signs with no letter, or 100 letters that name nothing, find nothing and break nothing.
    expect(await searchIn('mr', 'ीीं', 'pune')).toEqual([]);
    expect(await searchIn('hi', 'क'.repeat(100), 'pune')).toEqual([]);
  });

  it('finds the Latin spellings people type, and names the place in the language of the request', async () => {
    for (const [q, city, id, mr, hi] of [
      ['dharampeth', 'nagpur', 'nagpur-dharampeth', 'धरमपेठ', 'धरमपेठ'],
      ['dharmpeth', 'nagpur', 'nagpur-dharampeth', 'धरमपेठ', 'धरमपेठ'],
      ['sitabuldi', 'nagpur', 'nagpur-sitabuldi', 'सीताबर्डी', 'सीताबर्डी'],
      ['sitabardi', 'nagpur', 'nagpur-sitabuldi', 'सीताबर्डी', 'सीताबर्डी'],
      ['kothrud', 'pune', 'pune-kothrud', 'कोथरूड', 'कोथरुड'],
      ['kothrood', 'pune', 'pune-kothrud', 'कोथरूड', 'कोथरुड'],
      ['shivajinagar', 'pune', 'pune-shivajinagar', 'शिवाजीनगर', 'शिवाजीनगर'],
      ['tilaknagar', 'nagpur', 'nagpur-tilak-nagar', 'टिळकनगर', 'तिलक नगर'],
      ['lakshmi nagar', 'nagpur', 'nagpur-laxmi-nagar', 'लक्ष्मीनगर', 'लक्ष्मी नगर'],
      ['yerwada', 'pune', 'pune-yerawada', 'येरवडा', 'यरवदा'],
    ] as const) {
      const [en] = await searchIn('en', q, city);
      expect(en?.id, q).toBe(id);
      expect(en?.name, q).toMatch(/^[A-Za-z. ]+$/);
      const [inMarathi] = await searchIn('mr', q, city);
      expect([inMarathi?.id, inMarathi?.name], q).toEqual([id, mr]);
      const [inHindi] = await searchIn('hi', q, city);
      expect([inHindi?.id, inHindi?.name], q).toEqual([id, hi]);
    }
  });

  it('answers a Marathi page every place in Marathi and a Hindi page in Hindi, address and city too', async () => {
    for (const [q, city] of [
      ['nagar', 'nagpur'],
      ['नगर', 'nagpur'],
      ['road', 'pune'],
      ['peth', 'pune'],
      ['hospital', 'pune'],
      ['college', 'nagpur'],
    ] as const) {
      for (const [language, cityName] of [
        ['mr', city === 'nagpur' ? 'नागपूर' : 'पुणे'],
        ['hi', city === 'nagpur' ? 'नागपुर' : 'पुणे'],
      ] as const) {
        const places = await searchIn(language, q, city);
        expect(places.length, `${q} (${language})`).toBeGreaterThan(0);
        for (const p of places) {
          expect(p.name, `${q} (${language})`).toMatch(DEVANAGARI_ONLY);
          expect(p.address).toBe(`${p.name}, ${cityName}, महाराष्ट्र ${p.pincode}`);
        }
      }
    }
    // The same places, in the same order, whatever the language.
    const ids = async (language: Lang) => (await searchIn(language, 'nagar', 'pune')).map((p) => p.id);
    expect(await ids('mr')).toEqual(await ids('en'));
  });

  it('answers reverse lookup in the language of the request: the place, or its surroundings', async () => {
    const at = async (language: Lang, query: string) =>
      ReversePlaceResponseSchema.parse(
        (
          await roomy.app.inject({
            method: 'GET',
            url: `/api/places/reverse?${query}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      );
    const here = await at('mr', 'lat=21.1397&lng=79.0636&city=nagpur');
    expect([here.place.name, here.pin.name, here.pin.address]).toEqual([
      'धरमपेठ',
      'धरमपेठ',
      'धरमपेठ, नागपूर, महाराष्ट्र 440010',
    ]);
    // About 1.2 km east of Pune Railway Station, nearest to Dhole Patil Road.
    const nearMr = await at('mr', 'lat=18.5250&lng=73.8850&city=pune');
    expect(nearMr.place.id).toBe('pune-dhole-patil-road');
    expect([nearMr.pin.name, nearMr.pin.address]).toEqual([
      'ढोले पाटील रस्ता परिसर',
      'ढोले पाटील रस्ता परिसर, पुणे, महाराष्ट्र 411001',
    ]);
    const nearHi = await at('hi', 'lat=18.5250&lng=73.8850&city=pune');
    expect([nearHi.pin.name, nearHi.pin.address]).toEqual([
      'ढोले पाटिल रोड के पास',
      'ढोले पाटिल रोड के पास, पुणे, महाराष्ट्र 411001',
    ]);
    const nearEn = await at('en', 'lat=18.5250&lng=73.8850&city=pune');
    expect([nearEn.pin.name, nearEn.pin.address]).toEqual([
      'Near Dhole Patil Road',
      'Near Dhole Patil Road, Pune, Maharashtra 411001',
    ]);
  });
});

describe('GET /api/places/reverse', () => {
  it('answers the nearest place with its distance and a pin at the point', async () => {
    const res = await get(t, '/api/places/reverse?lat=21.1397&lng=79.0636&city=nagpur');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      place: {
        id: 'nagpur-dharampeth',
        name: 'Dharampeth',
        address: 'Dharampeth, Nagpur, Maharashtra 440010',
        city: 'nagpur',
        coordinates: { lat: 21.1397, lng: 79.0636 },
        pincode: '440010',
        distanceKm: 0,
      },
      pin: {
        id: 'pin:21.1397,79.0636',
        name: 'Dharampeth',
        address: 'Dharampeth, Nagpur, Maharashtra 440010',
        city: 'nagpur',
        coordinates: { lat: 21.1397, lng: 79.0636 },
        pincode: '440010',
      },
    });
  });

  it('describes a point between places as near the closest one', async () => {
    // About 1.2 km east of Pune Railway Station, closer to it than to Koregaon Park or Camp.
    const res = await get(t, '/api/places/reverse?lat=18.5250&lng=73.8850&city=Pune');
    const body = ReversePlaceResponseSchema.parse(res.body);
    expect(body.place.distanceKm).toBeGreaterThan(0.3);
    expect(body.pin.name).toBe(`Near ${body.place.name}`);
    expect(body.pin.address).toBe(`Near ${body.place.address}`);
    expect(body.pin.coordinates).toEqual({ lat: 18.525, lng: 73.885 });
  });

  it('picks the city whose area holds the point when none is given', async () => {
    const pune = ReversePlaceResponseSchema.parse((await get(t, '/api/places/reverse?lat=18.5913&lng=73.7389')).body);
    expect(pune.place.name).toBe('Hinjewadi Phase 1');
    expect(pune.pin.city).toBe('pune');
    const nagpur = ReversePlaceResponseSchema.parse((await get(t, '/api/places/reverse?lat=21.0922&lng=79.0472')).body);
    expect(nagpur.place.name).toBe('Dr. Babasaheb Ambedkar International Airport');
  });

  it('refuses a point outside the service area with 400 and a clear message', async () => {
    // Pune Railway Station asked for Nagpur; Mumbai CST for no city; Wardha for Nagpur.
    expect(await refused('/api/places/reverse?lat=18.5289&lng=73.8743&city=nagpur', 400)).toBe(
      'We do not serve this location yet. Please choose a place in Nagpur.',
    );
    expect(await refused('/api/places/reverse?lat=18.9398&lng=72.8355', 400)).toBe(
      'We do not serve this location yet. Please choose a place in Nagpur or Pune.',
    );
    expect(await refused('/api/places/reverse?lat=20.7453&lng=78.6022&city=NAGPUR', 400)).toBe(
      'We do not serve this location yet. Please choose a place in Nagpur.',
    );
  });

  it('answers 400 (never 500) for numbers that are missing, malformed or out of range', async () => {
    for (const query of [
      '',
      'lat=21.1',
      'lng=79.1',
      'lat=&lng=79.1',
      'lat=abc&lng=79.1',
      'lat=NaN&lng=79.1',
      'lat=Infinity&lng=79.1',
      'lat=1e400&lng=79.1',
      'lat=21.1&lng=79.1.2',
      'lat=91&lng=79.1',
      'lat=21.1&lng=-181',
      'lat=21.1&lat=21.2&lng=79.1',
      'lat=21.1&lng=79.1&city=mumbai',
      'lat=%E0%A4&lng=79.1',
    ]) {
      const res = await get(t, `/api/places/reverse?${query}`);
      expect(res.status, query).toBe(400);
      expect(ErrorResponseSchema.parse(res.body).message, query).not.toMatch(/something went wrong/i);
    }
    expect(await refused('/api/places/reverse?lat=abc&lng=79.1', 400)).toBe('lat must be a number between -90 and 90.');
  });
});

// ---- The optional geocoder, against a local stand-in for a Nominatim server ----

type Mode = 'ok' | 'error' | 'garbage' | 'slow';

describe('with GEOCODER_URL set', () => {
  let server: http.Server;
  let mode: Mode = 'ok';
  const requests: { url: URL; userAgent: string | undefined }[] = [];
  let g: TestApp;

  const results = [
    // A repeat of a gazetteer place (same name, close by): dropped.
    {
      place_id: 1,
      osm_type: 'node',
      osm_id: 11,
      lat: '21.1398',
      lon: '79.0637',
      name: 'Dharampeth',
      display_name: 'Dharampeth, Nagpur, Maharashtra, India',
    },
    // New places inside Nagpur: kept, after the gazetteer's.
    {
      place_id: 2,
      osm_type: 'way',
      osm_id: 22,
      lat: '21.1405',
      lon: '79.0612',
      name: 'Dharampeth Science College',
      display_name: 'Dharampeth Science College, North Ambazari Road, Dharampeth, Nagpur, Maharashtra, 440033, India',
    },
    {
      place_id: 3,
      lat: '21.1380',
      lon: '79.0650',
      display_name: 'Dharampeth Coffee House, West High Court Road, Nagpur, India',
    },
    // Outside the service area (Pune): dropped even if the server sends it.
    {
      place_id: 4,
      osm_type: 'node',
      osm_id: 44,
      lat: '18.52',
      lon: '73.85',
      name: 'Dharampeth Pune',
      display_name: 'Somewhere, Pune, India',
    },
    // Malformed: dropped.
    { place_id: 5, lat: 'north', lon: '79.06', display_name: 'Broken' },
  ];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ url, userAgent: req.headers['user-agent'] });
      if (mode === 'slow') return; // never answers: the client's timeout must end it
      if (mode === 'error') {
        res.writeHead(503).end('busy');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(mode === 'garbage' ? '{"not": "a list"' : JSON.stringify(url.pathname === '/search' ? results : []));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const base = loadConfig({
      NODE_ENV: 'test',
      GEOCODER_URL: `http://127.0.0.1:${port}/`,
      GEOCODER_TIMEOUT_MS: '300',
    });
    g = await createTestApp({ places: base.places }, { seed: false });
  });
  afterAll(async () => {
    await g?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    mode = 'ok';
    requests.length = 0;
  });

  it('asks /search with format=jsonv2, bounded to the city, and a User-Agent', async () => {
    await search('dharampeth', 'Nagpur', g);
    expect(requests).toHaveLength(1);
    const { url, userAgent } = requests[0] as (typeof requests)[number];
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('dharampeth');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('bounded')).toBe('1');
    expect(url.searchParams.get('countrycodes')).toBe('in');
    const [west, north, east, south] = (url.searchParams.get('viewbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(79.0882);
    expect(east).toBeGreaterThan(79.0882);
    expect(north).toBeGreaterThan(21.1458);
    expect(south).toBeLessThan(21.1458);
    expect(userAgent).toMatch(/MotoMitra/);
  });

  it('merges its places after the gazetteer ones, without repeats or places outside the area', async () => {
    const places = await search('dharampeth', 'nagpur', g);
    expect(places.map((p) => p.id)).toEqual(['nagpur-dharampeth', 'geo:way22', 'geo:3']);
    expect(places[1]).toEqual({
      id: 'geo:way22',
      name: 'Dharampeth Science College',
      address: 'Dharampeth Science College, North Ambazari Road, Dharampeth, Nagpur, Maharashtra, 440033, India',
      city: 'nagpur',
      coordinates: { lat: 21.1405, lng: 79.0612 },
    });
    // Without a name, the first part of the display name stands for it.
    expect(places[2]?.name).toBe('Dharampeth Coffee House');
  });

  it('asks in the language of the request, keeps an answer per language, and drops a repeat named in any', async () => {
    await searchInApp('mr', 'धरमपेठ', 'nagpur', g);
    await searchInApp('mr', 'धरमपेठ', 'nagpur', g);
    await searchInApp('hi', 'धरमपेठ', 'nagpur', g);
    expect(requests.map((r) => r.url.searchParams.get('accept-language'))).toEqual(['mr', 'hi']);
    expect(requests[0]?.url.searchParams.get('q')).toBe('धरमपेठ');
    // The stand-in answers 'Dharampeth' in English: still the gazetteer's धरमपेठ, so it is not listed twice.
    const places = await searchInApp('mr', 'dharampeth', 'nagpur', g);
    expect(places.map((p) => [p.id, p.name])).toEqual([
      ['nagpur-dharampeth', 'धरमपेठ'],
      ['geo:way22', 'Dharampeth Science College'],
      ['geo:3', 'Dharampeth Coffee House'],
    ]);
  });

  it('remembers an answer instead of asking again', async () => {
    const first = await search('Dharampeth  sci', 'nagpur', g);
    expect(first.map((p) => p.id)).toEqual(['geo:node11', 'geo:way22', 'geo:3']);
    expect(await search('dharampeth sci', 'NAGPUR', g)).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('is not asked when the gazetteer already fills the list', async () => {
    expect(await search('nagar', 'nagpur', g)).toHaveLength(8);
    expect(requests).toHaveLength(0);
  });

  it.each<Mode>(['error', 'garbage', 'slow'])('falls back to the gazetteer when the geocoder fails (%s)', async (m) => {
    mode = m;
    const started = Date.now();
    const places = await search('futala', 'nagpur', g);
    expect(places.map((p) => p.name)).toEqual(['Futala Lake']);
    expect(requests).toHaveLength(1);
    // The timeout (300 ms here) bounds the wait.
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('rate limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PLACES_PER_MINUTE: '3' });
    strict = await createTestApp({ places: base.places }, { seed: false });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('answers 429 with a message once a client asks too often, for search and for reverse', async () => {
    for (const url of ['/api/places/search?q=baner&city=pune', '/api/places/reverse?lat=18.559&lng=73.7868']) {
      for (let i = 0; i < 3; i++) expect((await get(strict, url)).status, url).toBe(200);
      const res = await get(strict, url);
      expect(res.status, url).toBe(429);
      expect(ErrorResponseSchema.parse(res.body).message).toMatch(/^Too many requests/);
    }
  });
});

describe('map tiles configuration', () => {
  it('lets images load from exactly the tile origin in the CSP', async () => {
    const res = await get(t, '/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
  });

  it('follows MAP_TILE_URL, with one origin per subdomain', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
      MAP_TILE_SUBDOMAINS: 'ab',
    });
    expect(config.map.origins).toEqual(['https://a.tiles.example.test', 'https://b.tiles.example.test']);
    const custom = await createTestApp({ map: config.map }, { seed: false });
    try {
      const csp = String((await get(custom, '/api/health')).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: https://a.tiles.example.test https://b.tiles.example.test;");
      expect(csp).not.toContain('openstreetmap');
    } finally {
      await custom.close();
    }
  });

  it('refuses a tile URL or geocoder URL it cannot use, naming the variable', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example.test' })).toThrow(/GEOCODER_URL/);
    expect(loadConfig({ GEOCODER_URL: '' }).places.geocoder).toBeNull();
    expect(loadConfig({}).places.geocoder).toBeNull();
  });
});
