// A customer's WhatsApp conversation with the garage, as the console reads and answers it on an order (decision 0019):
// GET /api/ops/orders/{id}/conversation and POST the same path with an operator's reply. The console is English.
import { z } from 'zod';
import { CHANNELS, DELIVERY_STATUSES } from './channels.ts';
import { OUTBOX_STATUSES } from './outbox.ts';

/**
 * WhatsApp lets a business write freely for 24 hours after the customer last wrote to it; outside that window only an
 * approved template goes out.
 */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export const REPLY_MAX = 1000;

export const ConversationMessageSchema = z.object({
  _id: z.string(),
  /** in: the customer wrote or tapped a button; out: an operator answered. */
  direction: z.enum(['in', 'out']),
  /** A typed text, a reply button's label, or the template that asked the customer to write back. */
  kind: z.enum(['text', 'button', 'template']),
  text: z.string(),
  at: z.string(),
  /** The operator who answered (out only). */
  operatorName: z.string().nullable(),
  /** Where an answer stands in the outbox (out only): pending, sent, failed, withdrawn. */
  queue: z.enum(OUTBOX_STATUSES).nullable(),
  /** What WhatsApp last said became of an answer (out only): sent, delivered, read, failed. */
  delivery: z.enum(DELIVERY_STATUSES).nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const ConversationSchema = z.object({
  /** The number on the order, where answers go; empty once the customer erased their account. */
  phone: z.string(),
  /** The customer's last message on that number, and until when a free text may answer it (null: never wrote). */
  lastInboundAt: z.string().nullable(),
  windowOpenUntil: z.string().nullable(),
  /** A free text may go now; otherwise only the template that asks the customer to write back. */
  windowOpen: z.boolean(),
  /** Outside the window the template goes only to a customer who agreed to WhatsApp messages. */
  whatsappConsent: z.boolean(),
  messages: z.array(ConversationMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationResponseSchema = z.object({ success: z.literal(true), conversation: ConversationSchema });

export const ConversationReplyBodySchema = z.object({
  text: z
    .string('Write the reply.')
    .trim()
    .min(1, 'Write the reply.')
    .max(REPLY_MAX, `Keep the reply to ${REPLY_MAX} characters or fewer.`),
});

export const ConversationReplyResponseSchema = ConversationResponseSchema.extend({
  message: z.string(),
  /** text: the reply itself went, inside the window; template: the customer was asked to write back. */
  sentAs: z.enum(['text', 'template']),
});
export type ConversationReplyResponse = z.infer<typeof ConversationReplyResponseSchema>;

/**
 * A message the shop sent the customer about an order (its outbox row), as the order's page in the console lists it:
 * on which channel, what it was, where it stands and what the provider said of its delivery.
 */
export const OrderMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(CHANNELS),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;
