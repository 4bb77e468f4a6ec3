// The account's e-mails: a link to set a new password, and the notices that the sign-in details changed.
import type { Language } from '@motomitra/domain/language';
import { DEFAULT_BRAND, letter, wording } from './letters.ts';

export const RESET_LINK_MINUTES = 30;

export function passwordResetEmail(name: string, link: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('resetSubject', { brand }),
    body: letter(
      name,
      [say('resetAsked', { brand }), link, say('resetOnce', { minutes: RESET_LINK_MINUTES }), say('resetIgnore')],
      brand,
      language,
    ),
  };
}

export function emailChangedEmail(name: string, newEmail: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('emailChangedSubject', { brand }),
    body: letter(name, [say('emailChanged', { brand, email: newEmail }), say('emailChangedNotYou')], brand, language),
  };
}

export function passwordChangedEmail(name: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('passwordChangedSubject', { brand }),
    body: letter(name, [say('passwordChanged', { brand }), say('passwordChangedNotYou')], brand, language),
  };
}
