// Technicians' labour minutes for the reports (issue 26's "time on the job", issue 27's technician hours).
//
// TODO(issue 26): the labour_sessions table is being built on another branch; until it is merged this answers no
// technician. Once it is, this is the one place to write the query (minutes per technician of the sessions that ended
// in the range's IST days, with their names through staffNames in summary.ts): the summary's labour figures, its
// previous period and the screen's table all come from here.
import type { ReportRange } from '@motomitra/domain/reports';
import type { Db } from '../../db/client.ts';

export type TechnicianLabour = { staffId: string; name: string; minutes: number };

export async function labourByTechnician(_db: Db, _range: ReportRange): Promise<TechnicianLabour[]> {
  return [];
}
