// The figures around the orders of one city, service or vehicle tier (decision 0022): GET /api/ops/reports/groups, for
// admins, asked by /ops/reports beside the summary. Extra work, ratings and technicians' time count for the group of
// their order; a reminder for its vehicle's (the city and service of the vehicle's last service here, none for one
// never serviced here: key `none`); a customer once in each group they booked in (not cancelled), so the customers of
// a dimension's rows can add up to more than the range's total.
import { z } from 'zod';
import { CITIES } from './constants.ts';
import { ReportFiguresSchema, VEHICLE_TIERS } from './reports.ts';

/** The key of reminders of a vehicle never serviced here: no city or service on record. */
export const NO_GROUP = 'none';

const count = z.number().int().nonnegative();

export const ReportGroupRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  extraWork: ReportFiguresSchema.shape.extraWork,
  reminders: z.object({ sent: count, followedByBooking: count }),
  customers: ReportFiguresSchema.shape.customers,
  rating: ReportFiguresSchema.shape.rating,
  /** Whole minutes of the technicians' sessions on its orders that ended in the range. */
  labourMinutes: count,
});
export type ReportGroupRow = z.infer<typeof ReportGroupRowSchema>;

export const ReportGroupsSchema = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  byCity: z.array(ReportGroupRowSchema.extend({ key: z.enum([...CITIES, NO_GROUP]) })),
  byService: z.array(ReportGroupRowSchema),
  byVehicle: z.array(ReportGroupRowSchema.extend({ key: z.enum(VEHICLE_TIERS), vehicleType: z.string() })),
});
export type ReportGroups = z.infer<typeof ReportGroupsSchema>;
