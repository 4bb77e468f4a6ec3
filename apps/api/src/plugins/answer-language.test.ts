// The API answers in the request's language (decision 0012): the spec's texts in a message and in field errors.

import { MESSAGES } from '@motomitra/domain/messages';
import { CUSTOMER_MESSAGES_HI } from '@motomitra/domain/messages-customer-hi';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newCustomerData } from '../testing/customers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const register = (password: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    headers: { ...json, ...(language ? { 'accept-language': language } : {}) },
    payload: { customerData: { ...newCustomerData(), password } },
  });

describe('an answer in the request language', () => {
  it('gives a refusal and its field error in Marathi or Hindi, and in English otherwise', async () => {
    const mr = (await register('Ab#1', 'mr')).json();
    expect(mr.message).toBe(CUSTOMER_MESSAGES_MR.passwordTooShort);
    expect(Object.values(mr.fieldErrors)).toContain(CUSTOMER_MESSAGES_MR.passwordTooShort);
    expect((await register('Abcdefg12', 'hi-IN,hi;q=0.9')).json().message).toBe(CUSTOMER_MESSAGES_HI.passwordNoSpecial);
    expect((await register('Ab#1', 'ta-IN')).json().message).toBe(MESSAGES.passwordTooShort);
    expect((await register('Ab#1')).json().message).toBe(MESSAGES.passwordTooShort);
  });

  it('gives a success message in the language, and leaves texts that are no spec text as they are', async () => {
    const ok = await register('Garage@2026x', 'mr');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(CUSTOMER_MESSAGES_MR.signUpSuccess);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'accept-language': 'mr' } });
    expect(missing.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it("gives a rule's own field error, built from a pattern, in the language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: { ...json, 'accept-language': 'mr' },
      payload: { customerData: { ...newCustomerData(), name: 'A' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('नाव किमान 2 अक्षरांचे असले पाहिजे.');
  });
});
