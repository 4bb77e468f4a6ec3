// Which member of staff may touch an order's inspections and photos: the desk (admins, advisors) any order; a rider
// the orders whose pickup (or drop) they were given, a technician the orders they work on. One function, so that the
// assignment module's own check can take its place when it lands.
import type { SessionInfo } from '../../plugins/sessions.ts';
import type { OrderRow } from '../orders/wire.ts';

/** A stage of the order's day and who is assigned to it on the order. */
export type OrderStage = 'pickup' | 'workshop' | 'drop';
type Assignments = Pick<OrderRow, 'pickupRiderId' | 'technicianId' | 'dropRiderId'>;

const ASSIGNED: Record<OrderStage, { role: 'rider' | 'technician'; on: keyof Assignments }> = {
  pickup: { role: 'rider', on: 'pickupRiderId' },
  workshop: { role: 'technician', on: 'technicianId' },
  drop: { role: 'rider', on: 'dropRiderId' },
};

/** Whether `who` may touch `order` at one of `stages`: the desk always, others only where the order names them. */
export function mayTouchOrder(who: SessionInfo, order: Assignments, stages: readonly OrderStage[]): boolean {
  if (who.role !== 'operator' || !who.staffRole) return false;
  if (who.staffRole === 'admin' || who.staffRole === 'advisor') return true;
  return stages.some((stage) => {
    const { role, on } = ASSIGNED[stage];
    return who.staffRole === role && order[on] === who.customerId;
  });
}
