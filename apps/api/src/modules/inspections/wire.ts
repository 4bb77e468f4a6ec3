// Inspections on the wire: each with its photos and items, labels in one language (English for the console, the
// customer's own for them), read in bulk for a list.
import { type Inspection, type InspectionItem, missingForCompletion, photoUrl } from '@motomitra/domain/inspections';
import type { Language } from '@motomitra/domain/language';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inspectionItems, inspectionPhotos, type inspections } from '../../db/schema.ts';

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionItemRow = typeof inspectionItems.$inferSelect;
export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;

/** The inspections `rows` as the wire has them, in the order given, labels in `language`. */
export async function inspectionsToWire(q: Db | Tx, rows: InspectionRow[], language: Language): Promise<Inspection[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [items, photos] = await Promise.all([
    q
      .select()
      .from(inspectionItems)
      .where(inArray(inspectionItems.inspectionId, ids))
      .orderBy(asc(inspectionItems.position)),
    q
      .select()
      .from(inspectionPhotos)
      .where(inArray(inspectionPhotos.inspectionId, ids))
      .orderBy(asc(inspectionPhotos.createdAt)),
  ]);
  return rows.map((r) => {
    const mine = items.filter((i) => i.inspectionId === r.id);
    const pictures = photos.filter((p) => p.inspectionId === r.id);
    const wireItems: InspectionItem[] = mine.map((i) => ({
      key: i.key,
      label: i.label[language] || i.label.en,
      state: i.state,
      note: i.note,
      photo: i.photoId ? { _id: i.photoId, url: photoUrl(i.photoId) } : null,
      jobItemId: i.jobItemId,
    }));
    return {
      _id: r.id,
      orderId: r.orderId,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      odometerKm: r.odometerKm,
      fuelLevel: r.fuelLevel,
      photos: pictures.map((p) => ({ _id: p.id, slot: p.slot, url: photoUrl(p.id) })),
      items: wireItems,
      missing: missingForCompletion(r.kind, {
        photoSlots: pictures.map((p) => p.slot),
        odometerKm: r.odometerKm,
        fuelLevel: r.fuelLevel,
        items: mine,
      }),
    };
  });
}
