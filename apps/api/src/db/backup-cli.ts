// `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`: a backup of the configured database (the embedded
// one in DATA_DIR, or DATABASE_URL) with the inspection photos (DATA_DIR/photos or S3_BUCKET), safe while `npm start` runs on it, and refused where no shop is (tool-database.ts:
// it would make an empty one, and back that up); a restore only into an empty database, which it may make.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { photoStoreFor } from '../modules/photos/open-store.ts';
import { BackupError, backupDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, EmbeddedStartError } from './embedded.ts';
import { restoreDatabase } from './restore.ts';
import { NoShopError, openToolDatabase } from './tool-database.ts';

const [command, file] = process.argv.slice(2);

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  // npm runs scripts in the repository's root: backups/ there (git-ignored).
  return path.resolve('backups', `motomitra-${stamp}.json.gz`);
}

const summary = (header: { tables: { rows: number }[]; photos: number }) =>
  `${header.tables.length} tables, ${header.tables.reduce((sum, t) => sum + t.rows, 0)} rows, ${header.photos} photos`;

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
  // The inspection photos' bytes go with the rows: read from, and restored into, the store the shop is configured with.
  const photos = photoStoreFor(config.photos);
  try {
    if (command === 'backup') {
      const target = path.resolve(file ?? defaultFile());
      const header = await backupDatabase(database, target, photos);
      console.log(`Backup written to ${target}: ${summary(header)}. It holds personal data: keep it private.`);
      if (header.missingPhotos > 0)
        console.warn(
          `${header.missingPhotos} photos named by the database were not in the photo store: not backed up.`,
        );
    } else {
      const source = path.resolve(file as string);
      const header = await restoreDatabase(database, source, photos);
      console.log(`Restored ${source} (made ${header.createdAt}) into ${database.kind}: ${summary(header)}.`);
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
