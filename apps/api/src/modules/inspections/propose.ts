// An item found "now" proposed on the job card in one tap: through the job card's own path (operators/service.ts
// proposeOnJobCard, as POST /api/ops/orders/{id}/items), so the customer is asked as for any proposal, with the item's
// photo carried to their approval. Once per item.
import type { Inspection, ProposeItemBody } from '@motomitra/domain/inspections';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inspectionItems, inspections } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { SessionInfo } from '../../plugins/sessions.ts';
import { proposeOnJobCard } from '../operators/service.ts';
import { loadForUpdate } from '../operators/status-move.ts';
import type { Hooks } from '../orders/hooks.ts';
import { inspectionFor, inspectionView } from './service.ts';

export async function proposeInspectionItem(
  db: Db,
  hooks: Hooks,
  who: SessionInfo,
  id: string,
  key: string,
  body: ProposeItemBody,
  now: Date,
): Promise<Inspection> {
  return db.transaction(async (tx) => {
    const { order } = await inspectionFor(tx, who, id);
    // The order's row first, as every job-card change takes it, then the item's.
    await loadForUpdate(tx, order.id);
    const [item] = await tx
      .select()
      .from(inspectionItems)
      .where(and(eq(inspectionItems.inspectionId, id), eq(inspectionItems.key, key)))
      .for('update');
    if (!item) throw notFound(`No item ${key} on this inspection.`);
    if (item.jobItemId) throw conflict('This item is already on the job card.');
    if (item.state !== 'now') throw conflict('Only an item marked "now" is proposed on the job card.');
    const actor = { id: who.customerId, role: who.role, name: who.name };
    const added = await proposeOnJobCard(
      tx,
      hooks,
      actor,
      order.id,
      {
        name: body.description ?? item.label.en,
        quantity: 1,
        unitPrice: body.price,
        photoId: item.photoId,
      },
      now,
    );
    await tx
      .update(inspectionItems)
      .set({ jobItemId: added.id })
      .where(and(eq(inspectionItems.inspectionId, id), eq(inspectionItems.key, key)));
    const [row] = await tx.select().from(inspections).where(eq(inspections.id, id));
    if (!row) throw notFound('No such inspection.');
    return inspectionView(tx, row);
  });
}
