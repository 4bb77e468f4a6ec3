// The catalogue's lazily loaded parts (home, content, shop, account, booking, operator console) reach a screen only
// through an import of the part.
// t() throws on a key whose part is not loaded, so every file that names such a key must import its part itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPS_EN } from '../features/ops/messages.ts';
import { ACCOUNT_EN } from './en/account.ts';
import { BOOKING_EN } from './en/booking.ts';
import { CONTENT_EN } from './en/content.ts';
import { HOME_EN } from './en/home.ts';
import { EN } from './en/messages.ts';
import { SHOP_EN } from './en/shop.ts';
import { type MessageKey, t } from './t.ts';

const src = path.resolve(import.meta.dirname, '..');
const PARTS = [
  { file: path.join(src, 'i18n/en/home.ts'), keys: Object.keys(HOME_EN) },
  { file: path.join(src, 'i18n/en/content.ts'), keys: Object.keys(CONTENT_EN) },
  { file: path.join(src, 'i18n/en/shop.ts'), keys: Object.keys(SHOP_EN) },
  { file: path.join(src, 'i18n/en/account.ts'), keys: Object.keys(ACCOUNT_EN) },
  { file: path.join(src, 'i18n/en/booking.ts'), keys: Object.keys(BOOKING_EN) },
  { file: path.join(src, 'features/ops/messages.ts'), keys: Object.keys(OPS_EN) },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * What gives a part's key away in a file: a key prefix ("checkout.", "ops.coupons.") that only the part's keys have, or,
 * for a key whose every prefix another part or the core shares too ("ops.pageOf", "meta.home"), the key in quotes.
 */
function markersOf(keys: string[]): string[] {
  const mine = new Set(keys);
  const core = [...Object.keys(EN), ...PARTS.flatMap((p) => p.keys)].filter((k) => !mine.has(k));
  const markers = new Set<string>();
  for (const key of keys) {
    const parts = key.split('.');
    const prefix = parts
      .slice(1)
      .map((_, n) => `${parts.slice(0, n + 1).join('.')}.`)
      .find((p) => !core.some((k) => k.startsWith(p)));
    markers.add(prefix ?? `${key}'`);
  }
  return [...markers];
}

describe('lazily loaded message parts', () => {
  it('share no key with the core catalogue or with each other', () => {
    const all = [...Object.keys(EN), ...PARTS.flatMap((p) => p.keys)];
    expect(all.length).toBe(new Set(all).size);
  });

  it('are imported by every file that names one of their keys', () => {
    const missing: string[] = [];
    for (const part of PARTS) {
      const markers = markersOf(part.keys);
      for (const file of sourceFiles(src)) {
        if (file === part.file || file.includes(`${path.sep}i18n${path.sep}`)) continue;
        const text = fs.readFileSync(file, 'utf8');
        const names = markers.some((m) => text.includes(`'${m}`) || text.includes(`\`${m}`));
        if (!names) continue;
        const imported = [...text.matchAll(/^import (?:[^'"]* from )?['"](\.[^'"]+)['"]/gm)].some(
          (m) => path.resolve(path.dirname(file), m[1] ?? '') === part.file,
        );
        if (!imported) missing.push(`${path.relative(src, file)} needs ${path.relative(src, part.file)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give their texts once loaded', () => {
    for (const part of [HOME_EN, CONTENT_EN, SHOP_EN, ACCOUNT_EN, BOOKING_EN, OPS_EN]) {
      const [key, text] = Object.entries(part)[0] ?? [];
      expect(t(key as MessageKey)).toBe(text);
    }
  });
});
