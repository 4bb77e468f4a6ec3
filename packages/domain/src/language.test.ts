import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, negotiateLanguage, requestLanguage } from './language.ts';
import { formatRupees } from './money.ts';

describe('the language a visitor gets', () => {
  it('is the best match of Accept-Language among mr, hi and en', () => {
    expect(negotiateLanguage('mr-IN,mr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('mr');
    expect(negotiateLanguage('hi')).toBe('hi');
    expect(negotiateLanguage('en-GB,hi;q=0.9')).toBe('en');
    expect(negotiateLanguage('de-DE,hi;q=0.5,mr;q=0.4')).toBe('hi');
    expect(negotiateLanguage('mr;q=0.4,hi;q=0.4')).toBe('mr');
  });

  it('is English for no header, an unknown language, or a malformed one', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('ta-IN,te;q=0.9')).toBe('en');
    expect(negotiateLanguage('mr;q=abc,hi;q=2,;;;')).toBe('en');
    expect(negotiateLanguage('mr;q=0')).toBe('en');
  });

  it('follows a saved choice over the browser, and ignores a choice it does not know', () => {
    expect(requestLanguage('hi', 'mr')).toBe('hi');
    expect(requestLanguage('fr', 'mr')).toBe('mr');
    expect(requestLanguage(null, null)).toBe('en');
  });

  it('writes dates with Western digits in every language, and money with Indian grouping by the one formatter', () => {
    const day = new Date('2026-11-26T06:30:00Z');
    for (const locale of Object.values(INTL_LOCALES)) {
      const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(day);
      expect(text, locale).toMatch(/26/);
      expect(text, locale).toMatch(/2026/);
    }
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });
});
