import { describe, expect, it } from 'vitest';
import { type ComboboxState, comboboxKey } from './combobox-keys.ts';

const shown: ComboboxState = { open: true, listOpen: true, active: -1, count: 3, edited: true };

describe('the keys of the place search', () => {
  it('opens a closed list with ↓ on the first result and with ↑ on the last', () => {
    const closed = { ...shown, open: false, listOpen: false };
    expect(comboboxKey('ArrowDown', closed)).toEqual({ do: 'open', active: 0 });
    expect(comboboxKey('ArrowUp', closed)).toEqual({ do: 'open', active: 2 });
  });

  it('moves through the results, round from the last to the first and back', () => {
    expect(comboboxKey('ArrowDown', shown)).toEqual({ do: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', shown)).toEqual({ do: 'move', active: 2 });
    expect(comboboxKey('ArrowDown', { ...shown, active: 2 })).toEqual({ do: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', { ...shown, active: 0 })).toEqual({ do: 'move', active: 2 });
    expect(comboboxKey('ArrowDown', { ...shown, active: 1 })).toEqual({ do: 'move', active: 2 });
  });

  it('keeps the arrows while an open list has no results yet', () => {
    expect(comboboxKey('ArrowDown', { ...shown, listOpen: false, count: 0 })).toEqual({ do: 'stay' });
  });

  it('chooses with Enter only while results are shown, so Enter otherwise submits the form', () => {
    expect(comboboxKey('Enter', { ...shown, active: 1 })).toEqual({ do: 'choose', index: 1 });
    expect(comboboxKey('Enter', { ...shown, listOpen: false })).toBeNull();
  });

  it('closes the list with Escape, then restores the chosen name, then lets Escape go', () => {
    expect(comboboxKey('Escape', shown)).toEqual({ do: 'close' });
    expect(comboboxKey('Escape', { ...shown, open: false, listOpen: false })).toEqual({ do: 'restore' });
    expect(comboboxKey('Escape', { ...shown, open: false, listOpen: false, edited: false })).toBeNull();
  });

  it('leaves every other key to the field', () => {
    expect(comboboxKey('a', shown)).toBeNull();
    expect(comboboxKey('Tab', shown)).toBeNull();
  });
});
