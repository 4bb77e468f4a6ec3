// The reports' headline figures (decision 0022): each group a table of this period, the one before and the change.
import { REMINDER_KINDS } from '@motomitra/domain/reminders';
import { changePercent, type ReportFigures, type ReportSummary } from '@motomitra/domain/reports';
import { useId } from 'react';
import { reportsText } from '../../../i18n/en/reports.ts';
import { count, minutes, money } from './report-format.ts';

/** "+12%", "−5%", "no change", or nothing to compare with. */
function Change({ now, before }: { now: number | null; before: number | null }) {
  if (now === null || before === null) return <span className="muted">—</span>;
  const change = changePercent(now, before);
  if (change === null) return <span className="muted">{now === 0 ? '—' : reportsText('ops.reports.noCompare')}</span>;
  if (change === 0) return <span className="muted">{reportsText('ops.reports.noChange')}</span>;
  return (
    <span className={change > 0 ? 'reports__up' : 'reports__down'}>{change > 0 ? `+${change}%` : `−${-change}%`}</span>
  );
}

export type FigureRow<F = ReportFigures> = {
  key: string;
  label: string;
  /** Null where the period has no such figure (no rating, nothing answered). */
  value: (f: F) => number | null;
  format: (n: number) => string;
};

/**
 * One group of headline figures: this period, the previous one and the change, as a table (a card each on a phone).
 * `report` holds both periods' figures: the summary's own, or a section's (the yearly plans').
 */
export function FigureTable<F>(props: {
  title: string;
  hint?: string;
  rows: FigureRow<F>[];
  report: { current: F; previous: F };
  busy: boolean;
}) {
  const id = useId();
  const col = (k: 'figure' | 'now' | 'before' | 'change') => reportsText(`ops.reports.col.${k}`);
  return (
    <section className="ops-card" aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.hint && <p className="muted reports__hint">{props.hint}</p>}
      <table className="cart-table ops-table reports__figures" aria-labelledby={id} aria-busy={props.busy || undefined}>
        <thead>
          <tr>
            <th scope="col">{col('figure')}</th>
            <th scope="col">{col('now')}</th>
            <th scope="col">{col('before')}</th>
            <th scope="col">{col('change')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => {
            const now = r.value(props.report.current);
            const before = r.value(props.report.previous);
            return (
              <tr key={r.key}>
                <th scope="row" data-label={col('figure')}>
                  {r.label}
                </th>
                <td data-label={col('now')} className="reports__now">
                  {now === null ? '—' : r.format(now)}
                </td>
                <td data-label={col('before')}>{before === null ? '—' : r.format(before)}</td>
                <td data-label={col('change')}>
                  <Change now={now} before={before} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

const fig = (key: string, value: FigureRow['value'], format: FigureRow['format'] = count): FigureRow => ({
  key,
  label: reportsText(`ops.reports.fig.${key}` as Parameters<typeof reportsText>[0]),
  value,
  format,
});

/** The five groups of headline figures, as the owner reads them: bookings, money, extra work, customers, staff. */
export function FigureGroups({ report, busy }: { report: ReportSummary; busy: boolean }) {
  return (
    <div className="reports__groups">
      <FigureTable
        title={reportsText('ops.reports.group.bookings')}
        hint={reportsText('ops.reports.group.bookingsHint')}
        report={report}
        busy={busy}
        rows={[
          fig('bookings', (f) => f.bookings),
          fig('cancelled', (f) => f.cancelled),
          fig('serviced', (f) => f.serviced.total),
          fig('bikes', (f) => f.serviced.bikes),
          fig('cars', (f) => f.serviced.cars),
        ]}
      />
      <FigureTable
        title={reportsText('ops.reports.group.money')}
        hint={reportsText('ops.reports.group.moneyHint')}
        report={report}
        busy={busy}
        rows={[
          fig('revenue', (f) => f.revenue.totalPaise, money),
          fig('paidOrders', (f) => f.revenue.paidOrders),
          fig('average', (f) => f.revenue.averagePaise, money),
          fig('taxable', (f) => f.revenue.taxablePaise, money),
          fig('cgst', (f) => f.revenue.cgstPaise, money),
          fig('sgst', (f) => f.revenue.sgstPaise, money),
          fig('discounts', (f) => f.discounts.totalPaise, money),
        ]}
      />
      <FigureTable
        title={reportsText('ops.reports.group.extra')}
        hint={reportsText('ops.reports.group.extraHint')}
        report={report}
        busy={busy}
        rows={[
          fig('proposed', (f) => f.extraWork.proposed),
          fig('approved', (f) => f.extraWork.approved),
          fig('declined', (f) => f.extraWork.declined),
          fig('waiting', (f) => f.extraWork.waiting),
          { ...fig('approvalRate', (f) => f.extraWork.approvalRate), format: (n) => `${n}%` },
          fig('valueAdded', (f) => f.extraWork.valueAddedPaise, money),
        ]}
      />
      <FigureTable
        title={reportsText('ops.reports.group.customers')}
        hint={reportsText('ops.reports.group.customersHint')}
        report={report}
        busy={busy}
        rows={[
          fig('customers', (f) => f.customers.total),
          fig('repeat', (f) => f.customers.repeat),
          fig('reminders', (f) => f.reminders.sent),
          ...REMINDER_KINDS.map((kind) => fig(`reminders.${kind}`, (f) => f.reminders.byKind[kind])),
          fig('followed', (f) => f.reminders.followedByBooking),
          { ...fig('rating', (f) => f.rating.average), format: (n) => n.toFixed(2) },
          fig('ratings', (f) => f.rating.count),
        ]}
      />
      <FigureTable
        title={reportsText('ops.reports.group.staff')}
        report={report}
        busy={busy}
        rows={[
          fig('pickups', (f) => f.riderRuns.pickups),
          fig('drops', (f) => f.riderRuns.drops),
          fig('labour', (f) => f.labourMinutes, minutes),
        ]}
      />
    </div>
  );
}
