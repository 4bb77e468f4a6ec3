// Every text the API answers a customer with is a keyed text of the domain (decision 0012), said in the request's
// language by its key: the sources write no customer-facing English (only the console's and a broken client's, listed
// by their words), every key they name has a Marathi and a Hindi text, and the answer hook says each one, and the
// field errors beside it, in Marathi and Hindi from its key (never from its English words).
import fs from 'node:fs';
import path from 'node:path';
import { fill } from '@motomitra/domain/fill';
import { keyedText } from '@motomitra/domain/keyed-text';
import { CATALOGUES } from '@motomitra/domain/messages-in';
import { TEXTS, type TextKey } from '@motomitra/domain/say';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { HttpError } from '../http-error.ts';
import { answerLanguage } from './answer-language.ts';
import { errorHandler } from './errors.ts';

/** Answers only the garage's console gets (the console is English, decision 0012). */
const OPERATORS_ONLY = new Set([
  'No such product.',
  'The translation does not fit the English text.',
  'Give the percentage when changing the kind of discount.',
  'No such coupon.',
  'No such plan.',
  'No such service.',
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
  // An operator's WhatsApp answer on an order's conversation.
  'This customer erased their account: there is no number to write to.',
  'The customer turned WhatsApp messages off: call them instead.',
  'The customer has not agreed to WhatsApp messages and has not written in the last 24 hours: call them instead.',
  'Your reply is queued on WhatsApp.',
  'The customer has not written in the last 24 hours, so WhatsApp takes only a template: they were asked to reply. Your text was not sent; send it again once they answer.',
  // The staff's roles (decision 0021).
  'Your role in the garage cannot do this.',
  'No such member of staff.',
  'The shop needs at least one active admin: make another admin first.',
  'You cannot change your own role or switch yourself off; another admin can.',
  // The staff's work on orders: assignment, a rider's move, handovers, labour.
  'This member of staff is switched off: choose an active one.',
  'This rider has no mobile number: add it under Staff first, as the customer is told it.',
  'The vehicle is already picked up: assign a rider to its drop.',
  'A rider marks only their own drop On the Way Back, once the work is done (In Service).',
  'This order has a handover code: mark it picked up or delivered with the handover (the customer’s code, or an override with a reason).',
  'Wrong handover code.',
  'Work clock stopped: the job went to another technician.',
  'A member of staff is not erased here: an admin switches the account off under Staff.',
  'Enter the handover code the customer gives you.',
  'Only the rider of this leg, or the desk, hands the vehicle over.',
  'Only an admin or an advisor can override the handover code.',
  'Only an admin or an advisor can deliver before the payment is confirmed.',
  'The payment is not confirmed yet: the desk confirms it, or delivers with payment pending and says why.',
  'This order was cancelled: there is nothing to hand over.',
  'This vehicle was already picked up.',
  'This vehicle was already delivered.',
  'The vehicle is not on its way back yet: it is handed over at the drop once On the Way Back.',
  'Your work on this order is already running: stop it first.',
  'Your work on this order is not running: start it first.',
  'Work on an order starts once its vehicle is picked up, and before it goes back.',
  // Inspections and their photos: uploads and checklists are the staff's.
  'No such inspection.',
  'This order is not assigned to you.',
  'This inspection is complete: it can no longer change.',
  'This inspection is already complete.',
  'This item is already on the job card.',
  'Only an item marked "now" is proposed on the job card.',
  'Say which checklist item this photo shows (its key).',
  'Say which photo this is (the field slot).',
  'Say which photo this is: front, back, left, right, odometer or fuel.',
  'This item is on the job card already: the customer was shown its photo, which stays.',
  'Send the photo in the field photo, as a form upload (multipart/form-data).',
  'The upload is not a valid form: send the photo (field photo) and its slot as multipart/form-data.',
  'The photo is too large (at most 15 MB).',
  'The photo has too many pixels (at most 100 megapixels).',
  'This file is not a photo.',
  'This photo cannot be read: it may be damaged. Take it again.',
  'This HEIC photo cannot be read here: set the camera to JPEG ("Most Compatible" on an iPhone) and take it again.',
  // Breakdown calls recorded under a yearly plan (decision 0023).
  'This plan is not active today: breakdown calls are recorded only under a running plan.',
  'This plan has no breakdown calls left.',
  // A reason stored with the order and shown in the console, not an answer.
  'Cancelled by the customer.',
]);
/** Answers built from a template, which only the garage's console gets, with each `${…}` written `{…}`. */
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
  '{m.name} is not a {role}: choose a {role}.',
  'An order that is {o.status} is no longer assigned.',
  'Too many wrong handover codes. Try again in {minutes(attempt.waitMinutes)}.',
  // Inspections.
  'An order that is {o.status} takes no new inspection.',
  'An order that is {order.status} takes no more inspection changes.',
  'No item {change.key} on this inspection.',
  'No item {key} on this inspection.',
  '{item.label.en} is on the job card already: it stays marked "now".',
  'Before completing the pickup inspection, add {needs}.',
  "Mark every item before completing: {labels.join(', ')}.",
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
  // A photo upload sent as anything but a form: only a broken client does.
  'Send the photo as a form upload (multipart/form-data).',
  // GET /metrics without its bearer token: only a Prometheus server asks.
  'Not allowed.',
]);

const src = path.join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
const code = [...sources(path.join(src, 'modules')), ...sources(path.join(src, 'plugins'))].map((file) => ({
  file: path.relative(src, file),
  text: fs.readFileSync(file, 'utf8'),
}));
/**
 * Texts written out where an answer is made (`message: '…'`, `badRequest('…'`, `new HttpError(401, '…'`…, a call
 * wrapped onto the next line included), and sentences kept in a constant (`const NOT_FOUND = 'This … .'`).
 */
const ANSWER =
  /(?:message: |(?:badRequest|notFound|conflict|forbidden|unauthorized|gone)\(\s*|HttpError\(\s*\d{3},\s*)(?:'([^'\n]+)'|`([^`]+)`)/g;
const CONSTANT = /(?:const|let) [A-Z][A-Z_]* = '([A-Z][^'\n]*[.!?])'/g;
const written = code.flatMap(({ file, text }) => [
  ...[...text.matchAll(ANSWER)].map((m) => ({ file, text: (m[1] ?? m[2]) as string, template: m[2] !== undefined })),
  ...[...text.matchAll(CONSTANT)].map((m) => ({ file, text: m[1] as string, template: false })),
]);
/** The keys the API names: say('…') in its sources that take say from the domain (the e-mails have their own). */
const named = [
  ...new Set(
    code
      .filter(({ text }) => text.includes("from '@motomitra/domain/say'"))
      .flatMap(({ text }) => [...text.matchAll(/\bsay\(\s*'(\w+)'/g)].map((m) => m[1])),
  ),
];

describe('the texts the API answers a customer with', () => {
  it('are found in the sources (the scans read what they should)', () => {
    expect(written.map((t) => t.text)).toContain('No such order.');
    expect(named).toContain('couponApplied');
    expect(named.length).toBeGreaterThan(60);
  });

  it('are keyed texts: no customer-facing English is written out, which only a match of its words could translate', () => {
    expect(
      written.filter((t) =>
        t.template
          ? !OPERATORS_ONLY_TEMPLATES.has(t.text.replaceAll('${', '{'))
          : !OPERATORS_ONLY.has(t.text) && !BROKEN_CLIENTS_ONLY.has(t.text),
      ),
    ).toEqual([]);
  });

  it.each(['mr', 'hi'] as const)('name keys that each have a %s text', (language) => {
    expect(named.filter((key) => !(key && Object.hasOwn(CATALOGUES[language], key)))).toEqual([]);
  });
});

describe('the answer hook', () => {
  const app = Fastify();
  /** Each key of the catalogue as a refusal with a field error, its placeholders filled with 7. */
  const valuesOf = (key: TextKey) =>
    Object.fromEntries([...TEXTS[key].matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 7]));
  beforeAll(async () => {
    app.decorate('config', { env: 'test' } as Config);
    await app.register(errorHandler);
    await app.register(answerLanguage);
    app.get<{ Params: { key: TextKey } }>('/refuse/:key', async (request) => {
      const text = keyedText(request.params.key, valuesOf(request.params.key), TEXTS);
      throw new HttpError(400, text, { field: text });
    });
    // The English of this text is reworded here, not in its catalogues: its translation is still found, by its key.
    app.get('/reworded', async () => {
      throw new HttpError(409, keyedText('couponExpired', undefined, { ...TEXTS, couponExpired: 'Past its date.' }));
    });
  });
  afterAll(() => app.close());

  const refuse = (key: string, language: string) =>
    app.inject({ method: 'GET', url: `/refuse/${key}`, headers: { 'accept-language': language } });

  it.each(['en', 'mr', 'hi'] as const)(
    'says every text of the catalogue, and its field error, in %s by its key',
    async (language) => {
      for (const key of Object.keys(TEXTS) as TextKey[]) {
        const body = (await refuse(key, language)).json();
        const expected = fill(CATALOGUES[language][key] as string, valuesOf(key));
        expect(body, key).toEqual({ success: false, message: expected, fieldErrors: { field: expected } });
        if (language !== 'en' && /[a-z]{3}/.test(TEXTS[key].replace(/\{\w+\}/g, ''))) {
          expect(body.message, key).toMatch(/[\u0900-\u097F]/);
        }
      }
    },
  );

  it('finds a translation by the key, whatever the English says', async () => {
    const mr = await app.inject({ method: 'GET', url: '/reworded', headers: { 'accept-language': 'mr' } });
    expect(mr.json().message).toBe(CATALOGUES.mr.couponExpired);
    const hi = await app.inject({ method: 'GET', url: '/reworded', headers: { 'accept-language': 'hi' } });
    expect(hi.json().message).toBe(CATALOGUES.hi.couponExpired);
  });
});
