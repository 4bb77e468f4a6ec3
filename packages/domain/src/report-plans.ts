// The yearly plans in the owner's reports (decisions 0022 and 0023), in their own section: a plan's price is not an
// order's, so plan sales stay out of the services' revenue, bookings and GST figures.
//
// Which day a figure belongs to: a plan SOLD on the day it was paid (subscriptions.paid_at, the day it became active),
// at the price it was sold for; REFUNDED on the day its own payment was refunded (payment_links.refunded_at of the
// link whose payment activated it: a plan cancelled within its 14 days), for the amount given back; a USE on the day
// the covered booking was PLACED (orders.created_at), as bookings count, while that booking is not cancelled (a
// cancelled one gives its use back). A city is the plan's, bought for one city; a plan is named by its current English
// name. Amounts are whole paise, as the rest of the report.
import { z } from 'zod';
import { CITIES } from './constants.ts';

const count = z.number().int().nonnegative();
const paise = z.number().int();

export const ReportPlanFiguresSchema = z.object({
  sold: count,
  soldPaise: paise,
  refunded: count,
  refundedPaise: paise,
  usesTaken: count,
});
export type ReportPlanFigures = z.infer<typeof ReportPlanFiguresSchema>;

export const emptyPlanFigures = (): ReportPlanFigures => ({
  sold: 0,
  soldPaise: 0,
  refunded: 0,
  refundedPaise: 0,
  usesTaken: 0,
});

export const ReportPlansSchema = z.object({
  /** The range's and the previous period's totals. */
  current: ReportPlanFiguresSchema,
  previous: ReportPlanFiguresSchema,
  /** The range's figures per city (every city, with or without sales). */
  byCity: z.array(ReportPlanFiguresSchema.extend({ key: z.enum(CITIES), label: z.string() })),
  /** The range's figures per plan (those with any), most sold first. */
  byPlan: z.array(ReportPlanFiguresSchema.extend({ key: z.string(), label: z.string() })),
});
export type ReportPlans = z.infer<typeof ReportPlansSchema>;
