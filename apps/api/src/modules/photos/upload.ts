// Reading a photo upload (multipart/form-data: the file in the field `photo`, its `slot` as a text field, in either
// order). @fastify/multipart is registered only on the route that takes one (inspections/routes.ts, where a file over
// its size is an error, throwFileSizeLimit); at most 15 MB
// is read, and anything else a client can send (no form, a broken one, too much) is a 4xx with a clear message.
import { PHOTO_MAX_BYTES } from '@motomitra/domain/inspections';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http-error.ts';
import { BAD_TEXT, badTextAt } from '../../plugins/input-guard.ts';

export const PHOTO_TOO_LARGE = 'The photo is too large (at most 15 MB).';
const NO_PHOTO = 'Send the photo in the field photo, as a form upload (multipart/form-data).';
const NO_SLOT = 'Say which photo this is (the field slot).';
const BROKEN_FORM = 'The upload is not a valid form: send the photo (field photo) and its slot as multipart/form-data.';

export type PhotoUpload = { slot: string; bytes: Buffer };

/** What busboy is told to read at most: one file, a couple of short fields. */
const LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 50,
  fieldSize: 200,
  headerPairs: 20,
};

export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw badRequest(NO_PHOTO);
  let slot: string | null = null;
  let bytes: Buffer | null = null;
  // The input guard reads JSON bodies only: a form's text (a NUL in the slot reached PostgreSQL, a 500) is checked here.
  let badAt: string | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        // A file under another name is read to its end (the form goes on after it) and left.
        const content = await part.toBuffer();
        if (part.fieldname === 'photo') bytes = content;
      } else if (typeof part.value === 'string') {
        badAt ??= badTextAt({ [part.fieldname]: part.value });
        if (part.fieldname === 'slot' && !part.valueTruncated) slot = part.value.trim();
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, PHOTO_TOO_LARGE);
    // Busboy's and the plugin's refusals (a malformed form, too many parts): the client's doing, said plainly.
    request.log.info({ code: (err as { code?: unknown }).code }, 'photo upload unreadable');
    throw badRequest(BROKEN_FORM);
  }
  if (badAt !== null) throw badRequest(BAD_TEXT, { [badAt]: BAD_TEXT });
  if (!bytes || bytes.length === 0) throw badRequest(NO_PHOTO);
  if (!slot) throw badRequest(NO_SLOT);
  return { slot, bytes };
}
