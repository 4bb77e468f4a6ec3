// Rewording an English text cannot lose its translation (decision 0012): here the English catalogues say two texts in
// other words, a rule's (the mobile number's) and a spec message (the password's length), and the real API, over a
// real database, still answers a Marathi or Hindi request in its words for that key. When translations were found by
// their English words, a reworded rule answered Marathi and Hindi customers in English.
import { CUSTOMER_MESSAGES_HI } from '@motomitra/domain/messages-customer-hi';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { RULE_TEXTS_HI } from '@motomitra/domain/rule-texts-hi';
import { RULE_TEXTS_MR } from '@motomitra/domain/rule-texts-mr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, newCustomerData } from '../testing/customers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// vi.mock runs before the module's own lines: the new words are hoisted with it.
const { PHONE, PASSWORD } = vi.hoisted(() => ({
  PHONE: 'Give your mobile number: 10 digits, from 6 to 9 first.',
  PASSWORD: 'A password needs 8 characters or more.',
}));

vi.mock('@motomitra/domain/rule-texts', async (original) => {
  const module = await original<typeof import('@motomitra/domain/rule-texts')>();
  return { ...module, RULE_TEXTS: { ...module.RULE_TEXTS, phoneInvalid: PHONE } };
});
vi.mock('@motomitra/domain/messages-customer', async (original) => {
  const module = await original<typeof import('@motomitra/domain/messages-customer')>();
  return { ...module, CUSTOMER_MESSAGES: { ...module.CUSTOMER_MESSAGES, passwordTooShort: PASSWORD } };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());

const register = (data: Partial<ReturnType<typeof newCustomerData>>, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    headers: { ...json, 'accept-language': language },
    payload: { customerData: { ...newCustomerData(), ...data } },
  });

describe('a reworded English text', () => {
  it('is answered in its new words in English', async () => {
    expect((await register({ phone_no: '12345' }, 'en')).json().message).toBe(PHONE);
    expect((await register({ password: 'Ab#1' }, 'en')).json().message).toBe(PASSWORD);
  });

  it('keeps its translation, found by its key', async () => {
    const phone = await register({ phone_no: '12345' }, 'mr');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(RULE_TEXTS_MR.phoneInvalid);
    expect(phone.json().fieldErrors['customerData.phone_no']).toBe(RULE_TEXTS_MR.phoneInvalid);
    expect((await register({ phone_no: '12345' }, 'hi')).json().message).toBe(RULE_TEXTS_HI.phoneInvalid);
    expect((await register({ password: 'Ab#1' }, 'mr')).json().message).toBe(CUSTOMER_MESSAGES_MR.passwordTooShort);
    expect((await register({ password: 'Ab#1' }, 'hi')).json().message).toBe(CUSTOMER_MESSAGES_HI.passwordTooShort);
  });
});
