// The inspection photos in a backup file (backup.ts): after the tables' lines, one line per photo the snapshot's rows
// name, `@photo\t<key>\t<base64 of its JPEG>` (its bytes read from the photo store, disk or S3) or `@missing\t<key>`
// for a photo the store no longer had. Photos are written, read and restored one at a time, never all held.
import type pg from 'pg';
import { PHOTO_KEY, type PhotoStore } from '../modules/photos/store.ts';

const PHOTO = '@photo\t';
const MISSING = '@missing\t';

/** The photos the snapshot's rows name, read inside its transaction. */
export async function photoKeysIn(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>(
    'select storage_key as key from inspection_photos order by storage_key',
  );
  return rows.map((r) => r.key);
}

/**
 * Each photo's line, its bytes read from `store` one at a time. A photo's bytes never change under its key (a new photo
 * gets a new key), so reading them after the snapshot reads what the rows meant; one replaced meanwhile may be gone: it
 * is written missing, and `onMissing` told.
 */
export async function* photoLines(keys: string[], store: PhotoStore, onMissing: () => void): AsyncGenerator<string> {
  for (const key of keys) {
    const bytes = await store.get(key);
    if (bytes) yield `${PHOTO}${key}\t${bytes.toString('base64')}\n`;
    else {
      onMissing();
      yield `${MISSING}${key}\n`;
    }
  }
}

export const isPhotoLine = (line: string) => line.startsWith(PHOTO) || line.startsWith(MISSING);

/** A photo line's key and bytes (null: the store no longer had them when backed up); null if the line is damaged. */
export function photoOfLine(line: string): { key: string; bytes: Buffer | null } | null {
  const missing = line.startsWith(MISSING);
  const [key = '', data] = line.slice(missing ? MISSING.length : PHOTO.length).split('\t');
  if (!PHOTO_KEY.test(key) || (!missing && !data)) return null;
  return { key, bytes: missing ? null : Buffer.from(data ?? '', 'base64') };
}

/**
 * Puts a backup's photos into the store the restored shop will read, remembering each, so that a restore that fails
 * takes them out again (`undo`) and leaves the store as it found it. A key the store already holds (a shared bucket, a
 * photos folder kept) is left alone: its bytes are the same photo's (a key is never reused), and undoing it would take
 * a live photo away.
 */
export function photoRestorer(store: PhotoStore) {
  const put: string[] = [];
  return {
    async put(key: string, bytes: Buffer | null): Promise<void> {
      if (!bytes) return;
      if ((await store.get(key)) !== null) return;
      put.push(key);
      await store.put(key, bytes);
    },
    async undo(): Promise<void> {
      for (const key of put) await store.delete(key).catch(() => {});
    },
  };
}
