import { expect, it, describe as suite } from 'vitest';
import { ApiError } from '../http.ts';
import { describe } from './field.tsx';

suite("a field's aria wiring", () => {
  it('marks a field with an error invalid and points it at its error line, after its hint', () => {
    expect(describe('f1-pincode', true, 'Enter a 6-digit pincode.')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f1-pincode-hint f1-pincode-error',
    });
  });

  it('leaves a field without an error unmarked, pointing only at its hint', () => {
    expect(describe('f1-note', false, undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(describe('f1-note', true, undefined)['aria-describedby']).toBe('f1-note-hint');
  });
});

suite('ApiError.fieldErrorsUnder', () => {
  it('keys field errors by field name, whether the schema or the service reported them', () => {
    const err = new ApiError(400, 'Check the form.', {
      'orderData.pincode': 'Enter a 6-digit pincode.',
      note: 'Too long.',
    });
    expect(err.fieldErrorsUnder('orderData')).toEqual({ pincode: 'Enter a 6-digit pincode.', note: 'Too long.' });
  });
});
