// An order's inspections (decision 0021): started once per kind by the desk or the staff assigned to that stage (the
// pickup rider, the technician), filled in (odometer, fuel level, each item's mark and note) until completed, and
// completed only when whole: a pickup with its six photos, reading and fuel level; a workshop one with every item
// marked. The customer reads them in their language. Photos are photos.ts'; proposing an item, propose.ts'.
import type { Inspection, InspectionKind, InspectionPatchBody, PickupPhotoSlot } from '@motomitra/domain/inspections';
import type { Language } from '@motomitra/domain/language';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inspectionItems, inspections, orders } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import type { SessionInfo } from '../../plugins/sessions.ts';
import { ownOrder } from '../orders/service.ts';
import type { OrderRow } from '../orders/wire.ts';
import { checklistOf } from './checklists.ts';
import { mayTouchOrder, type OrderStage } from './order-access.ts';
import { type InspectionRow, inspectionsToWire } from './wire.ts';

const NO_SUCH_ORDER = 'No such order.';
const NO_SUCH_INSPECTION = 'No such inspection.';
const NOT_ASSIGNED = 'This order is not assigned to you.';
export const INSPECTION_COMPLETE = 'This inspection is complete: it can no longer change.';

/**
 * An inspection changes only while its order is open: a delivered or cancelled order's customer may have been erased
 * (their photos with them), and nothing of theirs is stored after that.
 */
export function checkOrderOpen(order: OrderRow): void {
  if (order.status === 'cancelled' || order.status === 'delivered')
    throw conflict(`An order that is ${order.status} takes no more inspection changes.`);
}

/** An inspection is the work of one stage of the order: who is assigned there (and the desk) may touch it. */
export const STAGE_OF: Record<InspectionKind, OrderStage> = { pickup: 'pickup', workshop: 'workshop' };
/** Reading an order's inspections: whoever works on it, the drop rider too (they compare the vehicle at drop). */
const EVERY_STAGE: OrderStage[] = ['pickup', 'workshop', 'drop'];

type Q = Db | Tx;

async function orderFor(q: Q, who: SessionInfo, orderId: string, stages: readonly OrderStage[]): Promise<OrderRow> {
  const [o] = await q.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw notFound(NO_SUCH_ORDER);
  if (!mayTouchOrder(who, o, stages)) throw new HttpError(403, NOT_ASSIGNED);
  return o;
}

/** Inspection `id` and its order, if `who` may touch it (its row locked with `lock`); else 404 or 403. */
export async function inspectionFor(
  q: Q,
  who: SessionInfo,
  id: string,
  lock = false,
): Promise<{ inspection: InspectionRow; order: OrderRow }> {
  const base = q
    .select({ inspection: inspections, order: orders })
    .from(inspections)
    .innerJoin(orders, eq(orders.id, inspections.orderId))
    .where(eq(inspections.id, id));
  const [row] = lock ? await base.for('update', { of: inspections }) : await base;
  if (!row) throw notFound(NO_SUCH_INSPECTION);
  if (!mayTouchOrder(who, row.order, [STAGE_OF[row.inspection.kind]])) throw new HttpError(403, NOT_ASSIGNED);
  return row;
}

/** The console's view of one inspection (English labels). */
export async function inspectionView(q: Q, row: InspectionRow): Promise<Inspection> {
  const [wire] = await inspectionsToWire(q, [row], 'en');
  if (!wire) throw notFound(NO_SUCH_INSPECTION);
  return wire;
}

async function reread(q: Q, id: string): Promise<Inspection> {
  const [row] = await q.select().from(inspections).where(eq(inspections.id, id));
  if (!row) throw notFound(NO_SUCH_INSPECTION);
  return inspectionView(q, row);
}

/**
 * Starts the order's inspection of `kind`, or answers the one already started (a second tap, a phone that retried):
 * a workshop inspection copies the checklist of the order's vehicle type.
 */
export async function startInspection(db: Db, who: SessionInfo, orderId: string, kind: InspectionKind) {
  return db.transaction(async (tx) => {
    const o = await orderFor(tx, who, orderId, [STAGE_OF[kind]]);
    const existing = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.orderId, orderId), eq(inspections.kind, kind)));
    if (existing[0]) return inspectionView(tx, existing[0]);
    if (o.status === 'cancelled' || o.status === 'delivered')
      throw conflict(`An order that is ${o.status} takes no new inspection.`);
    // Two starts at once: the second waits for the first's row and then finds it.
    const [made] = await tx
      .insert(inspections)
      .values({ orderId, kind, createdBy: who.customerId })
      .onConflictDoNothing()
      .returning();
    if (made && kind === 'workshop') {
      const checklist = await checklistOf(tx, o.vehicleType);
      await tx.insert(inspectionItems).values(
        checklist.items.map((item, position) => ({
          inspectionId: made.id,
          key: item.key,
          position,
          label: item.label,
        })),
      );
    }
    if (made) return inspectionView(tx, made);
    const [theirs] = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.orderId, orderId), eq(inspections.kind, kind)));
    if (!theirs) throw notFound(NO_SUCH_INSPECTION);
    return inspectionView(tx, theirs);
  });
}

const byKind = asc(inspections.kind);

/** An order's inspections for the console: the pickup one, then the workshop one. */
export async function listInspections(db: Db, who: SessionInfo, orderId: string): Promise<Inspection[]> {
  await orderFor(db, who, orderId, EVERY_STAGE);
  const rows = await db.select().from(inspections).where(eq(inspections.orderId, orderId)).orderBy(byKind);
  return inspectionsToWire(db, rows, 'en');
}

/** The customer's own order's inspections, labels in their language; another's order 403, none 404. */
export async function customerInspections(
  db: Db,
  customerId: string,
  orderId: string,
  language: Language,
): Promise<Inspection[]> {
  const o = await ownOrder(db, customerId, orderId);
  const rows = await db.select().from(inspections).where(eq(inspections.orderId, o.id)).orderBy(byKind);
  return inspectionsToWire(db, rows, language);
}

export async function patchInspection(db: Db, who: SessionInfo, id: string, body: InspectionPatchBody) {
  return db.transaction(async (tx) => {
    const { inspection, order } = await inspectionFor(tx, who, id, true);
    if (inspection.completedAt) throw conflict(INSPECTION_COMPLETE);
    checkOrderOpen(order);
    if (body.items?.length) {
      // Locked as a proposal locks its item: a proposal racing this change is seen (it stays "now"), or waits.
      const items = await tx.select().from(inspectionItems).where(eq(inspectionItems.inspectionId, id)).for('update');
      for (const change of body.items) {
        const item = items.find((i) => i.key === change.key);
        if (!item) throw badRequest(`No item ${change.key} on this inspection.`, { items: 'Check the item keys.' });
        // What the customer was asked to approve stays what was found.
        if (item.jobItemId && change.state !== undefined && change.state !== 'now')
          throw conflict(`${item.label.en} is on the job card already: it stays marked "now".`);
        // A mark left out stays as it is.
        const set = {
          ...(change.state !== undefined ? { state: change.state } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
        };
        if (Object.keys(set).length === 0) continue;
        await tx
          .update(inspectionItems)
          .set(set)
          .where(and(eq(inspectionItems.inspectionId, id), eq(inspectionItems.key, change.key)));
      }
    }
    if (body.odometerKm !== undefined || body.fuelLevel !== undefined) {
      await tx
        .update(inspections)
        .set({
          ...(body.odometerKm !== undefined ? { odometerKm: body.odometerKm } : {}),
          ...(body.fuelLevel !== undefined ? { fuelLevel: body.fuelLevel } : {}),
        })
        .where(eq(inspections.id, id));
    }
    return reread(tx, id);
  });
}

/** How the console names what a pickup inspection still needs. */
const PICKUP_NEEDS: Record<PickupPhotoSlot | 'odometerKm' | 'fuelLevel', string> = {
  front: 'the front photo',
  back: 'the back photo',
  left: 'the left side photo',
  right: 'the right side photo',
  odometer: 'the odometer photo',
  fuel: 'the fuel gauge photo',
  odometerKm: 'the odometer reading',
  fuelLevel: 'the fuel level',
};

export async function completeInspection(db: Db, who: SessionInfo, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const { inspection } = await inspectionFor(tx, who, id, true);
    if (inspection.completedAt) throw conflict('This inspection is already complete.');
    const view = await inspectionView(tx, inspection);
    if (view.missing.length > 0) {
      if (inspection.kind === 'pickup') {
        const needs = view.missing.map((m) => PICKUP_NEEDS[m as keyof typeof PICKUP_NEEDS] ?? m).join(', ');
        throw badRequest(`Before completing the pickup inspection, add ${needs}.`);
      }
      const labels = view.items.filter((i) => i.state === null).map((i) => i.label);
      throw badRequest(`Mark every item before completing: ${labels.join(', ')}.`);
    }
    await tx.update(inspections).set({ completedAt: now }).where(eq(inspections.id, id));
    return reread(tx, id);
  });
}
