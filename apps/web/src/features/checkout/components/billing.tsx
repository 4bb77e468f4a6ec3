// Checkout's billing details: who books, for which vehicle, in which city; read-only (they come from the account).
// What the customer may still choose about how they hear of the booking (`children`) follows them.
import type { CartItem } from '@motomitra/domain/booking';
import type { ReactNode } from 'react';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel } from '../../../i18n/t.ts';
import '../../../components/booking-parts.css';
import '../checkout.css';

type Props = { id: string; item: CartItem; address: string; children?: ReactNode };

export function Billing({ id, item, address, children }: Props) {
  // An account made with a mobile number may have no e-mail address: its row is left out.
  const rows: [string, string | null, string?][] = [
    [bookingText('checkout.fullName'), item.name],
    [bookingText('checkout.email'), item.email],
    [bookingText('checkout.mobile'), item.phone_no],
    [bookingText('checkout.vehicleType'), categoryLabel(item.vehicle_type)],
    [bookingText('checkout.makeModel'), item.make_model],
    [bookingText('checkout.registration'), item.reg_number, 'vehicle-card__reg'],
    [bookingText('checkout.city'), cityLabel(item.city)],
    [bookingText('checkout.homeAddress'), address || accountText('account.noAddress')],
  ];
  return (
    <section aria-labelledby={`${id}-billing`} className="checkout__section">
      <h2 id={`${id}-billing`}>{bookingText('checkout.billing')}</h2>
      <dl className="details">
        {rows.map(([label, value, className]) =>
          value === null ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ),
        )}
      </dl>
      {children}
    </section>
  );
}
