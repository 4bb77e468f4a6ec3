// The owner's reports (decision 0022): GET /api/ops/reports/summary and /api/ops/reports/orders.csv, for
// admins only. A range is IST calendar dates, both included, at most a year and a day long, answered with the period of
// the same length just before it.
//
// AMOUNTS in this contract are whole PAISE (integers, every field named `…Paise`), not rupees as the shop's older
// contracts: sums over a year are added without a rounding step anywhere, so a revenue figure equals the invoices' to
// the paisa. The screen shows them with formatPaise (₹1,23,456 or ₹1,23,456.50); the CSV writes rupees with 2 decimals.
//
// Which day a figure belongs to (each is said on the screen too):
// - bookings, cancellations, coupons' bookings, customers: the day the booking was PLACED (orders.created_at, IST);
// - vehicles serviced, slot fill, rider runs: the booking's SERVICING date;
// - revenue, GST, average order value, discounts: the day the order was PAID (orders.paid_at, IST), the day its invoice
//   was issued; a cancelled order, and one whose paying payment was refunded, is never revenue;
// - extra work: the day an item was proposed; reminders: the day sent; ratings: the day given;
// - yearly plans, in a section of their own and never in revenue: see report-plans.ts.
import { z } from 'zod';
import { BIKE_BANDS, CAR_SEGMENTS, CITIES, TIME_SLOTS } from './constants.ts';
import { addDays, type IsoDate } from './ist.ts';
import { isoDate } from './ops-fields.ts';
import { REMINDER_KINDS } from './reminders.ts';
import { ReportPlansSchema } from './report-plans.ts';

/** The longest range one report covers: a leap year. */
export const REPORT_MAX_DAYS = 366;
/** A reminder "brought" a booking when its customer booked within this many days of it. */
export const REMINDER_FOLLOW_DAYS = 30;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysIn(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate } {
  const days = daysIn(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

export const ReportRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'The range must start on or before its end (from ≤ to).', path: ['to'] })
  .refine((q) => q.from > q.to || daysIn(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: `Choose a range of at most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof ReportRangeQuerySchema>;

/** The quick ranges of the screen; a week starts on Monday (as Indian calendars and GST returns count it). */
export const RANGE_PRESETS = ['today', 'thisWeek', 'thisMonth', 'lastWeek', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range a preset means on an IST calendar date `today`. */
export function presetRange(preset: RangePreset, today: IsoDate): ReportRange {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek':
      return { from: monday, to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** Change from the previous period in whole percent; null when the previous period had nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const count = z.number().int().nonnegative();
const paise = z.number().int();

/** The headline figures of one period. */
export const ReportFiguresSchema = z.object({
  /** Bookings placed, cancelled ones included. */
  bookings: count,
  /** Of those, cancelled. */
  cancelled: count,
  /** Delivered orders whose servicing date falls in the period. */
  serviced: z.object({ bikes: count, cars: count, total: count }),
  /** Orders paid in the period, not cancelled and not refunded: the period's invoices. */
  revenue: z.object({
    paidOrders: count,
    totalPaise: paise,
    /** The GST split, each invoice split as gstBreakup splits it, then added. */
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    /** totalPaise / paidOrders rounded to the paisa; 0 without a paid order. */
    averagePaise: paise,
  }),
  /** What coupons took off the paid orders (subtotal − total, as the invoice says it). */
  discounts: z.object({ orders: count, totalPaise: paise }),
  extraWork: z.object({
    proposed: count,
    approved: count,
    declined: count,
    /** Still waiting for the customer's answer. */
    waiting: count,
    /** approved / (approved + declined) in whole percent; null when nothing was decided. */
    approvalRate: z.number().int().nullable(),
    /** What the approved items added to the bills. */
    valueAddedPaise: paise,
  }),
  reminders: z.object({
    sent: count,
    byKind: z.object(
      Object.fromEntries(REMINDER_KINDS.map((k) => [k, count])) as Record<
        (typeof REMINDER_KINDS)[number],
        typeof count
      >,
    ),
    /** Reminders whose customer placed a booking (not cancelled) within REMINDER_FOLLOW_DAYS after it. */
    followedByBooking: count,
  }),
  customers: z.object({
    /** Customers with a booking (not cancelled) placed in the period. */
    total: count,
    /** Of those, customers who had booked before (earlier in the period, or any time before it). */
    repeat: count,
  }),
  rating: z.object({ count, average: z.number().nullable() }),
  riderRuns: z.object({ pickups: count, drops: count }),
  /** Technicians' labour minutes in the period (the time on the job, decision 0021). */
  labourMinutes: count,
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

/** The main figures of one city, service or vehicle band in the range. */
export const ReportBreakdownRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  bookings: count,
  cancelled: count,
  serviced: count,
  paidOrders: count,
  revenuePaise: paise,
  /** What coupons took off its paid orders. */
  discountPaise: paise,
  /** Rider runs by the servicing date. */
  pickups: count,
  drops: count,
});
export type ReportBreakdownRow = z.infer<typeof ReportBreakdownRowSchema>;

/** Bike cc bands and car segments: the tiers the catalogue prices in; `unknown` for a vehicle with neither. */
export const VEHICLE_TIERS = [...BIKE_BANDS, ...CAR_SEGMENTS, 'unknown'] as const;

export const ReportSummarySchema = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
  current: ReportFiguresSchema,
  previous: ReportFiguresSchema,
  /** Cancellations of the range by reason as written (trimmed), most frequent first. */
  cancellationReasons: z.array(z.object({ reason: z.string(), count })),
  /** Discounts of the range per coupon code, largest first. */
  coupons: z.array(z.object({ code: z.string(), orders: count, discountPaise: paise })),
  /** Every day of the range: bookings placed and revenue paid that day. */
  daily: z.array(z.object({ date: z.string(), bookings: count, revenuePaise: paise })),
  byCity: z.array(ReportBreakdownRowSchema.extend({ key: z.enum(CITIES) })),
  byService: z.array(ReportBreakdownRowSchema),
  byVehicle: z.array(ReportBreakdownRowSchema.extend({ key: z.enum(VEHICLE_TIERS), vehicleType: z.string() })),
  /**
   * Each time slot over the range's servicing dates: bookings not cancelled, and places (both cities, every day: a
   * day's own capacity where the garage set one, 0 when closed, the default otherwise).
   */
  slotFill: z.array(z.object({ slot: z.enum(TIME_SLOTS), hour: count, booked: count, capacity: count })),
  riders: z.array(z.object({ staffId: z.string(), name: z.string(), pickups: count, drops: count })),
  technicians: z.array(z.object({ staffId: z.string(), name: z.string(), minutes: count })),
  /** Yearly plans sold, refunded and used (report-plans.ts): apart from the services' revenue above. */
  plans: ReportPlansSchema,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

/** The hour of the day a slot starts, 24-hour: '02:00 PM - 04:00 PM' → 14. */
export function slotHour(slot: string): number {
  const m = /^(\d{2}):\d{2} (AM|PM)/.exec(slot);
  if (!m) return 0;
  const h = Number(m[1]) % 12;
  return m[2] === 'PM' ? h + 12 : h;
}

/** The CSV's columns, in order: one row per order placed in the range. */
export const ORDERS_CSV_COLUMNS = [
  'Order number',
  'Placed at (IST)',
  'Status',
  'Payment status',
  'Customer name',
  'Phone',
  'City',
  'Service',
  'Vehicle type',
  'Make and model',
  'CC or segment',
  'Servicing date',
  'Slot',
  'Coupon',
  'Subtotal (₹)',
  'Discount (₹)',
  'Total (₹)',
  'Final total (₹)',
  'Paid at (IST)',
  'Cancel reason',
] as const;

/** `orders-2026-11-01-2026-11-30.csv` */
export const ordersCsvFilename = (range: ReportRange) => `orders-${range.from}-${range.to}.csv`;
