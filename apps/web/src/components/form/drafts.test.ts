import { describe, expect, it } from 'vitest';
import { withDraft } from './drafts.ts';

describe('a form draft restored', () => {
  const defaults = { date: '', same: true, place: null as { address: string } | null, terms: false };

  it('takes each field the draft has in the same shape, and leaves fresh fields as the defaults say', () => {
    expect(
      withDraft(defaults, { date: '2026-12-01', same: false, place: { address: 'Dharampeth' }, terms: true }, [
        'terms',
      ]),
    ).toEqual({ date: '2026-12-01', same: false, place: { address: 'Dharampeth' }, terms: false });
  });

  it('ignores what does not fit: another shape, unknown fields, no draft', () => {
    expect(withDraft(defaults, { date: 5, same: 'yes', extra: 'x' })).toEqual(defaults);
    expect(withDraft(defaults, null)).toBe(defaults);
  });
});
