// The reports' charts in their cards (decision 0022): bookings and revenue per day, the mix by service and by city, and
// the fill of each slot, each with a sentence for screen readers and, folded under it, a table of the same numbers.
import type { ReportSummary } from '@motomitra/domain/reports';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../../components/format.ts';
import { reportsText } from '../../../i18n/en/reports.ts';
import { BarChart, ColumnChart } from './report-charts.tsx';
import { count, money } from './report-format.ts';
import { DataTable } from './report-tables.tsx';

/** "Pune 12, Nagpur 30" for a chart's label. */
const parts = (points: { label: string; value: number }[], format: (n: number) => string) =>
  points.map((p) => `${p.label} ${format(p.value)}`).join(', ');

/** The highest day of a series, for its chart's label: its value and date. */
function peak(points: { date: string; value: number }[]) {
  return points.reduce((best, p) => (p.value > best.value ? p : best), points[0] ?? { date: '', value: 0 });
}

/** A chart's numbers as a table, folded away under it. */
function AsTable({ children }: { children: ReactNode }) {
  return (
    <details className="reports__table">
      <summary>{reportsText('ops.reports.asTable')}</summary>
      <div className="table-scroll">{children}</div>
    </details>
  );
}

export function ReportCharts({ report }: { report: ReportSummary }) {
  const id = useId();
  return (
    <section className="reports__charts" aria-labelledby={id}>
      <h2 id={id}>{reportsText('ops.reports.charts')}</h2>
      <div className="reports__chart-grid">
        <DailyCharts report={report} />
        <MixCharts report={report} />
        <SlotFillChart report={report} />
      </div>
    </section>
  );
}

/** Bookings and revenue per day of the range. */
function DailyCharts({ report }: { report: ReportSummary }) {
  const { range } = report;
  const short = (d: string) => formatDate(d).slice(0, 5);
  const bookings = report.daily.map((d) => ({ date: d.date, value: d.bookings }));
  const revenue = report.daily.map((d) => ({ date: d.date, value: d.revenuePaise }));
  const topBookings = peak(bookings);
  const topRevenue = peak(revenue);
  const from = formatDate(range.from);
  const to = formatDate(range.to);
  return (
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
      <AsTable>
        <DataTable
          caption={`${reportsText('ops.reports.chart.bookings')}, ${reportsText('ops.reports.chart.revenue')}`}
          columns={[
            reportsText('ops.reports.col.day'),
            reportsText('ops.reports.col.bookings'),
            reportsText('ops.reports.col.revenue'),
          ]}
          rows={report.daily.map((d) => [formatDate(d.date), count(d.bookings), money(d.revenuePaise)])}
        />
      </AsTable>
    </div>
  );
}

/** The range's bookings by service and by city. */
function MixCharts({ report }: { report: ReportSummary }) {
  const services = report.byService.map((s) => ({ label: s.label, value: s.bookings }));
  const cities = report.byCity.map((c) => ({ label: c.label, value: c.bookings }));
  return (
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
      <AsTable>
        <DataTable
          caption={reportsText('ops.reports.chart.service')}
          columns={[reportsText('ops.reports.col.service'), reportsText('ops.reports.col.bookings')]}
          rows={services.map((s) => [s.label, count(s.value)])}
        />
      </AsTable>
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
      <AsTable>
        <DataTable
          caption={reportsText('ops.reports.chart.city')}
          columns={[reportsText('ops.reports.col.city'), reportsText('ops.reports.col.bookings')]}
          rows={cities.map((c) => [c.label, count(c.value)])}
        />
      </AsTable>
    </div>
  );
}

/** How full each slot was: its bookings kept against its places. */
function SlotFillChart({ report }: { report: ReportSummary }) {
  const fill = report.slotFill.map((s) => ({
    label: s.slot,
    value: s.capacity ? Math.round((s.booked / s.capacity) * 100) : 0,
  }));
  return (
    <div className="ops-card">
      <BarChart
        caption={reportsText('ops.reports.chart.slots')}
        tone="report-chart--fill"
        points={fill}
        max={100}
        format={(n) => `${n}%`}
        summary={reportsText('ops.reports.chart.slotsSummary', { parts: parts(fill, (n) => `${n}%`) })}
      />
      <AsTable>
        <DataTable
          caption={reportsText('ops.reports.chart.slots')}
          columns={[
            reportsText('ops.reports.col.slot'),
            reportsText('ops.reports.col.booked'),
            reportsText('ops.reports.col.places'),
            reportsText('ops.reports.col.fill'),
          ]}
          rows={report.slotFill.map((s, i) => [s.slot, count(s.booked), count(s.capacity), `${fill[i]?.value ?? 0}%`])}
        />
      </AsTable>
    </div>
  );
}
