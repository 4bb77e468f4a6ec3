// The e-mails the shop sends, read where the e2e server keeps them: its outbox (the e2e server has no SMTP). Tests
// read the database the server runs on, joining its embedded PostgreSQL the way a command-line tool does.
import { and, desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { outbox } from '../apps/api/src/db/schema.ts';

let database: Promise<Database> | null = null;

function db(): Promise<Database> {
  const url = inject('databaseUrl');
  database ??= openDatabase(
    url ? { kind: 'postgres', url, poolSize: 2 } : { kind: 'embedded', dataDir: inject('dataDir'), poolSize: 2 },
    { join: true },
  );
  return database;
}

/** Closes the connection, if a test opened one (call in afterAll). */
export async function closeMail(): Promise<void> {
  await (await database)?.close();
  database = null;
}

/** The path (with its #token) of the newest password-reset link e-mailed to this address. */
export async function resetLinkFor(to: string): Promise<string> {
  const { db: conn } = await db();
  const [mail] = await conn
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.secret, true)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = /https?:\/\/[^/\s]+(\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error(`no reset link was e-mailed to ${to}`);
  return link;
}

/** The subjects of the e-mails queued for this address, oldest first. */
export async function subjectsTo(to: string): Promise<string[]> {
  const { db: conn } = await db();
  const rows = await conn
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(outbox.createdAt);
  return rows.map((r) => r.subject);
}
