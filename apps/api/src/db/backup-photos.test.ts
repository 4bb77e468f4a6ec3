// A backup's photo lines, read back: a photo with its bytes, one the store no longer had, and the damaged lines that
// make readBackup refuse the file.
import { describe, expect, it } from 'vitest';
import { isPhotoLine, photoOfLine } from './backup-photos.ts';

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
