// The order lifecycle (product-decisions "Orders and payment"): which status may follow which, who may
// move it, the customer-facing labels, and when payment may be requested, submitted, confirmed or paid now.
import type { OrderStatus, PaymentStatus } from './constants.ts';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Booking Confirmed',
  pickedUp: 'Vehicle Picked Up',
  inService: 'In Service',
  inTransitDown: 'On the Way Back',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  requested: 'Payment requested',
  submitted: 'Payment submitted',
  paid: 'Paid',
};

/** Moves an operator may make from each status; cancelling has its own call with a reason. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['pickedUp', 'cancelled'],
  pickedUp: ['inService', 'cancelled'],
  inService: ['inTransitDown'],
  inTransitDown: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A customer may cancel only before pickup. */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'new';
}

/** Operators request payment only while the vehicle is on the way back, and only once. */
export function canRequestPayment(status: OrderStatus, payment: PaymentStatus): boolean {
  return status === 'inTransitDown' && payment === 'pending';
}

/** Pay Now is enabled, and looks enabled, exactly when status is inTransitDown and payment is requested. */
export function canPayNow(status: OrderStatus, payment: PaymentStatus): boolean {
  return status === 'inTransitDown' && payment === 'requested';
}

/** The payment sheet (amount, UPI details) opens while a payment is asked for, and stays open once a UTR is sent. */
export function canViewPaymentSheet(status: OrderStatus, payment: PaymentStatus): boolean {
  return canPayNow(status, payment) || payment === 'submitted';
}

/** A customer's UTR/reference moves requested → submitted (and may be corrected while submitted). */
export function canSubmitPayment(status: OrderStatus, payment: PaymentStatus): boolean {
  return status === 'inTransitDown' && (payment === 'requested' || payment === 'submitted');
}

/** Operators confirm payment after it was requested (doorstep card or cash need no UTR first). */
export function canConfirmPayment(status: OrderStatus, payment: PaymentStatus): boolean {
  return (status === 'inTransitDown' || status === 'delivered') && (payment === 'requested' || payment === 'submitted');
}

/** A delivered order is closed only once paid; the job card can change until payment is requested. */
export function canEditJobCard(status: OrderStatus, payment: PaymentStatus): boolean {
  return status !== 'cancelled' && status !== 'delivered' && payment === 'pending';
}

export const PAYMENT_METHODS = ['UPI', 'NEFT', 'IMPS', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Final amount = service price − discount + extra job-card items (all paise). */
/** A job-card line (quantity × unit price) above this is a typing slip, not a repair. */
export const JOB_CARD_LINE_MAX_RUPEES = 10_00_000;
/** At most this many lines, and at most this final amount (paise), on one order: far above any real service. */
export const JOB_CARD_MAX_LINES = 50;
export const FINAL_AMOUNT_MAX_PAISE = 20_00_000_00;

export function finalAmount(
  totalAfterDiscountPaise: number,
  items: readonly { quantity: number; unitPricePaise: number }[],
) {
  return totalAfterDiscountPaise + items.reduce((sum, i) => sum + i.quantity * i.unitPricePaise, 0);
}
