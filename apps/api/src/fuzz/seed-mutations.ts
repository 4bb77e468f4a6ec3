// One change to a seed (a request a route accepts): a field replaced by a hostile value or by one of its own type with a
// hostile character spliced in, a field removed, hostile keys added beside it, or the value wrapped or stringified.
import fc from 'fast-check';
import { nastyNumber, nastyValue, PROTO, spliced } from './hostile-values.ts';

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
export function mutate(value: unknown): fc.Arbitrary<Mutated> {
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
