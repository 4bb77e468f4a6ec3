// Checkout's billing details: who books, for which vehicle, in which city; read-only (they come from the account).
import type { CartItem } from '@motomitra/domain/booking';
import { categoryLabel, cityLabel, t } from '../../../i18n/t.ts';
import '../../../i18n/en/booking.ts';
import '../../../i18n/en/account.ts';

export function Billing({ id, item, address }: { id: string; item: CartItem; address: string }) {
  const rows: [string, string, string?][] = [
    [t('checkout.fullName'), item.name],
    [t('checkout.email'), item.email],
    [t('checkout.mobile'), item.phone_no],
    [t('checkout.vehicleType'), categoryLabel(item.vehicle_type)],
    [t('checkout.makeModel'), item.make_model],
    [t('checkout.registration'), item.reg_number, 'vehicle-card__reg'],
    [t('checkout.city'), cityLabel(item.city)],
    [t('checkout.homeAddress'), address || t('account.noAddress')],
  ];
  return (
    <section aria-labelledby={`${id}-billing`} className="checkout__section">
      <h2 id={`${id}-billing`}>{t('checkout.billing')}</h2>
      <dl className="details">
        {rows.map(([label, value, className]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
