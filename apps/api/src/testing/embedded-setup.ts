// Vitest global setup of the `api` project: one embedded PostgreSQL for the whole run, in a temporary directory;
// each test file makes its own database on it (testing/test-app.ts), a copy of the run's templates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { makeDatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-api-test-'));
  const cluster = await startEmbeddedPostgres(dataDir, { maxConnections: 200, durability: 'scratch' });
  project.provide('embeddedAdminUrl', cluster.url('postgres'));
  // Dropped with the cluster.
  project.provide('databaseTemplates', (await makeDatabaseTemplates(cluster.url('postgres'))).templates);
  return async () => {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
