// `node --import tsx bench/places.ts`: how long one place search over the bundled gazetteer takes (the picker asks
// as the customer types, so every prefix of a name is a query): every prefix of names in Latin and Devanagari, in each
// city and language, 60 rounds after 20 to warm up. Prints the median round and the best round per query.
import { performance } from 'node:perf_hooks';
import { searchGazetteer } from '../apps/api/src/modules/places/service.ts';

const NAMES = [
  'Dharampeth',
  'Sitabuldi',
  'Kothrud',
  'Shivajinagar',
  'Hinjewadi Phase 1',
  'Wardha Road',
  'Pune Railway Station',
  'Civil Lines',
  'dharmpeth',
  'kothrood',
  'sitabardi',
  'सीताबर्डी',
  'धरमपेठ',
  'कोथरूड',
  'शिवाजीनगर',
  'नागपुर रेलवे स्टेशन',
];
const CITIES = ['nagpur', 'pune'] as const;
const LANGUAGES = ['en', 'mr', 'hi'] as const;

const queries = NAMES.flatMap((name) =>
  Array.from({ length: name.length - 1 }, (_, i) => name.slice(0, i + 2)).flatMap((q) =>
    CITIES.map((city) => [q, city] as const),
  ),
);

for (const language of LANGUAGES) {
  const perQuery: number[] = [];
  for (let round = 0; round < 80; round++) {
    const started = performance.now();
    for (const [q, city] of queries) searchGazetteer(q, city, language);
    if (round >= 20) perQuery.push(((performance.now() - started) / queries.length) * 1000);
  }
  perQuery.sort((a, b) => a - b);
  const median = perQuery[perQuery.length >> 1] ?? 0;
  const best = perQuery[0] ?? 0;
  console.log(
    `${language}: ${queries.length} queries a round, median ${median.toFixed(1)} µs a query, best round ${best.toFixed(1)} µs`,
  );
}
