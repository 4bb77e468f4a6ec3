// What is kept of a photo taken on a phone: only an image by its bytes (JPEG, PNG, WebP, or HEIF/AVIF when this
// sharp can decode it; never what its name or Content-Type claims), turned upright from its EXIF orientation, fitted
// within 1600 px and written again as JPEG with no metadata at all: no EXIF (so no GPS position, camera or time), no
// XMP, no IPTC, no ICC profile (sharp writes none unless asked to keep it, and converts the pixels to sRGB).
import { PHOTO_MAX_SIDE } from '@motomitra/domain/inspections';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../http-error.ts';

/** Answers only staff get (they upload); the console is English. */
export const NOT_A_PHOTO = 'This file is not a photo.';
const TOO_MANY_PIXELS = 'The photo has too many pixels (at most 100 megapixels).';
const UNREADABLE = 'This photo cannot be read: it may be damaged. Take it again.';
const HEIF_UNREADABLE =
  'This HEIC photo cannot be read here: set the camera to JPEG ("Most Compatible" on an iPhone) and take it again.';

/** The formats a phone's camera writes that the garage takes (sharp's names; heif covers HEIC and AVIF). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** Decoding a larger picture could take hundreds of MB; no phone's photo has more. */
const MAX_PIXELS = 100_000_000;

export type KeptPhoto = { bytes: Buffer; width: number; height: number };

export async function keptPhoto(input: Buffer): Promise<KeptPhoto> {
  let metadata: Metadata;
  try {
    // Reads the header only: what the bytes are, not what the upload said.
    metadata = await sharp(input).metadata();
  } catch {
    throw badRequest(NOT_A_PHOTO);
  }
  if (!PHOTO_FORMATS.has(metadata.format)) throw badRequest(NOT_A_PHOTO);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw badRequest(TOO_MANY_PIXELS);
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      // Upright as the phone showed it: the EXIF orientation applied to the pixels (the tag goes with the rest).
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw badRequest(metadata.format === 'heif' ? HEIF_UNREADABLE : UNREADABLE);
  }
}
