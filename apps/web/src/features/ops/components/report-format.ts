// How the reports screen writes its numbers: money and counts by the domain's one formatter (Indian grouping), time
// on the job as hours and minutes.
import { formatCount, formatPaise } from '@motomitra/domain/money';
import { reportsText } from '../../../i18n/en/reports.ts';

export const money = (paise: number) => formatPaise(paise);
export const count = (n: number) => formatCount(n);
export const minutes = (m: number) =>
  reportsText('ops.reports.hoursMinutes', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });
