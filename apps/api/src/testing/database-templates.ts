// The databases every test database is copied from: one migrated, one migrated and seeded with the demo data, made
// once per test run by the projects' global setup on each server (embedded-setup.ts, postgres-setup.ts). Copying one
// (CREATE DATABASE … TEMPLATE) takes a fraction of the two seconds that migrating and seeding a new database took,
// and test files made several hundred of them a run. A test of the migrations themselves still starts from an empty
// database (createTestDatabase('empty')).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';

/** The templates' database names on one server. */
export type DatabaseTemplates = { migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes both templates on the server `adminUrl` names (under names of this run's own) and says how to drop them. */
export async function makeDatabaseTemplates(
  adminUrl: string,
): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const templates = { migrated: `mm_template_${run}_migrated`, seeded: `mm_template_${run}_seeded` };
  for (const [kind, name] of Object.entries(templates)) {
    await admin(adminUrl, `create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: urlOf(adminUrl, name), poolSize: 2 });
    try {
      await database.migrate();
      if (kind === 'seeded') await seedDemoData(database.db);
    } finally {
      // A template takes no copy while anybody is connected to it.
      await database.close();
    }
  }
  return {
    templates,
    drop: async () => {
      for (const name of Object.values(templates))
        await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
