// Which member of staff may touch an order's inspections and photos, by the stage of the order's day they belong to:
// the staff's one access rule (staff-work/access.ts), the pickup to its rider, the workshop to its technician, the
// drop to its rider, every stage to the desk.
import type { SessionInfo } from '../../plugins/sessions.ts';
import type { OrderRow } from '../orders/wire.ts';
import { mayTouch, type OrderAccess } from '../staff-work/access.ts';

/** A stage of the order's day and who is assigned to it on the order. */
export type OrderStage = 'pickup' | 'workshop' | 'drop';
type Assignments = Pick<OrderRow, 'pickupRiderId' | 'technicianId' | 'dropRiderId'>;

const ACCESS: Record<OrderStage, OrderAccess> = { pickup: 'pickup', workshop: 'job', drop: 'drop' };

/** Whether `who` may touch `order` at one of `stages`: the desk always, others only where the order names them. */
export function mayTouchOrder(who: SessionInfo, order: Assignments, stages: readonly OrderStage[]): boolean {
  if (who.role !== 'operator') return false;
  return stages.some((stage) => mayTouch(who, order, ACCESS[stage]));
}
