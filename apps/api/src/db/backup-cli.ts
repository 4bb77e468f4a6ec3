// `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`: a backup of the configured database (the embedded
// one in DATA_DIR, or DATABASE_URL), safe while `npm start` runs on it, and refused where no shop is (tool-database.ts:
// it would make an empty one, and back that up); a restore only into an empty database, which it may make.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, EmbeddedStartError } from './embedded.ts';
import { NoShopError, openToolDatabase } from './tool-database.ts';

const [command, file] = process.argv.slice(2);

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  // npm runs scripts in the repository's root: backups/ there (git-ignored).
  return path.resolve('backups', `motomitra-${stamp}.json.gz`);
}

const summary = (tables: { rows: number }[]) =>
  `${tables.length} tables, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows`;

if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
  console.error('Usage: npm run db:backup [-- FILE]   |   npm run db:restore -- FILE');
  process.exit(2);
}

try {
  const config = loadConfig();
  // A running shop's embedded database is joined, not started twice.
  const database =
    command === 'backup'
      ? await openToolDatabase(config.database, { command: 'npm run db:backup', mayCreate: false, newShop: false })
      : await openDatabase(config.database, { join: true });
  try {
    if (command === 'backup') {
      const target = path.resolve(file ?? defaultFile());
      const header = await backupDatabase(database, target);
      console.log(`Backup written to ${target}: ${summary(header.tables)}. It holds personal data: keep it private.`);
    } else {
      const source = path.resolve(file as string);
      const header = await restoreDatabase(database, source);
      console.log(`Restored ${source} (made ${header.createdAt}) into ${database.kind}: ${summary(header.tables)}.`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  const known =
    err instanceof BackupError ||
    err instanceof NoShopError ||
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof EmbeddedStartError;
  console.error(known ? err.message : err);
  process.exit(1);
}
