// Invoice calls: a customer lists and downloads their own invoices; operators download any invoice.

import { IdParamsSchema } from '@motomitra/domain/ids';
import { CustomerInvoicesResponseSchema, invoicePdfFilename } from '@motomitra/domain/invoice-api';
import { say } from '@motomitra/domain/say';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http-error.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { listCustomerInvoices, loadInvoice, renderInvoicePdf } from './service.ts';

/** Rendering is CPU work: a generous limit per client address that a person never reaches (credit notes' too). */
export const pdfRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** A tax document's PDF (an invoice, a credit note) as a private download named after its number. */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoicePdfFilename(number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const customerInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get('/customer/invoices', { schema: { response: { 200: CustomerInvoicesResponseSchema } } }, async (request) => ({
    success: true as const,
    invoices: await listCustomerInvoices(app.db, sessionOf(request).customerId),
  }));

  app.get(
    '/customer/invoices/:id/pdf',
    { config: pdfRateLimit, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const invoice = await loadInvoice(app.db, request.params.id);
      if (!invoice) throw notFound(say('invoiceNotFound'));
      if (invoice.customerId !== sessionOf(request).customerId) throw new HttpError(403, say('invoiceNotYours'));
      return sendPdf(reply, invoice.number, await renderInvoicePdf(invoice));
    },
  );
};

export const opsInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/invoices/:id/pdf',
    { config: pdfRateLimit, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const invoice = await loadInvoice(app.db, request.params.id);
      if (!invoice) throw notFound(say('invoiceNotFound'));
      return sendPdf(reply, invoice.number, await renderInvoicePdf(invoice));
    },
  );
};
