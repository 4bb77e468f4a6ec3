// Property tests of the password and registration-number rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile, normalizeRegistrationNumber, RTO_STATE_CODES } from './customer-fields.ts';
import { englishOf } from './keyed-text.ts';
import { MESSAGES } from './messages.ts';
import { PASSWORD_SPECIALS, passwordProblems, passwordTooCommon } from './password.ts';

const specials = fc.constantFrom(...PASSWORD_SPECIALS.split(''));
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));

describe('password rule', () => {
  it('accepts any 8–128 character password with a special character and a digit (unless very common)', () => {
    fc.assert(
      fc.property(fc.array(letters, { minLength: 6, maxLength: 100 }), specials, digit, (ls, s, d) => {
        const pw = [...ls, s, d].join('');
        const problems = passwordProblems(pw);
        expect(problems.filter((p) => p !== passwordTooCommon)).toEqual([]);
      }),
    );
  });

  it('reports missing checks in the spec order: length, special, number', () => {
    fc.assert(
      fc.property(fc.array(letters, { minLength: 0, maxLength: 7 }), (ls) => {
        expect(passwordProblems(ls.join('')).map(englishOf)).toEqual([
          MESSAGES.passwordTooShort,
          MESSAGES.passwordNoSpecial,
          MESSAGES.passwordNoNumber,
        ]);
      }),
    );
  });

  it('never accepts a password without a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }).filter((s) => !/[0-9]/.test(s)),
        (pw) => {
          expect(passwordProblems(pw).map(englishOf)).toContain(MESSAGES.passwordNoNumber);
        },
      ),
    );
  });
});

describe('registration numbers', () => {
  const state = fc.constantFrom(...RTO_STATE_CODES);
  const rto = fc.integer({ min: 1, max: 99 });
  const series = fc
    .array(fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ'.split('')), { maxLength: 3 })
    .map((a) => a.join(''));
  const num = fc.integer({ min: 1, max: 9999 });

  it('accepts every regular plate in any case and spacing, and returns it upper-cased without spaces', () => {
    fc.assert(
      fc.property(state, rto, series, num, fc.boolean(), (s, r, ser, n, spaced) => {
        const plate = `${s}${String(r).padStart(2, '0')}${ser}${String(n).padStart(4, '0')}`;
        const typed = spaced ? `${s} ${String(r).padStart(2, '0')} ${ser} ${String(n).padStart(4, '0')}` : plate;
        expect(normalizeRegistrationNumber(typed.toLowerCase())).toBe(plate);
      }),
    );
  });

  it('accepts Bharat-series plates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 99 }), num, fc.constantFrom('A', 'AB', 'ZZ'), (y, n, tail) => {
        const plate = `${y}BH${String(n).padStart(4, '0')}${tail}`;
        expect(normalizeRegistrationNumber(plate)).toBe(plate);
      }),
    );
  });

  it('refuses unknown state codes and strings of the wrong shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (junk) => {
        const out = normalizeRegistrationNumber(junk);
        if (out !== null)
          expect(out).toMatch(/^([A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2})$/);
      }),
    );
    expect(normalizeRegistrationNumber('XX12AB1234')).toBeNull();
    expect(normalizeRegistrationNumber('MH12AB0000')).toBeNull();
  });
});

describe('Indian mobile numbers', () => {
  it('normalizes any 10-digit number starting 6–9, with or without +91, to +91XXXXXXXXXX', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('6', '7', '8', '9'),
        fc.array(digit, { minLength: 9, maxLength: 9 }),
        fc.constantFrom('', '+91', '0', '+91 '),
        (f, rest, prefix) => {
          const n = f + rest.join('');
          expect(normalizeIndianMobile(prefix + n)).toBe(`+91${n}`);
        },
      ),
    );
    expect(normalizeIndianMobile('5123456789')).toBeNull();
  });
});
