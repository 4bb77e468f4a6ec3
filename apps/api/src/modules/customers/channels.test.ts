// A customer's channels (decision 0019): WhatsApp only after a granted consent, e-mail until they take it back and
// only with an address; every change is kept, the latest stands, and an unchanged standing adds no row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, customers } from '../../db/schema.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { channelsOf, recordConsent, recordConsentChange } from './channels.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('channelsOf and recordConsent', () => {
  it('gives e-mail and not WhatsApp to a customer who never said, then follows the latest consent', async () => {
    const c = await registerCustomer(t.app);
    const db = t.database.db;
    expect(await channelsOf(db, c.id)).toEqual({
      whatsapp: false,
      email: true,
      emailAddress: c.email,
      phone: `+91${c.phone}`,
      language: 'en',
      phoneVerified: false,
    });
    await db.transaction(async (tx) => {
      // Two changes of one channel in one transaction: the later one stands.
      await recordConsent(tx, c.id, 'whatsapp', true, 'signup');
      await recordConsent(tx, c.id, 'whatsapp', false, 'account');
      await recordConsent(tx, c.id, 'whatsapp', true, 'checkout');
      await recordConsent(tx, c.id, 'email', false, 'account');
    });
    expect(await channelsOf(db, c.id)).toMatchObject({ whatsapp: true, email: false, emailAddress: c.email });
    const rows = await db.select().from(consents).where(eq(consents.customerId, c.id));
    expect(rows.map((r) => [r.channel, r.granted, r.source]).sort()).toEqual(
      [
        ['email', false, 'account'],
        ['whatsapp', false, 'account'],
        ['whatsapp', true, 'checkout'],
        ['whatsapp', true, 'signup'],
      ].sort(),
    );
  });

  it('gives no e-mail to an account without an address, and none at all to an erased one', async () => {
    const c = await registerCustomer(t.app);
    const db = t.database.db;
    await db.update(customers).set({ email: null, passwordHash: null }).where(eq(customers.id, c.id));
    expect(await channelsOf(db, c.id)).toMatchObject({ email: false, emailAddress: null });
    await recordConsent(db, c.id, 'whatsapp', true, 'account');
    await db.update(customers).set({ deletedAt: new Date(), phone: '' }).where(eq(customers.id, c.id));
    expect(await channelsOf(db, c.id)).toMatchObject({ whatsapp: false, email: false, phone: '' });
  });

  it('recordConsentChange adds a row only when the standing changes', async () => {
    const c = await registerCustomer(t.app);
    const db = t.database.db;
    // Never said: WhatsApp stands off, e-mail on.
    expect(await recordConsentChange(db, c.id, 'whatsapp', false, 'checkout')).toBe(false);
    expect(await recordConsentChange(db, c.id, 'email', true, 'checkout')).toBe(false);
    expect(await recordConsentChange(db, c.id, 'whatsapp', true, 'checkout')).toBe(true);
    expect(await recordConsentChange(db, c.id, 'whatsapp', true, 'checkout')).toBe(false);
    const rows = await db.select().from(consents).where(eq(consents.customerId, c.id));
    expect(rows.map((r) => [r.channel, r.granted, r.source])).toEqual([['whatsapp', true, 'checkout']]);
  });
});
