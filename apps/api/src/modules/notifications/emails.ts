// The customer's e-mails, as text: an order's status, extra work proposed, a payment requested or confirmed, a password reset, and a
// changed e-mail or password; the order ones are queued in the outbox in the caller's transaction.
import { CITY_LABELS_IN, type City, type OrderStatus } from '@motomitra/domain/constants';
import { fill } from '@motomitra/domain/fill';
import { INTL_LOCALES, type Language } from '@motomitra/domain/language';
import { STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { formatPaise } from '@motomitra/domain/money';
import type { ReminderKind } from '@motomitra/domain/reminders';
import type { Db, Tx } from '../../db/client.ts';
import { EMAIL_TEXTS, type EmailTexts } from './email-texts.ts';
import { enqueueEmail } from './outbox.ts';

// Plain text, in the customer's language (issue 15; English when they never chose); the brand is a parameter (config
// BRAND_NAME) so that these stay free of app state.
export type NotifyOrder = { id: string; oid: string; customerEmail: string; customerName: string; language?: Language };

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
  paragraphs.push(say('statusFollow'));
  return {
    subject: say('statusSubject', { oid, label }),
    body: letter(order.customerName, paragraphs, brand, order.language),
  };
}

export function paymentRequestedEmail(order: NotifyOrder, amountPaise: number, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const amount = formatPaise(amountPaise);
  const { oid } = order;
  return {
    subject: say('requestedSubject', { oid, amount }),
    body: letter(
      order.customerName,
      [say('requestedAmount', { oid, amount }), say('requestedHow')],
      brand,
      order.language,
    ),
  };
}

export function paymentConfirmedEmail(order: NotifyOrder, invoiceNumber: string, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const { oid } = order;
  return {
    subject: say('paidSubject', { oid }),
    body: letter(
      order.customerName,
      [say('paidReceived', { oid }), say('paidInvoice', { number: invoiceNumber })],
      brand,
      order.language,
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
    body: letter(
      order.customerName,
      [say('moved', { oid, date, slot: order.serviceTimeSlot }), say('movedFollow')],
      brand,
      order.language,
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

/** The booking confirmation: what, which vehicle, when and where it is picked up, the amount, and how to cancel. */
export function orderPlacedEmail(order: PlacedOrder, brand = DEFAULT_BRAND) {
  const say = wording(order.language);
  const { oid } = order;
  const place = [order.flat, order.pickupAddress].filter(Boolean).join(', ');
  return {
    subject: say('placedSubject', { oid }),
    body: letter(
      order.customerName,
      [
        say('placedIntro', { brand, oid }),
        [
          say('placedService', { name: order.productName }),
          say('placedVehicle', { makeModel: order.makeModel, reg: order.registrationNumber }),
          say('placedPickup', { date: longDate(order.servicingDate, order.language), slot: order.serviceTimeSlot }),
          say('placedFrom', {
            address: order.landmark ? say('placedNear', { address: place, landmark: order.landmark }) : place,
          }),
          say('placedAmount', { amount: formatPaise(order.totalPaise) }),
        ].join('\n'),
        say('placedCall'),
        say('placedCancel'),
      ],
      brand,
      order.language,
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
  const say = wording(order.language);
  const price = formatPaise(item.quantity * item.unitPricePaise);
  const { oid } = order;
  return {
    subject: say('extraSubject', { oid }),
    body: letter(
      order.customerName,
      [
        say('extraProposed', { oid, quantity: item.quantity, name: item.name, price }),
        say('extraAmounts', {
          now: formatPaise(amounts.nowPaise),
          ifApproved: formatPaise(amounts.ifApprovedPaise),
        }),
        say('extraHow'),
      ],
      brand,
      order.language,
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
