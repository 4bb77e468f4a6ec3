// A backup's photo lines, read back: a photo with its bytes, one the store no longer had, and the damaged lines that
// make readBackup refuse the file.
import { describe, expect, it } from 'vitest';
import type { PhotoStore } from '../modules/photos/store.ts';
import { isPhotoLine, photoOfLine, photoRestorer } from './backup-photos.ts';

const key = 'photos/0b6f3c1e-2d4a-4c5b-9e8f-1a2b3c4d5e6f.jpg';

describe('a backup file’s photo lines', () => {
  it('reads a photo’s key and bytes', () => {
    const line = `@photo\t${key}\t${Buffer.from('jpeg bytes').toString('base64')}`;
    expect(isPhotoLine(line)).toBe(true);
    expect(photoOfLine(line)).toEqual({ key, bytes: Buffer.from('jpeg bytes') });
  });

  it('reads a photo the store no longer had as its key without bytes', () => {
    expect(isPhotoLine(`@missing\t${key}`)).toBe(true);
    expect(photoOfLine(`@missing\t${key}`)).toEqual({ key, bytes: null });
  });

  it('finds a damaged line: a key that is not a photo’s, or a photo without bytes', () => {
    expect(photoOfLine('@photo\t../etc/passwd\tAAAA')).toBeNull();
    expect(photoOfLine(`@photo\t${key}`)).toBeNull();
    expect(photoOfLine(`@photo\t${key}\t`)).toBeNull();
    expect(photoOfLine('@missing\tphotos/x.jpg')).toBeNull();
  });

  it('tells a table’s line from a photo’s', () => {
    expect(isPhotoLine('orders\t[]')).toBe(false);
    expect(isPhotoLine('end')).toBe(false);
  });
});

describe('a restore’s photos', () => {
  const other = 'photos/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg';
  const memoryStore = (): PhotoStore & { keys: Map<string, Buffer> } => {
    const keys = new Map<string, Buffer>();
    return {
      kind: 'disk',
      keys,
      put: async (k, bytes) => void keys.set(k, bytes),
      get: async (k) => keys.get(k) ?? null,
      delete: async (k) => void keys.delete(k),
    };
  };

  it('undone after a failure take out only what the restore put, not a photo the store already had', async () => {
    const store = memoryStore();
    await store.put(key, Buffer.from('live photo'));
    const restorer = photoRestorer(store);
    await restorer.put(key, Buffer.from('live photo'));
    await restorer.put(other, Buffer.from('restored photo'));
    expect([...store.keys.keys()].sort()).toEqual([key, other].sort());
    await restorer.undo();
    expect([...store.keys.entries()]).toEqual([[key, Buffer.from('live photo')]]);
  });
});
