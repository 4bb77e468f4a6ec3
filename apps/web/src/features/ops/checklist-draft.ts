// The checklist editor's draft (/ops/checklists): its rows as the admin edits them, a new row's key written from its
// English label until the admin writes one, and a row moved up or down. What is valid is the domain's schema's to say.
import type { ChecklistItem } from '@motomitra/domain/inspections';

/** A row of the form: `uid` keeps its fields and focus as rows move; a new row's key may still be written. */
export type ChecklistRow = ChecklistItem & { uid: number; isNew: boolean; keyTouched: boolean };

let uids = 0;

export const savedRow = (item: ChecklistItem): ChecklistRow => ({
  ...item,
  uid: ++uids,
  isNew: false,
  keyTouched: false,
});

export const newRow = (): ChecklistRow => ({
  key: '',
  label: { en: '', mr: '', hi: '' },
  uid: ++uids,
  isNew: true,
  keyTouched: false,
});

/** A key written from an English label, as the schema wants one ("Engine oil" → engineOil, at most 40 characters). */
export function keyFrom(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const camel = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  // A key starts with a small letter: digits before the first letter go.
  const start = camel.replace(/^\d+/, '');
  return (start.charAt(0).toLowerCase() + start.slice(1)).slice(0, 40);
}

/** The row changed in one language's label: a new row's key follows its English label until the admin writes one. */
export function withLabel(row: ChecklistRow, language: keyof ChecklistItem['label'], value: string): ChecklistRow {
  const key = row.isNew && !row.keyTouched && language === 'en' ? keyFrom(value) : row.key;
  return { ...row, key, label: { ...row.label, [language]: value } };
}

/** The rows with the one at `from` moved one place up (-1) or down (1); as they were where it cannot move. */
export function moved(rows: readonly ChecklistRow[], from: number, by: -1 | 1): ChecklistRow[] {
  const to = from + by;
  const row = rows[from];
  if (!row || to < 0 || to >= rows.length) return [...rows];
  const next = rows.filter((_, i) => i !== from);
  next.splice(to, 0, row);
  return next;
}
