// Test fixture: an order's vehicle handed over at pickup or drop through the API, with the customer's code read from the
// database (staff never see it; a test plays the customer who tells it), as the status route no longer moves an order
// with a code to Picked Up or Delivered.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { as } from './customers.ts';

/** The order's handover code, as its customer has it. */
export async function handoverCodeOf(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db.select({ code: orders.handoverCode }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`handoverCodeOf: no order ${orderId}`);
  return row.code;
}

/**
 * `by` (the desk, or the leg's rider) hands the vehicle over at `stage` with the customer's code, and `more` (a desk's
 * `unpaidReason`); answers the response.
 */
export async function handOverWithCode(
  t: { app: FastifyInstance; database: { db: Db } },
  by: { cookie: string },
  orderId: string,
  stage: 'pickup' | 'drop',
  more: { unpaidReason?: string } = {},
) {
  const code = await handoverCodeOf(t.database.db, orderId);
  return as(t.app, by, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/handover`,
    payload: { stage, ...(code === null ? {} : { code }), ...more },
  });
}
