// Checkout's "when": the servicing date, the slot and the expected delivery date (schedule/'s fields, which moving a
// booking uses too) and, for a car, the transmission.
import type { CartItem } from '@motomitra/domain/booking';
import { TRANSMISSIONS } from '@motomitra/domain/constants';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { ScheduleFields } from '../../schedule/components/schedule-fields.tsx';
import type { CheckoutValues } from '../form.ts';
import '../checkout.css';

export function Schedule({ id, item, form }: { id: string; item: CartItem; form: UseFormReturn<CheckoutValues> }) {
  return (
    <section aria-labelledby={`${id}-when`} className="checkout__section">
      <h2 id={`${id}-when`}>{bookingText('checkout.when')}</h2>
      <ScheduleFields id={id} city={item.city} form={form} />
      {item.vehicle_type === 'Car' && (
        <SelectField
          id={`${id}-transmissionType`}
          label={bookingText('checkout.transmission')}
          required
          error={errorOf(form, 'transmissionType')}
          placeholder={bookingText('checkout.chooseTransmission')}
          options={TRANSMISSIONS.map((value) => ({ value, label: bookingText(`transmission.${value}`) }))}
          control={form.register('transmissionType')}
        />
      )}
    </section>
  );
}
