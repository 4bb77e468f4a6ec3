// The e-mails' texts in Marathi and Hindi against the English ones: the same placeholders, and nothing left in English.
import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS } from './email-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(['mr', 'hi'] as const)('the e-mails in %s', (language) => {
  it('have every English text, with its placeholders, translated', () => {
    const en = EMAIL_TEXTS.en;
    const other = EMAIL_TEXTS[language];
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = other[key as keyof typeof en];
      expect(placeholders(text), key).toEqual(placeholders(english));
      expect(text, key).not.toBe(english);
      // Written in Devanagari, not left in English.
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
