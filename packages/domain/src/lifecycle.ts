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

/** A job-card line (quantity × unit price) above this is a typing slip, not a repair. */
export const JOB_CARD_LINE_MAX_RUPEES = 10_00_000;
/** At most this many lines, and at most this final amount (paise), on one order: far above any real service. */
export const JOB_CARD_MAX_LINES = 50;
export const FINAL_AMOUNT_MAX_PAISE = 20_00_000_00;

/**
 * Extra work is proposed by the garage and billed only once the customer approved it (in the app, or by phone
 * as an operator records); a declined item never reaches an amount.
 */
export const JOB_ITEM_DECISIONS = ['proposed', 'approved', 'declined'] as const;
export type JobItemDecision = (typeof JOB_ITEM_DECISIONS)[number];
/** How a decision was given: by the customer in the app, or by phone to an operator who recorded it. */
export const DECISION_CHANNELS = ['customer', 'phone'] as const;
export type DecisionChannel = (typeof DECISION_CHANNELS)[number];

type PricedItem = { quantity: number; unitPricePaise: number; decision: JobItemDecision };
const sumOf = (items: readonly PricedItem[]) => items.reduce((sum, i) => sum + i.quantity * i.unitPricePaise, 0);

/** Final amount = service price − discount + the job-card items the customer approved (all paise). */
export function finalAmount(totalAfterDiscountPaise: number, items: readonly PricedItem[]) {
  return totalAfterDiscountPaise + sumOf(items.filter((i) => i.decision === 'approved'));
}

/** What the final amount becomes if every proposal still waiting is approved too. */
export function amountIfApproved(totalAfterDiscountPaise: number, items: readonly PricedItem[]) {
  return totalAfterDiscountPaise + sumOf(items.filter((i) => i.decision !== 'declined'));
}

/**
 * A vehicle delivered before its payment is confirmed: allowed only as "Delivered, payment pending" with a reason,
 * and flagged on the board.
 */
export const isUnpaidDelivery = (to: OrderStatus, payment: PaymentStatus) => to === 'delivered' && payment !== 'paid';

/** Payment is asked for only once the customer has decided on every proposal. */
export const hasWaitingProposal = (items: readonly { decision: JobItemDecision }[]) =>
  items.some((i) => i.decision === 'proposed');
