// The outbox's API contract (GET /api/ops/outbox): operators read every message, sent or not, on every channel.
import { z } from 'zod';
import { CHANNELS, DELIVERY_STATUSES } from './channels.ts';

/**
 * pending: to be sent (or tried again); sent; failed: given up after its attempts; withdrawn: never sent, because what
 * it carried no longer held when its turn came (a password-reset link that had expired, was used or was replaced), or
 * it was left out of a backup. `lastError` says why.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'withdrawn'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 50;

export const OutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, 'Choose pending, sent, failed or withdrawn.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OutboxQuery = z.output<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  _id: z.string(),
  orderId: z.string().nullable(),
  /** E-mail, WhatsApp or SMS (decision 0019); `to` is an address or a number. */
  channel: z.enum(CHANNELS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  /** What the provider last said became of it (WhatsApp's sent, delivered, read, failed), when and why it failed. */
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  deliveryAt: z.string().nullable(),
  deliveryError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(OutboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False when SMTP_URL is not set: messages then stay pending here and are never sent. */
  delivering: z.boolean(),
});
export type OutboxResponse = z.input<typeof OutboxResponseSchema>;
