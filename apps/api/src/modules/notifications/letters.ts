// What every e-mail to a customer is made of: plain text in their language (decision 0012; English when they never
// chose), a greeting and the shop's sign-off, and for an order, the link to its page. The brand is a parameter (config
// BRAND_NAME) so that these stay free of app state.

import { TIME_SLOTS, type TimeSlot } from '@motomitra/domain/constants';
import { fill } from '@motomitra/domain/fill';
import { INTL_LOCALES, type Language, localizedPath } from '@motomitra/domain/language';
import { orderPagePath } from '@motomitra/domain/order-page';
import { slotLabelIn } from '@motomitra/domain/time-words';
import { EMAIL_TEXTS, type EmailTexts } from './email-texts.ts';

/** The order an e-mail is about, and to whom. Every order e-mail ends with the link to the order's page. */
export type NotifyOrder = {
  id: string;
  oid: string;
  customerEmail: string | null;
  customerName: string;
  language?: Language;
  /** The shop's public origin (config PUBLIC_URL), for the link to the order. */
  publicUrl: string;
};

export const DEFAULT_BRAND = 'MotoMitra';

/** The texts of a language, filled: `say('statusNow', { oid })`. */
export const wording = (language: Language | undefined) => {
  const texts = EMAIL_TEXTS[language ?? 'en'];
  return (key: keyof EmailTexts, params?: Record<string, string | number>) => fill(texts[key], params);
};

export function letter(name: string, paragraphs: string[], brand: string, language?: Language): string {
  const say = wording(language);
  return [say('hello', { name }), ...paragraphs, say('thanks', { brand }), say('team', { brand })].join('\n\n');
}

/** The order's page (My Orders, its View Details open) in the customer's language: PUBLIC_URL/mr/my-account/…. */
export function orderPageUrl(order: Pick<NotifyOrder, 'id' | 'language' | 'publicUrl'>): string {
  return `${order.publicUrl}${localizedPath(orderPagePath(order.id), order.language ?? 'en')}`;
}

/**
 * The signed address a payment request carries (GET /api/pay/:token, payments/pay-routes.ts): it opens the order's
 * current payment link without a login; the language is that of the order's page it falls back to.
 */
export function payUrl(publicUrl: string, token: string, language: Language = 'en'): string {
  return `${publicUrl}/api/pay/${token}?lang=${language}`;
}

/** A letter about an order: its paragraphs, then the link to the order. */
export function orderLetter(order: NotifyOrder, paragraphs: string[], brand: string): string {
  const link = [wording(order.language)('orderLink'), orderPageUrl(order)].join('\n');
  return letter(order.customerName, [...paragraphs, link], brand, order.language);
}

/** A time slot as the language writes it ('सकाळी 10:00 – दुपारी 12:00'); the spec's words in English. */
export function slotIn(slot: string, language: Language = 'en'): string {
  return (TIME_SLOTS as readonly string[]).includes(slot) ? slotLabelIn(slot as TimeSlot, language) : slot;
}

/** A date of the garage's calendar (yyyy-mm-dd) as a customer reads it: 'Thursday, 26 November 2026'. */
export function longDate(isoDate: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
