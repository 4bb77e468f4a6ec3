// Calendar dates and clock times in Asia/Kolkata. IST is UTC+05:30 all year (no daylight saving since 1945),
// so a fixed offset is exact and needs no time-zone database.

export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A calendar date 'yyyy-mm-dd'. */
export type IsoDate = string;

/** The IST calendar date at an instant. */
export function istDate(at: Date): IsoDate {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST calendar year at an instant. */
export function istYear(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCFullYear();
}

/** A calendar date `days` later (or earlier, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of an IST wall-clock time ('HH:MM', 24-hour) on a calendar date. */
export function istInstant(date: IsoDate, hhmm: string): Date {
  return new Date(Date.parse(`${date}T${hhmm}:00Z`) - OFFSET_MS);
}

/** True for a real calendar date written 'yyyy-mm-dd' (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** A calendar date as the customer's messages and the invoices write it: '2026-11-27' → '27/11/2026'. */
export const ddmmyyyy = (date: IsoDate): string => date.split('-').reverse().join('/');

/** The IST wall-clock minute of an instant, as a spreadsheet reads it: '2026-11-24 14:05'. */
export function istMinute(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
