// Display formats of the shop: dd/mm/yyyy dates and 12-hour times in IST.
import { TIMEZONE } from '@motomitra/domain/constants';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIMEZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 'YYYY-MM-DD' or an ISO timestamp → dd/mm/yyyy. */
export function formatDate(value: string | Date): string {
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+05:30`)
      : new Date(value);
  return dateFormat.format(d);
}

/** 'YYYY-MM-DD' → '10 May 2023' for article bylines. */
export function formatLongDate(value: string): string {
  return longDate.format(new Date(`${value}T12:00:00+05:30`));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO timestamp → '23/11/2026, 4:05 pm' (IST, 12-hour). */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}
