// The phone-first contract's rules: a code is six digits (spaces dropped, said in each language when it is not), a
// mobile is normalised as at sign-up, and every text the calls answer with is keyed and said in Marathi and Hindi.
import { describe, expect, it } from 'vitest';
import { EditCustomerBodySchema, RegisterBodySchema } from './accounts.ts';
import { isKeyedText, keyOf } from './keyed-text.ts';
import { textIn } from './messages-in.ts';
import { EraseAccountBodySchema } from './my-data.ts';
import { ChangePhoneBodySchema, OtpCodeSchema, OtpVerifyBodySchema, SaveChannelsBodySchema } from './phone-login.ts';
import { say } from './say.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the phone-first contract', () => {
  it('takes a code of six digits, as typed or pasted with spaces', () => {
    expect(OtpCodeSchema.parse('123456')).toBe('123456');
    expect(OtpCodeSchema.parse(' 123 456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '', '١٢٣٤٥٦']) {
      const result = OtpCodeSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(messagesOf(result).map(keyOf)).toEqual(['codeFormat']);
    }
  });

  it('normalises the mobile and takes an optional name and WhatsApp choice', () => {
    expect(OtpVerifyBodySchema.parse({ mobile: '098765 43210', code: '000111' })).toEqual({
      mobile: '+919876543210',
      code: '000111',
    });
    expect(OtpVerifyBodySchema.parse({ mobile: '9876543210', code: '000111', name: ' Asha ', whatsapp: true })).toEqual(
      { mobile: '+919876543210', code: '000111', name: 'Asha', whatsapp: true },
    );
  });

  it('refuses everything wrong with keyed texts, each said in Marathi and Hindi', () => {
    const messages = [
      ...messagesOf(OtpVerifyBodySchema.safeParse({ mobile: '12', code: 'x', name: 'A', whatsapp: 'yes' })),
      ...messagesOf(ChangePhoneBodySchema.safeParse({ mobile: '555', code: '1' })),
      ...messagesOf(SaveChannelsBodySchema.safeParse({ whatsapp: 1, email: 'no' })),
      ...messagesOf(EraseAccountBodySchema.safeParse({})),
      ...messagesOf(
        RegisterBodySchema.safeParse({
          customerData: { name: 'Asha', email: 'a@b.in', phone_no: '9876543210', password: 'Secret#12', whatsapp: 1 },
        }),
      ),
    ];
    expect(messages.length).toBeGreaterThanOrEqual(9);
    for (const message of messages.filter(isKeyedText)) {
      for (const language of ['mr', 'hi'] as const) expect(textIn(message, language)).not.toBe(textIn(message, 'en'));
    }
    for (const key of ['otpSent', 'otpWrong', 'otpNameNeeded', 'numberTaken', 'channelsSaved'] as const) {
      expect(textIn(say(key), 'hi')).toMatch(/।$/);
      expect(textIn(say(key), 'mr')).toMatch(/\.$/);
    }
  });

  it('lets a profile edit leave the e-mail out, and an erasure be confirmed by a code instead of a password', () => {
    const profile = {
      name: 'Asha',
      phone_no: '9876543210',
      dob: '1990-01-01',
      gender: 'female',
      address: 'Sitabuldi, Nagpur',
      otherAddress: [],
    };
    for (const email of [undefined, '', '  ']) {
      const parsed = EditCustomerBodySchema.parse({ updatedCustomerData: { ...profile, email } });
      expect(parsed.updatedCustomerData.email).toBeUndefined();
    }
    expect(
      EditCustomerBodySchema.parse({ updatedCustomerData: { ...profile, email: 'A@B.in', code: '123456' } })
        .updatedCustomerData,
    ).toMatchObject({ email: 'a@b.in', code: '123456' });
    expect(EraseAccountBodySchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(EraseAccountBodySchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(EraseAccountBodySchema.safeParse({ password: '' }).success).toBe(false);
  });
});
