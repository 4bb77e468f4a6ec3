// What happens beside an order change, inside its transaction: the customer is told on their channels (e-mail,
// WhatsApp, SMS: messaging/notify.ts), a paid order gets its GST invoice, and a delivered one records when its vehicle
// is next due. The one path for these, whoever changes the order (the customer's cancel and every operator command).
import type { OrderStatus } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { issueInvoice } from '../invoices/service.ts';
import { type Notice, notify } from '../messaging/notify.ts';
import type { Trip } from '../notifications/emails.ts';
import { orderNotices } from '../notifications/order-notices.ts';
import { cancelStaleLink, closeOpenLink } from '../payments/link.ts';
import { payToken } from '../payments/pay-token.ts';
import { recordNextService } from '../reminders/service.ts';
import type { JobItemRow, OrderRow } from './wire.ts';

export type Hooks = {
  /** Tells the customer of a change, inside the same transaction. */
  onStatus(tx: Tx, order: OrderRow, to: OrderStatus, note: string): Promise<void>;
  /**
   * Asks the customer to approve or decline extra work the garage proposes: every item waiting for their answer, and
   * what the order comes to now and with all of them approved (one message per channel and round of proposals).
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
  /** Issues the invoice and tells the customer; returns the invoice number. */
  onPaid(tx: Tx, order: OrderRow): Promise<string>;
  /** Tells the customer who comes for their vehicle, or brings it back, and the rider's number. */
  onRiderAssigned(tx: Tx, order: OrderRow, rider: { name: string; phone: string }, trip: Trip): Promise<void>;
};

export function orderHooks(app: FastifyInstance): Hooks {
  // Every message is in the customer's language (decision 0012), read with their channels in the change's transaction,
  // and links to the order's page on the shop's public address.
  const notices = orderNotices({ brand: app.config.brandName, publicUrl: app.config.publicUrl });
  const tell = (tx: Tx, order: OrderRow, write: (language: Language) => Notice) =>
    notify(tx, { customerId: order.customerId, orderId: order.id }, write);
  return {
    onStatus: async (tx, order, status, note) => {
      // A delivered service records when the vehicle is due for it again (the service reminder).
      if (status === 'delivered') await recordNextService(tx, order, app.now());
      // A cancelled order takes no payment: its open payment link is closed.
      if (status === 'cancelled') await closeOpenLink(app, tx, order.id);
      await tell(tx, order, notices.status(order, status, note));
    },
    onProposed: (tx, order, waiting, amounts) => tell(tx, order, notices.proposed(order, waiting, amounts)),
    onRescheduled: (tx, order) => tell(tx, order, notices.moved(order)),
    onPaymentRequested: async (tx, order, amountPaise) => {
      // A payment link still open for another amount can no longer be paid: the customer's next one is for this one.
      await cancelStaleLink(app, tx, order.id, amountPaise);
      await tell(tx, order, notices.paymentRequested(order, amountPaise, payToken(app.config.sessionSecret, order.id)));
    },
    onPaid: async (tx, order) => {
      // Paid another way (an operator's confirmation): the open payment link must not take the money again.
      await closeOpenLink(app, tx, order.id);
      const invoice = await issueInvoice(tx, order.id, app.config.seller);
      await tell(tx, order, notices.paid(order, invoice.number));
      return invoice.number;
    },
    onRiderAssigned: (tx, order, rider, trip) => tell(tx, order, notices.riderAssigned(order, rider, trip)),
  };
}
