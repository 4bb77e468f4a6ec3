// The job card's contract: the extra items the garage proposes on an order after inspection (its console adds them,
// /api/ops/orders/{id}/items), and the customer's approval or refusal of each, in the app or by phone as an operator
// records it. An item is billed only once approved (lifecycle.ts). Amounts on the wire are rupees.
import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { DECISION_CHANNELS, JOB_CARD_LINE_MAX_RUPEES, JOB_ITEM_DECISIONS } from './lifecycle.ts';
import { wholePaise } from './ops-fields.ts';

export const JobItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** Quantity × unit price less `discountPercent` (lifecycle.ts itemAmountPaise). */
  amount: z.number(),
  /** The yearly plan's percentage off this work (0–50, decision 0023), fixed when it was proposed; 0 without a plan. */
  discountPercent: z.number().int(),
  /** Proposed by the garage; billed only once approved. */
  decision: z.enum(JOB_ITEM_DECISIONS),
  proposedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** In the app by the customer, or by phone (recorded by an operator). */
  decidedVia: z.enum(DECISION_CHANNELS).nullable(),
  /** Who gave a phone decision, as the operator wrote it down; null for the customer's own. */
  decidedBy: z.string().nullable(),
  /** The inspection photo of what was found (/api/photos/{id}), when the item was proposed from an inspection. */
  photoUrl: z.string().optional(),
});
export type JobItem = z.infer<typeof JobItemSchema>;

/** A line of an order's job card, in the path. */
export const JobItemParamsSchema = z.object({ id: IdSchema, itemId: IdSchema });

export const JobItemBodySchema = z
  .object({
    name: z.string().trim().min(2, 'Name the item (at least 2 characters).').max(120),
    quantity: z.coerce.number().int('Quantity is a whole number.').min(1, 'Quantity is at least 1.').max(1000),
    /** Rupees, up to two decimals. */
    unitPrice: z.coerce
      .number('Enter a price.')
      .min(0, 'A price cannot be negative.')
      .max(JOB_CARD_LINE_MAX_RUPEES, 'A price above ₹10,00,000 is not plausible.')
      .refine(wholePaise, 'A price has at most two decimals.'),
  })
  .refine((item) => item.quantity * item.unitPrice <= JOB_CARD_LINE_MAX_RUPEES, {
    path: ['quantity'],
    message: 'A line above ₹10,00,000 is not plausible: check the quantity and the price.',
  });
/** The customer's approval or refusal of a proposed job-card item. */
export const JobItemDecisionBodySchema = z.object({ approve: z.boolean('Say whether you approve this work.') });
/** A decision the customer gave by phone, as the operator records it: who gave it and when. */
export const PhoneDecisionBodySchema = z.object({
  approve: z.boolean('Say whether the work was approved or declined.'),
  decidedBy: z
    .string()
    .trim()
    .min(2, 'Write who gave the answer on the phone (at least 2 characters).')
    .max(80, 'Keep the name under 80 characters.'),
  /** When the call was; the time it is recorded when left out. */
  at: z.iso.datetime({ offset: true, message: 'Give the time of the call as a date and time.' }).optional(),
});
