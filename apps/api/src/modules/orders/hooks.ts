// What happens beside an order change, inside its transaction: the customer's e-mail is queued in the
// outbox, and a paid order gets its GST invoice. The one path for these, whoever changes the order (the customer's
// cancel and every operator command).
import type { OrderStatus } from '@motomitra/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { issueInvoice } from '../invoices/service.ts';
import {
  notifyExtraWorkProposed,
  notifyPaymentConfirmed,
  notifyPaymentRequested,
  notifyStatusChange,
} from '../notifications/emails.ts';
import type { JobItemRow, OrderRow } from './wire.ts';

export type Hooks = {
  /** Queues the customer's e-mail about a change, inside the same transaction. */
  onStatus(tx: Tx, order: OrderRow, to: OrderStatus, note: string): Promise<void>;
  /** Asks the customer to approve or decline extra work the garage proposes. */
  onProposed(
    tx: Tx,
    order: OrderRow,
    item: JobItemRow,
    amounts: { nowPaise: number; ifApprovedPaise: number },
  ): Promise<void>;
  onPaymentRequested(tx: Tx, order: OrderRow, amountPaise: number): Promise<void>;
  /** Issues the invoice and queues the e-mail; returns the invoice number. */
  onPaid(tx: Tx, order: OrderRow): Promise<string>;
};

export function orderHooks(app: FastifyInstance): Hooks {
  const brand = app.config.brandName;
  return {
    onStatus: (tx, order, to, note) => notifyStatusChange(tx, order, to, note, brand),
    onProposed: (tx, order, item, amounts) => notifyExtraWorkProposed(tx, order, item, amounts, brand),
    onPaymentRequested: (tx, order, amountPaise) => notifyPaymentRequested(tx, order, amountPaise, brand),
    onPaid: async (tx, order) => {
      const invoice = await issueInvoice(tx, order.id, app.config.seller);
      await notifyPaymentConfirmed(tx, order, invoice.number, brand);
      return invoice.number;
    },
  };
}
