// A customer's own data (the DPDP Act 2023): everything the shop holds about them, to take away, and the
// erasure of their account (decision 0013 says what is erased, what is kept and why).

import { z } from 'zod';
import { CustomerSchema, CustomerVehicleSchema } from './accounts.ts';
import { CartItemSchema, OrderSchema } from './booking.ts';
import { CHANNELS, CONSENT_SOURCES } from './channels.ts';
import { InspectionPhotoSchema, InspectionSchema } from './inspections.ts';
import { MESSAGES } from './messages.ts';
import { OrderEventSchema } from './ops.ts';
import { PASSWORD_MAX } from './password.ts';
import { OtpCodeSchema } from './phone-login.ts';
import { MyRemindersSchema } from './reminders.ts';
import { OwnReviewSchema } from './reviews.ts';
import { SubscriptionSchema } from './subscriptions.ts';

export const MyDataSchema = z.object({
  exportedAt: z.string(),
  customer: CustomerSchema.omit({ vehicles: true }).extend({ language: z.string().nullable(), createdAt: z.string() }),
  vehicles: z.array(CustomerVehicleSchema),
  cart: z.array(CartItemSchema),
  /** Their yearly plans (decision 0023), as My plans lists them. */
  subscriptions: z.array(SubscriptionSchema),
  orders: z.array(OrderSchema.extend({ timeline: z.array(OrderEventSchema) })),
  /**
   * Their orders' inspections (labels in their language), each photo's JPEG in the file itself as a data: URL (null
   * if the photo store no longer had it), so the export is whole without the shop.
   */
  inspections: z.array(
    InspectionSchema.extend({
      photos: z.array(InspectionPhotoSchema.extend({ dataUrl: z.string().nullable() })),
    }),
  ),
  /** Orders' invoices and yearly plans' (decision 0023): each names exactly one of the two. */
  invoices: z.array(
    z.object({
      number: z.string(),
      orderId: z.string().nullable(),
      subscriptionId: z.string().nullable(),
      issuedAt: z.string(),
    }),
  ),
  /** GST credit notes against their invoices (a yearly plan refunded within its 14 days, decision 0023). */
  creditNotes: z.array(
    z.object({
      number: z.string(),
      invoiceNumber: z.string(),
      issuedAt: z.string(),
      /** Rupees credited, GST included. */
      total: z.number(),
      reason: z.string(),
    }),
  ),
  reviews: z.array(OwnReviewSchema.extend({ orderId: z.string(), name: z.string() })),
  reminders: MyRemindersSchema,
  enquiries: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      mobile: z.string(),
      address: z.string().nullable(),
      occupation: z.string().nullable(),
      topic: z.string().nullable(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Each consent to a channel given or taken back, oldest first (decision 0019). */
  consents: z.array(
    z.object({ channel: z.enum(CHANNELS), granted: z.boolean(), source: z.enum(CONSENT_SOURCES), at: z.string() }),
  ),
  /** The messages the shop queued for them on every channel; a code or a reset link is kept out (body null). */
  messages: z.array(
    z.object({
      channel: z.enum(CHANNELS),
      to: z.string(),
      subject: z.string(),
      body: z.string().nullable(),
      template: z.string().nullable(),
      language: z.string().nullable(),
      orderId: z.string().nullable(),
      status: z.string(),
      deliveryStatus: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      deliveryAt: z.string().nullable(),
    }),
  ),
  /** What they wrote to the garage on WhatsApp and what it answered, oldest first. */
  conversation: z.array(
    z.object({
      direction: z.enum(['in', 'out']),
      kind: z.string(),
      text: z.string(),
      orderId: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type MyData = z.infer<typeof MyDataSchema>;

/**
 * The password confirms an erasure; an account without one confirms it with a code sent to its own number
 * (POST /api/customer/phone/code, phone-login.ts).
 */
export const EraseAccountBodySchema = z
  .object({
    password: z.string().max(PASSWORD_MAX).optional(),
    code: OtpCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.password && body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.erasePasswordRequired });
  });
