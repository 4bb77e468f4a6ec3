// t(key, params): the one way screens get visible text. A locale is a catalogue with the same keys as EN.
// Booking's and the operator console's texts load with their screens (addMessages), so the first bundle stays small.
import { fill } from '@motomitra/domain/messages';
import type { OPS_EN } from '../features/ops/messages.ts';
import type { BOOKING_EN } from './en/booking.ts';
import { EN } from './en/messages.ts';

export type MessageKey = keyof typeof EN | keyof typeof BOOKING_EN | keyof typeof OPS_EN;

const catalogue: Partial<Record<MessageKey, string>> = { ...EN };

/** Adds a lazily loaded part of the catalogue (booking's or the operator console's texts). */
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
