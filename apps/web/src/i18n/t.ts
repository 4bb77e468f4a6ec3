// t(key, params): the one way screens get visible text. A locale is a catalogue with the same keys as EN.
import { fill } from '@motomitra/domain/messages';
import { EN, type MessageKey } from './en/messages.ts';

export type { MessageKey };

const catalogue: Record<MessageKey, string> = EN;

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return fill(catalogue[key], params);
}

/** Whether a dynamic key (built from data, such as a category) exists in the catalogue. */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogue;
}
