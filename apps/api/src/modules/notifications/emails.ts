// The customer's e-mails, as text: an order's status, extra work proposed, a payment requested or confirmed, a password reset, and a
// changed e-mail or password; the order ones are queued in the outbox in the caller's transaction.
import { CITY_LABELS_IN, type City, type OrderStatus, TIME_SLOTS, type TimeSlot } from '@motomitra/domain/constants';
import { fill } from '@motomitra/domain/fill';
import { INTL_LOCALES, type Language, localizedPath } from '@motomitra/domain/language';
import { STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { formatPaise } from '@motomitra/domain/money';
import { orderPagePath } from '@motomitra/domain/order-page';
import type { ReminderKind } from '@motomitra/domain/reminders';
import { slotLabelIn } from '@motomitra/domain/time-words';
import type { Db, Tx } from '../../db/client.ts';
import { EMAIL_TEXTS, type EmailTexts } from './email-texts.ts';
import { enqueueEmail } from './outbox.ts';

// Plain text, in the customer's language (issue 15; English when they never chose); the brand is a parameter (config
// BRAND_NAME) so that these stay free of app state. Every order e-mail ends with the link to the order's page.
export type NotifyOrder = {
  id: string;
  oid: string;
  customerEmail: string;
  customerName: string;
  language?: Language;
  /** The shop's public origin (config PUBLIC_URL), for the link to the order. */
  publicUrl: string;
};

const DEFAULT_BRAND = 'MotoMitra';

/** The texts of a language, filled: `say('statusNow', { oid })`. */
const wording = (language: Language | undefined) => {
  const texts = EMAIL_TEXTS[language ?? 'en'];
  return (key: keyof EmailTexts, params?: Record<string, string | number>) => fill(texts[key], params);
};

function letter(name: string, paragraphs: string[], brand: string, language?: Language): string {
  const say = wording(language);
  return [say('hello', { name }), ...paragraphs, say('thanks', { brand }), say('team', { brand })].join('\n\n');
}

/** The order's page (My Orders, its View Details open) in the customer's language: PUBLIC_URL/mr/my-account/…. */
export function orderPageUrl(order: Pick<NotifyOrder, 'id' | 'language' | 'publicUrl'>): string {
  return `${order.publicUrl}${localizedPath(orderPagePath(order.id), order.language ?? 'en')}`;
}

/** A letter about an order: its paragraphs, then the link to the order. */
function orderLetter(order: NotifyOrder, paragraphs: string[], brand: string): string {
  const link = [wording(order.language)('orderLink'), orderPageUrl(order)].join('\n');
  return letter(order.customerName, [...paragraphs, link], brand, order.language);
}

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

export function paymentRequestedEmail(order: NotifyOrder, amountPaise: number, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const amount = formatPaise(amountPaise);
  const { oid } = order;
  return {
    subject: say('requestedSubject', { oid, amount }),
    body: orderLetter(order, [say('requestedAmount', { oid, amount }), say('requestedHow')], brand),
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

export async function notifyStatusChange(
  tx: Tx | Db,
  order: NotifyOrder,
  to: OrderStatus,
  note?: string,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, { orderId: order.id, to: order.customerEmail, ...statusChangeEmail(order, to, note, brand) });
}

/** A booking moved to another date or slot (issue 16): when the pickup is now. */
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

export async function notifyMoved(
  tx: Tx | Db,
  order: NotifyOrder & { servicingDate: string; serviceTimeSlot: string },
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, { orderId: order.id, to: order.customerEmail, ...movedEmail(order, brand) });
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

/** A time slot as the language writes it ('सकाळी 10:00 – दुपारी 12:00'); the spec's words in English. */
function slotIn(slot: string, language: Language = 'en'): string {
  return (TIME_SLOTS as readonly string[]).includes(slot) ? slotLabelIn(slot as TimeSlot, language) : slot;
}

/** A date of the garage's calendar (yyyy-mm-dd) as a customer reads it: 'Thursday, 26 November 2026'. */
export function longDate(isoDate: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
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
        say('placedCall'),
        say('placedCancel'),
      ],
      brand,
    ),
  };
}

/** An item of extra work the garage proposes. */
export type ProposedItem = { name: string; quantity: number; unitPricePaise: number };

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
  const lines = items.map((i) => `${i.quantity} × ${i.name}, ${formatPaise(i.quantity * i.unitPricePaise)}`);
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

/**
 * Queues the proposal e-mail as one per round: it waits PROPOSAL_ROUND_MS, and an item proposed meanwhile rewrites it
 * (with every item then waiting) and restarts the wait, so two items added a minute apart make one e-mail.
 */
export async function notifyExtraWorkProposed(
  tx: Tx | Db,
  order: NotifyOrder,
  items: ProposedItem[],
  amounts: { nowPaise: number; ifApprovedPaise: number },
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    merge: { key: `extra-work:${order.id}`, holdMs: PROPOSAL_ROUND_MS },
    ...extraWorkProposedEmail(order, items, amounts, brand),
  });
}

// Account messages: a link to set a new password, and the notices that the sign-in details changed.

export const RESET_LINK_MINUTES = 30;

export function passwordResetEmail(name: string, link: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('resetSubject', { brand }),
    body: letter(
      name,
      [say('resetAsked', { brand }), link, say('resetOnce', { minutes: RESET_LINK_MINUTES }), say('resetIgnore')],
      brand,
      language,
    ),
  };
}

export function emailChangedEmail(name: string, newEmail: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('emailChangedSubject', { brand }),
    body: letter(name, [say('emailChanged', { brand, email: newEmail }), say('emailChangedNotYou')], brand, language),
  };
}

export function passwordChangedEmail(name: string, brand = DEFAULT_BRAND, language?: Language) {
  const say = wording(language);
  return {
    subject: say('passwordChangedSubject', { brand }),
    body: letter(name, [say('passwordChanged', { brand }), say('passwordChangedNotYou')], brand, language),
  };
}

// Reminders (issue 16): a service due again, an insurance or PUC certificate about to expire; each with the link that
// turns reminders off without logging in.

export type ReminderMail = {
  customerName: string;
  language?: Language;
  /** Make and model, as saved. */
  vehicle: string;
  reg: string;
  dueOn: string;
  /** Where the reminder leads: the service for this vehicle and city, or My Vehicles. */
  link: string;
  unsubscribeLink: string;
} & (
  | {
      kind: Extract<ReminderKind, 'service'>;
      /** The service to book again (null: no longer in the catalogue) and where. */
      service: { name: string | null; city: City };
    }
  | { kind: Exclude<ReminderKind, 'service'> }
);

export function reminderEmail(mail: ReminderMail, brand = DEFAULT_BRAND) {
  const say = wording(mail.language);
  const date = longDate(mail.dueOn, mail.language);
  const about = { vehicle: mail.vehicle, reg: mail.reg, date };
  const unsubscribe = [say('reminderUnsubscribe'), mail.unsubscribeLink].join('\n');
  if (mail.kind === 'service') {
    const city = CITY_LABELS_IN[mail.language ?? 'en'][mail.service.city];
    return {
      subject: say('reminderServiceSubject', about),
      body: letter(
        mail.customerName,
        [
          say('reminderService', { ...about, service: mail.service.name ?? say('reminderServiceGeneric') }),
          [say('reminderServiceBook', { city }), mail.link].join('\n'),
          unsubscribe,
        ],
        brand,
        mail.language,
      ),
    };
  }
  const expiring = mail.kind === 'insurance' ? 'reminderInsurance' : 'reminderPuc';
  return {
    subject: say(mail.kind === 'insurance' ? 'reminderInsuranceSubject' : 'reminderPucSubject', about),
    body: letter(
      mail.customerName,
      [say(expiring, about), [say('reminderUpdateDates'), mail.link].join('\n'), unsubscribe],
      brand,
      mail.language,
    ),
  };
}
