// The logged-in customer's GST tax invoices: the list, and where each PDF downloads from.
import { CustomerInvoicesResponseSchema } from '@motomitra/domain/invoice-api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';
import { ME } from '../auth/api.ts';

export const invoicesQuery = queryOptions({
  queryKey: [ME, 'invoices'],
  queryFn: async () => (await api('/customer/invoices', CustomerInvoicesResponseSchema)).invoices,
});

/** A plain link target: the browser downloads the PDF with the session cookie, no script involved. */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/customer/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}

/** A refunded yearly plan's GST credit note (decision 0023), downloaded the same way. */
export function creditNotePdfUrl(creditNoteId: string): string {
  return `/api/customer/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`;
}
