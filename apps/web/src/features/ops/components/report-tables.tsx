// The reports' tables in cards: the breakdowns by city, service and vehicle band, and the range's lists (cancellation
// reasons, coupons, riders' runs, technicians' time), each row led by its header cell.
import type { ReportBreakdownRow, ReportSummary } from '@motomitra/domain/reports';
import { type ReactNode, useId } from 'react';
import { reportsText } from '../../../i18n/en/reports.ts';
import { count, minutes, money } from './report-format.ts';

/** A table in a card: a caption (its heading), the column names and the rows, each row led by its header cell. */
export function CardTable(props: {
  title: string;
  hint?: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  const id = useId();
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.hint && <p className="muted reports__hint">{props.hint}</p>}
      {props.rows.length === 0 ? (
        <p className="empty">{props.empty}</p>
      ) : (
        <DataTable labelledBy={id} columns={props.columns} rows={props.rows} />
      )}
    </section>
  );
}

export function DataTable(props: { labelledBy?: string; caption?: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <table className="cart-table ops-table" aria-labelledby={props.labelledBy}>
      {props.caption && <caption className="visually-hidden">{props.caption}</caption>}
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((cells, i) => (
          // The rows of one table never reorder while shown: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            {cells.map((cell, j) =>
              j === 0 ? (
                <th key={props.columns[j]} scope="row" data-label={props.columns[j]}>
                  {cell}
                </th>
              ) : (
                <td key={props.columns[j]} data-label={props.columns[j]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Breakdown(props: { title: string; first: string; rows: ReportBreakdownRow[] }) {
  const col = (
    k: 'bookings' | 'cancelled' | 'serviced' | 'paidOrders' | 'revenue' | 'discount' | 'pickups' | 'drops',
  ) => reportsText(`ops.reports.col.${k}`);
  return (
    <CardTable
      title={props.title}
      hint={reportsText('ops.reports.breakdownHint')}
      columns={[
        props.first,
        col('bookings'),
        col('cancelled'),
        col('serviced'),
        col('paidOrders'),
        col('revenue'),
        col('discount'),
        col('pickups'),
        col('drops'),
      ]}
      rows={props.rows.map((r) => [
        r.label,
        count(r.bookings),
        count(r.cancelled),
        count(r.serviced),
        count(r.paidOrders),
        money(r.revenuePaise),
        money(r.discountPaise),
        count(r.pickups),
        count(r.drops),
      ])}
      empty="—"
    />
  );
}

export function ReportLists({ report }: { report: ReportSummary }) {
  const col = (k: Parameters<typeof reportsText>[0]) => reportsText(k);
  return (
    <div className="reports__groups">
      <CardTable
        title={reportsText('ops.reports.reasons')}
        columns={[col('ops.reports.col.reason'), col('ops.reports.col.count')]}
        rows={report.cancellationReasons.map((r) => [r.reason, count(r.count)])}
        empty={reportsText('ops.reports.noReasons')}
      />
      <CardTable
        title={reportsText('ops.reports.coupons')}
        columns={[col('ops.reports.col.coupon'), col('ops.reports.col.count'), col('ops.reports.col.discount')]}
        rows={report.coupons.map((c) => [c.code, count(c.orders), money(c.discountPaise)])}
        empty={reportsText('ops.reports.noCoupons')}
      />
      <CardTable
        title={reportsText('ops.reports.riders')}
        columns={[col('ops.reports.col.rider'), col('ops.reports.col.pickups'), col('ops.reports.col.drops')]}
        rows={report.riders.map((r) => [r.name, count(r.pickups), count(r.drops)])}
        empty={reportsText('ops.reports.noRiders')}
      />
      <CardTable
        title={reportsText('ops.reports.technicians')}
        columns={[col('ops.reports.col.technician'), col('ops.reports.col.time')]}
        rows={report.technicians.map((t) => [t.name, minutes(t.minutes)])}
        empty={reportsText('ops.reports.noTechnicians')}
      />
    </div>
  );
}
