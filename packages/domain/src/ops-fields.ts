// Field rules the operator console's calls share: a city as typed, a date it can mean, a slot date, whole paise.
import { z } from 'zod';
import { CITIES } from './constants.ts';
import { addDays, istDate } from './ist.ts';

export const city = z
  .string()
  .transform((c) => c.trim().toLowerCase())
  .pipe(z.enum(CITIES, 'Choose Nagpur or Pune.'));
/** A calendar date the console can mean: any real one this century (beyond that, date arithmetic runs off). */
export const isoDate = z.iso
  .date('Use a date like 2026-11-23.')
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Choose a date between 2000 and 2099.');
/** A date slots are planned or looked at for: within a year of today (IST). */
export const slotDate = isoDate.refine((d) => {
  const today = istDate(new Date());
  return d >= addDays(today, -366) && d <= addDays(today, 366);
}, 'Choose a date within a year of today.');
/** Whole paise: a rupee amount with at most two decimals. */
export const wholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
