// Reschedule: the booking to another date and slot, while it is new (and moved fewer than 3 times). In an order's row
// and in its View Details.
import type { Order } from '@motomitra/domain/booking';
import { bookingText } from '../../../i18n/en/booking.ts';

export function MoveButton({ order, onMove }: { order: Order; onMove(): void }) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={bookingText('orders.rescheduleNamed', { oid: order.OID })}
      onClick={onMove}
    >
      {bookingText('orders.reschedule')}
    </button>
  );
}
