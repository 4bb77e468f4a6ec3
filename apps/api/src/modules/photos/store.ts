// Where photos' bytes are kept: one interface, two stores (disk under DATA_DIR/photos, or an S3-compatible bucket),
// chosen by the configuration (config-photos.ts, open-store.ts). The database keeps each photo's row and key; the store only bytes.
import { randomUUID } from 'node:crypto';
import type { PhotoStorageConfig } from '../../config-photos.ts';

export interface PhotoStore {
  readonly kind: PhotoStorageConfig['kind'];
  /** Keeps `bytes` under `key` whole or not at all (a reader never sees half a photo). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

/** photos/<uuid>.jpg: the only keys a store takes, so no key read from a database or a backup escapes its place. */
export const PHOTO_KEY = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

export const newPhotoKey = () => `photos/${randomUUID()}.jpg`;

export function checkPhotoKey(key: string): string {
  if (!PHOTO_KEY.test(key)) throw new Error(`not a photo key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
