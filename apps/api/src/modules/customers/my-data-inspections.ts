// A customer's inspections in their own data (DPDP Act 2023, decisions 0013 and 0021): their orders' inspections in
// the export, each photo's bytes in it as a data: URL; and their erasure: the photos go (rows and stored bytes), and
// their name is taken out of the notes the garage wrote during an inspection.
import type { Language } from '@motomitra/domain/language';
import type { MyData } from '@motomitra/domain/my-data';
import { ERASED_NAME } from '@motomitra/domain/reviews';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { inspectionItems, inspectionPhotos, inspections } from '../../db/schema.ts';
import { inspectionsToWire } from '../inspections/wire.ts';
import type { PhotoStore } from '../photos/store.ts';

/** Their orders' inspections, each photo's bytes read from the store into a data: URL, one photo at a time. */
export async function inspectionsWithPhotos(
  db: Db,
  photos: PhotoStore,
  orderIds: string[],
  language: Language,
): Promise<MyData['inspections']> {
  if (orderIds.length === 0) return [];
  const rows = await db.select().from(inspections).where(inArray(inspections.orderId, orderIds));
  const wire = await inspectionsToWire(db, rows, language);
  const keys = new Map(
    (
      await db
        .select({ id: inspectionPhotos.id, key: inspectionPhotos.storageKey })
        .from(inspectionPhotos)
        .where(
          inArray(
            inspectionPhotos.inspectionId,
            rows.map((r) => r.id),
          ),
        )
    ).map((p) => [p.id, p.key]),
  );
  const out: MyData['inspections'] = [];
  for (const inspection of wire) {
    const withBytes = [];
    for (const photo of inspection.photos) {
      const key = keys.get(photo._id);
      const bytes = key ? await photos.get(key) : null;
      withBytes.push({ ...photo, dataUrl: bytes ? `data:image/jpeg;base64,${bytes.toString('base64')}` : null });
    }
    out.push({ ...inspection, photos: withBytes });
  }
  return out;
}

/**
 * The inspections of their orders `mine` kept without them: their `name` out of the garage's notes, and the photos'
 * rows gone (a job-card item or inspection item that showed one keeps no reference to it). Answers the store keys whose
 * bytes removePhotoBytes removes once the erasure is committed.
 */
export async function eraseFromInspections(tx: Tx, mine: string[], name: string): Promise<string[]> {
  const theirs = () => tx.select({ id: inspections.id }).from(inspections).where(inArray(inspections.orderId, mine));
  // A note the garage wrote during an inspection ("owner says…").
  if (name.trim().length > 0) {
    await tx
      .update(inspectionItems)
      .set({ note: sql`replace(${inspectionItems.note}, ${name}, ${ERASED_NAME})` })
      .where(inArray(inspectionItems.inspectionId, theirs()));
  }
  const gone = await tx
    .delete(inspectionPhotos)
    .where(inArray(inspectionPhotos.inspectionId, theirs()))
    .returning({ key: inspectionPhotos.storageKey });
  return gone.map((p) => p.key);
}

/** Their photos' bytes, once no row names them. One that cannot be removed now is logged (by count, never a name). */
export async function removePhotoBytes(app: FastifyInstance, keys: string[]): Promise<void> {
  let kept = 0;
  for (const key of keys) await app.photos.delete(key).catch(() => kept++);
  if (kept > 0) app.log.warn({ photos: kept }, 'erased photos left in the photo store');
}
