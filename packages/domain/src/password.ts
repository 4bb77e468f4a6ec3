// The password rule: the spec's three checks and texts, in the spec's order, plus a length cap and the most common
// passwords. No zod here: the login page checks as the customer types, and must not load the API contract for it.
import { say } from './say.ts';

export const PASSWORD_MAX = 128;
/** The fixed set of special characters the password rule accepts. */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

/** Passwords that pass the three checks but are among the most used (and so the first ones guessed). */
const COMMON_PASSWORDS = new Set(
  [
    'p@ssw0rd',
    'p@ssword1',
    'password@1',
    'password@123',
    'password#1',
    'password!1',
    'password1!',
    'passw0rd!',
    'welcome@123',
    'welcome@1',
    'welcome#123',
    'admin@123',
    'admin#123',
    'admin@1234',
    'india@123',
    'india@1234',
    'qwerty@123',
    'qwerty#123',
    'qwerty!23',
    'abc@1234',
    'abcd@1234',
    'abc#1234',
    'test@123',
    'test@1234',
    'pass@123',
    'pass@1234',
    'user@123',
    'hello@123',
    'iloveyou@1',
    'sunshine@1',
    'monkey@123',
    'dragon@123',
    'football@1',
    'letmein@1',
    'master@123',
    'login@123',
    'changeme@1',
    'secret@123',
    'root@1234',
    'demo@1234',
    '12345678@',
    '@12345678',
    '123456789!',
    '1234567@a',
    'a@1234567',
    'abcd@123',
    '1q2w3e4r!',
    '!qaz2wsx',
    'zaq1@wsx',
    'motomitra@1',
    'bikeseva@1',
    'summer@2024',
    'summer@2025',
    'summer@2026',
    'winter@2026',
  ].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const passwordTooLong = say('textTooLong', { what: say('fieldPassword'), max: PASSWORD_MAX });
export const passwordTooCommon = say('passwordTooCommon');

/** The spec's three password checks, in the spec's order, plus our length cap and common-password check. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(say('passwordTooShort'));
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) problems.push(say('passwordNoSpecial'));
  if (!/[0-9]/.test(password)) problems.push(say('passwordNoNumber'));
  if (password.length > PASSWORD_MAX) problems.push(passwordTooLong);
  if (problems.length === 0 && isCommonPassword(password)) problems.push(passwordTooCommon);
  return problems;
}
