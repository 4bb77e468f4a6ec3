// A customer's channels in their own data (decisions 0013 and 0019): the export holds their consents, their messages on
// every channel (a code's text and values never) and their WhatsApp conversation, nothing of anybody else's; an account
// without a password erases itself with a code to its own number, and erasure takes their conversation, consents and
// messages with it, the code that signed them up included. Time moves by the app's clock.
import { MyDataSchema } from '@motomitra/domain/my-data';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, conversationMessages, customers, otpCodes, outbox } from '../../db/schema.ts';
import { as, json, newCustomerData, registerCustomer } from '../../testing/customers.ts';
import { e164, lastCode, mobileAccount, newMobile, otherThan, requestCode } from '../../testing/phone-codes.ts';
import { testAppOnClock } from '../../testing/test-app.ts';

const t = testAppOnClock('2026-12-04T04:30:00Z');

type Person = { cookie: string; id: string; mobile: string };

/** What they wrote on WhatsApp and the garage's answer, as the webhook and the console keep them. */
async function talk(p: Person, words: string) {
  await t.database.db.insert(conversationMessages).values([
    { direction: 'in', kind: 'text', phone: e164(p.mobile), customerId: p.id, text: words, at: t.now },
    { direction: 'out', kind: 'text', phone: e164(p.mobile), customerId: p.id, text: `Re: ${words}`, at: t.now },
  ]);
}

const erase = (p: { cookie: string }, payload: object) =>
  as(t.app, p, { method: 'POST', url: '/api/customer/delete', payload });

describe('the export of the channels', () => {
  it('holds their consents, messages and conversation, with no code in it and nothing of another', async () => {
    const p = await mobileAccount(t, 'Pooja Deshpande', { whatsapp: true });
    const other = await mobileAccount(t, 'Other Person', { whatsapp: true });
    await as(t.app, p, { method: 'PUT', url: '/api/customer/channels', payload: { whatsapp: false } });
    // A login code to their number, now theirs.
    t.tick(60);
    await requestCode(t.app, p.mobile);
    const code = await lastCode(t.database.db, p.mobile);
    await t.database.db.insert(outbox).values({
      channel: 'whatsapp',
      customerId: p.id,
      toAddress: e164(p.mobile),
      subject: 'Booking confirmed',
      body: 'Your booking is confirmed.',
      template: 'booking_confirmed',
      language: 'en',
      status: 'sent',
      deliveryStatus: 'read',
      sentAt: t.now,
      deliveryAt: t.now,
    });
    await talk(p, 'When is my bike ready?');
    await talk(other, 'Someone else asks');

    const res = await as(t.app, p, { method: 'GET', url: '/api/customer/export' });
    expect(res.statusCode).toBe(200);
    const data = MyDataSchema.parse(res.json());
    expect(data.consents.map((c) => [c.channel, c.granted, c.source])).toEqual([
      ['whatsapp', true, 'signup'],
      ['whatsapp', false, 'account'],
    ]);
    const codes = data.messages.filter((m) => m.template === 'login_code');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((m) => m.body === null && m.channel !== 'email')).toBe(true);
    expect(res.body).not.toContain(code);
    expect(data.messages).toContainEqual(
      expect.objectContaining({
        channel: 'whatsapp',
        to: e164(p.mobile),
        body: 'Your booking is confirmed.',
        status: 'sent',
        deliveryStatus: 'read',
        sentAt: t.now.toISOString(),
      }),
    );
    expect(data.conversation.map((c) => [c.direction, c.text])).toEqual([
      ['in', 'When is my bike ready?'],
      ['out', 'Re: When is my bike ready?'],
    ]);
    expect(res.body).not.toContain('Someone else asks');
    expect(res.body).not.toContain(other.mobile);
  });
});

describe('erasing an account without a password', () => {
  it('asks for a code to its own number, refuses a wrong one, and erases with the right one', async () => {
    const p = await mobileAccount(t, 'Rahul Gokhale', { whatsapp: true });
    await talk(p, 'Please call me');
    const bySignUp = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, e164(p.mobile)));
    expect(bySignUp.some((m) => m.customerId === null)).toBe(true);

    const withPassword = await erase(p, { password: 'Any#Thing123' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().fieldErrors).toEqual({
      code: 'Enter the code we sent to your mobile number to confirm this change.',
    });
    t.tick(60);
    await as(t.app, p, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile: p.mobile } });
    const code = await lastCode(t.database.db, p.mobile);
    const wrong = await erase(p, { code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      code: 'This code is wrong or has expired. Check it, or ask for a new code.',
    });
    expect((await t.database.db.select().from(customers).where(eq(customers.id, p.id)))[0]?.deletedAt).toBeNull();
    expect((await erase(p, { code: 'abc' })).statusCode).toBe(400);

    const done = await erase(p, { code });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, p.id));
    expect(row).toMatchObject({ phone: '', phoneVerifiedAt: null });
    expect(row?.deletedAt).not.toBeNull();
    const left = await Promise.all([
      t.database.db.select().from(conversationMessages).where(eq(conversationMessages.customerId, p.id)),
      t.database.db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.phone, e164(p.mobile))),
      t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, e164(p.mobile))),
      t.database.db.select().from(consents).where(eq(consents.customerId, p.id)),
      t.database.db.select().from(otpCodes).where(eq(otpCodes.customerId, p.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    expect((await as(t.app, p, { method: 'GET', url: '/api/customer/export' })).statusCode).toBe(401);
  });

  it('keeps a password account on its password: a code alone is refused', async () => {
    const c = await registerCustomer(t.app, { ...newCustomerData(), phone_no: newMobile() });
    t.tick(60);
    await as(t.app, c, { method: 'POST', url: '/api/customer/phone/code', payload: { mobile: c.phone } });
    const res = await erase(c, { code: await lastCode(t.database.db, c.phone) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: 'Enter your password to erase your account.' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: json,
      payload: { email: c.email, password: c.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
