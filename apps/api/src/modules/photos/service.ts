// Who may see a photo of an order: its customer, and the staff who may touch that order (the desk, the riders and
// technician assigned to it); nobody else, and never through a cache.
import { say } from '@motomitra/domain/say';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inspectionPhotos, inspections, orders } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { SessionInfo } from '../../plugins/sessions.ts';
import { mayTouchOrder } from '../inspections/order-access.ts';

/** Photo `id`'s bytes (JPEG) for `who`; 404 when there is none, 403 when it is of an order not theirs. */
export async function photoBytesFor(app: FastifyInstance, who: SessionInfo, id: string): Promise<Buffer> {
  const [row] = await app.db
    .select({
      storageKey: inspectionPhotos.storageKey,
      customerId: orders.customerId,
      pickupRiderId: orders.pickupRiderId,
      technicianId: orders.technicianId,
      dropRiderId: orders.dropRiderId,
    })
    .from(inspectionPhotos)
    .innerJoin(inspections, eq(inspections.id, inspectionPhotos.inspectionId))
    .innerJoin(orders, eq(orders.id, inspections.orderId))
    .where(eq(inspectionPhotos.id, id));
  if (!row) throw notFound(say('photoNotFound'));
  const theirs = row.customerId === who.customerId || mayTouchOrder(who, row, ['pickup', 'workshop', 'drop']);
  if (!theirs) throw new HttpError(403, say('photoNotYours'));
  const bytes = await app.photos.get(row.storageKey);
  if (!bytes) throw notFound(say('photoNotFound'));
  return bytes;
}
