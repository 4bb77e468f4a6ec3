// The console's reports calls (admins only): the summary of a range, keyed by its dates, and the CSV's address.
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

/** Where the browser downloads the range's orders as CSV (the session cookie goes with a same-origin link). */
export const ordersCsvHref = ({ from, to }: ReportRange) =>
  `/api/ops/reports/orders.csv?${new URLSearchParams({ from, to })}`;
