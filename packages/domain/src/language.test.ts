import { describe, expect, it } from 'vitest';
import {
  INTL_LOCALES,
  localizedPath,
  negotiateLanguage,
  requestLanguage,
  splitLanguage,
  switchingPath,
} from './language.ts';
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

describe("a page's address in a language", () => {
  it('puts Marathi and Hindi under /mr and /hi, keeps English as it is, and reads the language back', () => {
    expect(localizedPath('/shop?category=Car', 'mr')).toBe('/mr/shop?category=Car');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(localizedPath('/faqs', 'en')).toBe('/faqs');
    expect(localizedPath('/mr/faqs', 'hi')).toBe('/mr/faqs');
    expect(localizedPath('https://example.com/x', 'mr')).toBe('https://example.com/x');
    expect(splitLanguage('/mr/shop')).toEqual({ language: 'mr', path: '/shop' });
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/mrx/shop')).toEqual({ language: null, path: '/mrx/shop' });
    expect(splitLanguage('/en/shop')).toEqual({ language: null, path: '/en/shop' });
  });

  it("gives the switcher's address of a page, its query kept", () => {
    expect(switchingPath('/shop?category=Car', 'mr')).toBe('/shop?category=Car&lang=mr');
    expect(switchingPath('/checkout?lang=hi', 'en')).toBe('/checkout?lang=en');
    expect(switchingPath('/', 'hi')).toBe('/?lang=hi');
  });
});
