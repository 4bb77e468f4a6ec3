// What happens beside an order change, inside its transaction: the customer's e-mail is queued in the outbox, a paid
// order gets its GST invoice, and a delivered one records when its vehicle is next due. The one path for these,
// whoever changes the order (the customer's cancel and every operator command).
import type { OrderStatus } from '@motomitra/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { savedLanguage } from '../customers/language.ts';
import { issueInvoice } from '../invoices/service.ts';
import {
  notifyExtraWorkProposed,
  notifyMoved,
  notifyPaymentConfirmed,
  notifyPaymentRequested,
  notifyStatusChange,
} from '../notifications/emails.ts';
import { recordNextService } from '../reminders/service.ts';
import type { JobItemRow, OrderRow } from './wire.ts';

export type Hooks = {
  /** Queues the customer's e-mail about a change, inside the same transaction. */
  onStatus(tx: Tx, order: OrderRow, to: OrderStatus, note: string): Promise<void>;
  /**
   * Asks the customer to approve or decline extra work the garage proposes: every item waiting for their answer, and
   * what the order comes to now and with all of them approved (one e-mail per round of proposals).
   */
  onProposed(
    tx: Tx,
    order: OrderRow,
    waiting: JobItemRow[],
    amounts: { nowPaise: number; ifApprovedPaise: number },
  ): Promise<void>;
  onPaymentRequested(tx: Tx, order: OrderRow, amountPaise: number): Promise<void>;
  /** Tells the customer where their moved booking now is. */
  onRescheduled(tx: Tx, order: OrderRow): Promise<void>;
  /** Issues the invoice and queues the e-mail; returns the invoice number. */
  onPaid(tx: Tx, order: OrderRow): Promise<string>;
};

export function orderHooks(app: FastifyInstance): Hooks {
  const brand = app.config.brandName;
  // The e-mail is in the customer's language (decision 0012): the one they chose, read in the change's transaction; it links
  // to the order's page on the shop's public address.
  const to = async (tx: Tx, order: OrderRow) => ({
    ...order,
    language: (await savedLanguage(tx, order.customerId)) ?? undefined,
    publicUrl: app.config.publicUrl,
  });
  return {
    onStatus: async (tx, order, status, note) => {
      // A delivered service records when the vehicle is due for it again (the service reminder).
      if (status === 'delivered') await recordNextService(tx, order, app.now());
      await notifyStatusChange(tx, await to(tx, order), status, note, brand);
    },
    onProposed: async (tx, order, waiting, amounts) =>
      notifyExtraWorkProposed(tx, await to(tx, order), waiting, amounts, brand),
    onRescheduled: async (tx, order) => notifyMoved(tx, await to(tx, order), brand),
    onPaymentRequested: async (tx, order, amountPaise) =>
      notifyPaymentRequested(tx, await to(tx, order), amountPaise, brand),
    onPaid: async (tx, order) => {
      const invoice = await issueInvoice(tx, order.id, app.config.seller);
      await notifyPaymentConfirmed(tx, await to(tx, order), invoice.number, brand);
      return invoice.number;
    },
  };
}
