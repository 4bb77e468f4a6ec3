// Checkout's calendar and places (product-decisions "Cart, coupons, checkout"): servicing dates and time slots in
// IST, slot availability, pincodes per city. The order data is in order-data.ts, its rules in checkout-rules.ts.
import type { City, TimeSlot } from './constants.ts';
import { addDays, type IsoDate, istDate, istInstant } from './ist.ts';
import { cityWord, say } from './say.ts';

/** How far ahead a servicing date may be booked (today counts as day 0). */
export const BOOKING_WINDOW_DAYS = 30;
/** The longest a vehicle may stay with us: expected delivery at most this many days after servicing. */
export const MAX_SERVICE_DAYS = 30;
export const DEFAULT_STATE = 'Maharashtra';
export const NOTE_MAX = 500;
export const ADDRESS_MAX = 300;
/** An Indian pincode's length. */
export const PINCODE_DIGITS = 6;
export const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);

/** A pincode written inside an address ('Nagpur 440010', 'Pune 411 038'). */
const PINCODE_IN_TEXT = /\b(\d{3})\s?(\d{3})\b/g;

/** The first pincode written in an address, as six digits; null when it has none. */
export function pincodeIn(text: string): string | null {
  const [found] = text.matchAll(PINCODE_IN_TEXT);
  return found ? `${found[1]}${found[2]}` : null;
}

/** An address without the pincodes written in it. */
export const withoutPincodes = (text: string) => text.replace(PINCODE_IN_TEXT, '');

/** IST start time ('HH:MM') of each of the spec's five slots. */
export const SLOT_START_TIMES: Record<TimeSlot, string> = {
  '10:00 AM - 12:00 PM': '10:00',
  '12:00 PM - 02:00 PM': '12:00',
  '02:00 PM - 04:00 PM': '14:00',
  '04:00 PM - 06:00 PM': '16:00',
  '06:00 PM - 08:30 PM': '18:00',
};

export function slotStart(date: IsoDate, slot: TimeSlot): Date {
  return istInstant(date, SLOT_START_TIMES[slot]);
}

/** A slot that has started (or lies in the past) cannot be booked any more. */
export function slotHasStarted(date: IsoDate, slot: TimeSlot, now: Date): boolean {
  return now.getTime() >= slotStart(date, slot).getTime();
}

/** The first and last bookable servicing dates (IST), both inclusive. */
export function bookableDates(now: Date): { first: IsoDate; last: IsoDate } {
  const first = istDate(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

export function servicingDateProblem(date: IsoDate, now: Date): string | null {
  const { first, last } = bookableDates(now);
  return date < first || date > last ? say('servicingDateRange') : null;
}

export type SlotState = { capacity: number; booked: number; closed: boolean };
export type SlotAvailability = {
  remaining: number;
  available: boolean;
  reason: 'full' | 'closed' | 'started' | null;
};

/** What a customer sees for one slot: places left, and whether (and why not) it can be booked. */
export function slotAvailability(state: SlotState, date: IsoDate, slot: TimeSlot, now: Date): SlotAvailability {
  const remaining = Math.max(0, state.capacity - state.booked);
  const reason = state.closed
    ? 'closed'
    : slotHasStarted(date, slot, now)
      ? 'started'
      : remaining === 0
        ? 'full'
        : null;
  return { remaining, available: reason === null, reason };
}

/** Pincodes each city is served in (India Post: Nagpur 440xxx–441xxx, Pune 411xxx–412xxx). */
export const PINCODE_RANGES: Record<City, { from: number; to: number; label: string }> = {
  nagpur: { from: 440000, to: 441999, label: '440xxx–441xxx' },
  pune: { from: 411000, to: 412999, label: '411xxx–412xxx' },
};

export function pincodeProblem(pincode: string, city: City): string | null {
  if (!PINCODE_PATTERN.test(pincode)) return say('pincodeFormat');
  const n = Number(pincode);
  const range = PINCODE_RANGES[city];
  if (n < range.from || n > range.to) {
    return say('pincodeCity', { city: cityWord(city), ranges: range.label });
  }
  return null;
}

// ---- The order data a checkout sends (spec section 3), field by field ----
