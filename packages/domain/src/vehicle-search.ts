// Vehicle search for the catalogue picker: finds a vehicle however people type it. Case,
// spaces, hyphens and dots do not matter ('wagonr', 'Wagon-R' → Wagon R; 'xuv 700' → XUV700; 'scorpio n' →
// Scorpio-N), short and old names stand for what they mean (RE → Royal Enfield, VW → Volkswagen, hero honda → Hero),
// and every word of the query must match the make, model, variant, fuel or type. A word matches at the start of a word
// of the vehicle ('merc' finds Mercedes-Benz, 'mg' finds MG but not AMG) and may run on across words ('wagonr').
// Pure and browser-safe: no Node APIs.

export type SearchableVehicle = {
  make: string;
  model: string;
  variant?: string | null;
  /** Optional: lets 'cng', 'diesel', 'electric' narrow the list. */
  fuel_type?: string | null;
  /** Optional: lets 'bike' or 'car' narrow the list. */
  vehicle_type?: string | null;
};

/**
 * What people type → what the catalogue calls it, keyed and valued in compact form (lower case, letters and digits
 * only; '+' reads 'plus'). A key may span query words ('hero honda'). The key itself is not searched for, so list it
 * among the values when it should still match (as 'ev' does).
 */
export const VEHICLE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Makes
  re: ['royalenfield'],
  enfeild: ['enfield'],
  royalenfeild: ['royalenfield'],
  maruthi: ['maruti'],
  vw: ['volkswagen'],
  volkswagon: ['volkswagen'],
  mercedez: ['mercedes'],
  hundai: ['hyundai'],
  hyundia: ['hyundai'],
  huyndai: ['hyundai'],
  mahendra: ['mahindra'],
  mm: ['mahindra'],
  herohonda: ['hero'],
  hd: ['harleydavidson'],
  olaelectric: ['ola'],
  tatamotors: ['tata'],
  tvsmotor: ['tvs'],
  morrisgarages: ['mg'],
  mgmotor: ['mg'],
  // Models: old names, common spellings
  splendour: ['splendor'],
  splender: ['splendor'],
  wagnor: ['wagonr'],
  wagonar: ['wagonr'],
  desire: ['dzire'],
  dezire: ['dzire'],
  swiftdzire: ['dzire'],
  breeza: ['brezza'],
  vitarabrezza: ['brezza'],
  xuv300: ['xuv3xo'],
  pulser: ['pulsar'],
  apachi: ['apache'],
  icube: ['iqube'],
  entorq: ['ntorq'],
  ntorque: ['ntorq'],
  himalyan: ['himalayan'],
  jupitor: ['jupiter'],
  sonnet: ['sonet'],
  kreta: ['creta'],
  innovacrista: ['innovacrysta'],
  crista: ['crysta'],
  // Fuel
  ev: ['ev', 'electric'],
};

const MAX_WORDS_PER_KEY = 3;
const LONGEST_KEY = Math.max(...Object.keys(VEHICLE_ALIASES).map((k) => k.length));

/** Lower case, accents dropped, '+' read as 'plus'. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ');

/** The letters-and-digits words of a text ('Scorpio-N' → scorpio, n). */
const words = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A text in compact form: lower case, letters and digits only ('Wagon R' → 'wagonr'). */
export const compactVehicleText = (s: string): string => words(s).join('');

/** A vehicle's text in compact form, and where each of its words starts (a digit run starts a word: i20 → i, 20). */
type Haystack = { text: string; starts: ReadonlySet<number> };

/** Worked out once per vehicle object: catalogue entries are not changed after they are loaded. */
const haystacks = new WeakMap<SearchableVehicle, Haystack>();

function haystackOf(v: SearchableVehicle): Haystack {
  const cached = haystacks.get(v);
  if (cached) return cached;
  let text = '';
  const starts = new Set<number>();
  for (const word of words([v.make, v.model, v.variant, v.fuel_type, v.vehicle_type].filter(Boolean).join(' '))) {
    for (const run of word.match(/[a-z]+|[0-9]+/g) ?? []) {
      starts.add(text.length);
      text += run;
    }
  }
  const made = { text, starts };
  haystacks.set(v, made);
  return made;
}

const foundAtWordStart = (h: Haystack, needle: string) => {
  for (let i = h.text.indexOf(needle); i !== -1; i = h.text.indexOf(needle, i + 1)) if (h.starts.has(i)) return true;
  return false;
};

/** A parsed query: its words, and the whole of it as the catalogue would call it (for ranking). */
type Query = { words: string[]; canonical: string; empty: boolean; unreadable: boolean };

function parseQuery(query: string): Query {
  const ws = words(query);
  let canonical = '';
  for (let i = 0; i < ws.length; ) {
    let n = Math.min(MAX_WORDS_PER_KEY, ws.length - i);
    while (n > 1 && !VEHICLE_ALIASES[ws.slice(i, i + n).join('')]) n--;
    const key = ws.slice(i, i + n).join('');
    canonical += VEHICLE_ALIASES[key]?.[0] ?? key;
    i += n;
  }
  return { words: ws, canonical, empty: query.trim() === '', unreadable: query.trim() !== '' && ws.length === 0 };
}

/** Whether the words can be cut into runs, each found (itself or as its alias) at a word start of the vehicle. */
function wordsMatch(h: Haystack, ws: readonly string[]): boolean {
  // reached[i]: words[0…i) are matched. Iterative, so a pasted essay cannot overflow the stack.
  const reached = new Array<boolean>(ws.length + 1).fill(false);
  reached[0] = true;
  for (let from = 0; from < ws.length; from++) {
    if (!reached[from]) continue;
    let key = '';
    for (let to = from + 1; to <= ws.length; to++) {
      key += ws[to - 1];
      if (key.length > h.text.length && key.length > LONGEST_KEY) break;
      if (!reached[to] && (VEHICLE_ALIASES[key] ?? [key]).some((o) => foundAtWordStart(h, o))) reached[to] = true;
    }
  }
  return reached[ws.length] === true;
}

const matchesParsed = (q: Query, v: SearchableVehicle) =>
  q.empty || (!q.unreadable && wordsMatch(haystackOf(v), q.words));

/**
 * Whether the vehicle answers the query: every query word (or run of words, or its alias) found at the start of a
 * word of its make, model, variant, fuel or type. An empty query matches every vehicle; one with no letters or digits,
 * none.
 */
export function vehicleMatches(query: string, v: SearchableVehicle): boolean {
  return matchesParsed(parseQuery(query), v);
}

/** 0: the query names the model (with or without make, and variant); 1: it begins one; 2: it matches otherwise. */
function rank(q: Query, v: SearchableVehicle): number {
  const model = compactVehicleText(v.model);
  const variant = compactVehicleText(v.variant ?? '');
  const makeModel = compactVehicleText(v.make) + model;
  const names = [model, makeModel, model + variant, makeModel + variant];
  if (names.includes(q.canonical)) return 0;
  if (names.some((n) => n.startsWith(q.canonical))) return 1;
  return 2;
}

/**
 * The vehicles of `list` that answer the query, best first: those it names exactly (Creta for 'creta'), then those
 * whose name it begins ('Creta Electric'), then the rest; the list's own order within each.
 */
export function searchVehicles<T extends SearchableVehicle>(query: string, list: readonly T[]): T[] {
  const q = parseQuery(query);
  if (q.empty) return [...list];
  return list
    .filter((v) => matchesParsed(q, v))
    .map((v, i) => ({ v, i, r: rank(q, v) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ v }) => v);
}
