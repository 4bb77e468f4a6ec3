// Photos in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…) through AWS's own client, so that every instance
// of the shop reads the photos any of them stored. Each put is one PutObject: S3 never shows half an object.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PhotoStorageConfig } from '../../config-photos.ts';
import { checkPhotoKey, type PhotoStore } from './store.ts';

export function s3PhotoStore(config: Extract<PhotoStorageConfig, { kind: 's3' }>): PhotoStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services (older MinIO, R2) refuse the CRC headers
    // the client adds by default; the body's SHA-256 is signed either way (x-amz-content-sha256).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkPhotoKey(key),
          Body: bytes,
          ContentType: 'image/jpeg',
          ContentLength: bytes.length,
          // Served only through the API to who may see it: never a public object.
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkPhotoKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404))
          return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkPhotoKey(key) }));
    },
  };
}
