// The reports' second set of tables (GET /api/ops/reports/groups): extra work, reminders, customers, ratings and
// technicians' time by city, service and vehicle band, asked beside the summary and shown when counted.

import type { ReportGroupRow } from '@motomitra/domain/report-groups';
import type { ReportRange } from '@motomitra/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner.tsx';
import { reportsText } from '../../../i18n/en/reports.ts';
import { opsReportGroupsQuery } from '../reports-api.ts';
import { LoadProblem } from './load-problem.tsx';
import { count, minutes, money } from './report-format.ts';
import { CardTable } from './report-tables.tsx';

const COLUMNS = [
  'proposed',
  'approved',
  'declined',
  'approvalRate',
  'valueAdded',
  'reminders',
  'followed',
  'customers',
  'repeat',
  'rating',
  'time',
] as const;

function GroupTable(props: { title: string; first: string; rows: ReportGroupRow[] }) {
  return (
    <CardTable
      title={props.title}
      hint={reportsText('ops.reports.groupsHint')}
      columns={[props.first, ...COLUMNS.map((c) => reportsText(`ops.reports.gcol.${c}`))]}
      rows={props.rows.map((r) => [
        r.label,
        count(r.extraWork.proposed),
        count(r.extraWork.approved),
        count(r.extraWork.declined),
        r.extraWork.approvalRate === null ? '—' : `${r.extraWork.approvalRate}%`,
        money(r.extraWork.valueAddedPaise),
        count(r.reminders.sent),
        count(r.reminders.followedByBooking),
        count(r.customers.total),
        count(r.customers.repeat),
        r.rating.average === null ? '—' : `${r.rating.average.toFixed(2)} (${count(r.rating.count)})`,
        minutes(r.labourMinutes),
      ])}
      empty="—"
    />
  );
}

export function GroupTables({ range }: { range: ReportRange }) {
  const { data, isError, refetch } = useQuery(opsReportGroupsQuery(range));
  const shown = data && data.range.from === range.from && data.range.to === range.to ? data : undefined;
  if (isError) return <LoadProblem onRetry={() => refetch()} />;
  if (!shown) return <Spinner />;
  return (
    <>
      <GroupTable
        title={reportsText('ops.reports.groupsByCity')}
        rows={shown.byCity}
        first={reportsText('ops.reports.col.city')}
      />
      <GroupTable
        title={reportsText('ops.reports.groupsByService')}
        rows={shown.byService}
        first={reportsText('ops.reports.col.service')}
      />
      <GroupTable
        title={reportsText('ops.reports.groupsByVehicle')}
        rows={shown.byVehicle}
        first={reportsText('ops.reports.col.vehicle')}
      />
    </>
  );
}
