// Generated bad requests for every route of the app (fast-check). Each request starts from the route's seed (a request
// the route accepts, when it has a body or query) and breaks it: one field replaced by a hostile value, removed, or given
// company (`__proto__`, extra keys); or the whole body malformed, mistyped, oversized or nested thousands deep; ids in the
// path that are someone else's, not ids at all, or broken percent-encoding. Who asks varies: visitor, customer, operator.
import fc from 'fast-check';

export type Actor = 'visitor' | 'customer' | 'operator';
export type RouteInfo = { method: string; url: string; hasBody: boolean; hasQuery: boolean };

/** A request as sent: `body` is the raw text (it may not be JSON at all). */
export type FuzzRequest = {
  route: string;
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was done to the seed, for the report of a failure. */
  mutation: string;
};

/** A request a route accepts as it is: the body (JSON value) and query it starts from. */
export type Seed = { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> };

/** Ids of things that exist: the customer's own, another customer's, the garage's. */
export type World = { ids: string[]; seeds: Record<string, () => Seed> };

// ---- Hostile values ----

const PROTO = '\u0000__proto__\u0000';
/** An object with a literal `__proto__` key once serialised (JSON.stringify would drop a real prototype). */
const protoObject = (inner: unknown) => ({ [PROTO]: inner });
const serialise = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(PROTO), '"__proto__"');

const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u0003',
    '\u001b[31mred',
    '\u007f',
    '\ud800',
    'x\udfffy',
    '\u202eevil',
    '\ufeff',
    '💥🏍️',
    "' OR 1=1 --",
    '"; drop table orders; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    // A template-injection probe, spelled so that it is not a placeholder in our own source.
    `$${'{'}7*7}{{7*7}}`,
    'null',
    'NaN',
    '-0',
    '1e309',
    '0x10',
    '9999-12-31',
    '0000-00-00',
    '2026-02-30',
    'toString',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 300, max: 200_000 }).map((n) => 'ग'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.001, 0.005, 1.5, 1e10, -1e10, 1e21, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: nastyString.map((s) => [s, s]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }).map(protoObject) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 800 }).map(nested) },
);

/** Arrays in arrays, `depth` deep. */
function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

// ---- Mutating a seed ----

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function setAt(root: unknown, path: Path, f: (old: unknown, parent: Record<string | number, unknown>) => unknown) {
  const copy = structuredClone(root);
  if (path.length === 0) return f(copy, {});
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  const next = f(parent[last], parent);
  if (next === REMOVE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = next;
  return copy;
}
const REMOVE = Symbol('remove');

type Mutated = { value: unknown; how: string };

function valueAt(root: unknown, path: Path): unknown {
  let v = root;
  for (const key of path) v = (v as Record<string | number, unknown>)[key];
  return v;
}

/** Characters the database or a later reader may choke on, spliced into otherwise valid text. */
const spliced = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0001',
      '\u001b',
      '\u007f',
      '\ud800',
      '\udfff',
      '\u202e',
      '\ufeff',
      '%00',
      "'",
      '"',
      '\\',
    ),
  },
);

/** A change that keeps the field's type: text with a hostile character inside, or grown long; a number pushed out. */
function sameType(old: unknown): fc.Arbitrary<{ v: unknown; how: string }> | null {
  if (typeof old === 'string')
    return fc.oneof(
      fc
        .tuple(spliced, fc.nat({ max: old.length }))
        .map(([c, i]) => ({ v: old.slice(0, i) + c + old.slice(i), how: `${JSON.stringify(c)} spliced in` })),
      fc.integer({ min: 100, max: 100_000 }).map((n) => ({ v: old + 'x'.repeat(n), how: `${n} characters longer` })),
    );
  if (typeof old === 'number') return nastyNumber.map((v) => ({ v, how: `number ${v}` }));
  return null;
}

/** One change to a JSON value: a field replaced, removed, joined by hostile keys, or the value itself wrapped. */
function mutate(value: unknown): fc.Arbitrary<Mutated> {
  const all = paths(value);
  return fc.constantFrom(...all).chain((path) => {
    const at = path.join('.') || '(root)';
    const typed = sameType(valueAt(value, path));
    return fc.oneof(
      ...(typed
        ? [
            {
              weight: 8,
              arbitrary: typed.map(({ v, how }) => ({ value: setAt(value, path, () => v), how: `${at}: ${how}` })),
            },
          ]
        : []),
      { weight: 4, arbitrary: nastyValue.map((v) => ({ value: setAt(value, path, () => v), how: `${at} = hostile` })) },
      ...(path.length > 0
        ? [{ weight: 2, arbitrary: fc.constant({ value: setAt(value, path, () => REMOVE), how: `${at} removed` }) }]
        : []),
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(PROTO, 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x'.repeat(1000), '\u0000')
          .chain((key) =>
            nastyValue.map((v) => ({
              value: setAt(value, path, (old) =>
                old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [key]: v } : { [key]: v },
              ),
              how: `${at} + key ${key === PROTO ? '__proto__' : JSON.stringify(key.slice(0, 20))}`,
            })),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constant({ value: setAt(value, path, (old) => [old]), how: `${at} wrapped in an array` }),
      },
      {
        weight: 1,
        arbitrary: fc.constant({ value: setAt(value, path, (old) => String(old)), how: `${at} as a string` }),
      },
    );
  });
}

// ---- Bodies that are not what a route takes at all ----

const rawBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '}',
    '[',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '{}',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1e999999}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\u0000',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 1000, max: 50_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 1_100_000, max: 1_300_000 }).map((n) => JSON.stringify({ big: 'x'.repeat(n) })),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
      'application/json\u0000',
      '',
    ),
  },
);

// ---- Paths and queries ----

function idArbitrary(world: World): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: nastyString.map((s) => encodeURIComponent(s.slice(0, 3000).replace(/\p{Surrogate}/gu, '\ufffd'))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%ZZ',
        '%C0%AF',
        '%ED%A0%80',
        '%FF%FE',
        '%00',
        '..%2F..%2Fetc',
        'a'.repeat(5000),
        '00000000-0000-0000-0000-000000000000',
        '1',
        '-1',
        '1.5',
        'undefined',
      ),
    },
  );
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v))
      for (const item of v) params.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    else params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

// ---- A request ----

export function requestArbitrary(routes: RouteInfo[], world: World): fc.Arbitrary<FuzzRequest> {
  const id = idArbitrary(world);
  return fc
    .record({
      route: fc.constantFrom(...routes),
      // Mostly the one the route is for, so that bad input gets past the session checks to the code behind them.
      actor: fc.oneof(
        { weight: 3, arbitrary: fc.constant<Actor | null>(null) },
        { weight: 1, arbitrary: fc.constantFrom<Actor>('visitor', 'customer', 'operator') },
      ),
      foreignOrigin: fc.oneof(
        { weight: 19, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .chain(({ route, actor: drawn, foreignOrigin }) => {
      const actor: Actor = drawn ?? (route.url.startsWith('/api/ops/') ? 'operator' : 'customer');
      const seed = world.seeds[`${route.method} ${route.url}`]?.() ?? {};
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const url = fc.tuple(...names.map(() => id)).map((values) => {
        let u = route.url;
        names.forEach((name, i) => {
          u = u.replace(`:${name}`, values[i] as string);
        });
        return u;
      });
      const query = seed.query
        ? fc.oneof(
            { weight: 1, arbitrary: fc.constant({ value: seed.query as unknown, how: 'query as seeded' }) },
            { weight: 4, arbitrary: mutate(seed.query) },
          )
        : fc.oneof(
            { weight: 3, arbitrary: fc.constant({ value: {} as unknown, how: '' }) },
            {
              weight: 1,
              arbitrary: fc
                .dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 3 })
                .map((q) => ({ value: q as unknown, how: 'query junk' })),
            },
          );
      const sendsBody = !['GET', 'HEAD'].includes(route.method);
      const body: fc.Arbitrary<{ text?: string; how: string }> = !sendsBody
        ? fc.constant({ how: '' })
        : seed.body !== undefined
          ? fc.oneof(
              { weight: 8, arbitrary: mutate(seed.body).map((m) => ({ text: serialise(m.value), how: m.how })) },
              { weight: 1, arbitrary: fc.constant({ text: serialise(seed.body), how: 'body as seeded' }) },
              {
                weight: 2,
                arbitrary: rawBodies.map((text) => ({
                  text,
                  how: `raw body ${JSON.stringify(text.slice(0, 30))}${text.length > 30 ? `… (${text.length})` : ''}`,
                })),
              },
              { weight: 1, arbitrary: nastyValue.map((v) => ({ text: serialise(v), how: 'body is a hostile value' })) },
            )
          : fc.oneof(
              {
                weight: 2,
                arbitrary: rawBodies.map((text) => ({ text, how: `raw body ${JSON.stringify(text.slice(0, 30))}` })),
              },
              {
                weight: 2,
                arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ text: serialise(v), how: 'json junk' })),
              },
              { weight: 1, arbitrary: fc.constant({ how: 'no body' }) },
            );
      return fc.record({ url, query, body, contentType: contentTypes }).map(
        (r): FuzzRequest => ({
          route: `${route.method} ${route.url}`,
          actor,
          method: route.method,
          url: `${r.url}${queryString((r.query.value ?? {}) as Record<string, unknown>)}`,
          headers: {
            ...seed.headers,
            ...(r.body.text !== undefined ? { 'content-type': r.contentType } : {}),
            ...(foreignOrigin ? { origin: 'https://attacker.example' } : {}),
          },
          ...(r.body.text !== undefined ? { body: r.body.text } : {}),
          mutation: [r.query.how, r.body.how].filter(Boolean).join('; ') || 'as seeded',
        }),
      );
    });
}
