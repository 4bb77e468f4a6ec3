// Texts in the page's language (decision 0012): the catalogue's, a rule's error checked in the browser (by its key), and
// the operator console's texts, which stay English.
import { NameSchema } from '@motomitra/domain/customer-fields';
import { MESSAGES } from '@motomitra/domain/messages';
import { say } from '@motomitra/domain/say';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError } from '../src/components/form/field.tsx';
import { formatDateTime } from '../src/components/format.ts';
import '../src/i18n/en/account.ts';
import { opsText } from '../src/i18n/en/ops.ts';
import { shopText } from '../src/i18n/en/shop.ts';
import { PACK_HI } from '../src/i18n/hi/pack.ts';
import { RULES_HI } from '../src/i18n/hi/rules.ts';
import { PACK_MR } from '../src/i18n/mr/pack.ts';
import { RULES_MR } from '../src/i18n/mr/rules.ts';
import { addPack, addRules, setLanguage, t } from '../src/i18n/t.ts';

afterEach(() => setLanguage('en'));

describe('a page in Marathi or Hindi', () => {
  it("gives the catalogue's texts in the language, and the console's in English", () => {
    addPack('mr', PACK_MR);
    setLanguage('mr');
    expect(t('menu.cart')).toBe(PACK_MR['menu.cart']);
    expect(opsText('ops.board.title')).toBe('Bookings');
    setLanguage('en');
    expect(t('menu.cart')).toBe('Cart');
  });

  it("shows a rule's error, checked in the browser, in the page's language by its key", () => {
    render(<FieldError id="english" error={say('passwordTooShort')} />);
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    addPack('hi', PACK_HI);
    addRules('hi', RULES_HI);
    setLanguage('hi');
    render(<FieldError id="password" error={say('passwordTooShort')} />);
    expect(screen.getByText(PACK_HI.passwordTooShort)).toBeTruthy();
    addPack('mr', PACK_MR);
    addRules('mr', RULES_MR);
    setLanguage('mr');
    render(<FieldError id="email" error={say('emailInvalid')} />);
    expect(screen.getByText('योग्य ईमेल पत्ता टाका.')).toBeTruthy();
    render(<FieldError id="name" error={NameSchema.safeParse('A').error?.issues[0]?.message} />);
    expect(screen.getByText('नाव किमान 2 अक्षरांचे असले पाहिजे.')).toBeTruthy();
    // An answer of the API comes in the page's language already, and is shown as it is.
    render(<FieldError id="other" error="A text no catalogue has." />);
    expect(screen.getByText('A text no catalogue has.')).toBeTruthy();
  });

  it('writes dates and times with Western digits and 12-hour IST times, the part of the day in words', () => {
    addPack('mr', PACK_MR);
    setLanguage('mr');
    expect(formatDateTime('2026-11-23T10:35:00Z')).toBe('23/11/2026, संध्याकाळी 4:05');
    setLanguage('en');
    // As the slots write it: '4:05 PM', not '4:05 pm'.
    expect(formatDateTime('2026-11-23T10:35:00Z')).toBe('23/11/2026, 4:05 PM');
  });

  it("gives a number of things in the form the language's plural rule asks for", () => {
    expect(shopText.n('shop.showing', 1)).toBe('Showing 1 service');
    expect(shopText.n('shop.showing', 0)).toBe('Showing 0 services');
    expect(shopText.n('shop.showing', 12)).toBe('Showing 12 services');
    addPack('hi', PACK_HI);
    setLanguage('hi');
    // Hindi's 'one' form covers 0 and 1 (CLDR).
    expect(shopText.n('shop.showing', 0)).toBe(PACK_HI['shop.showing#one'].replace('{count}', '0'));
    expect(shopText.n('shop.showing', 2)).toBe(PACK_HI['shop.showing'].replace('{count}', '2'));
    addPack('mr', PACK_MR);
    setLanguage('mr');
    expect(shopText.n('shop.showing', 1)).toBe(PACK_MR['shop.showing#one'].replace('{count}', '1'));
    expect(shopText.n('shop.showing', 0)).toBe(PACK_MR['shop.showing'].replace('{count}', '0'));
  });
});
