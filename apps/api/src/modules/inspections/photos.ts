// A photo added to an inspection: a pickup's side, odometer or fuel gauge, or a workshop item's. The upload is read
// only once the sender may touch the inspection; the photo is made safe (photos/pipeline.ts), stored under a new key,
// then recorded; a new photo of a slot replaces the old one, whose bytes go once the change is committed. A photo
// already shown to the customer with a proposed job-card item stays as it is.
import { CHECKLIST_KEY, type InspectionPhoto, PICKUP_PHOTO_SLOTS, photoUrl } from '@motomitra/domain/inspections';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { inspectionItems, inspectionPhotos } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { SessionInfo } from '../../plugins/sessions.ts';
import { keptPhoto } from '../photos/pipeline.ts';
import { newPhotoKey } from '../photos/store.ts';
import type { PhotoUpload } from '../photos/upload.ts';
import { checkOrderOpen, INSPECTION_COMPLETE, inspectionFor } from './service.ts';

const PICKUP_SLOT = 'Say which photo this is: front, back, left, right, odometer or fuel.';
const ITEM_SLOT = 'Say which checklist item this photo shows (its key).';
const PHOTO_PROPOSED = 'This item is on the job card already: the customer was shown its photo, which stays.';

/** A pickup photo's slot is one of its six; a workshop photo's, an item not yet proposed with the photo it has. */
async function checkSlot(q: Db | Tx, id: string, isItem: boolean, slot: string, lock = false): Promise<void> {
  if (!isItem) {
    if (!(PICKUP_PHOTO_SLOTS as readonly string[]).includes(slot)) throw badRequest(PICKUP_SLOT);
    return;
  }
  // Its shape before any query: a key no checklist can hold is refused here, not by the database.
  if (!CHECKLIST_KEY.test(slot)) throw badRequest(ITEM_SLOT);
  const found = q
    .select({ jobItemId: inspectionItems.jobItemId })
    .from(inspectionItems)
    .where(and(eq(inspectionItems.inspectionId, id), eq(inspectionItems.key, slot)));
  // In the transaction the item's row is locked, as a proposal locks it: the two take turns (unlocked, an upload
  // deleted the photo just proposed, the job item left without it, or the two deadlocked).
  const [item] = lock ? await found.for('update') : await found;
  if (!item) throw badRequest(ITEM_SLOT);
  if (item.jobItemId) throw conflict(PHOTO_PROPOSED);
}

export async function addInspectionPhoto(
  app: FastifyInstance,
  who: SessionInfo,
  id: string,
  read: () => Promise<PhotoUpload>,
): Promise<InspectionPhoto> {
  const before = await inspectionFor(app.db, who, id);
  if (before.inspection.completedAt) throw conflict(INSPECTION_COMPLETE);
  checkOrderOpen(before.order);
  const upload = await read();
  const isItem = before.inspection.kind === 'workshop';
  await checkSlot(app.db, id, isItem, upload.slot);
  const photo = await keptPhoto(upload.bytes);
  const key = newPhotoKey();
  await app.photos.put(key, photo.bytes);
  let saved: { id: string; replaced: string | null };
  try {
    saved = await app.db.transaction(async (tx) => {
      // Checked again on the locked row: the inspection completed, or its order closed, while the photo was made.
      const { inspection, order } = await inspectionFor(tx, who, id, true);
      if (inspection.completedAt) throw conflict(INSPECTION_COMPLETE);
      checkOrderOpen(order);
      await checkSlot(tx, id, isItem, upload.slot, true);
      const [old] = await tx
        .delete(inspectionPhotos)
        .where(and(eq(inspectionPhotos.inspectionId, id), eq(inspectionPhotos.slot, upload.slot)))
        .returning({ storageKey: inspectionPhotos.storageKey });
      const [row] = await tx
        .insert(inspectionPhotos)
        .values({
          inspectionId: id,
          slot: upload.slot,
          storageKey: key,
          bytes: photo.bytes.length,
          width: photo.width,
          height: photo.height,
        })
        .returning({ id: inspectionPhotos.id });
      if (!row) throw new Error('inspection photo not inserted');
      if (isItem)
        await tx
          .update(inspectionItems)
          .set({ photoId: row.id })
          .where(and(eq(inspectionItems.inspectionId, id), eq(inspectionItems.key, upload.slot)));
      return { id: row.id, replaced: old?.storageKey ?? null };
    });
  } catch (err) {
    // Not recorded: its bytes go too (a failure to remove them leaves an unreferenced file, never a broken photo).
    await app.photos.delete(key).catch((e: unknown) => app.log.warn({ err: e }, 'unrecorded photo not removed'));
    throw err;
  }
  const gone = saved.replaced;
  if (gone) await app.photos.delete(gone).catch((e: unknown) => app.log.warn({ err: e }, 'replaced photo not removed'));
  return { _id: saved.id, slot: upload.slot, url: photoUrl(saved.id) };
}
