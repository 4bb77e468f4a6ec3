// The inspection checklists per vehicle type, as admins read and edit them (/api/ops/checklists). A workshop
// inspection copies its order's checklist when it starts, so an edit changes only the inspections started after it.
import { VEHICLE_TYPES, type VehicleType } from '@motomitra/domain/constants';
import type { Checklist, ChecklistBody, ChecklistItem } from '@motomitra/domain/inspections';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checklists } from '../../db/schema.ts';
import { DEFAULT_CHECKLISTS } from '../../db/seed/checklists.ts';

/**
 * The checklist of a vehicle type: the saved one, else the built-in one (a shop seeds it at every start,
 * seed/checklists.ts; a database a tool made and no shop started yet may not have it).
 */
export async function checklistOf(q: Db | Tx, vehicleType: VehicleType): Promise<Checklist> {
  const [row] = await q.select().from(checklists).where(eq(checklists.vehicleType, vehicleType));
  return row
    ? { vehicleType, items: row.items, updatedAt: row.updatedAt.toISOString() }
    : { vehicleType, items: DEFAULT_CHECKLISTS[vehicleType], updatedAt: null };
}

export async function listChecklists(db: Db): Promise<Checklist[]> {
  return Promise.all(VEHICLE_TYPES.map((type) => checklistOf(db, type)));
}

/** An admin's checklist for `vehicleType`, whole (its items in this order), replacing the one before. */
export async function saveChecklist(db: Db, vehicleType: VehicleType, body: ChecklistBody): Promise<Checklist> {
  const items: ChecklistItem[] = body.items.map((i) => ({
    key: i.key,
    label: { en: i.label.en, mr: i.label.mr, hi: i.label.hi },
  }));
  const now = new Date();
  await db
    .insert(checklists)
    .values({ vehicleType, items, updatedAt: now })
    .onConflictDoUpdate({ target: checklists.vehicleType, set: { items, updatedAt: now } });
  return { vehicleType, items, updatedAt: now.toISOString() };
}
