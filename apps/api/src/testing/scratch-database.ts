// A new PostgreSQL database (empty, or a template's copy) on the server an admin URL names, and how to drop it: one per API test file,
// e2e run and bench run, so that runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  /** A database to copy (database-templates.ts) instead of an empty one. */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
