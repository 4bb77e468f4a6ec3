// /ops/reports (admins): how the garage is doing over a range of IST days (today, this or last week or month, or any
// range up to a year), each figure beside the period of the same length before it, with charts of bookings and
// revenue per day, the mix by service and city and the fill of each slot (each with its table), the figures by city,
// service and vehicle band (bookings and money from the summary; extra work, reminders, customers, ratings and labour
// from the groups, asked beside it), the yearly plans sold, refunded and used (apart from revenue), and the range's
// orders as CSV. The range lives in the address (?from=&to=), so a reload or a shared link shows the same report.
import { istDate } from '@motomitra/domain/ist';
import {
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type ReportRange,
  ReportRangeQuerySchema,
  type ReportSummary,
} from '@motomitra/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { ApiError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { reportsText } from '../../../i18n/en/reports.ts';
import { LoadProblem } from '../components/load-problem.tsx';
import { ReportCharts } from '../components/report-chart-cards.tsx';
import { FigureGroups } from '../components/report-figures.tsx';
import { GroupTables } from '../components/report-group-tables.tsx';
import { PlanReport } from '../components/report-plans.tsx';
import { Breakdown, ReportLists } from '../components/report-tables.tsx';
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
      <FigureGroups report={report} busy={busy} />
      <ReportCharts report={report} />
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
      <GroupTables range={{ from: range.from, to: range.to }} />
      <PlanReport plans={report.plans} busy={busy} />
      <ReportLists report={report} />
    </>
  );
}
