// The shop's texts are said by key (decision 0012): every key of the English catalogue has its Marathi and Hindi
// text, a keyed text is found by its key and never by its English words, and its values are said in the language too.
import { describe, expect, it } from 'vitest';
import { englishOf, isKeyedText, keyedText, renderIn } from './keyed-text.ts';
import { MESSAGES } from './messages.ts';
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { CATALOGUES, textIn } from './messages-in.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import { TEXTS_HI } from './rule-texts-hi.ts';
import { TEXTS_MR } from './rule-texts-mr.ts';
import { cityWord, fuelWord, say, TEXTS, waitText } from './say.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogues by key', () => {
  it.each(['mr', 'hi'] as const)('%s has a text for every English key, with the same placeholders', (language) => {
    const catalogue = CATALOGUES[language];
    for (const [key, english] of Object.entries(TEXTS)) {
      const translated = catalogue[key];
      expect(translated, key).toBeTypeOf('string');
      expect(placeholders(translated ?? ''), key).toEqual(placeholders(english));
      // A text with English words is written in Devanagari (CNG, a number with its unit, are written as they are).
      if (/[a-z]{3}/.test(english.replace(/\{\w+\}/g, ''))) expect(translated, key).toMatch(/[\u0900-\u097F]/);
    }
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(TEXTS).sort());
  });
});

describe('a keyed text in the request language', () => {
  it('is the text of its key in that language, and its English in English', () => {
    expect(textIn(say('passwordTooShort'), 'mr')).toBe(CUSTOMER_MESSAGES_MR.passwordTooShort);
    expect(textIn(say('noPlans'), 'hi')).toBe(PUBLIC_MESSAGES_HI.noPlans);
    expect(textIn(say('passwordTooShort'), 'en')).toBe(MESSAGES.passwordTooShort);
    expect(englishOf(say('passwordTooShort'))).toBe(MESSAGES.passwordTooShort);
  });

  it('is found by its key: English reworded keeps its translation', () => {
    const reworded = keyedText('couponExpired', undefined, {
      ...TEXTS,
      couponExpired: 'That coupon is past its date.',
    });
    expect(englishOf(reworded)).toBe('That coupon is past its date.');
    expect(renderIn(reworded, 'mr', TEXTS_MR)).toBe(TEXTS_MR.couponExpired);
    expect(renderIn(reworded, 'hi', TEXTS_HI)).toBe(TEXTS_HI.couponExpired);
    const field = keyedText(
      'textTooShort',
      { what: say('fieldName'), min: 2 },
      { ...TEXTS, textTooShort: '{what}: {min}+' },
    );
    expect(englishOf(field)).toBe('Name: 2+');
    expect(renderIn(field, 'mr', TEXTS_MR)).toBe('नाव किमान 2 अक्षरांचे असले पाहिजे.');
  });

  it('says its values that are texts in the language too: a field, a city, a fuel, a wait', () => {
    const short = say('textTooShort', { what: say('fieldName'), min: 2 });
    expect(textIn(short, 'en')).toBe('Name must be at least 2 characters long.');
    expect(textIn(short, 'mr')).toBe('नाव किमान 2 अक्षरांचे असले पाहिजे.');
    const city = say('priceNoPriceInCity', { city: cityWord('pune') });
    expect(textIn(city, 'en')).toBe('This service is not yet offered for this vehicle in Pune.');
    expect(textIn(city, 'hi')).toContain('पुणे');
    expect(textIn(say('priceFuelNotServed', { fuel: fuelWord('Electric') }), 'mr')).toContain('इलेक्ट्रिक');
    const wait = say('tooManyRequests', { wait: waitText(300) });
    expect(textIn(wait, 'en')).toBe('Too many requests. Please wait 5 minutes and try again.');
    expect(textIn(wait, 'mr')).toContain('5 मिनिटे');
  });

  it('waits in the words the rate limiter wrote in English', () => {
    expect([1, 30, 60, 61, 90, 3599, 3600, 7200, 86_400].map((s) => englishOf(waitText(s)))).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '1 hour',
      '2 hours',
      '1 day',
    ]);
  });

  it('leaves a text that is no keyed text as it is, even one that looks like a key', () => {
    expect(textIn('Choose pending, sent or failed.', 'mr')).toBe('Choose pending, sent or failed.');
    expect(textIn('couponExpired', 'mr')).toBe('couponExpired');
    expect(textIn('\u0001not json\u0001Text.', 'mr')).toBe('\u0001not json\u0001Text.');
    expect(isKeyedText('\u0001["couponExpired"]\u0001This coupon has expired.')).toBe(true);
    expect(textIn('\u0001["noSuchKey"]\u0001Some text.', 'hi')).toBe('Some text.');
  });
});
