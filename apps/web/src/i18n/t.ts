// t(key, params): the one way screens get visible text. A locale is a catalogue with the same keys as EN.
// Only the shell's texts come with the first script; each screen's part loads with it (addMessages).
import { fill } from '@motomitra/domain/fill';
import type { OPS_EN } from '../features/ops/messages.ts';
import type { ACCOUNT_EN } from './en/account.ts';
import type { BOOKING_EN } from './en/booking.ts';
import type { CONTENT_EN } from './en/content.ts';
import type { HOME_EN } from './en/home.ts';
import { EN } from './en/messages.ts';
import type { SHOP_EN } from './en/shop.ts';

export type MessageKey =
  | keyof typeof EN
  | keyof typeof HOME_EN
  | keyof typeof CONTENT_EN
  | keyof typeof SHOP_EN
  | keyof typeof ACCOUNT_EN
  | keyof typeof BOOKING_EN
  | keyof typeof OPS_EN;

const catalogue: Partial<Record<MessageKey, string>> = { ...EN };

/** Adds a lazily loaded part of the catalogue (a screen's texts). */
export function addMessages(more: Partial<Record<MessageKey, string>>): void {
  Object.assign(catalogue, more);
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogue[key];
  if (text === undefined) throw new Error(`No text for ${key}: its part of the catalogue is not loaded`);
  return fill(text, params);
}

/** Whether a dynamic key (built from data, such as a category) exists in the catalogue. */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogue;
}
