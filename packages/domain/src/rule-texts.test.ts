// The rules' own texts in Marathi and Hindi (issue 15): every text the customer-facing schemas can give has a
// translation, and texts built from a pattern are translated with their parts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NameSchema } from './accounts.ts';
import { CUSTOMER_MESSAGES_HI } from './messages-customer-hi.ts';
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { translateMessage } from './messages-in.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import { PUBLIC_MESSAGES_MR } from './messages-public-mr.ts';
import { SubmitPaymentBodySchema } from './ops.ts';
import { PASSWORD_MAX } from './password.ts';
import { outsideAreaMessage, PLACE_MESSAGES } from './places.ts';
import { RULE_TEXTS_HI } from './rule-texts-hi.ts';

/** The sources of the rules a customer meets, and the English texts they write out whole. */
const SOURCES = ['accounts.ts', 'order-data.ts', 'booking.ts', 'password.ts', 'places.ts'];
const OPERATOR_OR_API_ONLY = new Set<string>([PLACE_MESSAGES.latInvalid, PLACE_MESSAGES.lngInvalid]);
const literals = [
  ...SOURCES.flatMap((file) =>
    [...fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/'([A-Z][^'\n]*\.)'/g)].map(
      (m) => m[1] as string,
    ),
  ),
  // The customer's own rule among the console's (ops.ts): the UTR they send from the payment sheet.
  SubmitPaymentBodySchema.safeParse({ reference: 'x' }).error?.issues[0]?.message ?? 'no UTR rule',
].filter((text) => !OPERATOR_OR_API_ONLY.has(text));

describe.each(['mr', 'hi'] as const)("the rules' texts in %s", (language) => {
  it.each([...new Set(literals)])('translate “%s”', (text) => {
    const translated = translateMessage(text, language);
    expect(translated).not.toBe(text);
    expect(translated).toMatch(/[\u0900-\u097F]/);
  });

  it('translate texts built from a pattern, their parts included', () => {
    const short = NameSchema.safeParse('A');
    const message = short.error?.issues[0]?.message ?? '';
    expect(message).toBe('Name must be at least 2 characters long.');
    const translated = translateMessage(message, language);
    expect(translated).not.toMatch(/Name|must/);
    expect(translated).toContain('2');
    for (const text of [
      `Password must be at most ${PASSWORD_MAX} characters long.`,
      PLACE_MESSAGES.queryTooShort,
      outsideAreaMessage('pune'),
    ]) {
      expect(translateMessage(text, language), text).toMatch(/^[^A-Za-z]*(cc|UPI)?[^A-Za-z]*$/);
    }
  });
});

describe('Hindi sentences', () => {
  it('end with the danda (।), never a full stop, in every Hindi text of the domain', () => {
    const texts = [
      ...Object.values(CUSTOMER_MESSAGES_HI),
      ...Object.values(PUBLIC_MESSAGES_HI),
      ...Object.values(RULE_TEXTS_HI.texts),
      ...RULE_TEXTS_HI.patterns.map(([, hi]) => hi),
    ].filter((text) => /[\u0900-\u097F]/.test(text));
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /[^\s.]\.(\s|$)/.test(text))).toEqual([]);
  });

  it('and no Marathi or Hindi message ends with a colon (the spec’s "Contact upload successfully:" is a sentence)', () => {
    const ends = [CUSTOMER_MESSAGES_HI, PUBLIC_MESSAGES_HI, CUSTOMER_MESSAGES_MR, PUBLIC_MESSAGES_MR].flatMap((m) =>
      Object.entries(m).filter(([, text]) => text.trim().endsWith(':')),
    );
    expect(ends).toEqual([]);
  });
});
