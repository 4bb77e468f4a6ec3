// Which orders a member of staff may touch (decision 0021): the desk (admins, advisors) every order; a rider only the
// orders whose pickup or drop is theirs, a technician only those whose work is theirs. The route guard (requireStaff)
// has already said whether the role may use the route at all; this says whether it may on this order.
import { DESK, type StaffRole } from '@motomitra/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import type { Actor } from '../orders/timeline.ts';

/** The desk and the riders (their own runs and handovers). */
export const RUNS_STAFF: readonly StaffRole[] = [...DESK, 'rider'];
/** The desk and the technicians (their own jobs). */
export const JOBS_STAFF: readonly StaffRole[] = [...DESK, 'technician'];
/** Only technicians keep time, on the jobs assigned to them. */
export const LABOUR_STAFF: readonly StaffRole[] = ['technician'];

/**
 * What the caller wants to do on the order: `pickup` or `drop` (that leg's rider), `run` (either leg's rider), `job`
 * (the technician), `any` (any of them). The desk may do each on every order.
 */
export type OrderAccess = 'pickup' | 'drop' | 'run' | 'job' | 'any';

/** The caller, as the session has them. */
export type StaffCaller = { customerId: string; staffRole: StaffRole | null };

/** The order's assignments, as the access rule reads them. */
export type Assigned = { pickupRiderId: string | null; dropRiderId: string | null; technicianId: string | null };

export const isDesk = (caller: Pick<StaffCaller, 'staffRole'>) =>
  caller.staffRole !== null && DESK.includes(caller.staffRole);

/** Whether the caller may do `as` on an order assigned so (no database read: for a row the caller already holds). */
export function mayTouch(caller: StaffCaller, order: Assigned, as: OrderAccess): boolean {
  if (isDesk(caller)) return true;
  const me = caller.customerId;
  if (caller.staffRole === 'rider') {
    const pickup = order.pickupRiderId === me;
    const drop = order.dropRiderId === me;
    if (as === 'pickup') return pickup;
    if (as === 'drop') return drop;
    return (as === 'run' || as === 'any') && (pickup || drop);
  }
  if (caller.staffRole === 'technician') return (as === 'job' || as === 'any') && order.technicianId === me;
  return false;
}

/** Whether the order exists and the caller may do `as` on it. */
export async function canTouchOrder(
  db: Db | Tx,
  caller: StaffCaller,
  orderId: string,
  as: OrderAccess,
): Promise<boolean> {
  const [row] = await db
    .select({
      pickupRiderId: orders.pickupRiderId,
      dropRiderId: orders.dropRiderId,
      technicianId: orders.technicianId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row !== undefined && mayTouch(caller, row, as);
}

/**
 * Refuses (404, as for an order that does not exist: a rider learns nothing of others' orders) an order the caller
 * may not do `as` on.
 */
export async function assertOrderAccess(
  db: Db | Tx,
  caller: StaffCaller,
  orderId: string,
  as: OrderAccess,
): Promise<void> {
  if (!(await canTouchOrder(db, caller, orderId, as))) throw notFound('No such order.');
}

/** The caller of an /api/ops route as the timeline names them and as the access rule reads them. */
export function actorOf(request: FastifyRequest): Actor & StaffCaller {
  const s = sessionOf(request);
  return { id: s.customerId, customerId: s.customerId, role: s.role, name: s.name, staffRole: s.staffRole };
}
