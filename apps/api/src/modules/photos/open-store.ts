// The photo store the configuration names: a bucket when S3_BUCKET is set, else DATA_DIR/photos.
import type { PhotoStorageConfig } from '../../config-photos.ts';
import { diskPhotoStore } from './disk-store.ts';
import { s3PhotoStore } from './s3-store.ts';
import type { PhotoStore } from './store.ts';

export function photoStoreFor(config: PhotoStorageConfig): PhotoStore {
  return config.kind === 's3' ? s3PhotoStore(config) : diskPhotoStore(config.dir);
}
