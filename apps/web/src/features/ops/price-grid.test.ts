import { describe, expect, it } from 'vitest';
import { cellErrors, cellKey, priceEntries, samePrices, tiersOf } from './price-grid.ts';

const bikeTiers = tiersOf('Bike');

describe('a service’s price grid', () => {
  it('prices a bike service by cc band and a car service by segment, named as the garage reads them', () => {
    expect(bikeTiers.map((t) => t.tier)).toEqual(['band1', 'band2', 'band3']);
    expect(bikeTiers[0]?.label).toBe('Below 150 cc and electric');
    expect(tiersOf('Car').map((t) => t.label)).toContain('Compact SUV');
  });

  it('sends each filled cell city by city, as people type rupees, and leaves an empty one out', () => {
    const values = {
      [cellKey('pune', 'band1')]: '1 299',
      [cellKey('nagpur', 'band2')]: '₹1,499',
      [cellKey('nagpur', 'band1')]: '',
      [cellKey('nagpur', 'band3')]: 'abc',
    };
    expect(priceEntries(values, bikeTiers)).toEqual({
      entries: [
        { city: 'nagpur', tier: 'band2', price: '1499' },
        { city: 'nagpur', tier: 'band3', price: 'abc' },
        { city: 'pune', tier: 'band1', price: '1299' },
      ],
      keys: ['nagpur/band2', 'nagpur/band3', 'pune/band1'],
    });
  });

  it('knows a save that changes nothing: the same cells at the same prices', () => {
    const stored = { 'nagpur/band1': '999' };
    expect(samePrices([{ city: 'nagpur', tier: 'band1', price: '999' }], stored)).toBe(true);
    expect(samePrices([{ city: 'nagpur', tier: 'band1', price: '1000' }], stored)).toBe(false);
    expect(samePrices([], stored)).toBe(false);
  });

  it('puts each refusal beside the cell it is about, the first one for a cell', () => {
    const keys = ['nagpur/band2', 'pune/band1'];
    expect(
      cellErrors(
        {
          'prices.1.price': 'Whole rupees only.',
          'prices.1.tier': 'Choose a cc band or a car segment.',
          'prices.7.price': 'gone',
          name: 'not a cell',
        },
        keys,
      ),
    ).toEqual({ 'pune/band1': 'Whole rupees only.' });
  });
});
