// /ops/reports (admins): how the garage is doing over a range of IST days (today, this or last week or month, or any
// range up to a year), each figure beside the period of the same length before it, with charts of bookings and
// revenue per day, the mix by service and city and the fill of each slot (each with its table), the figures by city,
// service and vehicle band, and the range's orders as CSV. The range lives in the address (?from=&to=), so a reload or
// a shared link shows the same report.
import { istDate } from '@motomitra/domain/ist';
import { formatCount, formatPaise } from '@motomitra/domain/money';
import {
  changePercent,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type ReportBreakdownRow,
  type ReportFigures,
  type ReportRange,
  ReportRangeQuerySchema,
  type ReportSummary,
} from '@motomitra/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { ApiError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { reportsText } from '../../../i18n/en/reports.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { BarChart, ColumnChart } from '../components/report-charts.tsx';
import { opsReportQuery, ordersCsvHref } from '../reports-api.ts';
import './reports.css';

const DEFAULT_PRESET: RangePreset = 'thisWeek';

/** The range the address asks for when it is one the API takes; else this week. */
function rangeOf(params: URLSearchParams, today: string): { range: ReportRange; problem: string | null } {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  if (!asked.from && !asked.to) return { range: presetRange(DEFAULT_PRESET, today), problem: null };
  const parsed = ReportRangeQuerySchema.safeParse(asked);
  if (parsed.success) return { range: parsed.data, problem: null };
  return { range: presetRange(DEFAULT_PRESET, today), problem: parsed.error.issues[0]?.message ?? null };
}

export function Component() {
  usePageTitle(reportsText('ops.reports.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = istDate(new Date());
  const { range, problem } = rangeOf(params, today);
  const asked = { from: params.get('from') ?? range.from, to: params.get('to') ?? range.to };
  const { data, error, isError, isFetching, refetch } = useQuery(opsReportQuery(range));
  const go = (next: ReportRange) => setParams(next, { replace: true });
  const active = RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
  const shown = data && data.range.from === range.from && data.range.to === range.to ? data : undefined;
  const forbidden = error instanceof ApiError && error.status === 403;

  return (
    <section className="ops-admin reports">
      <h1>{reportsText('ops.reports.title')}</h1>
      <form
        className="ops-filters"
        aria-label={reportsText('ops.reports.rangeLabel')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="ops-filters__buttons reports__presets">
          {RANGE_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={active === p}
              onClick={() => go(presetRange(p, today))}
            >
              {reportsText(`ops.reports.preset.${p}`)}
            </button>
          ))}
        </div>
        <Field id={`${id}-from`} label={reportsText('ops.reports.from')} error={problem ?? undefined}>
          {(control) => (
            <input
              type="date"
              value={asked.from}
              onChange={(e) => go({ from: e.target.value, to: asked.to })}
              {...control}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label={reportsText('ops.reports.to')}>
          {(control) => (
            <input
              type="date"
              value={asked.to}
              onChange={(e) => go({ from: asked.from, to: e.target.value })}
              {...control}
            />
          )}
        </Field>
        <p className="ops-filters__hint muted">{reportsText('ops.reports.rangeHint')}</p>
      </form>
      {forbidden && <p className="notice-box">{reportsText('ops.reports.adminsOnly')}</p>}
      {isError && !forbidden && <LoadProblem onRetry={() => refetch()} />}
      {!shown && !isError && <Spinner />}
      {shown && <Report report={shown} busy={isFetching} />}
    </section>
  );
}

const money = (paise: number) => formatPaise(paise);
const count = (n: number) => formatCount(n);
const minutes = (m: number) =>
  reportsText('ops.reports.hoursMinutes', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });

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

type FigureRow = {
  key: string;
  label: string;
  /** Null where the period has no such figure (no rating, nothing answered). */
  value: (f: ReportFigures) => number | null;
  format: (n: number) => string;
};

/** One group of headline figures: this period, the previous one and the change, as a table (a card each on a phone). */
function FigureTable(props: { title: string; hint?: string; rows: FigureRow[]; report: ReportSummary; busy: boolean }) {
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

function Report({ report, busy }: { report: ReportSummary; busy: boolean }) {
  const { range, previousRange } = report;
  return (
    <>
      <div className="reports__range">
        <p>
          {reportsText.n('ops.reports.showing', range.days, {
            from: formatDate(range.from),
            to: formatDate(range.to),
            prevFrom: formatDate(previousRange.from),
            prevTo: formatDate(previousRange.to),
          })}
        </p>
        <a className="button button--ghost button--small" href={ordersCsvHref(range)} download>
          {reportsText('ops.reports.csv')}
        </a>
      </div>
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
      <Charts report={report} />
      <Breakdown
        title={reportsText('ops.reports.byCity')}
        rows={report.byCity}
        first={reportsText('ops.reports.col.city')}
      />
      <Breakdown
        title={reportsText('ops.reports.byService')}
        rows={report.byService}
        first={reportsText('ops.reports.col.service')}
      />
      <Breakdown
        title={reportsText('ops.reports.byVehicle')}
        rows={report.byVehicle}
        first={reportsText('ops.reports.col.vehicle')}
      />
      <Lists report={report} />
    </>
  );
}

/** A table in a card: a caption (its heading), the column names and the rows, each row led by its header cell. */
function CardTable(props: { title: string; hint?: string; columns: string[]; rows: ReactNode[][]; empty: string }) {
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

function DataTable(props: { labelledBy?: string; caption?: string; columns: string[]; rows: ReactNode[][] }) {
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

function Breakdown(props: { title: string; first: string; rows: ReportBreakdownRow[] }) {
  const col = (k: 'bookings' | 'cancelled' | 'serviced' | 'paidOrders' | 'revenue') =>
    reportsText(`ops.reports.col.${k}`);
  return (
    <CardTable
      title={props.title}
      hint={reportsText('ops.reports.breakdownHint')}
      columns={[props.first, col('bookings'), col('cancelled'), col('serviced'), col('paidOrders'), col('revenue')]}
      rows={props.rows.map((r) => [
        r.label,
        count(r.bookings),
        count(r.cancelled),
        count(r.serviced),
        count(r.paidOrders),
        money(r.revenuePaise),
      ])}
      empty="—"
    />
  );
}

/** "Pune 12, Nagpur 30" for a chart's label. */
const parts = (points: { label: string; value: number }[], format: (n: number) => string) =>
  points.map((p) => `${p.label} ${format(p.value)}`).join(', ');

/** The highest day of a series, for its chart's label: its value and date. */
function peak(points: { date: string; value: number }[]) {
  return points.reduce((best, p) => (p.value > best.value ? p : best), points[0] ?? { date: '', value: 0 });
}

function Charts({ report }: { report: ReportSummary }) {
  const id = useId();
  const { range } = report;
  const short = (d: string) => formatDate(d).slice(0, 5);
  const bookings = report.daily.map((d) => ({ date: d.date, value: d.bookings }));
  const revenue = report.daily.map((d) => ({ date: d.date, value: d.revenuePaise }));
  const topBookings = peak(bookings);
  const topRevenue = peak(revenue);
  const from = formatDate(range.from);
  const to = formatDate(range.to);
  const services = report.byService.map((s) => ({ label: s.label, value: s.bookings }));
  const cities = report.byCity.map((c) => ({ label: c.label, value: c.bookings }));
  const fill = report.slotFill.map((s) => ({
    label: s.slot,
    value: s.capacity ? Math.round((s.booked / s.capacity) * 100) : 0,
  }));
  const col = (k: Parameters<typeof reportsText>[0]) => reportsText(k);
  const asTable = (table: ReactNode) => (
    <details className="reports__table">
      <summary>{reportsText('ops.reports.asTable')}</summary>
      <div className="table-scroll">{table}</div>
    </details>
  );
  return (
    <section className="reports__charts" aria-labelledby={id}>
      <h2 id={id}>{reportsText('ops.reports.charts')}</h2>
      <div className="reports__chart-grid">
        <div className="ops-card">
          <ColumnChart
            caption={reportsText('ops.reports.chart.bookings')}
            tone="report-chart--bookings"
            points={bookings.map((d) => ({ label: short(d.date), value: d.value }))}
            format={count}
            summary={reportsText('ops.reports.chart.bookingsSummary', {
              from,
              to,
              total: count(report.current.bookings),
              max: count(topBookings.value),
              day: formatDate(topBookings.date),
            })}
          />
          <ColumnChart
            caption={reportsText('ops.reports.chart.revenue')}
            tone="report-chart--revenue"
            points={revenue.map((d) => ({ label: short(d.date), value: d.value }))}
            format={money}
            summary={reportsText('ops.reports.chart.revenueSummary', {
              from,
              to,
              total: money(report.current.revenue.totalPaise),
              max: money(topRevenue.value),
              day: formatDate(topRevenue.date),
            })}
          />
          {asTable(
            <DataTable
              caption={`${reportsText('ops.reports.chart.bookings')}, ${reportsText('ops.reports.chart.revenue')}`}
              columns={[col('ops.reports.col.day'), col('ops.reports.col.bookings'), col('ops.reports.col.revenue')]}
              rows={report.daily.map((d) => [formatDate(d.date), count(d.bookings), money(d.revenuePaise)])}
            />,
          )}
        </div>
        <div className="ops-card">
          <BarChart
            caption={reportsText('ops.reports.chart.service')}
            tone="report-chart--bookings"
            points={services}
            format={count}
            summary={reportsText('ops.reports.chart.mixSummary', {
              what: reportsText('ops.reports.col.service').toLowerCase(),
              parts: parts(services, count) || '—',
            })}
          />
          {asTable(
            <DataTable
              caption={reportsText('ops.reports.chart.service')}
              columns={[col('ops.reports.col.service'), col('ops.reports.col.bookings')]}
              rows={services.map((s) => [s.label, count(s.value)])}
            />,
          )}
          <BarChart
            caption={reportsText('ops.reports.chart.city')}
            tone="report-chart--revenue"
            points={cities}
            format={count}
            summary={reportsText('ops.reports.chart.mixSummary', {
              what: reportsText('ops.reports.col.city').toLowerCase(),
              parts: parts(cities, count),
            })}
          />
          {asTable(
            <DataTable
              caption={reportsText('ops.reports.chart.city')}
              columns={[col('ops.reports.col.city'), col('ops.reports.col.bookings')]}
              rows={cities.map((c) => [c.label, count(c.value)])}
            />,
          )}
        </div>
        <div className="ops-card">
          <BarChart
            caption={reportsText('ops.reports.chart.slots')}
            tone="report-chart--fill"
            points={fill}
            max={100}
            format={(n) => `${n}%`}
            summary={reportsText('ops.reports.chart.slotsSummary', { parts: parts(fill, (n) => `${n}%`) })}
          />
          {asTable(
            <DataTable
              caption={reportsText('ops.reports.chart.slots')}
              columns={[
                col('ops.reports.col.slot'),
                col('ops.reports.col.booked'),
                col('ops.reports.col.places'),
                col('ops.reports.col.fill'),
              ]}
              rows={report.slotFill.map((s, i) => [
                s.slot,
                count(s.booked),
                count(s.capacity),
                `${fill[i]?.value ?? 0}%`,
              ])}
            />,
          )}
        </div>
      </div>
    </section>
  );
}

function Lists({ report }: { report: ReportSummary }) {
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
