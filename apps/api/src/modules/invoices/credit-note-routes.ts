// Credit note downloads (decision 0023): a customer downloads their own (403 for another's, 404 for none); the staff who
// may download invoices download any.
import { IdParamsSchema } from '@motomitra/domain/ids';
import { invoicePdfFilename } from '@motomitra/domain/invoice-api';
import { say } from '@motomitra/domain/say';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http-error.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { type CreditNoteDocument, loadCreditNote } from './credit-notes.ts';

/** Rendering is CPU work: the invoices' generous limit per client address. */
const pdfRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

async function sendPdf(reply: FastifyReply, note: CreditNoteDocument) {
  const pdf = await renderCreditNotePdf(note);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoicePdfFilename(note.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const customerCreditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/customer/credit-notes/:id/pdf',
    { config: pdfRateLimit, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const note = await loadCreditNote(app.db, request.params.id);
      if (!note) throw notFound(say('creditNoteNotFound'));
      if (note.customerId !== sessionOf(request).customerId) throw new HttpError(403, say('creditNoteNotYours'));
      return sendPdf(reply, note);
    },
  );
};

export const opsCreditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/credit-notes/:id/pdf',
    { config: pdfRateLimit, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const note = await loadCreditNote(app.db, request.params.id);
      if (!note) throw notFound(say('creditNoteNotFound'));
      return sendPdf(reply, note);
    },
  );
};
