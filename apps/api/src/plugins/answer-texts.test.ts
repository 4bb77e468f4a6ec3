// Every text the API writes out for a customer has a Marathi and a Hindi translation (issue 15): the sources are read
// for the texts they answer with (a message, a refusal), and each must translate. The garage's console stays in
// English, and a few answers only a broken client meets are not for customers; both are listed by their words.
import fs from 'node:fs';
import path from 'node:path';
import { translateMessage } from '@motomitra/domain/messages-in';
import { describe, expect, it } from 'vitest';

/** Answers only the garage's console gets (the console is English, issue 15). */
const OPERATORS_ONLY = new Set([
  'No such product.',
  'The translation does not fit the English text.',
  'Give the percentage when changing the kind of discount.',
  'No such coupon.',
  'Send the cart amount in rupees.',
  'No such enquiry.',
  'Record the payment before issuing an invoice.',
  'The final amount of this order does not match its job card. Please check the job card.',
  'No such order.',
  'Cancel an order with a reason (the Cancel button).',
  'Payment can be confirmed only after it was requested.',
  'Payment can be requested once the customer has approved or declined every proposed item.',
  'Payment can be requested only once, while the vehicle is on the way back (inTransitDown).',
  'The job card can change only before payment is requested and before delivery.',
  'The time of the call cannot be in the future.',
  'The answer cannot come before the item was proposed.',
  'Give a capacity, or open or close the day.',
  'No such review.',
  'A coupon with this code exists.',
  'An invoice has already been issued for this order.',
  'The payment is not confirmed yet. To deliver anyway, choose "Delivered, payment pending" and say why.',
  // A reason stored with the order and shown in the console, not an answer.
  'Cancelled by the customer.',
]);
/**
 * Answers built from a template, which only the garage's console gets (a customer's never are: see the test), with
 * each `${…}` written `{…}`.
 */
const OPERATORS_ONLY_TEMPLATES = new Set([
  '{over.slot} already has {over.booked} bookings; the capacity cannot be lower.',
  // An enquiry's text as the console lists it, not an answer.
  '{v.vehicle_type}: {v.make} {v.model}, {size}',
  'A job card holds at most {JOB_CARD_MAX_LINES} items.',
  'An order that is {o.status} can no longer be cancelled.',
  'An order that is {o.status} cannot move to {to}.',
  'This coupon was already used {current.uses} times; the limit cannot be lower.',
  'This order comes to {formatPaise(due)}: check the amount received.',
  'Two prices for {key}.',
  "A {product.category} service has no {isBikeBand(p.tier) ? 'bike' : 'car'} prices.",
  "An order's final amount cannot exceed {formatPaise(FINAL_AMOUNT_MAX_PAISE)}.",
]);
/** Answers to a request no screen of ours sends (a wrong content type, a broken body, another site's form). */
const BROKEN_CLIENTS_ONLY = new Set([
  'Send the request as JSON (Content-Type: application/json).',
  'The request body is empty.',
  'The request body is not valid JSON.',
  'The request has a wrong Content-Length.',
  'The request is not valid.',
  'The request is too large.',
  'A non-error value was thrown.',
  'Cross-site requests are not allowed.',
]);

const src = path.join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
/**
 * Texts written out where an answer is made (`message: '…'`, `badRequest('…'`, `new HttpError(401, '…'`…, a call
 * wrapped onto the next line included), and sentences kept in a constant (`const NOT_FOUND = 'This … .'`).
 */
const ANSWER =
  /(?:message: |(?:badRequest|notFound|conflict|forbidden|unauthorized|gone)\(\s*|HttpError\(\s*\d{3},\s*)(?:'([^'\n]+)'|`([^`]+)`)/g;
const CONSTANT = /(?:const|let) [A-Z][A-Z_]* = '([A-Z][^'\n]*[.!?])'/g;
const found = [...sources(path.join(src, 'modules')), ...sources(path.join(src, 'plugins'))].flatMap((file) => {
  const code = fs.readFileSync(file, 'utf8');
  const where = path.relative(src, file);
  return [
    ...[...code.matchAll(ANSWER)].map((m) => ({
      file: where,
      text: (m[1] ?? m[2]) as string,
      template: m[2] !== undefined,
    })),
    ...[...code.matchAll(CONSTANT)].map((m) => ({ file: where, text: m[1] as string, template: false })),
  ];
});
const texts = found.filter((t) => !t.template);

describe.each(['mr', 'hi'] as const)('the texts the API answers a customer with, in %s', (language) => {
  it('are found in the sources (the scan reads what it should)', () => {
    expect(texts.map((t) => t.text)).toContain('No such order.');
  });

  it('are never built in a template, which no translation can match (a pattern of the domain’s catalogue is)', () => {
    expect(found.filter((t) => t.template && !OPERATORS_ONLY_TEMPLATES.has(t.text.replaceAll('${', '{')))).toEqual([]);
  });

  it.each(texts.filter((t) => !OPERATORS_ONLY.has(t.text) && !BROKEN_CLIENTS_ONLY.has(t.text)))(
    '$file: “$text”',
    ({ text }) => {
      const translated = translateMessage(text, language);
      expect(translated).not.toBe(text);
      expect(translated).toMatch(/[\u0900-\u097F]/);
    },
  );
});
