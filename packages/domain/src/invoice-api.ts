// The customer's invoices on the wire (GET /api/customer/invoices) and the PDF's file name; amounts are rupees.
import { z } from 'zod';

export const CustomerInvoiceSchema = z.object({
  _id: z.string(),
  /** 'MM/26-27/000001' */
  number: z.string(),
  orderId: z.string(),
  OID: z.string(),
  /** ISO instant; shown as an IST date. */
  issuedAt: z.string(),
  /** Rupees, GST included. */
  total: z.number(),
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
