import { describe, expect, it } from 'vitest';
import { boardFiltersOf, withBoardFilter } from './board-filters.ts';

describe('the bookings board’s filters in its address', () => {
  it('reads each filter, empty when absent, and page 1 by default', () => {
    expect(boardFiltersOf(new URLSearchParams('city=pune&q=MH12'))).toEqual({
      city: 'pune',
      from: '',
      to: '',
      status: '',
      q: 'MH12',
      page: '1',
    });
  });

  it('starts a changed filter at page 1, and keeps the other filters', () => {
    const next = withBoardFilter(new URLSearchParams('city=pune&page=3'), 'status', 'new');
    expect(next.toString()).toBe('city=pune&status=new');
  });

  it('turns a page without losing the filters, and drops a filter set to nothing', () => {
    expect(withBoardFilter(new URLSearchParams('city=pune&page=3'), 'page', '4').toString()).toBe('city=pune&page=4');
    expect(withBoardFilter(new URLSearchParams('city=pune&q=x'), 'q', '').toString()).toBe('city=pune');
  });

  it('leaves the address it was given as it was', () => {
    const params = new URLSearchParams('city=pune');
    withBoardFilter(params, 'city', 'nagpur');
    expect(params.toString()).toBe('city=pune');
  });
});
