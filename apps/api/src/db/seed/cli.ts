// `npm run db:seed [-- --new-shop]`: migrates and loads the demo catalogue into the configured database; one that holds
// no shop yet only with --new-shop or a yes on the terminal (tool-database.ts).
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, EmbeddedStartError } from '../embedded.ts';
import { askOnTerminal, NoShopError, openToolDatabase } from '../tool-database.ts';
import { seedDemoData } from './seed.ts';

try {
  const config = loadConfig();
  if (config.env === 'production' && !process.argv.includes('--allow-production')) {
    console.error('Refusing to load demo data into a production database (pass --allow-production to insist).');
    process.exit(1);
  }
  const database = await openToolDatabase(config.database, {
    command: 'npm run db:seed',
    mayCreate: true,
    newShop: process.argv.includes('--new-shop'),
    ask: process.stdin.isTTY ? askOnTerminal : undefined,
  });
  try {
    await database.migrate();
    const { inserted } = await seedDemoData(database.db);
    console.log(`Demo data loaded into ${database.kind}:`, inserted);
  } finally {
    await database.close();
  }
} catch (err) {
  const known =
    err instanceof ConfigError ||
    err instanceof NoShopError ||
    err instanceof DataDirLockedError ||
    err instanceof EmbeddedStartError;
  console.error(known ? err.message : err);
  process.exit(1);
}
