// The hostile values the fuzz sends: text that breaks parsers, databases and readers, numbers at and past every limit,
// objects with a literal `__proto__` key, nesting thousands deep, bodies that are not JSON at all, and content types a
// route does not take. requests.ts puts them into requests; seed-mutations.ts splices them into a seed.
import fc from 'fast-check';

export const PROTO = '\u0000__proto__\u0000';
/** An object with a literal `__proto__` key once serialised (JSON.stringify would drop a real prototype). */
const protoObject = (inner: unknown) => ({ [PROTO]: inner });
export const serialise = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(PROTO), '"__proto__"');

export const nastyString = fc.oneof(
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

export const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.001, 0.005, 1.5, 1e10, -1e10, 1e21, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
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

/** Characters the database or a later reader may choke on, spliced into otherwise valid text. */
export const spliced = fc.oneof(
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

// ---- Bodies that are not what a route takes at all ----

export const rawBodies = fc.oneof(
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

export const contentTypes = fc.oneof(
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
