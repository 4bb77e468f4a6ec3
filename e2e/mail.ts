// The e-mails the shop sends, read where the e2e server keeps them: its outbox (the e2e server has no SMTP). Tests
// read the database the server runs on, joining its embedded PostgreSQL the way a command-line tool does. The
// `mailbox` fixture (fixtures.ts) opens one per shop, on first use, and closes it before the shop stops.

import { type Database, openDatabase } from '@motomitra/api/db/client';
import { outbox } from '@motomitra/api/db/schema';
import { expect } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import type { Shop } from './shop.ts';

export type Mailbox = {
  /**
   * The path (with its #token, and its language: /mr/reset-password…) of the newest password-reset link e-mailed to
   * this address; waits for it, as the shop writes it once the "Forgot password?" answer has gone out.
   */
  resetLinkFor(to: string): Promise<string>;
  /** The subjects of the e-mails queued for this address, oldest first. */
  subjectsTo(to: string): Promise<string[]>;
  /** Closes the connection, if one was opened. */
  close(): Promise<void>;
};

export function openMailbox(shop: Pick<Shop, 'dataDir' | 'databaseUrl'>): Mailbox {
  let database: Promise<Database> | null = null;
  const db = async () => {
    database ??= openDatabase(
      shop.databaseUrl
        ? { kind: 'postgres', url: shop.databaseUrl, poolSize: 2 }
        : { kind: 'embedded', dataDir: shop.dataDir, poolSize: 2 },
      { join: true },
    );
    return (await database).db;
  };
  return {
    async resetLinkFor(to) {
      const newest = async () => {
        const [mail] = await (await db())
          .select({ body: outbox.body })
          .from(outbox)
          .where(and(eq(outbox.toAddress, to), eq(outbox.secret, true)))
          .orderBy(desc(outbox.seq))
          .limit(1);
        return /https?:\/\/[^/\s]+((?:\/mr|\/hi)?\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
      };
      await expect.poll(newest, { message: `no reset link was e-mailed to ${to}` }).toBeTruthy();
      return (await newest()) as string;
    },
    async subjectsTo(to) {
      const rows = await (await db())
        .select({ subject: outbox.subject })
        .from(outbox)
        .where(eq(outbox.toAddress, to))
        .orderBy(outbox.seq);
      return rows.map((r) => r.subject);
    },
    async close() {
      const open = database;
      database = null;
      await (await open)?.close();
    },
  };
}
