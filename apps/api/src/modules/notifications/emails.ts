// The customer's e-mails about an order: its status, a booking moved, the booking confirmed, extra work proposed, a
// payment requested or confirmed. order-notices.ts sends each with its WhatsApp or SMS twin through messaging/notify.ts,
// in the change's transaction. The account's e-mails are in account-emails.ts, the reminders' in reminder-emails.ts,
// what they share in letters.ts.
import type { OrderStatus } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import { type ItemPrice, itemAmountPaise } from '@motomitra/domain/lifecycle';
import { STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { formatPaise } from '@motomitra/domain/money';
import { DEFAULT_BRAND, longDate, type NotifyOrder, orderLetter, slotIn, wording } from './letters.ts';

/** The e-mail for a status change (the label the customer sees, and the operator's note or cancel reason). */
export function statusChangeEmail(order: NotifyOrder, to: OrderStatus, note = '', brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const label = STATUS_LABELS_IN[order.language ?? 'en'][to];
  const trimmed = note.trim();
  const { oid } = order;
  const paragraphs =
    to === 'cancelled'
      ? [say('statusCancelled', { oid }), ...(trimmed ? [say('statusReason', { reason: trimmed })] : [])]
      : [say('statusNow', { oid, label }), ...(trimmed ? [say('statusNote', { note: trimmed })] : [])];
  return { subject: say('statusSubject', { oid, label }), body: orderLetter(order, paragraphs, brand) };
}

/** The amount due, the signed address that opens the order's payment link (no login), then the other ways to pay. */
export function paymentRequestedEmail(order: NotifyOrder, amountPaise: number, payUrl: string, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const amount = formatPaise(amountPaise);
  const { oid } = order;
  const online = [say('requestedOnline'), payUrl].join('\n');
  return {
    subject: say('requestedSubject', { oid, amount }),
    body: orderLetter(order, [say('requestedAmount', { oid, amount }), online, say('requestedHow')], brand),
  };
}

export function paymentConfirmedEmail(order: NotifyOrder, invoiceNumber: string, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const { oid } = order;
  return {
    subject: say('paidSubject', { oid }),
    body: orderLetter(order, [say('paidReceived', { oid }), say('paidInvoice', { number: invoiceNumber })], brand),
  };
}

/** A booking moved to another date or slot: when the pickup is now. */
export function movedEmail(
  order: NotifyOrder & { servicingDate: string; serviceTimeSlot: string },
  brand = DEFAULT_BRAND,
) {
  const say = wording(order.language);
  const { oid } = order;
  const date = longDate(order.servicingDate, order.language);
  return {
    subject: say('movedSubject', { oid, date }),
    body: orderLetter(
      order,
      [say('moved', { oid, date, slot: slotIn(order.serviceTimeSlot, order.language) }), say('movedFollow')],
      brand,
    ),
  };
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
  /** The 4 digits the customer gives the rider at pickup and drop (null on an order placed before codes). */
  handoverCode?: string | null;
};

/**
 * The booking confirmation: what, which vehicle, when and where it is picked up, the amount, and how to cancel. The
 * landmark has a line of its own, as the customer typed it: a word such as "near" added to it would double theirs
 * ("चौकाजवळ जवळ") and could not be declined right in Marathi or Hindi.
 */
export function orderPlacedEmail(order: PlacedOrder, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const { oid } = order;
  const place = [order.flat, order.pickupAddress].filter(Boolean).join(', ');
  return {
    subject: say('placedSubject', { oid }),
    body: orderLetter(
      order,
      [
        say('placedIntro', { brand, oid }),
        [
          say('placedService', { name: order.productName }),
          say('placedVehicle', { makeModel: order.makeModel, reg: order.registrationNumber }),
          say('placedPickup', {
            date: longDate(order.servicingDate, order.language),
            slot: slotIn(order.serviceTimeSlot, order.language),
          }),
          say('placedFrom', { address: place }),
          ...(order.landmark?.trim() ? [say('placedLandmark', { landmark: order.landmark.trim() })] : []),
          say('placedAmount', { amount: formatPaise(order.totalPaise) }),
        ].join('\n'),
        ...(order.handoverCode ? [say('placedCode', { code: order.handoverCode })] : []),
        say('placedCall'),
        say('placedCancel'),
      ],
      brand,
    ),
  };
}

/** An item of extra work the garage proposes, with its yearly plan's percentage off (absent or 0: none). */
export type ProposedItem = ItemPrice & { name: string };

/**
 * What a proposed item comes to (its plan's percentage taken off), and the words that say the plan's discount when it
 * has one ("10% off with your yearly plan"), in the customer's language: the e-mail and the WhatsApp or SMS alike.
 */
export function proposedAmount(item: ItemPrice, language: Language | undefined) {
  const percent = item.discountPercent ?? 0;
  return {
    amount: formatPaise(itemAmountPaise(item)),
    planOff: percent > 0 ? wording(language)('extraPlanOff', { percent }) : null,
  };
}

/** Items proposed within this long of each other are one round, and one e-mail: the garage adds them one by one. */
export const PROPOSAL_ROUND_MS = 3 * 60_000;

/**
 * Extra work the garage proposes: every item waiting for the customer's answer, each with its price, what the order
 * comes to now and if they approve it all, and that nothing is billed unasked.
 */
export function extraWorkProposedEmail(
  order: NotifyOrder,
  items: ProposedItem[],
  amounts: { nowPaise: number; ifApprovedPaise: number },
  brand = DEFAULT_BRAND,
) {
  const say = wording(order.language);
  const { oid } = order;
  const lines = items.map((i) => {
    const { amount, planOff } = proposedAmount(i, order.language);
    return `${i.quantity} × ${i.name}, ${amount}${planOff ? ` (${planOff})` : ''}`;
  });
  return {
    subject: say('extraSubject', { oid }),
    body: orderLetter(
      order,
      [
        [say('extraProposed', { oid }), ...lines].join('\n'),
        say('extraAmounts', { now: formatPaise(amounts.nowPaise), ifApproved: formatPaise(amounts.ifApprovedPaise) }),
        say('extraHow'),
      ],
      brand,
    ),
  };
}

/** Which trips a rider makes for an order: its pickup, its drop, or both. */
export type Trip = 'pickup' | 'drop' | 'both';
const TRIP_KEYS = { pickup: 'tripPickup', drop: 'tripDrop', both: 'tripBoth' } as const;

/** The trip in the customer's words ("pickup and drop"). */
export const tripIn = (trip: Trip, language: NotifyOrder['language']) => wording(language)(TRIP_KEYS[trip]);

/** The rider who comes for the vehicle or brings it back: their name and number, and the handover code's rule. */
export function riderAssignedEmail(
  order: NotifyOrder,
  rider: { name: string; phone: string },
  trip: Trip,
  brand = DEFAULT_BRAND,
) {
  const say = wording(order.language);
  const { oid } = order;
  const words = tripIn(trip, order.language);
  return {
    subject: say('riderSubject', { oid, trip: words }),
    body: orderLetter(
      order,
      [say('riderIntro', { oid, trip: words, rider: rider.name, phone: rider.phone }), say('riderCode')],
      brand,
    ),
  };
}
