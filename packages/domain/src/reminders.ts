// Service reminders (decision 0014): when a delivered service is next due on the vehicle, and the insurance
// and PUC expiry dates a customer saves on it; an e-mail a set number of days before each, once, unless the customer
// turned reminders off (in edit-account, or by the one-click link every reminder carries).
import { z } from 'zod';
import { CustomerVehiclesResponseSchema } from './accounts.ts';
import type { City, FuelType } from './constants.ts';
import { type IsoDate, isIsoDate } from './ist.ts';
import { say } from './say.ts';

/** `planRenewal`: a yearly plan's last day (decision 0023). */
export const REMINDER_KINDS = ['service', 'insurance', 'puc', 'planRenewal'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How many days before the date each reminder is sent. */
export const REMINDER_LEAD_DAYS: Record<ReminderKind, number> = { service: 7, insurance: 15, puc: 15, planRenewal: 15 };

/** The longest interval an operator can give a service: three years. */
export const SERVICE_INTERVAL_MAX_MONTHS = 36;

/**
 * The calendar date `months` later: the same day of the month, or the month's last day when it has fewer days
 * (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** When a service delivered on `deliveredOn` with this interval is next due; null when the service has none. */
export function nextServiceDue(deliveredOn: IsoDate, intervalMonths: number | null): IsoDate | null {
  return intervalMonths ? addMonths(deliveredOn, intervalMonths) : null;
}

/**
 * Where a service reminder books the service again: that service with the vehicle and city chosen (the product page
 * reads `vehicle` and `city`), or the shop when the service is not one a customer can book any more.
 */
export function bookAgainPath(productId: string | null, vehicleId: string, city: City): string {
  if (!productId) return '/shop';
  return `/product/${encodeURIComponent(productId)}?${new URLSearchParams({ vehicle: vehicleId, city })}`;
}

/**
 * The fuels whose vehicles carry no PUC (pollution under control) certificate: an electric one has no exhaust to test,
 * so it is never asked for a PUC date nor reminded of one (product-decisions, "Vehicles and services, continued").
 */
export const PUC_EXEMPT_FUELS: readonly FuelType[] = ['Electric'];

export function needsPuc(fuel: FuelType | string): boolean {
  return !(PUC_EXEMPT_FUELS as readonly string[]).includes(fuel);
}

/** Whether a saved expiry date has passed on `today` (IST): saved all the same (a lapsed policy is a fact), with a word. */
export function hasExpired(date: IsoDate | null, today: IsoDate): boolean {
  return date !== null && date < today;
}

/** An expiry date a customer saves: a real date between 2000 and 2099, or null to remove it. */
const expiryDate = z
  .string(say('reminderDateInvalid'))
  .trim()
  .refine((s) => isIsoDate(s) && s >= '2000-01-01' && s <= '2099-12-31', say('reminderDateInvalid'))
  .nullable();

/** A saved vehicle's insurance and PUC expiry dates; both are sent, null for "not saved". */
export const VehicleDatesBodySchema = z
  .object({ insurance_expires_on: expiryDate, puc_expires_on: expiryDate })
  .strict();
export type VehicleDatesBody = z.output<typeof VehicleDatesBodySchema>;
/** The answer: the message, and the customer's vehicles as saved. */
export const VehicleDatesResponseSchema = CustomerVehiclesResponseSchema.extend({ message: z.string() });

/** The edit-account switch: reminder e-mails on or off. */
export const RemindersBodySchema = z.object({ enabled: z.boolean(say('reminderSwitchInvalid')) }).strict();
export const RemindersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reminders: z.boolean(),
});

/** The one-click link's signed token (no login): turns reminders off, or back on from the same page. */
export const ReminderTokenBodySchema = z
  .object({
    token: z.string(say('unsubscribeLinkInvalid')).trim().min(1, say('unsubscribeLinkInvalid')).max(200),
  })
  .strict();

/** The operator's interval for a service: whole months, or null for a service that is not repeated. */
export const ServiceIntervalSchema = z
  .number('Enter the months as a whole number.')
  .int('Enter the months as a whole number.')
  .min(1, 'A service is due again after at least 1 month.')
  .max(SERVICE_INTERVAL_MAX_MONTHS, `A service is due again within ${SERVICE_INTERVAL_MAX_MONTHS} months.`)
  .nullable();

/** The reminders a customer's data export holds: the switch and every reminder sent. */
export const MyRemindersSchema = z.object({
  enabled: z.boolean(),
  sent: z.array(
    z.object({ kind: z.enum(REMINDER_KINDS), dueOn: z.string(), registrationNumber: z.string(), sentAt: z.string() }),
  ),
});
