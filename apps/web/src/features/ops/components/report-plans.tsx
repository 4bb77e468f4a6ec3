// The reports' yearly plans (decision 0023): sold, refunded and used, beside the period before, then by city and by
// plan. A section of its own: a plan's price is not an order's, so none of it is in the revenue above.
import type { ReportPlanFigures, ReportPlans } from '@motomitra/domain/report-plans';
import { reportsText } from '../../../i18n/en/reports.ts';
import { type FigureRow, FigureTable } from './report-figures.tsx';
import { count, money } from './report-format.ts';
import { CardTable } from './report-tables.tsx';

type Key = Parameters<typeof reportsText>[0];

const row = (
  key: Key,
  value: (f: ReportPlanFigures) => number,
  format: (n: number) => string = count,
): FigureRow<ReportPlanFigures> => ({ key, label: reportsText(key), value, format });

const cellsOf = (r: ReportPlanFigures) => [
  count(r.sold),
  money(r.soldPaise),
  count(r.refunded),
  money(r.refundedPaise),
  count(r.usesTaken),
];

export function PlanReport({ plans, busy }: { plans: ReportPlans; busy: boolean }) {
  const columns = (first: Key) =>
    (
      [
        first,
        'ops.reports.col.sold',
        'ops.reports.col.soldValue',
        'ops.reports.col.refunded',
        'ops.reports.col.refundedValue',
        'ops.reports.col.uses',
      ] as const
    ).map((k) => reportsText(k));
  return (
    <div className="reports__groups">
      <FigureTable
        title={reportsText('ops.reports.plans')}
        hint={reportsText('ops.reports.plansHint')}
        report={plans}
        busy={busy}
        rows={[
          row('ops.reports.fig.plansSold', (f) => f.sold),
          row('ops.reports.fig.plansSoldValue', (f) => f.soldPaise, money),
          row('ops.reports.fig.plansRefunded', (f) => f.refunded),
          row('ops.reports.fig.plansRefundedValue', (f) => f.refundedPaise, money),
          row('ops.reports.fig.planUses', (f) => f.usesTaken),
        ]}
      />
      <CardTable
        title={reportsText('ops.reports.plansByCity')}
        columns={columns('ops.reports.col.city')}
        rows={plans.byCity.map((r) => [r.label, ...cellsOf(r)])}
        empty={reportsText('ops.reports.noPlans')}
      />
      <CardTable
        title={reportsText('ops.reports.plansByPlan')}
        columns={columns('ops.reports.col.plan')}
        rows={plans.byPlan.map((r) => [r.label, ...cellsOf(r)])}
        empty={reportsText('ops.reports.noPlans')}
      />
    </div>
  );
}
