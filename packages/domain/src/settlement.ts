// The console's daily settlement (/api/ops/settlement): what was paid on one IST day, each way — online through the
// gateway, by UTR (UPI, NEFT, IMPS confirmed by an operator), card and cash — with totals that are the day's invoices'
// (orders' and yearly plans').
// Amounts on the wire are rupees; the totals are added in paise first, so they match the invoices to the paise.
import { z } from 'zod';
import { isoDate } from './ops-fields.ts';

export const SETTLEMENT_WAYS = ['online', 'utr', 'card', 'cash'] as const;
export type SettlementWay = (typeof SETTLEMENT_WAYS)[number];

/**
 * How a payment came in, from the invoice's method and whether a gateway payment paid it: a gateway payment is online
 * whatever its method; an operator's UPI, NEFT or IMPS is by UTR; card and cash at the door are themselves.
 */
export function settlementWay(method: string, byGateway: boolean): SettlementWay {
  if (byGateway) return 'online';
  if (method === 'card' || method === 'cash') return method;
  if (method === 'UPI' || method === 'NEFT' || method === 'IMPS') return 'utr';
  return 'online';
}

export const SettlementQuerySchema = z.object({ date: isoDate });

export const SettlementPaymentSchema = z.object({
  /** The order paid, or null for a yearly plan's payment (decision 0023). */
  orderId: z.string().nullable(),
  /** The order's number, or the yearly plan's reference (SUB-2026-000123). */
  OID: z.string(),
  /** The yearly plan paid, or null for an order's payment. */
  subscriptionId: z.string().nullable(),
  way: z.enum(SETTLEMENT_WAYS),
  /** As recorded: UPI, NEFT, IMPS, card, cash, or the gateway's (upi, card, netbanking…). */
  method: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** The gateway's payment id, the UTR, or empty for cash. */
  reference: z.string(),
  at: z.string(),
  invoiceNumber: z.string(),
});
export type SettlementPayment = z.infer<typeof SettlementPaymentSchema>;

/**
 * Money given back through the gateway. Either a payment of the day that paid nothing (its order already cancelled, or
 * a yearly plan's payment after its purchase was dropped or the plan was paid on another link): never invoiced, so in
 * no total; or a yearly plan's invoiced payment refunded that day with a GST credit note (cancelled within its 14 days,
 * decision 0023): taken off the day's totals as `refunded`.
 */
export const SettlementRefundSchema = z.object({
  /** The order, or null for a yearly plan's payment. */
  orderId: z.string().nullable(),
  /** The order's number, or the yearly plan's reference (SUB-2026-000123). */
  OID: z.string(),
  /** The yearly plan, or null for an order's payment. */
  subscriptionId: z.string().nullable(),
  /** The credit note of a refunded invoiced payment; null for a payment that paid nothing. */
  creditNoteNumber: z.string().nullable(),
  method: z.string(),
  amount: z.number(),
  reference: z.string(),
  at: z.string(),
  refundId: z.string().nullable(),
  refundStatus: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type SettlementRefund = z.infer<typeof SettlementRefundSchema>;

export const SettlementResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  payments: z.array(SettlementPaymentSchema),
  /**
   * Rupees per way, and all of them: the sum of the day's invoices; `refunded`, the sum of the day's credit notes (money
   * of invoices given back that day); `net`, all less refunded.
   */
  totals: z.object({
    online: z.number(),
    utr: z.number(),
    card: z.number(),
    cash: z.number(),
    all: z.number(),
    refunded: z.number(),
    net: z.number(),
  }),
  refunds: z.array(SettlementRefundSchema),
});
export type Settlement = z.infer<typeof SettlementResponseSchema>;
