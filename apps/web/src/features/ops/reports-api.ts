// The console's reports calls (admins only): the summary of a range and its groups, keyed by its dates, and the CSV's
// address.
import { ReportGroupsSchema } from '@motomitra/domain/report-groups';
import { type ReportRange, ReportSummarySchema } from '@motomitra/domain/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export const opsReportQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: ['ops', 'reports', range.from, range.to],
    queryFn: () =>
      api(`/ops/reports/summary?${new URLSearchParams({ from: range.from, to: range.to })}`, ReportSummarySchema),
    placeholderData: keepPreviousData,
  });

/** The range's extra work, reminders, customers, ratings and labour by city, service and vehicle band. */
export const opsReportGroupsQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: ['ops', 'reports', 'groups', range.from, range.to],
    queryFn: () =>
      api(`/ops/reports/groups?${new URLSearchParams({ from: range.from, to: range.to })}`, ReportGroupsSchema),
    placeholderData: keepPreviousData,
  });

/** Where the browser downloads the range's orders as CSV (the session cookie goes with a same-origin link). */
export const ordersCsvHref = ({ from, to }: ReportRange) =>
  `/api/ops/reports/orders.csv?${new URLSearchParams({ from, to })}`;
