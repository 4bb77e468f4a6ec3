// Vitest global setup of the API projects on the PostgreSQL server TEST_DATABASE_URL names: this run's database
// templates there (database-templates.ts), dropped at the end of the run.
import type { TestProject } from 'vitest/node';
import { ConfigError } from '../config.ts';
import { makeDatabaseTemplates } from './database-templates.ts';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new ConfigError('TEST_DATABASE_URL must be set to run the PostgreSQL test project.');
  const made = await makeDatabaseTemplates(adminUrl);
  project.provide('databaseTemplates', made.templates);
  return made.drop;
}
