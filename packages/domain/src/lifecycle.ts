// The order lifecycle (product-decisions "Orders and payment"): which status may follow which, who may
// move it, the customer-facing labels, and when payment may be requested, submitted, confirmed or paid now.
import { slotHasStarted } from './checkout.ts';
import type { OrderStatus, PaymentStatus, TimeSlot } from './constants.ts';
import type { IsoDate } from './ist.ts';
import { formatPaise } from './money.ts';

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

/**
 * What an order's payment reads as, to the operator and to the customer alike: a cancelled order that was never paid
 * reads "Not charged", not "Pending".
 */
export type PaymentShown = PaymentStatus | 'notCharged';

export function paymentShown(status: OrderStatus, payment: PaymentStatus): PaymentShown {
  return status === 'cancelled' && payment !== 'paid' ? 'notCharged' : payment;
}

export const PAYMENT_SHOWN_LABELS: Record<PaymentShown, string> = {
  ...PAYMENT_STATUS_LABELS,
  notCharged: 'Not charged',
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
/**
 * Whether a booking keeps its customer's account from being erased: until it is cancelled, or delivered and paid (a
 * GST invoice, issued once paid, must name a buyer who can be reached).
 */
export function holdsAccount(status: OrderStatus, payment: PaymentStatus): boolean {
  return !(status === 'cancelled' || (status === 'delivered' && payment === 'paid'));
}

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
/**
 * How a decision was given: by the customer in the app, by phone to an operator who recorded it, or with a reply
 * button of the WhatsApp message that asked (decision 0019).
 */
export const DECISION_CHANNELS = ['customer', 'phone', 'whatsapp'] as const;
export type DecisionChannel = (typeof DECISION_CHANNELS)[number];

/** A job-card line as priced: a yearly plan's percentage off (decision 0023) is 0 when absent. */
export type ItemPrice = { quantity: number; unitPricePaise: number; discountPercent?: number };

/**
 * What a job-card line comes to (paise): quantity × unit price, less the yearly plan's percentage off extra work fixed
 * when it was proposed (decision 0023). The discount is rounded down to whole paise, so the amount stays whole paise
 * and is never less than the plan promised to charge: 3 × ₹33.33 at 10% off is ₹99.99 less ₹9.99 (not ₹9.999).
 * Every amount of a job item (the order, the approval request, the payment sheet, the invoice, the reports) is this.
 */
export function itemAmountPaise(i: ItemPrice): number {
  const gross = i.quantity * i.unitPricePaise;
  return gross - Math.floor((gross * (i.discountPercent ?? 0)) / 100);
}

type PricedItem = ItemPrice & { decision: JobItemDecision };
const sumOf = (items: readonly PricedItem[]) => items.reduce((sum, i) => sum + itemAmountPaise(i), 0);

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

/**
 * A step the console offers on an order. Payment is asked for only once every proposal is decided (`proposalsWait`
 * says so where the request would be); `confirmPayment` points to the payment form.
 */
export type ConsoleStep =
  | { kind: 'move'; to: OrderStatus }
  | { kind: 'requestPayment' }
  | { kind: 'proposalsWait' }
  | { kind: 'confirmPayment' }
  | { kind: 'deliverUnpaid' };

/**
 * The steps the console offers, in the order it offers them: the normal path first (asking for the payment
 * or confirming it, the next status), "Delivered, payment pending" always last. Cancelling and moving the booking
 * have their own forms after these.
 */
export function consoleSteps(
  status: OrderStatus,
  payment: PaymentStatus,
  items: readonly { decision: JobItemDecision }[],
): ConsoleStep[] {
  const steps: ConsoleStep[] = [];
  if (canRequestPayment(status, payment)) {
    steps.push(hasWaitingProposal(items) ? { kind: 'proposalsWait' } : { kind: 'requestPayment' });
  } else if (canConfirmPayment(status, payment)) steps.push({ kind: 'confirmPayment' });
  const moves = nextStatuses(status).filter((to) => to !== 'cancelled');
  for (const to of moves) if (!isUnpaidDelivery(to, payment)) steps.push({ kind: 'move', to });
  if (moves.some((to) => isUnpaidDelivery(to, payment))) steps.push({ kind: 'deliverUnpaid' });
  return steps;
}

/**
 * Whether delivering a booking gives its slot place back for its servicing date (in the delivery's transaction): yes
 * while that slot has not started, so that a vehicle picked up early and brought back before its date leaves the later
 * slot free. Cancelling always gives the place back (cancelBooking).
 */
export function deliveryGivesSlotBack(servicingDate: IsoDate, slot: TimeSlot, now: Date): boolean {
  return !slotHasStarted(servicingDate, slot, now);
}

/**
 * What is wrong with an amount received (paise) for an order that comes to `duePaise`, or null. The GST invoice a
 * confirmation issues cannot be changed, so the API refuses anything but the amount due, and the console says so as
 * the operator types.
 */
export function receivedAmountProblem(receivedPaise: number, duePaise: number): string | null {
  if (receivedPaise === duePaise) return null;
  const due = formatPaise(duePaise);
  return receivedPaise < duePaise
    ? `${formatPaise(duePaise - receivedPaise)} short of the amount due (${due}).`
    : `${formatPaise(receivedPaise - duePaise)} more than the amount due (${due}).`;
}

/** A UTR or reference as compared and stored: without spaces, in capitals. */
export const normalisedReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/**
 * Whether the reference an operator records differs from the one the customer submitted (compared normalised): a
 * warning before confirming, not a refusal, as a card slip or cash has a reference of its own.
 */
export function referenceDiffers(recorded: string, submitted: string | null): boolean {
  if (!submitted) return false;
  const typed = normalisedReference(recorded);
  return typed !== '' && typed !== normalisedReference(submitted);
}
