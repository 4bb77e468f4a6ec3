import { CHECKLIST_KEY } from '@motomitra/domain/inspections';
import { describe, expect, it } from 'vitest';
import { keyFrom, moved, newRow, savedRow, withLabel } from './checklist-draft.ts';

describe('a checklist row’s key written from its English label', () => {
  it('is camelCase letters and digits, as the schema wants', () => {
    expect(keyFrom('Engine oil')).toBe('engineOil');
    expect(keyFrom('Chain and sprockets / belt')).toBe('chainAndSprocketsBelt');
    expect(keyFrom('  Side-stand spring ')).toBe('sideStandSpring');
    expect(keyFrom('Café lights')).toBe('cafeLights');
    for (const label of ['Engine oil', 'Wheel bearings (front)', '12 V battery', 'ABS']) {
      expect(keyFrom(label)).toMatch(CHECKLIST_KEY);
    }
    expect(keyFrom('x'.repeat(60))).toHaveLength(40);
  });

  it('follows the English label of a new row only, until the admin writes the key', () => {
    let row = withLabel(newRow(), 'en', 'Side stand');
    expect(row.key).toBe('sideStand');
    row = withLabel(row, 'mr', 'साइड स्टँड');
    expect(row.key).toBe('sideStand');
    row = withLabel({ ...row, key: 'stand', keyTouched: true }, 'en', 'Side stand spring');
    expect(row.key).toBe('stand');
    const saved = withLabel(savedRow({ key: 'brakes', label: { en: 'Brakes', mr: 'ब्रेक', hi: 'ब्रेक' } }), 'en', 'Disc');
    expect(saved.key).toBe('brakes');
  });
});

describe('moving a row', () => {
  const rows = ['a', 'b', 'c'].map((key) => savedRow({ key, label: { en: key, mr: key, hi: key } }));
  const keys = (all: { key: string }[]) => all.map((r) => r.key);

  it('swaps it with its neighbour, and leaves the rows as they were at either end', () => {
    expect(keys(moved(rows, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(keys(moved(rows, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(keys(moved(rows, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(keys(moved(rows, 2, 1))).toEqual(['a', 'b', 'c']);
  });
});
