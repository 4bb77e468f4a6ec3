// What `npm run codes` prints: the login codes of the last 15 minutes, newest first, one a number and channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { latestCodes, numberOf } from './codes.ts';
import { type PhoneMessage, queuePhoneMessages } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());

const code = (to: string, value: string, channel: 'sms' | 'whatsapp' = 'sms'): PhoneMessage => ({
  channel,
  to,
  customerId: null,
  orderId: null,
  template: 'login_code',
  language: 'en',
  values: [value],
  secret: true,
});

describe('latestCodes', () => {
  it('gives the newest code of each number and channel, and of one number when asked', async () => {
    await queuePhoneMessages(t.database.db, [code('+919822000001', '111111'), code('+919822000002', '222222')]);
    await queuePhoneMessages(t.database.db, [
      code('+919822000001', '333333'),
      code('+919822000001', '333333', 'whatsapp'),
    ]);
    const all = await latestCodes(t.database.db);
    expect(all.map((c) => [c.to, c.code, c.channel, c.status])).toEqual([
      ['+919822000001', '333333', 'whatsapp', 'pending'],
      ['+919822000001', '333333', 'sms', 'pending'],
      ['+919822000002', '222222', 'sms', 'pending'],
    ]);
    expect((await latestCodes(t.database.db, { to: '+919822000002' })).map((c) => c.code)).toEqual(['222222']);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await latestCodes(t.database.db, { now: later })).toEqual([]);
  });

  it('reads a number as a developer types it', () => {
    expect(numberOf('9822000001')).toBe('+919822000001');
    expect(numberOf('+91 98220 00001')).toBe('+919822000001');
    expect(numberOf('12345')).toBeNull();
  });
});
