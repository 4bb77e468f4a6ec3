// A backup never holds a working password-reset link: a reset e-mail not yet sent is written withdrawn and
// without its link, so the backup file holds no token and a shop restored from it never sends that message; the
// running shop's own message is left as it is, and still goes to its customer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../modules/customers/recovery.ts';
import { deliverDue, type MailTransport, type OutgoingMail } from '../modules/notifications/outbox.ts';
import { enqueueEmail } from '../modules/notifications/outbox-queue.ts';
import { quickCustomer } from '../testing/booking.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.ts';
import { backupDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { restoreDatabase } from './restore.ts';
import { outbox } from './schema.ts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-backup-secrets-'));
const file = path.join(dir, 'shop.json.gz');
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const recording = () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return { sent, transport };
};

describe('a backup taken while a reset e-mail waits to be sent', () => {
  it('holds no token; restored, the message is withdrawn and never sent; the shop still sends its own', async () => {
    const c = await quickCustomer(t);
    await enqueueEmail(t.database.db, { orderId: null, to: c.email, subject: 'Booking confirmed', body: 'Hello' });
    await requestPasswordReset(t.app, c.email);
    const [reset] = await t.database.db.select().from(outbox).where(eq(outbox.secret, true));
    const token = tokenIn(reset?.body ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    await backupDatabase(t.database, file, t.app.photos);
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    expect(text).not.toContain(token);
    expect(text).toContain('#token=removed');

    const fresh = await createTestDatabase();
    const restored = await openDatabase(fresh.config);
    cleanups.push(async () => {
      await restored.close();
      await fresh.drop();
    });
    await restoreDatabase(restored, file, t.app.photos);
    const rows = await restored.db.select().from(outbox).orderBy(outbox.seq);
    expect(rows.map((r) => [r.subject, r.status])).toEqual([
      ['Booking confirmed', 'pending'],
      [reset?.subject, 'withdrawn'],
    ]);
    expect(rows[1]?.lastError).toMatch(/Left out of the backup/);
    const fromBackup = recording();
    await deliverDue(restored.db, fromBackup.transport, new Date(Date.now() + 1000));
    expect(fromBackup.sent.map((m) => m.subject)).toEqual(['Booking confirmed']);

    // The running shop is untouched by the backup: its customer gets the working link.
    const live = recording();
    await deliverDue(t.database.db, live.transport, new Date(Date.now() + 1000));
    expect(live.sent.map((m) => tokenIn(m.text))).toContain(token);
  });
});
