// A form's draft, kept for this browser tab (sessionStorage): what a customer typed survives back and forward, a
// reload, and logging in again after the session expired, and goes when the tab closes or the customer logs out. It
// never leaves the phone: no request, log line or cache holds it.

const PREFIX = 'mm.draft.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private window's rules): the form works without a draft.
    return null;
  }
}

/** The draft kept under `key`, or null: none, unreadable, or not an object. */
export function readDraft(key: string): Record<string, unknown> | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: object): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Full or refused: the form goes on without keeping this change.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Every form draft of this tab: logging out leaves nothing of what was typed on a shared phone. */
export function clearAllDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}

/**
 * The values a form starts with: its defaults, with the draft's value for each field the draft has in the same shape
 * (a string for a string, a boolean for a boolean, an object or null for an object or null), except `fresh` fields,
 * which always start as the defaults say (a consent is given again).
 */
export function withDraft<T extends Record<string, unknown>>(
  defaults: T,
  draft: Record<string, unknown> | null,
  fresh: readonly (keyof T)[] = [],
): T {
  if (!draft) return defaults;
  const kind = (v: unknown) => (v === null || typeof v === 'object' ? 'object' : typeof v);
  const restored: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (fresh.includes(key) || !(key in draft)) continue;
    if (kind(draft[key]) === kind(defaults[key])) restored[key] = draft[key];
  }
  return restored as T;
}
