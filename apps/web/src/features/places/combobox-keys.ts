// What a key does in the place search's combobox (the ARIA pattern): ↓/↑ open the list or move through its results,
// Enter chooses, Escape closes the list and a second Escape restores the chosen place's name.

export type ComboboxKeyAction =
  /** Open the list with this result active. */
  | { do: 'open'; active: number }
  | { do: 'move'; active: number }
  /** The key is the list's, and changes nothing (no results to move through, or nothing active to choose). */
  | { do: 'stay' }
  | { do: 'choose'; index: number }
  | { do: 'close' }
  | { do: 'restore' };

export type ComboboxState = {
  open: boolean;
  /** Whether results are shown. */
  listOpen: boolean;
  /** The active result, -1 for none. */
  active: number;
  count: number;
  /** Whether the field holds other text than the chosen place's name. */
  edited: boolean;
};

/** The key's action, or null when the key is not the combobox's (the browser then does what it does). */
export function comboboxKey(key: string, s: ComboboxState): ComboboxKeyAction | null {
  const n = s.count;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const down = key === 'ArrowDown';
    if (!s.open) return { do: 'open', active: down ? 0 : n - 1 };
    if (n === 0) return { do: 'stay' };
    return { do: 'move', active: s.active < 0 ? (down ? 0 : n - 1) : (s.active + (down ? 1 : n - 1)) % n };
  }
  // While the list is open Enter chooses; it never submits the surrounding form by accident.
  if (key === 'Enter') return s.listOpen ? { do: 'choose', index: s.active } : null;
  if (key === 'Escape') {
    if (s.open) return { do: 'close' };
    return s.edited ? { do: 'restore' } : null;
  }
  return null;
}
