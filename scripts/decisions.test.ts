// Decision records (docs/decisions): each says when it was taken and whether it still holds, under its title.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(dir).filter((f) => f.endsWith('.md'));

describe('decision records', () => {
  it('are numbered 0001, 0002, … with no gap', () => {
    expect(records.map((f) => f.slice(0, 4))).toEqual(records.map((_, i) => String(i + 1).padStart(4, '0')));
  });

  it.each(records)('%s has a title, then a date and a status', (file) => {
    const [title, blank, meta] = readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(meta).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded|proposed|rejected)\b/);
  });
});
