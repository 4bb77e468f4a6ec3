// Where inspection photos are kept (decision 0021), part of the configuration config.ts parses: on disk under
// DATA_DIR/photos by default, or in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2…) when S3_BUCKET is set,
// so that several instances of the shop share them. Nothing here reads process.env: config.ts hands the environment in.
import path from 'node:path';
import { z } from 'zod';

/** A variable that may be unset; empty is unset, and a bad value is named with what it must be. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** The photo storage variables; config-env.ts puts them into the one environment schema. */
export const PHOTO_ENV = {
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as motomitra-photos'),
  ),
  S3_ENDPOINT: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.ap-south-1.amazonaws.com' })
      .transform((u) => u.replace(/\/+$/, '')),
  ),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as ap-south-1 (auto for Cloudflare R2)'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(3, 'must be the access key id').max(200)),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(8, 'must be the secret access key').max(200)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], 'must be true or false')),
} as const;

const PHOTO_SCHEMA = z.object(PHOTO_ENV);
type PhotoEnv = z.output<typeof PHOTO_SCHEMA>;

export const DEFAULT_S3_REGION = 'ap-south-1';

export type PhotoStorageConfig =
  /** Files under `dir` (DATA_DIR/photos): one instance, or instances sharing that directory. */
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Another S3-compatible service (MinIO, R2, a local one); null: AWS's own for the region. */
      endpoint: string | null;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** bucket in the path (http://host/bucket/key) rather than in the host name. */
      forcePathStyle: boolean;
    };

const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The photo store's configuration, or the problems (lines naming each variable) that stop start-up. Half an S3
 * configuration is refused everywhere: photos kept on one instance's disk while the others look in a bucket would be
 * lost to every other instance, and nobody would notice until a customer asks for one.
 */
export function photosConfig(e: PhotoEnv, dataDir: string): { photos: PhotoStorageConfig; problems: string[] } {
  const problems: string[] = [];
  if (e.S3_BUCKET) {
    for (const name of S3_KEYS) if (!e[name]) problems.push(`  ${name}: required with S3_BUCKET`);
  } else {
    const given = [...S3_KEYS, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
    if (given.length > 0) problems.push(`  S3_BUCKET: required with ${given.join(', ')}`);
  }
  const photos: PhotoStorageConfig =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION ?? DEFAULT_S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // MinIO and most local servers know only path-style addresses; AWS itself prefers the bucket in the host.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : { kind: 'disk', dir: path.join(dataDir, 'photos') };
  return { photos, problems };
}
