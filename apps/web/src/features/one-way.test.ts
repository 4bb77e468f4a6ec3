// Features import each other one way only: no two features reach into each other, directly or around a loop. Biome
// refuses a cycle between files (noImportCycles) and a feature reaching another's screens; a loop between features
// through different files passes both, and makes every feature on it load, change and be tested with the others.
// What two features both need moves down: into components/, the domain, or a feature both import (schedule/).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = import.meta.dirname;

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const featureOf = (file: string): string | null => {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : (relative.split(path.sep)[0] ?? null);
};

/** Each feature's imports of another feature: target feature → the first importing file and what it imports. */
function featureImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourcesOf(FEATURES)) {
    const from = featureOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const text = fs.readFileSync(file, 'utf8');
    // Static imports and re-exports, side-effect imports and lazy import()s.
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)) {
      const to = featureOf(path.resolve(path.dirname(file), m[1] ?? ''));
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(FEATURES, file)} imports ${m[1]}`);
    }
  }
  return graph;
}

/** A loop of features (each importing the next, the last the first), or null. */
function findLoop(graph: Map<string, Map<string, string>>): string[] | null {
  const done = new Set<string>();
  const walk = (feature: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(feature);
    if (at >= 0) return trail.slice(at);
    if (done.has(feature)) return null;
    for (const next of graph.get(feature)?.keys() ?? []) {
      const loop = walk(next, [...trail, feature]);
      if (loop) return loop;
    }
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const loop = walk(feature, []);
    if (loop) return loop;
  }
  return null;
}

describe('the features', () => {
  const graph = featureImports();

  it('are all read (the walk finds their imports of each other)', () => {
    expect(graph.get('checkout')?.has('orders')).toBe(true);
    expect(graph.get('account')?.has('orders')).toBe(true);
  });

  it('import each other one way only', () => {
    const loop = findLoop(graph);
    const why = loop?.map((feature, i) => graph.get(feature)?.get(loop[(i + 1) % loop.length] ?? '') ?? feature);
    expect(why ?? []).toEqual([]);
  });
});
