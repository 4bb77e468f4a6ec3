// Technicians' labour minutes for the reports (decision 0021's time on the job, decision 0022's technician hours): the
// whole minutes of the work sessions that ended in the range's IST days, per technician, as the order screen counts
// them (a session still running counts once it stops). Read on labour_sessions_technician's neighbour: the sessions
// of a range are few (a garage's day holds dozens), so a scan of those that stopped in it is cheap.
import { addDays, istInstant } from '@motomitra/domain/ist';
import type { ReportRange } from '@motomitra/domain/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type TechnicianLabour = { staffId: string; name: string; minutes: number };

export async function labourByTechnician(db: Db, range: ReportRange): Promise<TechnicianLabour[]> {
  const start = istInstant(range.from, '00:00');
  const end = istInstant(addDays(range.to, 1), '00:00');
  const result = await db.execute(sql`
    select l.technician_id::text as staff_id, c.name,
      floor(sum(extract(epoch from l.stopped_at - l.started_at)) / 60)::int as minutes
    from labour_sessions l join customers c on c.id = l.technician_id
    where l.stopped_at >= ${start.toISOString()}::timestamptz and l.stopped_at < ${end.toISOString()}::timestamptz
    group by l.technician_id, c.name
    order by minutes desc, c.name`);
  const { rows } = result as unknown as { rows: { staff_id: string; name: string; minutes: number }[] };
  return rows.map((r) => ({ staffId: r.staff_id, name: r.name, minutes: Number(r.minutes) }));
}
