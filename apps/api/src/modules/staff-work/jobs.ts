// A technician's jobs: the open orders assigned to them, by servicing date and slot, each with their whole
// minutes on it and whether their clock runs. The desk sees every assigned open order (or one technician's), with
// every technician's minutes.
import { ORDER_STATUSES } from '@motomitra/domain/constants';
import { type Job, labourMinutes } from '@motomitra/domain/staff-work';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labourSessions, orders } from '../../db/schema.ts';
import { SLOT_ORDER } from '../operators/board.ts';
import { isDesk, type StaffCaller } from './access.ts';
import { staffRefsOf } from './view.ts';

const CLOSED = ORDER_STATUSES.filter((s) => s === 'delivered' || s === 'cancelled');

export async function listJobs(
  db: Db,
  caller: StaffCaller,
  query: { technicianId?: string | undefined },
  now: Date,
): Promise<Job[]> {
  const desk = isDesk(caller);
  const technicianId = desk ? (query.technicianId ?? null) : caller.customerId;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        technicianId === null ? isNotNull(orders.technicianId) : eq(orders.technicianId, technicianId),
        notInArray(orders.status, CLOSED),
      ),
    )
    .orderBy(asc(orders.servicingDate), SLOT_ORDER, asc(orders.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [sessions, staff] = await Promise.all([
    db
      .select()
      .from(labourSessions)
      .where(
        and(
          inArray(labourSessions.orderId, ids),
          // A technician's own minutes; the desk's are everybody's.
          ...(desk ? [] : [eq(labourSessions.technicianId, caller.customerId)]),
        ),
      ),
    staffRefsOf(db, rows),
  ]);
  return rows.map((o) => {
    const own = sessions.filter((s) => s.orderId === o.id);
    const technician = o.technicianId === null ? undefined : staff.get(o.technicianId);
    return {
      orderId: o.id,
      oid: o.oid,
      status: o.status,
      vehicle: { type: o.vehicleType, makeModel: o.makeModel, registrationNumber: o.registrationNumber },
      serviceName: o.product.product_name,
      servicingDate: o.servicingDate,
      serviceTimeSlot: o.serviceTimeSlot,
      expectedDeliveryDate: o.expectedDeliveryDate,
      technicianId: o.technicianId ?? '',
      technicianName: technician?.name ?? '',
      labourMinutes: labourMinutes(own, now),
      running: own.some((s) => s.stoppedAt === null),
    };
  });
}
