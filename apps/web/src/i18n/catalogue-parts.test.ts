// The catalogue's lazily loaded parts (home, content, shop, account, booking, the yearly plans page, operator console,
// its reports, yearly plans and plans sold). A screen names a part's key only through the part's accessor (homeText,
// bookingText, ...), so a screen that has not imported its part does not compile; what is left to check is that the
// parts never give one key two texts.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EN, accountText } from './en/account.ts';
import { BOOKING_EN, bookingText } from './en/booking.ts';
import { CONTENT_EN, contentText } from './en/content.ts';
import { HOME_EN, homeText } from './en/home.ts';
import { EN } from './en/messages.ts';
import { OPS_EN, opsText } from './en/ops.ts';
import { PLANS_EN, plansText } from './en/plans.ts';
import { REPORTS_EN, reportsText } from './en/reports.ts';
import { SHOP_EN, shopText } from './en/shop.ts';
import { SOLD_PLANS_EN, soldPlansText } from './en/sold-plans.ts';
import { SUBSCRIPTION_EN, subscriptionText } from './en/subscription.ts';
import type { PartTexts } from './t.ts';

const PARTS: [Record<string, string>, PartTexts<string>][] = [
  [HOME_EN, homeText as PartTexts<string>],
  [CONTENT_EN, contentText as PartTexts<string>],
  [SHOP_EN, shopText as PartTexts<string>],
  [ACCOUNT_EN, accountText as PartTexts<string>],
  [BOOKING_EN, bookingText as PartTexts<string>],
  [OPS_EN, opsText as PartTexts<string>],
  [REPORTS_EN, reportsText as PartTexts<string>],
  [PLANS_EN, plansText as PartTexts<string>],
  [SUBSCRIPTION_EN, subscriptionText as PartTexts<string>],
  [SOLD_PLANS_EN, soldPlansText as PartTexts<string>],
];

describe('lazily loaded message parts', () => {
  it('share no key with the core catalogue or with each other', () => {
    const all = [...Object.keys(EN), ...PARTS.flatMap(([english]) => Object.keys(english))];
    expect(all.length).toBe(new Set(all).size);
  });

  it('give their texts through their accessor once loaded', () => {
    for (const [english, text] of PARTS) {
      const [key, value] = Object.entries(english)[0] ?? [];
      expect(text(key ?? '')).toBe(value);
    }
  });
});
