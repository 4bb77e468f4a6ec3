// Every amount a customer or operator reads (screens, e-mails, the timeline, the invoice) goes through the one money
// formatter, formatRupees / formatPaise in packages/domain/src/money.ts: this reads the source and
// refuses any other way of writing rupees.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/domain/src'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Ways of writing money by hand: ₹ glued to an expression, a currency NumberFormat, toLocaleString, 'Rs.' + a value. */
const HAND_MADE = [
  { name: '₹ before an interpolated value', pattern: /₹\$\{/ },
  { name: '₹ joined to a value with +', pattern: /'₹'\s*\+|\+\s*'₹'/ },
  { name: 'a currency NumberFormat', pattern: /NumberFormat\([^)]*currency/ },
  { name: 'toLocaleString', pattern: /\.toLocaleString\(/ },
  { name: "'Rs.' before an interpolated value", pattern: /Rs\.\s*\$\{/ },
];

/** Where a pattern is the formatter itself, or is not money. */
const ALLOWED: Record<string, string> = {
  'packages/domain/src/money.ts': 'the formatter',
  'apps/web/src/features/home/components/stats.tsx': 'counts of customers and garages, not money',
};

describe('money on screen, in e-mails and on the invoice', () => {
  const files = SOURCES.flatMap((dir) => filesUnder(path.join(root, dir))).map((f) => path.relative(root, f));

  it('reads the source it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('apps/api/src/modules/invoices/pdf.ts');
  });

  it('is written by the one formatter everywhere', () => {
    const found: string[] = [];
    for (const file of files) {
      if (ALLOWED[file]) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { name, pattern } of HAND_MADE) {
            if (pattern.test(line)) found.push(`${file}:${i + 1} ${name}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('would catch a hand-made amount', () => {
    const line = `note: \`Paid ₹\${paiseToRupees(amount)}\``;
    expect(HAND_MADE.some(({ pattern }) => pattern.test(line))).toBe(true);
  });
});
