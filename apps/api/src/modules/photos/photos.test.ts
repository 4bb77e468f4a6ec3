// The photo pipeline and the two stores. A phone's JPEG with a GPS position is kept upright, at most 1600 px, with
// no EXIF, XMP, IPTC or ICC left; PNG and WebP are taken too; what is not an image by its bytes (whatever its name)
// is refused with a clear message. The disk store writes whole files only; the S3 store speaks to a local S3 that
// checks each request's SigV4 signature as S3 does (proven on AWS's own documented example first), and a wrong secret
// or key is refused by it.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3ServiceException } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { GPS_TAG, phonePhoto } from '../../testing/photos.ts';
import { canonicalRequest, signingKey } from '../../testing/sigv4.ts';
import { diskPhotoStore } from './disk-store.ts';
import { keptPhoto, NOT_A_PHOTO } from './pipeline.ts';
import { s3PhotoStore } from './s3-store.ts';
import { newPhotoKey } from './store.ts';

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return { status: (err as HttpError).statusCode, message: (err as HttpError).message };
};

describe('a photo kept from a phone', () => {
  it('has no EXIF (no GPS position), no XMP, IPTC or ICC, and is upright', async () => {
    const taken = await phonePhoto(400, 300);
    const before = await sharp(taken).metadata();
    // The test's photo is what a phone writes: a position, a camera, sideways pixels.
    expect(before.exif?.includes(GPS_TAG)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('TestPhone');
    expect(before.orientation).toBe(6);

    const kept = await keptPhoto(taken);
    const after = await sharp(kept.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(kept.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(kept.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    // Turned as the phone showed it: 300 wide, 400 high.
    expect([kept.width, kept.height, after.width, after.height]).toEqual([300, 400, 300, 400]);
    expect(after.orientation ?? 1).toBe(1);
  });

  it('fits within 1600 px and is never enlarged', async () => {
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(await keptPhoto(large)).toMatchObject({ width: 1600, height: 1200 });
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(await keptPhoto(small)).toMatchObject({ width: 640, height: 480 });
  });

  it('is made JPEG from a PNG or WebP', async () => {
    const base = sharp({ create: { width: 50, height: 40, channels: 4, background: '#0f08' } });
    for (const input of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer()]) {
      const kept = await keptPhoto(input);
      expect((await sharp(kept.bytes).metadata()).format).toBe('jpeg');
    }
  });

  it('is refused when the bytes are no photo, whatever the file says it is', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [Buffer.from('just some text, named photo.jpg'), Buffer.alloc(0), gif, svg]) {
      expect(await refusal(keptPhoto(bytes))).toEqual({ status: 400, message: NOT_A_PHOTO });
    }
  });

  it('is refused, with what to do, when a JPEG is cut short', async () => {
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const cut = await refusal(keptPhoto(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(cut).toEqual({ status: 400, message: 'This photo cannot be read: it may be damaged. Take it again.' });
  });
});

describe('the disk store', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mm-photos-')), 'photos');
  const store = diskPhotoStore(dir);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('keeps, reads and removes a photo under its key, leaving no temporary file', async () => {
    const key = newPhotoKey();
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('jpeg bytes'));
    expect((await store.get(key))?.toString()).toBe('jpeg bytes');
    expect(fs.readdirSync(dir)).toEqual([path.basename(key)]);
    await store.put(key, Buffer.from('other bytes'));
    expect((await store.get(key))?.toString()).toBe('other bytes');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('takes no key but photos/<uuid>.jpg (nothing outside its directory)', async () => {
    for (const key of ['../escape.jpg', 'photos/../../etc/passwd', 'photos/x.jpg', '/tmp/a.jpg']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not a photo key');
      await expect(store.get(key)).rejects.toThrow('not a photo key');
    }
  });
});

describe('the S3 store', () => {
  const options = {
    bucket: 'mm-photos',
    region: 'ap-south-1',
    accessKeyId: 'AKIAMOTOMITRATEST',
    secretAccessKey: 'the-right-secret-key-1234567890',
  };
  let s3: FakeS3;
  const storeWith = (overrides: Partial<typeof options> = {}) =>
    s3PhotoStore({ kind: 's3', endpoint: s3.url, forcePathStyle: true, ...options, ...overrides });
  beforeAll(async () => {
    s3 = await startFakeS3(options);
  });
  afterAll(() => s3?.close());

  it('has a local S3 that computes SigV4 as AWS documents it (its GET Object example)', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
    };
    const signed = ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'];
    const canonical = canonicalRequest('GET', '/test.txt', headers, signed, headers['x-amz-content-sha256']);
    const toSign = [
      'AWS4-HMAC-SHA256',
      '20130524T000000Z',
      '20130524/us-east-1/s3/aws4_request',
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const key = signingKey('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '20130524', 'us-east-1', 's3');
    expect(createHmac('sha256', key).update(toSign).digest('hex')).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('keeps, reads and removes a photo through the real S3 client, private and typed', async () => {
    const store = storeWith();
    const key = newPhotoKey();
    const bytes = (await keptPhoto(await phonePhoto())).bytes;
    await store.put(key, bytes);
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'private, no-store' });
    expect(s3.objects.get(key)?.body.equals(bytes)).toBe(true);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    await store.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    // Every request was signed, and each signature checked out.
    expect(s3.requests.every((r) => r.code === null || r.code === 'NoSuchKey')).toBe(true);
  });

  it('is refused by S3 with a wrong secret (SignatureDoesNotMatch) or an unknown key id', async () => {
    const key = newPhotoKey();
    const wrongSecret = await storeWith({ secretAccessKey: 'not-the-secret-key-000000000' })
      .put(key, Buffer.from('x'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(wrongSecret).toBeInstanceOf(S3ServiceException);
    expect((wrongSecret as S3ServiceException).name).toBe('SignatureDoesNotMatch');
    expect((wrongSecret as S3ServiceException).$metadata.httpStatusCode).toBe(403);
    const wrongKey = await storeWith({ accessKeyId: 'AKIASOMEONEELSE' })
      .get(key)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((wrongKey as S3ServiceException).name).toBe('InvalidAccessKeyId');
    expect(s3.objects.has(key)).toBe(false);
  });
});
