// Credit note downloads (decision 0023): a customer downloads their own (403 for another's, 404 for none); the staff who
// may download invoices download any.
import { IdParamsSchema } from '@motomitra/domain/ids';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http-error.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { loadCreditNote } from './credit-notes.ts';
import { pdfRateLimit, sendPdf } from './routes.ts';

export const customerCreditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/customer/credit-notes/:id/pdf',
    { config: pdfRateLimit, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const note = await loadCreditNote(app.db, request.params.id);
      if (!note) throw notFound(say('creditNoteNotFound'));
      if (note.customerId !== sessionOf(request).customerId) throw new HttpError(403, say('creditNoteNotYours'));
      return sendPdf(reply, note.number, await renderCreditNotePdf(note));
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
      return sendPdf(reply, note.number, await renderCreditNotePdf(note));
    },
  );
};
