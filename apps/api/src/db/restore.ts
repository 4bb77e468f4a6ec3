// Restoring a backup file (backup.ts) into an empty database, all or nothing: the rows, the sequences, and the
// inspection photos into the configured store. Refuses a shop that holds any row and a backup of other migrations.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PhotoStore } from '../modules/photos/store.ts';
import { BackupError, type Header, ident, readBackup, tablesInOrder } from './backup.ts';
import { photoRestorer } from './backup-photos.ts';
import { type Database, migrationsFolder } from './client.ts';

/** The migrations this version of the shop knows, as drizzle records them. */
function knownMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
}

/**
 * Restores a backup into an empty database (its tables made by the migrations, no rows) and its photos into `photos`
 * (the configured store): all of it in one transaction, the photos put before it commits, or nothing (a photo put
 * is taken out again). Refuses a database that holds any row, and a backup of another schema version.
 */
export async function restoreDatabase(database: Database, file: string, photos: PhotoStore): Promise<Header> {
  const { header, chunks } = await readBackup(file);
  const known = knownMigrations();
  if (header.migrations.length !== known.length || header.migrations.some((h, i) => h !== known[i])) {
    throw new BackupError(
      `This backup was made by a version of MotoMitra with ${header.migrations.length} database migrations; this ` +
        `version has ${known.length}. Restore it with the version that made it, then upgrade.`,
    );
  }
  const client = await database.db.$client.connect();
  try {
    const { rows: existing } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    if ((existing[0]?.n ?? 0) > 0) {
      for (const name of await tablesInOrder(client)) {
        const { rows } = await client.query(`select 1 from ${ident(name)} limit 1`);
        if (rows.length > 0) {
          throw new BackupError(
            `The database is not empty (table ${name} has rows): a restore never overwrites a shop. Restore into an ` +
              'empty database, such as a new DATA_DIR.',
          );
        }
      }
    }
  } finally {
    client.release();
  }
  await database.migrate();

  const tx = await database.db.$client.connect();
  const restorer = photoRestorer(photos);
  try {
    await tx.query('begin');
    const order = await tablesInOrder(tx);
    const inBackup = new Set(header.tables.map((t) => t.name));
    const missing = order.filter((t) => !inBackup.has(t));
    if (missing.length > 0 || inBackup.size !== order.length) {
      throw new BackupError('The backup does not hold the same tables as this version of the database.');
    }
    for (const name of order) {
      // Rows empty here by the check above; a shop started meanwhile would have seeded some: checked again, inside.
      const { rows } = await tx.query(`select 1 from ${ident(name)} limit 1`);
      if (rows.length > 0) throw new BackupError(`The database is not empty (table ${name} has rows).`);
      for (const chunk of chunks.filter((c) => c.table === name)) {
        await tx.query(
          `insert into ${ident(name)} overriding system value
             select * from jsonb_populate_recordset(null::${ident(name)}, $1::jsonb)`,
          [chunk.rows],
        );
      }
      const { rows: count } = await tx.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
      const expected = header.tables.find((t) => t.name === name)?.rows;
      if (count[0]?.n !== expected) {
        throw new BackupError(`Table ${name}: ${count[0]?.n} rows restored, the backup lists ${expected}.`);
      }
    }
    for (const s of header.sequences) {
      if (s.lastValue === null) continue;
      await tx.query('select setval($1::regclass, $2::bigint, true)', [ident(s.name), s.lastValue]);
    }
    // The photos' bytes, read from the file again one at a time, into the store the restored shop will read.
    await readBackup(file, restorer.put, false);
    await tx.query('commit');
    return header;
  } catch (err) {
    await tx.query('rollback').catch(() => {});
    await restorer.undo();
    throw err;
  } finally {
    tx.release();
  }
}
