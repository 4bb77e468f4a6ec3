import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { translateMessage } from './messages-in.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';

describe('a spec text in the request language', () => {
  it('is the translation of the same key, found by its English words', () => {
    expect(translateMessage(MESSAGES.passwordTooShort, 'mr')).toBe(CUSTOMER_MESSAGES_MR.passwordTooShort);
    expect(translateMessage(MESSAGES.noPlans, 'hi')).toBe(PUBLIC_MESSAGES_HI.noPlans);
    expect(translateMessage(MESSAGES.passwordTooShort, 'en')).toBe(MESSAGES.passwordTooShort);
  });

  it('carries the values of a filled text over into the translation', () => {
    const filled = MESSAGES.signUpFailedWith.replace('{message}', 'This e-mail is taken.');
    expect(translateMessage(filled, 'mr')).toBe(
      CUSTOMER_MESSAGES_MR.signUpFailedWith.replace('{message}', 'This e-mail is taken.'),
    );
  });

  it('leaves a text that is no spec text as it is', () => {
    expect(translateMessage('Choose pending, sent or failed.', 'mr')).toBe('Choose pending, sent or failed.');
  });
});
