// Generated bad requests for every route of the app (fast-check). Each request starts from the route's seed (a request
// the route accepts, when it has a body or query) and breaks it: one field replaced by a hostile value, removed, or given
// company (`__proto__`, extra keys); or the whole body malformed, mistyped, oversized or nested thousands deep; ids in the
// path that are someone else's, not ids at all, or broken percent-encoding. Who asks varies: visitor, customer, operator.
// The values are in hostile-values.ts, the changes to a seed in seed-mutations.ts, a form upload's in form-requests.ts.
import fc from 'fast-check';
import { type FormSeed, formBodies } from './form-requests.ts';
import { contentTypes, nastyString, nastyValue, rawBodies, serialise } from './hostile-values.ts';
import { mutate } from './seed-mutations.ts';

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

/**
 * A request a route accepts as it is: the body (JSON value) and query it starts from, or for an upload route the
 * form it takes.
 */
export type Seed = {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  form?: FormSeed;
};

/** Ids of things that exist: the customer's own, another customer's, the garage's. */
export type World = { ids: string[]; seeds: Record<string, () => Seed> };

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
      const body: fc.Arbitrary<{ text?: string; how: string; contentType?: string }> = !sendsBody
        ? fc.constant({ how: '' })
        : seed.form
          ? formBodies(seed.form)
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
                {
                  weight: 1,
                  arbitrary: nastyValue.map((v) => ({ text: serialise(v), how: 'body is a hostile value' })),
                },
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
            ...(r.body.text !== undefined ? { 'content-type': r.body.contentType ?? r.contentType } : {}),
            ...(foreignOrigin ? { origin: 'https://attacker.example' } : {}),
          },
          ...(r.body.text !== undefined ? { body: r.body.text } : {}),
          mutation: [r.query.how, r.body.how].filter(Boolean).join('; ') || 'as seeded',
        }),
      );
    });
}
