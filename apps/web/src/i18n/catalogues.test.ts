// The Marathi and Hindi catalogues (decision 0012) against the English one: the same keys (also a type error), the same
// placeholders, and no value left in English except the few that must stay as they are.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EN } from './en/account.ts';
import { BOOKING_EN } from './en/booking.ts';
import { CONTENT_EN } from './en/content.ts';
import { HOME_EN } from './en/home.ts';
import { EN } from './en/messages.ts';
import { SHOP_EN } from './en/shop.ts';
import { SUBSCRIPTION_EN } from './en/subscription.ts';
import { ACCOUNT_HI } from './hi/account.ts';
import { BOOKING_HI } from './hi/booking.ts';
import { CONTENT_HI } from './hi/content.ts';
import { HOME_HI } from './hi/home.ts';
import { MESSAGES_HI } from './hi/messages.ts';
import { SHOP_HI } from './hi/shop.ts';
import { SUBSCRIPTION_HI } from './hi/subscription.ts';
import { ACCOUNT_MR } from './mr/account.ts';
import { BOOKING_MR } from './mr/booking.ts';
import { CONTENT_MR } from './mr/content.ts';
import { HOME_MR } from './mr/home.ts';
import { MESSAGES_MR } from './mr/messages.ts';
import { SHOP_MR } from './mr/shop.ts';
import { SUBSCRIPTION_MR } from './mr/subscription.ts';

type Part = Record<string, string>;
const PARTS: [string, Part, Part, Part][] = [
  ['messages', EN, MESSAGES_MR, MESSAGES_HI],
  ['home', HOME_EN, HOME_MR, HOME_HI],
  ['content', CONTENT_EN, CONTENT_MR, CONTENT_HI],
  ['shop', SHOP_EN, SHOP_MR, SHOP_HI],
  ['account', ACCOUNT_EN, ACCOUNT_MR, ACCOUNT_HI],
  ['booking', BOOKING_EN, BOOKING_MR, BOOKING_HI],
  ['subscription', SUBSCRIPTION_EN, SUBSCRIPTION_MR, SUBSCRIPTION_HI],
];

/** Values that stay as in English, and why. */
const SAME_AS_ENGLISH: Record<'mr' | 'hi', Record<string, string>> = {
  mr: {
    'vehicles.carType': 'a lone placeholder',
    'pay.ifsc': 'a bank code, written as it is',
    'segment.suv_muv': 'abbreviations, written as they are',
    'fuel.CNG': 'an abbreviation, written as it is',
    'reviews.by': 'placeholders and punctuation only',
  },
  hi: {
    'vehicles.carType': 'a lone placeholder',
    'segment.suv_muv': 'abbreviations, written as they are',
    'fuel.CNG': 'an abbreviation, written as it is',
    'reviews.by': 'placeholders and punctuation only',
  },
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(PARTS)('the %s catalogue', (_name, en, mr, hi) => {
  it.each([
    ['mr', mr],
    ['hi', hi],
  ] as const)('in %s has every English key, the same placeholders, and no English left', (lang, other) => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = other[key] ?? '';
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
      if (!(key in SAME_AS_ENGLISH[lang])) expect(text, `${lang} ${key}`).not.toBe(english);
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });
});

describe('the words of docs/glossary.md', () => {
  const values = (lang: 'mr' | 'hi') => PARTS.flatMap(([, , mr, hi]) => Object.entries(lang === 'mr' ? mr : hi));

  it('write e-mail one way (ईमेल), and say reminder, not आठवण ("memory"), in Marathi', () => {
    for (const lang of ['mr', 'hi'] as const) {
      expect(values(lang).filter(([, text]) => text.includes('ई-मेल'))).toEqual([]);
    }
    expect(values('mr').filter(([, text]) => text.includes('आठवण'))).toEqual([]);
  });

  it('end Hindi sentences with the danda, and no success text with a colon', () => {
    expect(values('hi').filter(([, text]) => /[\u0900-\u097F][^.\s]*\.(\s|$)/.test(text))).toEqual([]);
    const successes = (lang: 'en' | 'mr' | 'hi') =>
      PARTS.flatMap(([, en, mr, hi]) => Object.entries(lang === 'en' ? en : lang === 'mr' ? mr : hi)).filter(([key]) =>
        /(saved|added|sent|done|updated|created|removed|deleted)$/i.test(key),
      );
    for (const lang of ['en', 'mr', 'hi'] as const) {
      expect(successes(lang).filter(([, text]) => text.trim().endsWith(':'))).toEqual([]);
    }
  });
});

describe('names given to controls', () => {
  // A control's accessible name (`<key>Named`, the aria-label) must hold the words it shows (`<key>`): a voice user says
  // what they see (axe's label-content-name-mismatch). Held for the plans' controls, which name a plan or a document.
  it('hold the visible words of the plans’ buttons and links, in every language', () => {
    for (const [, en, mr, hi] of PARTS.filter(([name]) => name === 'subscription')) {
      for (const part of [en, mr, hi]) {
        for (const key of ['subscription.invoice', 'subscription.creditNote', 'subscription.cancel']) {
          expect(part[`${key}Named`], `${key}Named`).toContain(part[key]);
        }
      }
    }
  });
});
