// What the shop reads of a WhatsApp webhook (Meta's Cloud API, as testing/fake-whatsapp.ts sends it):
//   { object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
//       statuses?: [{ id: "wamid…", status: sent | delivered | read | failed, timestamp: "<unix s>", recipient_id,
//                     errors?: [{ code, title, message?, error_data?: { details } }] }],
//       messages?: [{ from: "91…", id: "wamid…", timestamp, type: text | button | …, text?: { body },
//                     button?: { payload, text }, context?: { from, id } }] } }] }] }
// An envelope of another shape is refused (400); within it, a status or message the shop cannot use is skipped (other
// fields of the account, a picture, a status it does not know), so Meta does not send it again and again.
import { z } from 'zod';
import type { InboundMessage } from '../messaging/inbound.ts';

export const EnvelopeSchema = z.object({
  object: z.string().optional(),
  entry: z.array(
    z.object({
      changes: z
        .array(z.object({ field: z.string(), value: z.unknown() }))
        .optional()
        .default([]),
    }),
  ),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

const Unix = z.union([z.string(), z.number()]).optional();

const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: Unix,
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const MessageSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  id: z.string().min(1).max(200),
  timestamp: Unix,
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ payload: z.string().max(1000).optional(), text: z.string().max(1000) }).optional(),
  context: z.object({ id: z.string().max(200).optional() }).optional(),
});

export type StatusUpdate = {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
};

/** A webhook's Unix seconds as a time; now when absent or not a time. */
function timeOf(value: string | number | undefined): Date {
  const seconds = Number(value);
  return value !== undefined && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** The values of the envelope's "messages" changes. */
function messageValues(envelope: Envelope): Record<string, unknown>[] {
  return envelope.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      change.field === 'messages' && typeof change.value === 'object' && change.value !== null
        ? [change.value as Record<string, unknown>]
        : [],
    ),
  );
}

const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The delivery statuses the webhook reports, in its order. */
export function statusesOf(envelope: Envelope): StatusUpdate[] {
  return messageValues(envelope).flatMap((value) =>
    items(value.statuses).flatMap((raw) => {
      const parsed = StatusSchema.safeParse(raw);
      if (!parsed.success) return [];
      const s = parsed.data;
      const e = s.errors?.[0];
      const words = e ? [e.code, e.title ?? e.message, e.error_data?.details].filter((w) => w !== undefined) : [];
      const error = s.status === 'failed' ? (words.join(': ') || 'failed, no reason given').slice(0, 500) : null;
      return [{ providerMessageId: s.id, status: s.status, at: timeOf(s.timestamp), error }];
    }),
  );
}

/** The customers' messages the webhook brings: texts and reply buttons (others, such as a picture, are skipped). */
export function inboundOf(envelope: Envelope): InboundMessage[] {
  return messageValues(envelope).flatMap((value) =>
    items(value.messages).flatMap((raw): InboundMessage[] => {
      const parsed = MessageSchema.safeParse(raw);
      if (!parsed.success) return [];
      const m = parsed.data;
      const common = { providerMessageId: m.id, from: `+${m.from}`, at: timeOf(m.timestamp), contextId: null };
      const context = { contextId: m.context?.id ?? null };
      if (m.type === 'text' && m.text)
        return [{ ...common, ...context, kind: 'text', text: m.text.body, payload: null }];
      if (m.type === 'button' && m.button) {
        return [{ ...common, ...context, kind: 'button', text: m.button.text, payload: m.button.payload ?? null }];
      }
      return [];
    }),
  );
}

/** A text that turns WhatsApp off: STOP, in any case, with spaces around it. */
export const isStop = (message: InboundMessage) =>
  message.kind === 'text' && message.text.trim().toLowerCase() === 'stop';
