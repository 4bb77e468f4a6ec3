// The rules' own texts are keyed (decision 0012): the customer-facing schemas write no English sentence, each message
// they give is a keyed text said in Marathi and Hindi, its parts (the field it names) too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditCustomerBodySchema, RegisterBodySchema } from './accounts.ts';
import { OrderDataSchema } from './booking.ts';
import { NameSchema } from './customer-fields.ts';
import { ContactBodySchema, VehicleRequestBodySchema } from './enquiries.ts';
import { isKeyedText, keyOf } from './keyed-text.ts';
import { CUSTOMER_MESSAGES_HI } from './messages-customer-hi.ts';
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { textIn } from './messages-in.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import { PUBLIC_MESSAGES_MR } from './messages-public-mr.ts';
import { SubmitPaymentBodySchema } from './ops.ts';
import { passwordProblems, passwordTooLong } from './password.ts';
import { outsideAreaMessage, PLACE_MESSAGES, PlaceSearchQuerySchema } from './places.ts';
import { RULE_TEXTS_HI } from './rule-texts-hi.ts';

/** The sources of the rules a customer meets. */
const SOURCES = [
  'accounts.ts',
  'customer-fields.ts',
  'enquiries.ts',
  'order-data.ts',
  'checkout-rules.ts',
  'booking.ts',
  'coupons-api.ts',
  'password.ts',
  'places.ts',
  'checkout.ts',
];
/** Sentences those sources may still write: the coordinates' rules, for the API's callers and no screen. */
const NOT_FOR_A_SCREEN = new Set<string>([PLACE_MESSAGES.latInvalid, PLACE_MESSAGES.lngInvalid]);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the rules' texts", () => {
  it('are never English sentences in the sources, which only a match of their words could translate', () => {
    const sentences = SOURCES.flatMap((file) =>
      [...fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/['`]([A-Z][^'`\n]*\.)['`]/g)]
        .map((m) => m[1] as string)
        .filter((text) => !NOT_FOR_A_SCREEN.has(text) && !/^[A-Z][a-z]+\.\w/.test(text)),
    );
    expect(sentences).toEqual([]);
  });

  it("are keyed texts, each said in Marathi and Hindi: a customer's forms refused with everything wrong", () => {
    const messages = [
      ...messagesOf(
        RegisterBodySchema.safeParse({ customerData: { name: 'A', email: 'x', phone_no: '1', password: 'a' } }),
      ),
      ...messagesOf(
        EditCustomerBodySchema.safeParse({
          updatedCustomerData: {
            ...{ name: '', email: 'a'.repeat(300), phone_no: '5', dob: 'x', gender: 'x', address: 'a', city: 'x' },
            otherAddress: [{ addressLabel: '', address: 'a' }],
          },
        }),
      ),
      ...messagesOf(
        ContactBodySchema.safeParse({
          name: 'A',
          email: '',
          mobile_no: 1,
          address: '',
          message: 'a'.repeat(2000),
          topic: 'x',
        }),
      ),
      ...messagesOf(VehicleRequestBodySchema.safeParse({ vehicle_type: 'Car', make: 'A', model: '', bike_cc: 1 })),
      ...messagesOf(VehicleRequestBodySchema.safeParse({ vehicle_type: 'Bike', make: 'Ab', model: 'B' })),
      ...messagesOf(OrderDataSchema.safeParse({ flat: 'a'.repeat(200), pincode: '1' })),
      ...messagesOf(OrderDataSchema.safeParse('x')),
      ...messagesOf(SubmitPaymentBodySchema.safeParse({ reference: 'x' })),
      ...messagesOf(PlaceSearchQuerySchema.safeParse({ q: 'a' })),
      ...passwordProblems('a'),
      passwordTooLong,
      outsideAreaMessage('pune'),
    ];
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) {
      expect(isKeyedText(message), message).toBe(true);
      for (const language of ['mr', 'hi'] as const) {
        const said = textIn(message, language);
        expect(said, `${keyOf(message)} in ${language}`).toMatch(/[\u0900-\u097F]/);
        expect(said, `${keyOf(message)} in ${language}`).not.toMatch(/\b(?!cc\b|UTR\b|MH31AB1234\b)[A-Za-z]{2,}/);
      }
    }
  });

  it('say the field they name in the language, and in English word for word', () => {
    const message = messagesOf(NameSchema.safeParse('A'))[0] ?? '';
    expect(textIn(message, 'en')).toBe('Name must be at least 2 characters long.');
    for (const language of ['mr', 'hi'] as const) {
      const said = textIn(message, language);
      expect(said).not.toMatch(/Name|must/);
      expect(said).toContain('2');
    }
  });
});

describe('Hindi sentences', () => {
  it('end with the danda (।), never a full stop, in every Hindi text of the domain', () => {
    const texts = [
      ...Object.values(CUSTOMER_MESSAGES_HI),
      ...Object.values(PUBLIC_MESSAGES_HI),
      ...Object.values(RULE_TEXTS_HI),
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
