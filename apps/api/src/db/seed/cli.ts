// `npm run db:seed`: migrates and loads the demo catalogue into the configured database.
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { DataDirLockedError, EmbeddedStartError } from '../embedded.ts';
import { seedDemoData } from './seed.ts';

try {
  const config = loadConfig();
  if (config.env === 'production' && !process.argv.includes('--allow-production')) {
    console.error('Refusing to load demo data into a production database (pass --allow-production to insist).');
    process.exit(1);
  }
  const database = await openDatabase(config.database, { join: true });
  try {
    await database.migrate();
    const { inserted } = await seedDemoData(database.db);
    console.log(`Demo data loaded into ${database.kind}:`, inserted);
  } finally {
    await database.close();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof EmbeddedStartError;
  console.error(known ? err.message : err);
  process.exit(1);
}
