// Photos as files under one directory (DATA_DIR/photos by default). A photo is written to a temporary file, flushed
// and renamed into place, so a crash or a reader never meets half a photo.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkPhotoKey, type PhotoStore } from './store.ts';

export function diskPhotoStore(dir: string): PhotoStore {
  // photos/<uuid>.jpg is kept as <dir>/<uuid>.jpg: the key's folder is the directory itself.
  const fileOf = (key: string) => path.join(dir, path.basename(checkPhotoKey(key)));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(dir, { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await fs.open(tmp, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
