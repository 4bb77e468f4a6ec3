// The values a WhatsApp or SMS template is filled with (messaging/templates.ts) as its providers take them: one line
// each, never empty, within a length; and the payloads of extra work's reply buttons.
import type { Language } from '@motomitra/domain/language';
import { type ProposedItem, proposedAmount } from './emails.ts';

/** What a value says when the text it stands for is empty: WhatsApp refuses an empty parameter. */
const NOTHING = '—';

/** The longest a value may be (the whole body stays within WhatsApp's 1,024 characters). */
export const VALUE_MAX = 300;

/**
 * A text as one template value: WhatsApp refuses a parameter with a line break, a tab or more than four spaces in a
 * row, and an empty one; a value longer than VALUE_MAX ends in "…".
 */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return NOTHING;
  return line.length > VALUE_MAX ? `${line.slice(0, VALUE_MAX - 1).trimEnd()}…` : line;
}

/** A +91 mobile number as people read and dial it: "+91 98220 12345" (any other number as it is). */
export function phoneToRead(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : oneLine(phone);
}

/**
 * The items of extra work as one value: "1 × Brake pads (₹850); 2 × Chain set (₹1,080, 10% off with your yearly
 * plan)", the plan's words in `language`. Those that do not fit in VALUE_MAX are left out and "…" says so: the
 * order's page, linked in the same message, lists them all.
 */
export function itemsLine(items: readonly ProposedItem[], language: Language = 'en'): string {
  const lines = items.map((i) => {
    const { amount, planOff } = proposedAmount(i, language);
    return oneLine(`${i.quantity} × ${i.name} (${planOff ? `${amount}, ${planOff}` : amount})`);
  });
  let line = '';
  for (const [n, item] of lines.entries()) {
    const next = n === 0 ? item : `${line}; ${item}`;
    if (next.length > VALUE_MAX - 3) return n === 0 ? oneLine(item) : `${line}; …`;
    line = next;
  }
  return oneLine(line);
}

/** The longest payload a WhatsApp reply button carries. */
export const PAYLOAD_MAX = 256;

/**
 * What the Approve and Decline buttons of an extra-work message send back: the decision and the items it decides,
 * `extra-work:approve:<jobItemId>,<jobItemId>`. Null when the ids do not fit in a payload: the message then goes
 * without buttons and asks the customer to decide in the app.
 */
export function extraWorkButtons(itemIds: readonly string[]): [approve: string, decline: string] | null {
  if (itemIds.length === 0) return null;
  const ids = itemIds.join(',');
  const payloads: [string, string] = [`extra-work:approve:${ids}`, `extra-work:decline:${ids}`];
  return payloads.every((p) => p.length <= PAYLOAD_MAX) ? payloads : null;
}
