import { describe, expect, it } from 'vitest';
import { shownMatches } from './vehicle-matches.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `v${i}` }));
const ids = (vs: { _id: string }[]) => vs.map((v) => v._id);

describe('the matches Add vehicle lists', () => {
  it('shows the first ones up to the limit, in the order searched', () => {
    expect(ids(shownMatches(list(5), undefined, 3))).toEqual(['v0', 'v1', 'v2']);
    expect(ids(shownMatches(list(2), undefined, 3))).toEqual(['v0', 'v1']);
  });

  it('keeps the chosen one in view at the top when it falls past the limit', () => {
    expect(ids(shownMatches(list(5), 'v4', 3))).toEqual(['v4', 'v0', 'v1', 'v2']);
  });

  it('leaves the chosen one in its place when it is among the first, and forgets one no longer matched', () => {
    expect(ids(shownMatches(list(5), 'v1', 3))).toEqual(['v0', 'v1', 'v2']);
    expect(ids(shownMatches(list(5), 'gone', 3))).toEqual(['v0', 'v1', 'v2']);
  });
});
