// What a customer hears of each change to their order, on every channel (messaging/notify.ts picks which): the e-mail
// of emails.ts and the WhatsApp or SMS template of messaging/templates.ts with its values, in the same language and
// with the same facts (a date, a slot and an amount written as the e-mail writes them, the link to the order's page).
import type { OrderStatus } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import { formatPaise } from '@motomitra/domain/money';
import type { Notice, TextMessage } from '../messaging/notify.ts';
import type { TemplateName } from '../messaging/templates.ts';
import {
  extraWorkProposedEmail,
  movedEmail,
  orderPlacedEmail,
  type PlacedOrder,
  PROPOSAL_ROUND_MS,
  type ProposedItem,
  paymentConfirmedEmail,
  paymentRequestedEmail,
  riderAssignedEmail,
  statusChangeEmail,
  type Trip,
  tripIn,
} from './emails.ts';
import { longDate, type NotifyOrder, orderPageUrl, payUrl, slotIn } from './letters.ts';
import { extraWorkButtons, itemsLine, oneLine, phoneToRead } from './text-values.ts';

/** The order a notice is about, as the change has it (its language and the shop's address are added per notice). */
export type NoticeOrder = Omit<NotifyOrder, 'language' | 'publicUrl'>;

type Write = (language: Language) => Notice;

/** The template that tells a status, for each status the customer hears of. */
const STATUS_TEMPLATES: Partial<Record<OrderStatus, TemplateName>> = {
  pickedUp: 'order_picked_up',
  inService: 'order_in_service',
  inTransitDown: 'order_on_the_way_back',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

const text = (template: TemplateName, values: string[], more: Partial<TextMessage> = {}): TextMessage => ({
  template,
  values,
  ...more,
});

/** What every notice of a shop (config BRAND_NAME and PUBLIC_URL) is written with. */
function kitOf(shop: { brand: string; publicUrl: string }) {
  return {
    brand: shop.brand,
    about: <T extends NoticeOrder>(order: T, language: Language) => ({
      ...order,
      language,
      publicUrl: shop.publicUrl,
    }),
    /** The values every order message starts with (the customer's name, the order) and ends with (its page). */
    framed: (order: NoticeOrder, language: Language, middle: string[]) => [
      oneLine(order.customerName),
      order.oid,
      ...middle,
      orderPageUrl({ id: order.id, language, publicUrl: shop.publicUrl }),
    ],
  };
}
type Kit = ReturnType<typeof kitOf>;

/**
 * Extra work to approve: every item waiting for the customer's answer. One message per round on each channel,
 * rewritten while the round goes on; on WhatsApp its buttons approve or decline the items it lists.
 */
const proposedNotice =
  ({ brand, about, framed }: Kit) =>
  (
    order: NoticeOrder,
    items: (ProposedItem & { id: string })[],
    amounts: { nowPaise: number; ifApprovedPaise: number },
  ): Write =>
  (language) => {
    const buttons = extraWorkButtons(items.map((i) => i.id));
    const values = framed(order, language, [
      itemsLine(items, language),
      formatPaise(amounts.nowPaise),
      formatPaise(amounts.ifApprovedPaise),
    ]);
    const merge = { key: `extra-work:${order.id}:whatsapp`, holdMs: PROPOSAL_ROUND_MS };
    return {
      email: {
        to: order.customerEmail,
        merge: { key: `extra-work:${order.id}`, holdMs: PROPOSAL_ROUND_MS },
        ...extraWorkProposedEmail(about(order, language), items, amounts, brand),
      },
      text: buttons
        ? text('extra_work_approval', values, { payloads: buttons, merge })
        : text('extra_work_in_app', values, { merge }),
    };
  };

/** The notices of a shop (config BRAND_NAME and PUBLIC_URL), one per kind of change. */
export function orderNotices(shop: { brand: string; publicUrl: string }) {
  const kit = kitOf(shop);
  const { brand, about, framed } = kit;

  return {
    /** The booking confirmed: what, which vehicle, when, how much. The service's name is said in the language. */
    placed:
      (order: Omit<PlacedOrder, 'language' | 'publicUrl' | 'productName'>, productName: (l: Language) => string) =>
      (language: Language): Notice => {
        const placed = { ...about(order, language), productName: productName(language) };
        return {
          email: { to: order.customerEmail, ...orderPlacedEmail(placed, brand) },
          text: text(
            'booking_confirmed',
            framed(order, language, [
              oneLine(placed.productName),
              oneLine(`${order.makeModel}, ${order.registrationNumber}`),
              longDate(order.servicingDate, language),
              slotIn(order.serviceTimeSlot, language),
              formatPaise(order.totalPaise),
              // Every order placed at checkout has one (new-order.ts); the template's value is never empty.
              order.handoverCode ?? '—',
            ]),
          ),
        };
      },

    /** A status change, with the operator's note in the e-mail and the reason of a cancellation on every channel. */
    status:
      (order: NoticeOrder, to: OrderStatus, note = ''): Write =>
      (language) => {
        const template = STATUS_TEMPLATES[to];
        const reason = to === 'cancelled' ? [oneLine(note)] : [];
        return {
          email: { to: order.customerEmail, ...statusChangeEmail(about(order, language), to, note, brand) },
          text: template ? text(template, framed(order, language, reason)) : null,
        };
      },

    /** A booking moved to another date or slot. */
    moved:
      (order: NoticeOrder & { servicingDate: string; serviceTimeSlot: string }): Write =>
      (language) => ({
        email: { to: order.customerEmail, ...movedEmail(about(order, language), brand) },
        text: text(
          'booking_rescheduled',
          framed(order, language, [longDate(order.servicingDate, language), slotIn(order.serviceTimeSlot, language)]),
        ),
      }),

    proposed: proposedNotice(kit),

    paymentRequested:
      (order: NoticeOrder, amountPaise: number, payToken: string): Write =>
      (language) => {
        const pay = payUrl(shop.publicUrl, payToken, language);
        return {
          email: { to: order.customerEmail, ...paymentRequestedEmail(about(order, language), amountPaise, pay, brand) },
          text: text('payment_request', [...framed(order, language, [formatPaise(amountPaise)]), pay]),
        };
      },

    /** The rider who comes for the vehicle, or brings it back (or both), with their number to call. */
    riderAssigned:
      (order: NoticeOrder, rider: { name: string; phone: string }, trip: Trip): Write =>
      (language) => {
        const phone = phoneToRead(rider.phone);
        return {
          email: {
            to: order.customerEmail,
            ...riderAssignedEmail(about(order, language), { ...rider, phone }, trip, brand),
          },
          text: text('rider_assigned', framed(order, language, [tripIn(trip, language), oneLine(rider.name), phone])),
        };
      },

    /** The payment received, with the number of the GST invoice it issued. */
    paid:
      (order: NoticeOrder, invoiceNumber: string): Write =>
      (language) => ({
        email: { to: order.customerEmail, ...paymentConfirmedEmail(about(order, language), invoiceNumber, brand) },
        text: text('payment_receipt', framed(order, language, [invoiceNumber])),
      }),
  };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
