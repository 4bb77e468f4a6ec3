// Where photos are kept: DATA_DIR/photos by default, an S3-compatible bucket with S3_BUCKET and its keys, and half an
// S3 configuration refused in every environment, naming what is missing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const S3 = {
  S3_BUCKET: 'motomitra-photos',
  S3_ACCESS_KEY_ID: 'AKIAMADEUP',
  S3_SECRET_ACCESS_KEY: 'a-made-up-secret-key',
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return 'started';
};

describe('the photo storage configuration', () => {
  it('is DATA_DIR/photos when no bucket is given, whichever database is used', () => {
    expect(loadConfig({ DATA_DIR: '/srv/motomitra' }).photos).toEqual({ kind: 'disk', dir: '/srv/motomitra/photos' });
    const withServer = loadConfig({ DATABASE_URL: 'postgres://db/shop' }).photos;
    expect(withServer).toEqual({ kind: 'disk', dir: path.resolve(import.meta.dirname, '../../../data/photos') });
  });

  it('is the bucket with its keys: AWS in ap-south-1 unless told, path-style for another endpoint', () => {
    expect(loadConfig(S3).photos).toEqual({
      kind: 's3',
      bucket: 'motomitra-photos',
      endpoint: null,
      region: 'ap-south-1',
      accessKeyId: 'AKIAMADEUP',
      secretAccessKey: 'a-made-up-secret-key',
      forcePathStyle: false,
    });
    const minio = loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'us-east-1' }).photos;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true });
    const r2 = { ...S3, S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com', S3_REGION: 'auto' };
    expect(loadConfig({ ...r2, S3_FORCE_PATH_STYLE: 'false' }).photos).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...PRODUCTION_ENV, ...S3 }).photos.kind).toBe('s3');
  });

  it('refuses half of it anywhere, naming what is missing', () => {
    for (const env of [{}, PRODUCTION_ENV]) {
      const noKeys = refusal({ ...env, S3_BUCKET: 'motomitra-photos' });
      expect(noKeys).toContain('S3_ACCESS_KEY_ID: required with S3_BUCKET');
      expect(noKeys).toContain('S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
      const noSecret = refusal({ ...env, S3_BUCKET: 'motomitra-photos', S3_ACCESS_KEY_ID: 'AKIAMADEUP' });
      expect(noSecret).toContain('S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
      expect(noSecret).not.toContain('S3_ACCESS_KEY_ID:');
      const { S3_BUCKET: _bucket, ...keys } = S3;
      expect(refusal({ ...env, ...keys })).toContain('S3_BUCKET: required with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
      expect(refusal({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
        'S3_BUCKET: required with S3_ENDPOINT',
      );
    }
    expect(refusal({ ...S3, S3_BUCKET: 'Not A Bucket' })).toContain('S3_BUCKET: must be a bucket name');
    expect(refusal({ ...S3, S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT: must be an http(s) URL');
  });
});
