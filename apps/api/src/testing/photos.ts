// Test fixtures for photos: a phone's JPEG (with a GPS position and an orientation in its EXIF, as a phone writes
// them) made with sharp, and a multipart/form-data body as a browser sends a file input.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** The GPS IFD's tag (0x8825) as a little-endian EXIF block writes it: its presence says a position is there. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/**
 * A JPEG as a phone takes it: `width` × `height` pixels stored sideways with EXIF orientation 6 (turn 90° clockwise
 * to show), the camera's make and a GPS position in Nagpur, and sRGB's ICC profile.
 */
export async function phonePhoto(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 8/1 2339/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '79/1 3/1 4788/100',
      },
    })
    .toBuffer();
}

export type FormFile = { field?: string; filename?: string; contentType?: string; bytes: Buffer };

/** A multipart/form-data body: text fields, then the files, as a browser's FormData sends them. */
export function multipartForm(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----mm${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'photo'}"; filename="${f.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${f.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The photo form of an inspection: its slot and the photo. */
export const photoForm = (slot: string, bytes: Buffer, file: Omit<FormFile, 'bytes'> = {}) =>
  multipartForm({ slot }, [{ ...file, bytes }]);
