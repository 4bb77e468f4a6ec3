import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.tsx';
import { ApiError } from './http.ts';

describe('fieldErrors', () => {
  const { aria, describedBy, errorOf } = fieldErrors('f1', { pincode: 'Enter a 6-digit pincode.' });

  it('marks a field with an error invalid and points it at its error line, after its hint', () => {
    expect(aria('pincode', true)).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f1-pincode-hint f1-pincode-error',
    });
    expect(errorOf('pincode')).toMatchObject({
      props: { id: 'f1-pincode-error', children: 'Enter a 6-digit pincode.' },
    });
  });

  it('leaves a field without an error unmarked, pointing only at its hint', () => {
    expect(aria('note')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(describedBy('note', true)).toBe('f1-note-hint');
    expect(errorOf('note')).toBeNull();
  });
});

describe('ApiError.fieldErrorsUnder', () => {
  it('keys field errors by field name, whether the schema or the service reported them', () => {
    const err = new ApiError(400, 'Check the form.', {
      'orderData.pincode': 'Enter a 6-digit pincode.',
      note: 'Too long.',
    });
    expect(err.fieldErrorsUnder('orderData')).toEqual({ pincode: 'Enter a 6-digit pincode.', note: 'Too long.' });
  });
});
