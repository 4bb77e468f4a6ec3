import { describe, expect, it } from 'vitest';
import { PACK_MR } from '../../i18n/mr/pack.ts';
import { addPack, setLanguage } from '../../i18n/t.ts';
import { fuelList } from './fuel-list.ts';

describe('the fuels a service is for, as a list', () => {
  it('joins them as the page’s language does', () => {
    expect(fuelList(['Petrol'])).toBe('Petrol');
    expect(fuelList(['Petrol', 'Diesel', 'CNG'])).toBe('Petrol, Diesel and CNG');
    addPack('mr', PACK_MR);
    setLanguage('mr');
    try {
      expect(fuelList(['Petrol', 'Diesel', 'CNG'])).toBe('पेट्रोल, डिझेल आणि CNG');
    } finally {
      setLanguage('en');
    }
  });
});
