// What happens beside an order change, inside its transaction: the customer's e-mail is queued in the
// outbox, and a paid order gets its GST invoice.
import type { FastifyInstance } from 'fastify';
import { issueInvoice } from '../invoices/service.ts';
import { notifyPaymentConfirmed, notifyPaymentRequested, notifyStatusChange } from '../notifications/outbox.ts';
import type { Hooks } from './service.ts';

export function orderHooks(app: FastifyInstance): Hooks {
  const brand = app.config.brandName;
  return {
    onStatus: (tx, order, to, note) => notifyStatusChange(tx, order, to, note, brand),
    onPaymentRequested: (tx, order, amountPaise) => notifyPaymentRequested(tx, order, amountPaise, brand),
    onPaid: async (tx, order) => {
      const invoice = await issueInvoice(tx, order.id, app.config.seller);
      await notifyPaymentConfirmed(tx, order, invoice.number, brand);
      return invoice.number;
    },
  };
}
