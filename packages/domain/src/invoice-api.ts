// The customer's invoices, orders' and yearly plans', on the wire (GET /api/customer/invoices) and the PDF's file
// name; amounts are rupees.
import { z } from 'zod';

export const CustomerInvoiceSchema = z.object({
  _id: z.string(),
  /** 'MM/26-27/000001' */
  number: z.string(),
  /** The order it bills, or null for a yearly plan's invoice (decision 0023). */
  orderId: z.string().nullable(),
  OID: z.string().nullable(),
  /** The yearly plan it bills, or null for an order's invoice. */
  subscriptionId: z.string().nullable(),
  /** The plan's reference (SUB-2026-000123), or null for an order's invoice. */
  reference: z.string().nullable(),
  /** ISO instant; shown as an IST date. */
  issuedAt: z.string(),
  /** Rupees, GST included. */
  total: z.number(),
  /** The GST credit note issued against it (a yearly plan refunded within its 14 days), or null. */
  creditNote: z.object({ _id: z.string(), number: z.string() }).nullable(),
});
export type CustomerInvoice = z.infer<typeof CustomerInvoiceSchema>;

export const CustomerInvoicesResponseSchema = z.object({
  success: z.literal(true),
  invoices: z.array(CustomerInvoiceSchema),
});

/** 'MM/26-27/000001' → 'MM-26-27-000001.pdf' (no slashes in a file name). */
export function invoicePdfFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
