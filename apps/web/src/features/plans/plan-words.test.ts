// A plan's inclusions in words, in each language, and its lowest price.
import { afterEach, describe, expect, it } from 'vitest';
import { PACK_HI } from '../../i18n/hi/pack.ts';
import { PACK_MR } from '../../i18n/mr/pack.ts';
import { addPack, setLanguage } from '../../i18n/t.ts';
import { includedWords, lowestPrice } from './plan-words.ts';

const plan = {
  includes: [
    { productName: 'Bike General Service', uses: 2 },
    { productName: 'Bike Wash', uses: 4 },
  ],
  extraWorkPercent: 10,
  freePickupDrop: true,
  breakdownCalls: 2,
};

afterEach(() => setLanguage('en'));

describe('a plan in words', () => {
  it('says each service with its uses, then the discount, pickup and breakdown calls', () => {
    expect(includedWords(plan)).toEqual([
      '2 × Bike General Service',
      '4 × Bike Wash',
      '10% off approved extra work',
      'Free pickup and drop',
      '2 breakdown assistance calls',
    ]);
  });

  it('leaves out what the plan does not include, and says one call in the singular', () => {
    expect(includedWords({ extraWorkPercent: 0, freePickupDrop: false, breakdownCalls: 1 })).toEqual([
      '1 breakdown assistance call',
    ]);
    expect(includedWords({ includes: [], extraWorkPercent: 0, freePickupDrop: false, breakdownCalls: 0 })).toEqual([]);
  });

  it('speaks Marathi and Hindi', () => {
    addPack('mr', PACK_MR);
    addPack('hi', PACK_HI);
    setLanguage('mr');
    expect(includedWords(plan)).toContain('मंजूर केलेल्या अतिरिक्त कामावर 10% सूट');
    expect(includedWords(plan)[0]).toBe('2 वेळा Bike General Service');
    setLanguage('hi');
    expect(includedWords(plan).at(-1)).toBe('ब्रेकडाउन में मदद के लिए 2 कॉल');
  });
});

describe('the lowest price', () => {
  it('is the least of the plan’s yearly prices, or null when it has none', () => {
    const prices = [2999, 2499, 3499].map((price) => ({ price }));
    expect(lowestPrice({ prices })).toBe(2499);
    expect(lowestPrice({ prices: [] })).toBeNull();
  });
});
