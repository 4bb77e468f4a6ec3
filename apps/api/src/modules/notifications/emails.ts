// The customer's e-mails, as text: an order's status, extra work proposed, a payment requested or confirmed, a password reset, and a
// changed e-mail or password; the order ones are queued in the outbox in the caller's transaction.
import type { OrderStatus } from '@motomitra/domain/constants';
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatPaise } from '@motomitra/domain/money';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueEmail } from './outbox.ts';

// Plain text; the brand is a parameter (config BRAND_NAME) so that these stay free of app state.
export type NotifyOrder = { id: string; oid: string; customerEmail: string; customerName: string };

const DEFAULT_BRAND = 'MotoMitra';

function letter(name: string, paragraphs: string[], brand: string): string {
  return [`Hello ${name},`, ...paragraphs, `Thank you for choosing ${brand}.`, `— Team ${brand}`].join('\n\n');
}

/** The e-mail for a status change (the label the customer sees, and the operator's note or cancel reason). */
export function statusChangeEmail(order: NotifyOrder, to: OrderStatus, note = '', brand = DEFAULT_BRAND) {
  const label = STATUS_LABELS[to];
  const trimmed = note.trim();
  const paragraphs =
    to === 'cancelled'
      ? [`Your order ${order.oid} has been cancelled.`, ...(trimmed ? [`Reason: ${trimmed}`] : [])]
      : [`Your order ${order.oid} is now: ${label}.`, ...(trimmed ? [`Note from the garage: ${trimmed}`] : [])];
  paragraphs.push('You can follow your order under My Account → Orders.');
  return { subject: `Order ${order.oid}: ${label}`, body: letter(order.customerName, paragraphs, brand) };
}

export function paymentRequestedEmail(order: NotifyOrder, amountPaise: number, brand = DEFAULT_BRAND) {
  const amount = formatPaise(amountPaise);
  return {
    subject: `Payment requested for order ${order.oid}: ${amount}`,
    body: letter(
      order.customerName,
      [
        `Your vehicle is on the way back. The final amount for order ${order.oid} is ${amount} (GST included).`,
        'To pay, open My Account → Orders and choose Pay Now: pay by UPI or bank transfer, then enter the UTR or reference number. You may also pay by card or cash when the vehicle is delivered.',
      ],
      brand,
    ),
  };
}

export function paymentConfirmedEmail(order: NotifyOrder, invoiceNumber: string, brand = DEFAULT_BRAND) {
  return {
    subject: `Payment received for order ${order.oid}`,
    body: letter(
      order.customerName,
      [
        `We have received your payment for order ${order.oid}.`,
        `Your GST tax invoice is ${invoiceNumber}. You can download it under My Account → Invoices.`,
      ],
      brand,
    ),
  };
}

export async function notifyStatusChange(
  tx: Tx | Db,
  order: NotifyOrder,
  to: OrderStatus,
  note?: string,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, { orderId: order.id, to: order.customerEmail, ...statusChangeEmail(order, to, note, brand) });
}

export async function notifyPaymentRequested(
  tx: Tx | Db,
  order: NotifyOrder,
  amountPaise: number,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    ...paymentRequestedEmail(order, amountPaise, brand),
  });
}

export async function notifyPaymentConfirmed(
  tx: Tx | Db,
  order: NotifyOrder,
  invoiceNumber: string,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    ...paymentConfirmedEmail(order, invoiceNumber, brand),
  });
}

/** A date of the garage's calendar (yyyy-mm-dd) as a customer reads it: 'Thursday, 26 November 2026'. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export type PlacedOrder = NotifyOrder & {
  productName: string;
  makeModel: string;
  registrationNumber: string;
  servicingDate: string;
  serviceTimeSlot: string;
  pickupAddress: string;
  flat?: string;
  landmark?: string;
  totalPaise: number;
};

/** The booking confirmation: what, which vehicle, when and where it is picked up, the amount, and how to cancel. */
export function orderPlacedEmail(order: PlacedOrder, brand = DEFAULT_BRAND) {
  return {
    subject: `Booking confirmed: order ${order.oid}`,
    body: letter(
      order.customerName,
      [
        `Thank you for booking with ${brand}. Your order ${order.oid} is confirmed.`,
        [
          `Service: ${order.productName}`,
          `Vehicle: ${order.makeModel}, ${order.registrationNumber}`,
          `Pickup: ${longDate(order.servicingDate)}, ${order.serviceTimeSlot}`,
          `Pickup from: ${[order.flat, order.pickupAddress].filter(Boolean).join(', ')}${order.landmark ? ` (near ${order.landmark})` : ''}`,
          `Amount: ${formatPaise(order.totalPaise)}, paid when the work is done`,
        ].join('\n'),
        'We call you before pickup. Any extra work the garage finds is done only with your approval.',
        'To cancel, open My Account → Orders and choose Cancel while the order is Booking Confirmed; the time slot is given back.',
      ],
      brand,
    ),
  };
}

/** Extra work the garage proposes: what, for how much, what the order comes to, and that nothing is billed unasked. */
export function extraWorkProposedEmail(
  order: NotifyOrder,
  item: { name: string; quantity: number; unitPricePaise: number },
  amounts: { nowPaise: number; ifApprovedPaise: number },
  brand = DEFAULT_BRAND,
) {
  const price = formatPaise(item.quantity * item.unitPricePaise);
  return {
    subject: `Order ${order.oid}: extra work needs your approval`,
    body: letter(
      order.customerName,
      [
        `After inspecting your vehicle, the garage proposes extra work on order ${order.oid}: ${item.quantity} × ${item.name}, ${price}.`,
        `Your order comes to ${formatPaise(amounts.nowPaise)} now, and to ${formatPaise(amounts.ifApprovedPaise)} if you approve this work.`,
        'Nothing is done or billed without your approval. To approve or decline, open My Account → Orders and choose View Details.',
      ],
      brand,
    ),
  };
}

export async function notifyExtraWorkProposed(
  tx: Tx | Db,
  order: NotifyOrder,
  item: { name: string; quantity: number; unitPricePaise: number },
  amounts: { nowPaise: number; ifApprovedPaise: number },
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    ...extraWorkProposedEmail(order, item, amounts, brand),
  });
}

// Account messages: a link to set a new password, and the notices that the sign-in details changed.

export const RESET_LINK_MINUTES = 30;

export function passwordResetEmail(name: string, link: string, brand = DEFAULT_BRAND) {
  return {
    subject: `Set a new password for your ${brand} account`,
    body: letter(
      name,
      [
        `Someone, hopefully you, asked to set a new password for your ${brand} account. Open this link to choose one:`,
        link,
        `The link works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password logs you out everywhere.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
      brand,
    ),
  };
}

export function emailChangedEmail(name: string, newEmail: string, brand = DEFAULT_BRAND) {
  return {
    subject: `The e-mail address of your ${brand} account was changed`,
    body: letter(
      name,
      [
        `The e-mail address of your ${brand} account was changed to ${newEmail}. From now on we write to that address, and you log in with it.`,
        `If you did not make this change, reply to this e-mail or call us straight away.`,
      ],
      brand,
    ),
  };
}

export function passwordChangedEmail(name: string, brand = DEFAULT_BRAND) {
  return {
    subject: `The password of your ${brand} account was changed`,
    body: letter(
      name,
      [
        `The password of your ${brand} account was just changed, and every other device was logged out.`,
        'If you did not make this change, choose "Forgot password?" on the login page to set a new one, and call us.',
      ],
      brand,
    ),
  };
}
