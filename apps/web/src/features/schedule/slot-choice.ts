// Whether a slot of the servicing date can be chosen, and what is said beside it: its places left, or why not (closed,
// started, full), or that it is where the booking being moved is now.
import type { Slot } from '@motomitra/domain/booking';
import { slotHasStarted } from '@motomitra/domain/checkout';
import type { IsoDate } from '@motomitra/domain/ist';
import { bookingText } from '../../i18n/en/booking.ts';

/** `busySlot` is the booking's own date and slot when moving it: shown as where it is now, not offered. */
export function slotChoice(
  s: Slot,
  servicingDate: IsoDate,
  busySlot: { date: string; slot: string } | undefined,
  now: Date,
): { available: boolean; note: string } {
  const started = slotHasStarted(servicingDate, s.slot, now);
  const current = busySlot?.date === servicingDate && busySlot.slot === s.slot;
  const available = s.available && !started && !current;
  const note = current
    ? bookingText('reschedule.current')
    : available
      ? bookingText('checkout.slotLeft', { count: s.remaining })
      : bookingText(
          s.reason === 'closed'
            ? 'checkout.slotClosed'
            : started || s.reason === 'started'
              ? 'checkout.slotStarted'
              : 'checkout.slotFull',
        );
  return { available, note };
}
